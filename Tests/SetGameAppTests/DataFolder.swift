import Foundation
import ProtocolSupport
import SetCore
import Session
import SetGameApp
import Storage
import Layout
import TestSupport

/// A data folder kept in memory, and the launches that read it: each `launch` is what the
/// game finds when it starts again with the same `--data-dir`.
final class DataFolder {
    static let landscape = Size(width: 1000, height: 720)

    let store: MemoryStore
    let locations = SaveLocations(dataDirectory: "/data")
    /// The saves of the latest launch.
    private(set) var saves: SaveQueue?

    init(files: [SaveFile: String] = [:]) {
        store = MemoryStore(files: Dictionary(uniqueKeysWithValues: files.map { file, text in
            ("/data/\(file.fileName)", Array(text.utf8))
        }))
    }

    /// What a launch finds here (`resume: false` is `--new`).
    func launch(resume: Bool = true) -> SavedStart {
        let start = SavedStart.load(from: GameStorage(store: store, locations: locations), resume: resume)
        saves = start.saves
        return start
    }

    /// Waits until what the latest launch's session asked to save is written.
    func flush() { saves?.flush() }

    /// A session launched on this folder, its rotate button resizing at once as headless.
    func session(seed: UInt64 = 7, window: Size = landscape, resume: Bool = true) -> SessionStore {
        let session = SessionStore(seed: seed, window: window, saved: launch(resume: resume))
        session.requestWindowSize = { [unowned session] size in session.resize(to: size) }
        return session
    }

    /// A session playing `game` as a new game, launched on this folder.
    func session(playing game: Game) -> SessionStore {
        SessionStore(game: game, window: Self.landscape, saved: launch())
    }

    /// The file `file` as it is on disk now.
    func contents(of file: SaveFile) -> [UInt8]? { store["/data/\(file.fileName)"] }

    var savedGame: SavedGame? { contents(of: .game).flatMap { try? SaveCodec.decode(SavedGame.self, from: $0) } }
    var savedStatistics: Statistics? { contents(of: .stats).flatMap { try? SaveCodec.decode(Statistics.self, from: $0) } }
    var savedSettings: Settings? { contents(of: .settings).flatMap { try? SaveCodec.decode(Settings.self, from: $0) } }
}

extension SessionStore {
    /// The `state` line, decoded as a client reads it.
    var stateLine: StateJSON { get throws { try StateJSON.decode(stateJSON()) } }

    /// The saved-data fields of the `state` line.
    var savedData: SavedDataJSON { get throws { try SavedDataJSON.decode(stateJSON()) } }

    /// Picks the cards at these table positions, as clicks or card keys do.
    func pick(_ indices: [Int]) {
        for index in indices { send(.selectCard(index)) }
    }

    /// Table positions of three cards that are not a Set.
    var firstNonSet: [Int] { Trios.firstNonSet(in: game.table) ?? [] }
}

/// Tables built for the saved-data rules.
enum SavedTables {
    /// Three cards that are a Set (one red, one green, one purple solid diamond), the whole
    /// deck: picking them ends the game.
    static let lastSet = [Card(.one, .diamond, .solid, .red), Card(.one, .diamond, .solid, .green),
                          Card(.one, .diamond, .solid, .purple)]

    /// A game whose only Set ends it when picked.
    static func oneSetGame() -> Game { Game(deck: Deck(ordered: lastSet)) }
}
