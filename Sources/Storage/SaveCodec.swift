import JSONCoding

/// The JSON form of every saved file: keys sorted, so the same value is always the same bytes.
public enum SaveCodec {
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        try JSON.encode(value)
    }

    /// The value in `data`; throws for anything that is not a whole, valid file of this
    /// version (the models check themselves while decoding).
    public static func decode<Value: Decodable>(_ type: Value.Type, from data: [UInt8]) throws -> Value {
        try JSON.decode(type, from: data)
    }
}
