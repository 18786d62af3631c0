import Foundation
import ProtocolSupport
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A folder for one test's saved data (`--data-dir`, or a home with XDG folders), removed
/// with everything in it when the test is done.
typealias DataDirectory = TemporaryFolder

extension DataDirectory {
    /// A home whose XDG folders lie in this folder: the environment for a game with a window.
    var xdgEnvironment: [String: String?] {
        ["HOME": path, "XDG_STATE_HOME": file("state"), "XDG_DATA_HOME": file("share"),
         "XDG_CONFIG_HOME": file("config")]
    }

    /// A saved game near its end: `table` on the table (table indexes of Card.index order:
    /// number, shape, shading, colour), nothing left in the deck, the other cards discarded.
    static func savedGame(table: [Int], elapsedMs: Int, score: Int = 40) -> String {
        let discarded = (0..<81).filter { !table.contains($0) }
        return #"{"version":1,"table":\#(table),"deck":[],"discarded":\#(discarded),"selected":[],"hint":[],"#
            + #""score":\#(score),"setsFound":26,"mismatches":2,"hintsUsed":0,"elapsedMs":\#(elapsedMs),"#
            + #""lastSetMs":\#(elapsedMs - 1000),"shuffle":5}"#
    }

    /// Three solid one-diamond cards, red, green and purple: the last Set of a game.
    static let lastSet = [0, 1, 2]
}

/// One answer to `state`, read both as the table and as its saved-data fields.
struct Snapshot {
    let line: String
    let state: StateJSON
    let saved: SavedDataJSON
}

extension GameProcess {
    /// Sends `state` and decodes its line both ways.
    func snapshot(sourceLocation: SourceLocation = #_sourceLocation) throws -> Snapshot {
        send("state", sourceLocation: sourceLocation)
        let line = try #require(self.line(), "no answer to 'state'; stderr: \(stderr.available())",
                                sourceLocation: sourceLocation)
        return Snapshot(line: line, state: try StateJSON.decode(line), saved: try SavedDataJSON.decode(line))
    }

    /// A headless game on `folder` (`--data-dir`) in a 1000×720 window.
    static func headless(seed: Int, folder: DataDirectory?, _ more: [String] = []) throws -> GameProcess {
        let data = folder.map { ["--data-dir", $0.path] } ?? []
        return try GameProcess(["--headless", "--seed", "\(seed)", "--size", "1000x720"] + data + more)
    }

    func click(_ card: StateJSON.Card) { send("click \(card.centre.x) \(card.centre.y)") }

    /// Sends each of `lines` in turn.
    func send(_ lines: [String]) { for line in lines { send(line) } }

    /// Sends `quit` and expects a clean exit.
    func quit(sourceLocation: SourceLocation = #_sourceLocation) {
        send("quit", sourceLocation: sourceLocation)
        #expect(waitForExit(sourceLocation: sourceLocation) == 0, sourceLocation: sourceLocation)
    }

    /// Sends the signal `number` to the game.
    func sendSignal(_ number: Int32) { kill(process.processIdentifier, number) }
}

extension StateJSON {
    /// Positions of the first three cards on the table that are not a Set.
    var firstNonSet: [Int]? { Trios.first(among: cards.count) { !Self.isSet(cards[$0], cards[$1], cards[$2]) } }
}
