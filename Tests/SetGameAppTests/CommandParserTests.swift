import Session
import SetGameApp
import Testing

/// The headless protocol's command lines (docs/protocol.md).
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

    @Test func resizeNeedsWholeNumbers() {
        #expect(parseError("resize 800.5 600") == "resize: W must be a whole number, got '800.5'")
        #expect(parseError("resize 800 tall") == "resize: H must be a whole number, got 'tall'")
        #expect(parseError("resize 99999999999999999999999 600")
            == "resize: W must be a whole number, got '99999999999999999999999'")
    }

    @Test func negativeAdvance() {
        #expect(parseError("advance -16") == "advance: MS must not be negative")
    }

    @Test func unknownVerb() {
        #expect(parseError("jump 1 2") == "unknown command 'jump'")
        #expect(parseError("Click 1 2") == "unknown command 'Click'")
        #expect(parseError("frobnicate") == "unknown command 'frobnicate'")
    }

    /// Y6: every side at least 200, the longer at most 7680, the shorter at most 4320.
    @Test(arguments: [(200, 200), (7680, 4320), (4320, 7680), (200, 7680), (7680, 200), (4320, 4320)])
    func resizeInsideTheBoundsIsAccepted_Y6(width: Int, height: Int) throws {
        #expect(try Command.parse("resize \(width) \(height)") == .resize(width: width, height: height))
    }

    @Test(arguments: [(1, 1), (0, 600), (800, -600), (199, 600), (600, 199), (7681, 300), (300, 7681),
                      (4321, 4321), (5000, 4500), (16384, 16384)])
    func resizeOutsideTheBoundsIsAnError_Y6(width: Int, height: Int) {
        #expect(parseError("resize \(width) \(height)") == "resize: \(width)x\(height) is out of bounds "
            + "(each side at least 200, the longer at most 7680, the shorter at most 4320)")
    }

    /// Y5: the clock saturates, so no time is too large to ask for.
    @Test func advanceOfAnySizeIsAccepted_Y5() throws {
        #expect(try Command.parse("advance 1e22") == .advance(milliseconds: 1e22))
        #expect(try Command.parse("advance 1.7e308") == .advance(milliseconds: 1.7e308))
        #expect(try Command.parse("advance 2.5E+3") == .advance(milliseconds: 2500))
        #expect(try Command.parse("advance .5") == .advance(milliseconds: 0.5))
        #expect(try Command.parse("advance 1e-400") == .advance(milliseconds: 0))
        #expect(try Command.parse("advance -0") == .advance(milliseconds: 0))
    }

    /// Y5: a number beyond what a Double holds becomes the largest one, never infinity.
    @Test(arguments: ["1e400", "1.8e308", "9e99999999999999999999", String(repeating: "9", count: 400)])
    func advanceBeyondADoubleSaturates_Y5(milliseconds: String) throws {
        #expect(try Command.parse("advance \(milliseconds)") == .advance(milliseconds: .greatestFiniteMagnitude))
    }

    /// Numbers are decimal: no hexadecimal, no `inf`, no `nan`.
    @Test(arguments: ["0x10", "infinity", "NaN", "1e", "e5", "1.2.3", "--1", "1_000", "١٢"])
    func numbersAreDecimal(text: String) {
        #expect(parseError("advance \(text)") == "advance: MS must be a number, got '\(text)'")
        #expect(parseError("click \(text) 1") == "click: X must be a number, got '\(text)'")
    }

    @Test func negativeAdvanceOfAnySize() {
        #expect(parseError("advance -1e400") == "advance: MS must not be negative")
    }

    /// SDL calls them `PageDown` and `PageUp`; written with a space they are the same keys.
    @Test func pageKeysMayBeWrittenWithASpace() throws {
        #expect(try Command.parse("key Page Down") == .key(KeyChord("pagedown")))
        #expect(try Command.parse("key page\tup") == .key(KeyChord("pageup")))
        #expect(try Command.parse("key Shift+Page Up") == .key(KeyChord("pageup", modifiers: [.shift])))
        #expect(try Command.parse("key PageDown") == .key(KeyChord("pagedown")))
    }

    @Test func screenshotPathWithANulByteIsAnError() {
        #expect(parseError("screenshot /tmp/shot\u{0}.png")
            == "screenshot: PATH must not contain a NUL byte, got '/tmp/shot\\u{0}.png'")
    }

    // MARK: - What an error line quotes (Y7)

    @Test func errorQuotesAtMost200CharactersOfTheInput_Y7() {
        let verb = String(repeating: "é", count: 100_000)
        #expect(parseError(verb) == "unknown command '\(String(repeating: "é", count: 200))…'")
        let word = String(repeating: "7x", count: 150)
        #expect(parseError("scroll \(word)") == "scroll: DY must be a number, got '\(word.prefix(200))…'")
    }

    @Test func exactly200CharactersAreQuotedWhole_Y7() {
        let verb = String(repeating: "z", count: 200)
        #expect(parseError(verb) == "unknown command '\(verb)'")
    }

    /// Escapes as Swift writes them: `\n`, `\r`, `\t`, `\\`, and `\u{1B}` for the other control characters.
    @Test func errorEscapesControlCharacters_Y7() {
        #expect(parseError("jump\u{1B}[2J\u{7}") == #"unknown command 'jump\u{1B}[2J\u{7}'"#)
        #expect(parseError("key \u{1B}]0;title\u{9C}") == #"key: unknown key '\u{1B}]0;title\u{9C}'"#)
        #expect(parseError("advance 1\r") == #"advance: MS must be a number, got '1\r'"#)
        #expect(parseError("go\u{0}\n\u{2028}\\") == #"unknown command 'go\u{0}\n\u{2028}\\'"#)
    }

    @Test func escapedCharactersCountAsOneOfThe200_Y7() {
        let verb = String(repeating: "\u{1B}", count: 300)
        let quoted = String(repeating: #"\u{1B}"#, count: 200)
        #expect(parseError(verb) == "unknown command '\(quoted)…'")
    }

    @Test func overLongLineHasItsOwnError_Y7() {
        #expect(Command.ParseError.overLongLine.description == "line longer than 65536 bytes, skipped")
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

/// C1: `pad N BUTTON` and `pad N unplug`.
@Suite("Headless protocol: pad lines")
struct PadCommandParserTests {
    @Test func everyButtonOfEveryPadAndUnplug() throws {
        for button in PadButton.allCases {
            #expect(try Command.parse("pad 0 \(button.rawValue)") == .pad(0, .press(button)))
        }
        #expect(try Command.parse("pad 255 dpleft") == .pad(255, .press(.dpleft)))
        #expect(try Command.parse("pad 2 unplug") == .pad(2, .unplugged))
        #expect(try Command.parse("  pad\t1   a ") == .pad(1, .press(.a)))
    }

    @Test func anythingElseIsAnErrorThatSaysWhy() {
        func error(_ line: String) -> String {
            do {
                let command = try Command.parse(line)
                Issue.record("'\(line)' parsed as \(String(describing: command))")
                return ""
            } catch { return error.description }
        }
        #expect(error("pad").hasPrefix("usage: pad N BUTTON"))
        #expect(error("pad 0").hasPrefix("usage: pad N BUTTON"))
        #expect(error("pad 0 a b").hasPrefix("usage: pad N BUTTON"))
        #expect(error("pad 0 A").contains("unknown button 'A'"), "lower case only")
        #expect(error("pad 0 leftshoulder").contains("unknown button 'leftshoulder'"))
        #expect(error("pad 256 a").contains("from 0 to 255, got '256'"))
        #expect(error("pad -1 a").contains("got '-1'"))
        #expect(error("pad 1e2 a").contains("got '1e2'"))
        #expect(error("pad 0 \u{7}").contains(#"'\u{7}'"#), "control characters escaped")
    }
}
