/// Encodes `Encodable` values into JSON, as Foundation's `JSONEncoder` with `.sortedKeys`
/// wrote them: the same bytes for the same value.
public enum JSON {
    /// `value` as one line of JSON; `escapesSlashes: false` is `.withoutEscapingSlashes`.
    /// Throws `EncodingError.invalidValue` for a NaN or an infinity, as `JSONEncoder` does.
    public static func encode<Value: Encodable>(_ value: Value, escapesSlashes: Bool = true) throws -> [UInt8] {
        JSONWriter(escapesSlashes: escapesSlashes).bytes(try encodeValue(value))
    }

    /// `value` as a `JSONValue`.
    public static func encodeValue<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let box = EncodedBox()
        try value.encode(to: ValueEncoder(box: box, codingPath: []))
        return box.value
    }

    /// The value of type `type` that `bytes` holds; throws `JSONSyntaxError` when they are
    /// not JSON, `DecodingError` when the JSON is not a `type`.
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try decode(type, from: try JSONParser.parse(bytes))
    }

    /// The value of type `type` that `value` holds.
    public static func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
        try Value(from: ValueDecoder(value: value, codingPath: []))
    }
}

/// What one encoded value has become so far; containers keep adding to theirs after they
/// are handed out, so the tree is built of references and read out at the end.
final class EncodedBox {
    enum Content {
        case nothing, value(JSONValue), array([EncodedBox]), object([String: EncodedBox])
    }

    var content = Content.nothing

    /// A value that asked for no container is an empty object, as with `JSONEncoder`.
    var value: JSONValue {
        switch content {
        case .nothing: .object([:])
        case .value(let value): value
        case .array(let items): .array(items.map(\.value))
        case .object(let fields): .object(fields.mapValues(\.value))
        }
    }

    func add(key: String) -> EncodedBox {
        let child = EncodedBox()
        if case .object(var fields) = content {
            content = .nothing  // keeps `fields` the only reference: appended in place
            fields[key] = child
            content = .object(fields)
        } else {
            content = .object([key: child])
        }
        return child
    }

    func append() -> EncodedBox {
        let child = EncodedBox()
        if case .array(var items) = content {
            content = .nothing
            items.append(child)
            content = .array(items)
        } else {
            content = .array([child])
        }
        return child
    }

    var count: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }
}

struct ValueEncoder: Encoder {
    let box: EncodedBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = box.content {} else { box.content = .object([:]) }
        return KeyedEncodingContainer(KeyedEncoder<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = box.content {} else { box.content = .array([]) }
        return UnkeyedEncoder(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension ValueEncoder: SingleValueEncodingContainer {
    func encodeNil() { box.content = .value(.null) }
    func encode(_ value: Bool) { box.content = .value(.bool(value)) }
    func encode(_ value: String) { box.content = .value(.string(value)) }
    func encode(_ value: Double) throws { box.content = .value(try number(value)) }
    func encode(_ value: Float) throws { box.content = .value(try number(value)) }
    func encode(_ value: Int) { box.content = .value(.number(value)) }
    func encode(_ value: Int8) { box.content = .value(.number(value)) }
    func encode(_ value: Int16) { box.content = .value(.number(value)) }
    func encode(_ value: Int32) { box.content = .value(.number(value)) }
    func encode(_ value: Int64) { box.content = .value(.number(value)) }
    func encode(_ value: UInt) { box.content = .value(.number(value)) }
    func encode(_ value: UInt8) { box.content = .value(.number(value)) }
    func encode(_ value: UInt16) { box.content = .value(.number(value)) }
    func encode(_ value: UInt32) { box.content = .value(.number(value)) }
    func encode(_ value: UInt64) { box.content = .value(.number(value)) }
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }

    private func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws -> JSONValue {
        guard let number = JSONValue.number(value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath,
                                                          debugDescription: "\(value) cannot be written in JSON"))
        }
        return number
    }
}

struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: EncodedBox
    let codingPath: [any CodingKey]

    private func encoder(for key: any CodingKey) -> ValueEncoder {
        ValueEncoder(box: box.add(key: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) { encoder(for: key).encodeNil() }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try value.encode(to: encoder(for: key)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder(for: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder(for: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder(for: SuperKey.super) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(for: key) }
}

struct UnkeyedEncoder: UnkeyedEncodingContainer {
    let box: EncodedBox
    let codingPath: [any CodingKey]
    var count: Int { box.count }

    private func encoder() -> ValueEncoder {
        let index = box.count
        return ValueEncoder(box: box.append(), codingPath: codingPath + [IndexKey(intValue: index)])
    }

    mutating func encodeNil() { encoder().encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { encoder() }
}

/// The key of an array's item in a coding path.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// The key `super`, as `JSONEncoder` names a superclass's container.
enum SuperKey: String, CodingKey { case `super` }
