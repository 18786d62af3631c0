import SetGameApp
import Testing

/// The headless protocol's command lines (REQUIREMENTS.md, "Headless protocol").
@Suite("Headless protocol: parsing command lines")
struct CommandParserTests {
    /// The error message for a line that must not parse.
    func parseError(_ line: String) -> String? {
        do {
            let command = try Command.parse(line)
            Issue.record("'\(line)' parsed as \(String(describing: command)) but should be an error")
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Every command

    @Test func click() throws {
        #expect(try Command.parse("click 120 340") == .click(x: 120, y: 340))
        #expect(try Command.parse("click 12.5 0.25") == .click(x: 12.5, y: 0.25))
        #expect(try Command.parse("click -5 7") == .click(x: -5, y: 7))
    }

    @Test func key() throws {
        #expect(try Command.parse("key q") == .key(KeyChord("q")))
        #expect(try Command.parse("key Space") == .key(KeyChord("space")))
        #expect(try Command.parse("key Escape") == .key(KeyChord("escape")))
        #expect(try Command.parse("key Ctrl+R") == .key(KeyChord("r", modifiers: [.ctrl])))
    }

    @Test func scroll() throws {
        #expect(try Command.parse("scroll -3") == .scroll(-3))
        #expect(try Command.parse("scroll 2") == .scroll(2))
        #expect(try Command.parse("scroll 0.5") == .scroll(0.5))
    }

    @Test func resize() throws {
        #expect(try Command.parse("resize 800 600") == .resize(width: 800, height: 600))
        #expect(try Command.parse("resize 720 1000") == .resize(width: 720, height: 1000))
    }

    @Test func advance() throws {
        #expect(try Command.parse("advance 250") == .advance(milliseconds: 250))
        #expect(try Command.parse("advance 0") == .advance(milliseconds: 0))
        #expect(try Command.parse("advance 16.5") == .advance(milliseconds: 16.5))
    }

    @Test func commandsWithoutArguments() throws {
        #expect(try Command.parse("settle") == .settle)
        #expect(try Command.parse("state") == .state)
        #expect(try Command.parse("quit") == .quit)
    }

    @Test func screenshot() throws {
        #expect(try Command.parse("screenshot /tmp/shot.png") == .screenshot(path: "/tmp/shot.png"))
    }

    @Test func screenshotPathMayContainSpaces() throws {
        #expect(try Command.parse("screenshot /tmp/my shots/first  try.png")
            == .screenshot(path: "/tmp/my shots/first  try.png"))
        // Whitespace around the path is not part of it; inside it, it is.
        #expect(try Command.parse("  screenshot \t /tmp/a b.png  \t") == .screenshot(path: "/tmp/a b.png"))
    }

    @Test func extraSpacesAndTabsBetweenWordsAreAllowed() throws {
        #expect(try Command.parse("  click \t 10   20  ") == .click(x: 10, y: 20))
        #expect(try Command.parse("\tstate ") == .state)
    }

    @Test(arguments: ["", " ", "   \t  "])
    func blankLineIsNoCommand(line: String) throws {
        #expect(try Command.parse(line) == nil)
    }

    // MARK: - Malformed lines

    @Test func missingArguments() {
        #expect(parseError("click 1") == "usage: click X Y")
        #expect(parseError("click") == "usage: click X Y")
        #expect(parseError("key") == "usage: key NAME (e.g. q, Space, Ctrl+R)")
        #expect(parseError("scroll") == "usage: scroll DY")
        #expect(parseError("resize 800") == "usage: resize W H")
        #expect(parseError("advance") == "usage: advance MS")
        #expect(parseError("screenshot") == "usage: screenshot PATH")
        #expect(parseError("screenshot   ") == "usage: screenshot PATH")
    }

    @Test func extraArguments() {
        #expect(parseError("click 1 2 3") == "usage: click X Y")
        #expect(parseError("scroll 1 2") == "usage: scroll DY")
        #expect(parseError("resize 1 2 3") == "usage: resize W H")
        #expect(parseError("advance 10 20") == "usage: advance MS")
        #expect(parseError("settle now") == "usage: settle")
        #expect(parseError("state please") == "usage: state")
    }

    /// Like every other verb without arguments (`settle x`, `state x`), `quit x` is malformed.
    @Test func quitWithArgumentsIsMalformed() {
        #expect(parseError("quit now")?.contains("quit") == true)
    }

    @Test func nonNumbers() {
        #expect(parseError("click x 20") == "click: X must be a number, got 'x'")
        #expect(parseError("click 10 y") == "click: Y must be a number, got 'y'")
        #expect(parseError("scroll down") == "scroll: DY must be a number, got 'down'")
        #expect(parseError("advance soon") == "advance: MS must be a number, got 'soon'")
        #expect(parseError("click nan 1") == "click: X must be a number, got 'nan'")
        #expect(parseError("advance inf") == "advance: MS must be a number, got 'inf'")
    }

    @Test func resizeNeedsWholePositiveNumbers() {
        let message = "resize: W and H must be whole numbers from 1 to 16384"
        #expect(parseError("resize 800.5 600") == message)
        #expect(parseError("resize 0 600") == message)
        #expect(parseError("resize 800 -600") == message)
        #expect(parseError("resize 99999 600") == message)
        #expect(parseError("resize wide tall") == message)
    }

    @Test func negativeAdvance() {
        #expect(parseError("advance -16") == "advance: MS must not be negative")
    }

    @Test func unknownVerb() {
        #expect(parseError("jump 1 2") == "unknown command 'jump'")
        #expect(parseError("Click 1 2") == "unknown command 'Click'")
        #expect(parseError("frobnicate") == "unknown command 'frobnicate'")
    }

    @Test func unknownKey() {
        #expect(parseError("key Ctrl+") == "key: unknown key 'Ctrl+'")
        #expect(parseError("key Hyper+R") == "key: unknown key 'Hyper+R'")
        #expect(parseError("key Ctrl R") == "key: unknown key 'Ctrl R'")
        #expect(parseError("key Banana") == "key: unknown key 'Banana'")
    }

    @Test func keyNamesAreSDLs() throws {
        // Names SDL gives keys, some with a space, in any case.
        for name in ["PageDown", "Keypad Enter", "left", "F1", "Return", "escape", "Ctrl+Shift+Tab"] {
            #expect(try Command.parse("key \(name)") != nil, "\(name)")
        }
        #expect(try Command.parse("key Keypad Enter") == .key(KeyChord("keypad enter")))
    }

    @Test func parseErrorIsAnError() {
        #expect(throws: Command.ParseError.self) { try Command.parse("click 1") }
        let error = #expect(throws: Command.ParseError.self) { try Command.parse("nope") }
        #expect(error?.description == "unknown command 'nope'")
    }
}
