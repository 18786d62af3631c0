import SetCore
import Localization

/// A value read from a saved file, and the one line to show the player about it (nil
/// when there is nothing to say).
public struct Loaded<Value> {
    public var value: Value
    public var message: String?

    public init(_ value: Value, message: String? = nil) {
        self.value = value
        self.message = message
    }
}

extension Loaded: Sendable where Value: Sendable {}
extension Loaded: Equatable where Value: Equatable {}

/// The game's saved data (B6, B3, B7, "Saved data"): the saved game, the statistics and the
/// settings, read and written through a `SaveStore`.
///
/// A damaged file is set aside as `NAME.corrupt` and a fresh value takes its place, with a
/// message saying so. A file that cannot be written never stops the game: the first failure
/// returns a message that nothing will be saved, later ones stay quiet.
public struct GameStorage: Sendable {
    /// Files larger than this are damaged, and are not read whole.
    public static let sizeLimit = 1 << 20

    public let locations: SaveLocations
    private let store: any SaveStore
    /// The player has been told that nothing will be saved.
    public private(set) var hasReportedFailure = false
    /// The saved game's log as last encoded, so that a save encodes only its new entries.
    private var gameEncoding = SavedGameEncoding()

    public init(store: any SaveStore = FileStore(), locations: SaveLocations) {
        self.store = store
        self.locations = locations
    }

    // MARK: - Loading

    /// The saved game to resume; nil when there is none, it is damaged, or it is finished
    /// (B2: a finished game is not resumed; its file is left for the next save to replace).
    public func loadGame() -> Loaded<SavedGame?> {
        let loaded: Loaded<SavedGame?> = load(.game, fresh: nil)
        return loaded.value?.isFinished == true ? Loaded(nil) : loaded
    }

    /// The daily puzzle in progress; nil when there is none or it is damaged.
    public func loadDaily() -> Loaded<SavedDaily?> {
        load(.daily, fresh: nil)
    }

    /// The statistics; zero when there are none or they are damaged.
    public func loadStats() -> Loaded<Statistics> {
        load(.stats, fresh: Statistics())
    }

    /// The settings; the defaults when there are none or they are damaged.
    public func loadSettings() -> Loaded<Settings> {
        load(.settings, fresh: Settings())
    }

    // MARK: - Saving

    /// Saves `game`; a message the first time saving fails.
    public mutating func saveGame(_ game: SavedGame) -> String? {
        let encoded = Result { () throws -> [UInt8] in
            try game.validate()
            return try gameEncoding.encode(game)
        }
        return save(.game) { try encoded.get() }
    }

    /// Removes the saved game (it is finished, or the player started afresh).
    public mutating func removeGame() -> String? {
        attempt { [store, locations] () throws(StoreError) in try store.remove(locations.path(of: .game)) }
    }

    /// Saves the daily puzzle in progress; a message the first time saving fails.
    public mutating func saveDaily(_ daily: SavedDaily) -> String? {
        save(.daily) { () throws -> [UInt8] in
            try daily.validate()
            return try SaveCodec.encode(daily)
        }
    }

    /// Removes the saved daily puzzle (it is solved, or another one is played).
    public mutating func removeDaily() -> String? {
        attempt { [store, locations] () throws(StoreError) in try store.remove(locations.path(of: .daily)) }
    }

    /// Saves `stats`; a message the first time saving fails.
    public mutating func saveStats(_ stats: Statistics) -> String? {
        save(.stats) { try SaveCodec.encode(stats) }
    }

    /// Saves `settings`; a message the first time saving fails.
    public mutating func saveSettings(_ settings: Settings) -> String? {
        save(.settings) { try SaveCodec.encode(settings) }
    }

    // MARK: - Private

    private func load<Value: Decodable>(_ file: SaveFile, fresh: Value) -> Loaded<Value> {
        do {
            guard let data = try store.read(locations.path(of: file), limit: Self.sizeLimit) else { return Loaded(fresh) }
            return Loaded(try SaveCodec.decode(Value.self, from: data))
        } catch {
            return Loaded(fresh, message: setAside(file))
        }
    }

    /// Moves a damaged file out of the way and says so, in a whole sentence per file (I1).
    private func setAside(_ file: SaveFile) -> String {
        let corrupt = file.fileName + ".corrupt"
        do {
            try store.setAside(locations.path(of: file))
            // TRANSLATORS: {1} is the file's new name, e.g. "game.json.corrupt".
            return switch file {
            case .game: tr("Your saved game was damaged and has been set aside as {1}; a new game has started", corrupt)
            case .stats: tr("Your statistics were damaged and have been set aside as {1}; they start again from zero", corrupt)
            case .settings: tr("Your settings were damaged and have been set aside as {1}; the defaults are back", corrupt)
            case .daily: tr("Your daily puzzle was damaged and has been set aside as {1}; the puzzle starts again", corrupt)
            }
        } catch {
            let why = error.description
            // TRANSLATORS: {1} is why the file could not be moved ("cannot rename PATH: " and the system's reason).
            return switch file {
            case .game: tr("Your saved game was damaged and cannot be set aside ({1}); a new game has started", why)
            case .stats: tr("Your statistics were damaged and cannot be set aside ({1}); they start again from zero", why)
            case .settings: tr("Your settings were damaged and cannot be set aside ({1}); the defaults are back", why)
            case .daily: tr("Your daily puzzle was damaged and cannot be set aside ({1}); the puzzle starts again", why)
            }
        }
    }

    private mutating func save(_ file: SaveFile, encoded: () throws -> [UInt8]) -> String? {
        let path = locations.path(of: file)
        return attempt { [store] () throws(StoreError) in
            let data: [UInt8]
            do { data = try encoded() } catch { throw .unwritable(tr("cannot save {1}: {2}", file.fileName, "\(error)")) }
            try store.write(data, to: path)
        }
    }

    private mutating func attempt(_ operation: () throws(StoreError) -> Void) -> String? {
        do {
            try operation()
            return nil
        } catch {
            guard !hasReportedFailure else { return nil }
            hasReportedFailure = true
            let reason = error.description
            // TRANSLATORS: {1} is why a file cannot be written ("cannot create PATH: " and the system's reason).
            return tr("{1}; nothing will be saved", reason.prefix(1).uppercased() + reason.dropFirst())
        }
    }
}
