import SetCore

/// Encodes saved games as `SaveCodec.encode` does, byte for byte, each entry of the game's
/// log once (P4): the log only grows (and drops its oldest mismatches past a limit), and
/// encoding all of it again at each save cost a few milliseconds a save once it held a few
/// hundred mismatches. The rest of the game is encoded at each save as before, and the log's
/// JSON put in its place.
struct SavedGameEncoding: Sendable {
    private var sets = EncodedEntries<GameLog.SetTaken>()
    private var mismatches = EncodedEntries<GameLog.Mismatch>()
    private var hints = EncodedEntries<GameLog.Hint>()
    private var needlessDeals = EncodedEntries<GameLog.NeedlessDeal>()

    /// `"log":` and an empty log as `SaveCodec` writes them, when the log is written here
    /// exactly as it would write it; nil otherwise (a log of another shape): then every save
    /// is encoded whole.
    private static let emptyLog: [UInt8]? = {
        guard let codec = try? SaveCodec.encode(GameLog()) else { return nil }
        var copy = SavedGameEncoding()
        guard let ours = try? copy.log(GameLog()), ours == codec else { return nil }
        return Array(#""log":"#.utf8) + codec
    }()

    mutating func encode(_ game: SavedGame) throws -> [UInt8] {
        guard let empty = Self.emptyLog else { return try SaveCodec.encode(game) }
        var rest = game
        rest.log = GameLog()
        let bytes = try SaveCodec.encode(rest)
        // The top level's one key "log": a key inside a string would have its quotes escaped.
        guard let start = Self.firstIndex(of: empty, in: bytes) else { return try SaveCodec.encode(game) }
        return bytes[..<start] + Array(#""log":"#.utf8) + (try log(game.log)) + bytes[(start + empty.count)...]
    }

    /// Where `part` first begins in `bytes` (the standard library's `firstRange(of:)` would
    /// link its string processing, 2 MB, into the binary).
    static func firstIndex(of part: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let head = part.first, bytes.count >= part.count else { return nil }
        var index = 0
        while let found = bytes[index...].firstIndex(of: head), found + part.count <= bytes.count {
            if bytes[found..<(found + part.count)].elementsEqual(part) { return found }
            index = found + 1
        }
        return nil
    }

    /// The log as JSON: its lists under their keys, in the order of their names.
    private mutating func log(_ log: GameLog) throws -> [UInt8] {
        var out = Array(#"{"hints":"#.utf8)
        out += try hints.array(log.hints)
        out += #","mismatches":"#.utf8
        out += try mismatches.array(log.mismatches)
        out += #","needlessDeals":"#.utf8
        out += try needlessDeals.array(log.needlessDeals)
        out += #","sets":"#.utf8
        out += try sets.array(log.sets)
        out.append(UInt8(ascii: "}"))
        return out
    }
}

/// The JSON of one list of a log, each entry encoded the first time it is written and kept
/// while it stays in the list.
struct EncodedEntries<Entry: Hashable & Encodable & Sendable>: Sendable {
    private var encoded: [Entry: [UInt8]] = [:]

    /// `entries` as a JSON array.
    mutating func array(_ entries: [Entry]) throws -> [UInt8] {
        var kept: [Entry: [UInt8]] = [:]
        kept.reserveCapacity(entries.count)
        var out: [UInt8] = [UInt8(ascii: "[")]
        for (index, entry) in entries.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            let bytes = try kept[entry] ?? encoded[entry] ?? SaveCodec.encode(entry)
            kept[entry] = bytes
            out += bytes
        }
        out.append(UInt8(ascii: "]"))
        encoded = kept
        return out
    }
}
