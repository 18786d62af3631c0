// save-torture PATH FIRST
//
// Saves game after game to PATH through the real `FileStore`, forever: generation FIRST,
// FIRST + 1, ... Each saved game has the generation as its score and a table whose size
// changes with it, and the generation is printed on standard output once its save is
// done. The storage tests kill this process at random moments (SIGKILL) and check that
// PATH always holds one whole saved game, the last one reported or the next.
import Foundation
import SetCore
import Storage

/// The saved game of one generation: its own shuffle, 12 to 21 cards on the table.
func savedGame(generation: Int) -> SavedGame {
    var random = SeededRandom(seed: UInt64(generation))
    let cards = Deck.shuffled(using: &random).cards
    let onTable = 12 + 3 * (generation % 4)
    return SavedGame(table: Array(cards[..<onTable]), deck: Array(cards[onTable...]), discarded: [],
                     selected: Array(cards[..<(generation % 3)]), score: generation,
                     elapsedMs: Double(generation) * 16, shuffle: random.state)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: save-torture PATH FIRST\n".utf8))
    exit(64)
}
let store = FileStore()
for generation in first... {
    do {
        try store.write(SaveCodec.encode(savedGame(generation: generation)), to: arguments[1])
    } catch {
        FileHandle.standardError.write(Data("save-torture: \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("\(generation)\n".utf8))
}
