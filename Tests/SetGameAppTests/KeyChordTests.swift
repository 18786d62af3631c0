import Session
import SetGameApp
import Testing

/// Key names as the protocol writes them (`Ctrl+R`, `Space`, `q`) and the actions they map to (B4).
@Suite("Key chords")
struct KeyChordTests {
    @Test func ctrlR() throws {
        let chord = try #require(KeyChord(parsing: "Ctrl+R"))
        #expect(chord.key == "r")
        #expect(chord.modifiers == [.ctrl])
        #expect(chord == KeyChord("R", modifiers: [.ctrl]))
        #expect(GameAction.forKey(chord) == .rotate)
    }

    @Test func space() throws {
        let chord = try #require(KeyChord(parsing: "Space"))
        #expect(chord.key == "space")
        #expect(chord.modifiers.isEmpty)
        #expect(GameAction.forKey(chord) == .dealThree)
    }

    /// Plain letters select cards, so they are no command.
    @Test func plainLetter() throws {
        let chord = try #require(KeyChord(parsing: "q"))
        #expect(chord.key == "q")
        #expect(chord.modifiers.isEmpty)
        #expect(GameAction.forKey(chord) == nil)
    }

    @Test func lowercaseModifiersInAnyNumber() throws {
        let chord = try #require(KeyChord(parsing: "ctrl+shift+n"))
        #expect(chord.key == "n")
        #expect(chord.modifiers == [.ctrl, .shift])
        #expect(KeyChord(parsing: "Shift+Ctrl+N") == chord)
        // Ctrl+N is New Game; with Shift as well it is another chord.
        #expect(GameAction.forKey(chord) == nil)
        #expect(GameAction.forKey(KeyChord("n", modifiers: [.ctrl])) == .newGame)
    }

    @Test func controlAndAltSpelledOut() throws {
        #expect(KeyChord(parsing: "Control+H") == KeyChord("h", modifiers: [.ctrl]))
        #expect(KeyChord(parsing: "Alt+F4") == KeyChord("f4", modifiers: [.alt]))
    }

    @Test func unknownModifierIsRejected() {
        #expect(KeyChord(parsing: "Hyper+R") == nil)
        #expect(KeyChord(parsing: "Meta+Ctrl+R") == nil)
    }

    @Test func plusAsTheKey() {
        #expect(KeyChord(parsing: "+") == KeyChord("+"))
        #expect(KeyChord(parsing: "Ctrl++") == KeyChord("+", modifiers: [.ctrl]))
    }

    @Test func emptyKeyIsRejected() {
        #expect(KeyChord(parsing: "") == nil)
        #expect(KeyChord(parsing: "   ") == nil)
        #expect(KeyChord(parsing: "Ctrl+") == nil)
    }

    @Test func descriptionParsesBack() throws {
        for text in ["Ctrl+R", "Space", "q", "ctrl+shift+n", "Alt+Shift+Escape"] {
            let chord = try #require(KeyChord(parsing: text))
            #expect(KeyChord(parsing: chord.description) == chord, "\(text) → \(chord.description)")
        }
        #expect(KeyChord("r", modifiers: [.shift, .ctrl]).description == "Ctrl+Shift+r")
    }

    @Test func commandKeysOfB4() {
        #expect(GameAction.forKey(KeyChord("h", modifiers: [.ctrl])) == .hint)
        #expect(GameAction.forKey(KeyChord("escape")) == .escape)
        #expect(GameAction.forKey(KeyChord("r")) == nil, "plain r must stay a card key")
        for letter in ["1", "2", "3", "q", "w", "e", "a", "s", "d", "z", "x", "c"] {
            #expect(GameAction.forKey(KeyChord(letter)) == nil, "\(letter) is a card key")
        }
    }
}
