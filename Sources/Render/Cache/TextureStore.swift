/// What a texture cache holds now, in bytes (width × height × 4 per texture, a card face's
/// compact form), against
/// its budget (Y2).
public struct CacheUsage: Equatable, Sendable {
    public var bytes: Int
    public var budget: Int
    public var count: Int
}

/// What a cache keeps and the bytes it counts for it.
@MainActor
protocol CachedImage: AnyObject {
    var cachedBytes: Int { get }
}

extension Texture: CachedImage {
    /// Its pixels: width × height × 4.
    var cachedBytes: Int { width * height * 4 }
}

extension KeptImage: CachedImage {
    var cachedBytes: Int { bytes }
}

/// Textures (or card faces) by key under a byte budget, each counted as its bytes. Past
/// the budget the least recently used go first, but never one drawn in this frame or
/// the one before: what is on screen stays, so a frame that needs more than the budget
/// (a 4K window full of cards) keeps it for as long as it is drawn rather than painting
/// its textures again and again (Y2).
@MainActor
struct TextureStore<Key: Hashable, Value: CachedImage> {
    private struct Entry {
        var texture: Value
        var bytes: Int
        /// When it was last used: `tick` orders uses, `frame` says which frame drew it.
        var tick: UInt64
        var frame: Int
    }

    let budget: Int
    private(set) var bytes = 0
    /// Bytes of the textures dropped so far, whatever dropped them.
    private(set) var droppedBytes = 0
    /// Frames ended so far.
    private(set) var frame = 0
    private var entries: [Key: Entry] = [:]
    private var tick: UInt64 = 0

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }
    var usage: CacheUsage { CacheUsage(bytes: bytes, budget: budget, count: entries.count) }

    /// The texture for `key`, marked as used now: the key hashed once (P4: every card drawn
    /// or kept in a frame asks for its face, and four look-ups each were a tenth of a
    /// click's frame).
    mutating func texture(_ key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        tick += 1
        let (tick, frame) = (tick, frame)
        return Self.markUsed(&entries.values[index], tick: tick, frame: frame)
    }

    private static func markUsed(_ entry: inout Entry, tick: UInt64, frame: Int) -> Value {
        entry.tick = tick
        entry.frame = frame
        return entry.texture
    }

    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// When `key` was last used, as an order of uses (0 when it is not kept).
    func lastUse(of key: Key) -> UInt64 { entries[key]?.tick ?? 0 }

    /// Whether `key` was used in this frame or the one before (what a trim never drops).
    func drawnLately(_ key: Key) -> Bool { entries[key].map(isDrawnLately) ?? false }

    private func isDrawnLately(_ entry: Entry) -> Bool { frame - entry.frame <= 1 }

    /// Keeps `texture` for `key`, then drops the least recently used past the budget;
    /// returns the keys dropped.
    @discardableResult
    mutating func insert(_ texture: Value, for key: Key) -> [Key] {
        remove(key)
        tick += 1
        let entry = Entry(texture: texture, bytes: texture.cachedBytes, tick: tick, frame: frame)
        entries[key] = entry
        bytes += entry.bytes
        return trim()
    }

    mutating func remove(_ key: Key) {
        if let old = entries.removeValue(forKey: key) {
            bytes -= old.bytes
            droppedBytes += old.bytes
        }
    }

    mutating func removeAll() {
        droppedBytes += bytes
        entries.removeAll()
        bytes = 0
    }

    /// Drops every texture not used in the last `frames` frames; returns their keys.
    @discardableResult
    mutating func removeUnused(forFrames frames: Int) -> [Key] {
        let stale = entries.filter { frame - $0.value.frame > frames }.map { $0.key }
        for key in stale { remove(key) }
        return stale
    }

    /// Drops least recently used textures until `newBytes` more fit in the budget (or only
    /// textures of this frame and the one before are left), before a new texture is made:
    /// what they held can then serve the new one; returns the keys dropped.
    @discardableResult
    mutating func makeRoom(for newBytes: Int) -> [Key] {
        trim(reserving: newBytes)
    }

    /// Call once a frame is drawn: what it drew stays protected for one more frame.
    @discardableResult
    mutating func endFrame() -> [Key] {
        frame += 1
        return trim()
    }

    /// Drops least recently used textures until the store, with `reserved` bytes more, is
    /// within its budget or only textures of this frame and the one before are left.
    private mutating func trim(reserving reserved: Int = 0) -> [Key] {
        var dropped: [Key] = []
        while bytes + reserved > budget {
            var oldest: (key: Key, tick: UInt64)?
            for (key, entry) in entries where !isDrawnLately(entry) && entry.tick < oldest?.tick ?? .max {
                oldest = (key, entry.tick)
            }
            guard let oldest else { break }
            remove(oldest.key)
            dropped.append(oldest.key)
        }
        return dropped
    }
}
