/// Encodes `Encodable` values into JSON, as Foundation's `JSONEncoder` with `.sortedKeys`
/// wrote them: the same bytes for the same value.
public enum JSON {
    /// `value` as one line of JSON; `escapesSlashes: false` is `.withoutEscapingSlashes`.
    /// Throws `EncodingError.invalidValue` for a NaN or an infinity, as `JSONEncoder` does.
    public static func encode<Value: Encodable>(_ value: Value, escapesSlashes: Bool = true) throws -> [UInt8] {
        var out: [UInt8] = []
        JSONWriter(escapesSlashes: escapesSlashes).write(try encodeBox(value), to: &out)
        return out
    }

    /// `value` as a `JSONValue`.
    public static func encodeValue<Value: Encodable>(_ value: Value) throws -> JSONValue {
        try encodeBox(value).value
    }

    private static func encodeBox<Value: Encodable>(_ value: Value) throws -> EncodedBox {
        let box = EncodedBox(parent: nil, key: nil)
        try value.encode(to: ValueEncoder(box: box))
        return box
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
/// are handed out, so the tree is built of references and written out at the end. A number,
/// string or flag in a container is kept in it as it is, without a box of its own or an
/// encoder (P4: a save's encoding was a tenth of a click's CPU, most of it boxes, coding
/// paths and dictionaries for the log's numbers); a box knows its parent and key, so a
/// coding path is put together only when something asks for it.
final class EncodedBox {
    /// One item of an array or field of an object: a scalar as it is, anything else boxed.
    enum Node {
        case value(JSONValue), box(EncodedBox)

        var value: JSONValue {
            switch self {
            case .value(let value): value
            case .box(let box): box.value
            }
        }
    }

    enum Content {
        /// The fields of an object in the order they were first encoded; written sorted.
        case nothing, value(JSONValue), array([Node]), object([(key: String, value: Node)])
    }

    var content = Content.nothing
    unowned(unsafe) let parent: EncodedBox?
    let key: (any CodingKey)?

    init(parent: EncodedBox?, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the top value down to this one.
    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var box: EncodedBox? = self
        while let current = box, let key = current.key {
            path.append(key)
            box = current.parent
        }
        return path.reversed()
    }

    /// A value that asked for no container is an empty object, as with `JSONEncoder`.
    var value: JSONValue {
        switch content {
        case .nothing: .object([:])
        case .value(let value): value
        case .array(let items): .array(items.map(\.value))
        case .object(let fields): .object(Dictionary(fields.map { ($0.key, $0.value.value) }) { _, last in last })
        }
    }

    /// Sets the field `key` (a field set again keeps its place and takes the new value).
    func set(_ key: String, _ node: Node) {
        if case .object(var fields) = content {
            content = .nothing  // keeps `fields` the only reference: changed in place
            if let i = fields.firstIndex(where: { $0.key == key }) { fields[i].value = node } else { fields.append((key, node)) }
            content = .object(fields)
        } else {
            content = .object([(key, node)])
        }
    }

    func add(key: any CodingKey) -> EncodedBox {
        let child = EncodedBox(parent: self, key: key)
        set(key.stringValue, .box(child))
        return child
    }

    func append(_ node: Node) {
        if case .array(var items) = content {
            content = .nothing
            items.append(node)
            content = .array(items)
        } else {
            content = .array([node])
        }
    }

    func append() -> EncodedBox {
        let child = EncodedBox(parent: self, key: IndexKey(intValue: count))
        append(.box(child))
        return child
    }

    var count: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }

    /// `value` as it is written when it is a number, a string or a flag of the usual types;
    /// nil for anything else, which encodes itself. Throws for a NaN or an infinity.
    static func scalar<T>(_ value: T, at path: @autoclosure () -> [any CodingKey]) throws -> JSONValue? {
        if T.self == Int.self { return .number(unsafeBitCast(value, to: Int.self)) }
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Double.self { return try number(unsafeBitCast(value, to: Double.self), at: path()) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == UInt64.self { return .number(unsafeBitCast(value, to: UInt64.self)) }
        return nil
    }

    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F,
                                                                           at path: [any CodingKey]) throws -> JSONValue {
        guard let number = JSONValue.number(value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: path,
                                                          debugDescription: "\(value) cannot be written in JSON"))
        }
        return number
    }
}

struct ValueEncoder: Encoder {
    let box: EncodedBox
    var codingPath: [any CodingKey] { box.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = box.content {} else { box.content = .object([]) }
        return KeyedEncodingContainer(KeyedEncoder<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = box.content {} else { box.content = .array([]) }
        return UnkeyedEncoder(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension ValueEncoder: SingleValueEncodingContainer {
    func encodeNil() { box.content = .value(.null) }
    func encode(_ value: Bool) { box.content = .value(.bool(value)) }
    func encode(_ value: String) { box.content = .value(.string(value)) }
    func encode(_ value: Double) throws { box.content = .value(try EncodedBox.number(value, at: codingPath)) }
    func encode(_ value: Float) throws { box.content = .value(try EncodedBox.number(value, at: codingPath)) }
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
}

struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: EncodedBox
    var codingPath: [any CodingKey] { box.codingPath }

    private func encoder(for key: any CodingKey) -> ValueEncoder {
        ValueEncoder(box: box.add(key: key))
    }

    mutating func encodeNil(forKey key: Key) { box.set(key.stringValue, .value(.null)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let scalar = try EncodedBox.scalar(value, at: codingPath + [key]) {
            box.set(key.stringValue, .value(scalar))
        } else {
            try value.encode(to: encoder(for: key))
        }
    }

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
    var codingPath: [any CodingKey] { box.codingPath }
    var count: Int { box.count }

    private func encoder() -> ValueEncoder { ValueEncoder(box: box.append()) }

    mutating func encodeNil() { box.append(.value(.null)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let scalar = try EncodedBox.scalar(value, at: codingPath + [IndexKey(intValue: count)]) {
            box.append(.value(scalar))
        } else {
            try value.encode(to: encoder())
        }
    }

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
