import FoundationEssentials

/// The JSON form of every saved file: keys sorted, so the same value is always the same bytes.
public enum SaveCodec {
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    /// The value in `data`; throws for anything that is not a whole, valid file of this
    /// version (the models check themselves while decoding).
    public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try JSONDecoder().decode(type, from: data)
    }
}
