@testable import SetGameApp
import Testing

/// The command line read by the game's own parser (`LaunchArguments`, `SetGameCommand.options`):
/// what each option sets, and which mistake is reported, in English.
@Suite("the launch's command line")
struct LaunchArgumentsTests {
    /// The command `arguments` play, or nil (with the reason recorded) when they ask for
    /// something else or are a mistake.
    static func command(_ arguments: [String]) -> SetGameCommand? {
        do {
            if case .play(let command) = try LaunchArguments.parse(arguments) { return command }
            Issue.record("\(arguments) do not play")
        } catch {
            Issue.record("\(arguments): \(error.lines)")
        }
        return nil
    }

    /// The mistake `arguments` make, or nil.
    static func mistake(_ arguments: [String]) -> UsageError? {
        do {
            _ = try LaunchArguments.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyOptionSetsItsSetting() throws {
        let command = try #require(Self.command(["--seed", "7", "--size", "1000X720", "--headless", "--data-dir", "/tmp/d",
                                                 "--new", "--players", "3", "--junior"]))
        #expect(command.seed == 7 && command.size?.size.width == 1000 && command.size?.size.height == 720)
        #expect(command.headless && !command.commands && command.dataDirectory == "/tmp/d")
        #expect(command.startsNewGame && command.junior && !command.daily && command.players == 3)
        let daily = try #require(Self.command(["--daily", "2026-11-22", "--commands", "--quit-after-first-frame"]))
        #expect(daily.daily && daily.dailyDate == "2026-11-22" && daily.commands && daily.quitAfterFirstFrame)
        #expect(Self.command(["--versus", "rival"])?.versus == "rival")
        let none = try #require(Self.command([]))
        #expect(none.seed == nil && none.size == nil && !none.headless && none.players == nil && none.dailyDate == nil)
    }

    @Test func aValueMayFollowAnEqualsSignAndAnEmptyOneIsNone() {
        let attached = Self.command(["--seed=12", "--data-dir=a=b"])
        #expect(attached?.seed == 12 && attached?.dataDirectory == "a=b")
        #expect(Self.command(["--seed=", "5"])?.seed == 5)
        #expect(Self.command(["--headless="])?.headless == true)
        #expect(Self.mistake(["--size="]) == .missingValue("--size <WxH>"))
    }

    @Test func anOptionGivenTwiceKeepsItsLastValueAndAFlagTwiceIsOne() {
        #expect(Self.command(["--seed", "1", "--seed", "2"])?.seed == 2)
        #expect(Self.command(["--players", "3", "--players", "1", "--versus", "easy"])?.players == 1)
        #expect(Self.command(["--junior", "--junior"])?.junior == true)
    }

    @Test func helpAndVersionAreAnsweredWhateverElseIsThere() throws {
        for arguments in [["--help"], ["-h"], ["--bogus", "--help"], ["-xh"], ["-hv"], ["--help=1"], ["--version", "--help"],
                          ["--junior", "--daily", "-h"], ["--help", "--", "x"]] {
            guard case .help = try LaunchArguments.parse(arguments) else { Issue.record("\(arguments)"); continue }
        }
        for arguments in [["--version"], ["--bogus", "--version"], ["--version", "--players", "9"]] {
            guard case .version = try LaunchArguments.parse(arguments) else { Issue.record("\(arguments)"); continue }
        }
        // After `--` it is the date, not a request.
        #expect(Self.mistake(["--", "--help"]) == .rule("'--help' is a date for --daily, which is missing"))
    }

    @Test func anUnknownOptionIsNamedWithTheNearestKnownOne() {
        #expect(Self.mistake(["--bogus"]) == .unknownOption("--bogus", suggestion: nil))
        #expect(Self.mistake(["--seeds"]) == .unknownOption("--seeds", suggestion: "--seed"))
        #expect(Self.mistake(["--verison"]) == .unknownOption("--verison", suggestion: "--versus"))
        #expect(Self.mistake(["-seed=3"]) == .unknownOption("-seed", suggestion: "--seed"))
        #expect(Self.mistake(["-x"]) == .unknownOption("-x", suggestion: nil), "a single letter gets no suggestion")
        #expect(Self.mistake(["--foo"]) == .unknownOption("--foo", suggestion: nil), "not a slip of --new")
        #expect(Self.mistake(["--dialy"]) == .unknownOption("--dialy", suggestion: "--daily"))
        #expect(Self.mistake(["--bogus=3", "--other"]) == .unknownOption("--bogus", suggestion: nil), "the first one")
        // The hidden option is never suggested.
        #expect(Self.mistake(["--quit-after-first-fram"]) == .unknownOption("--quit-after-first-fram", suggestion: nil))
        #expect(LaunchArguments.editDistance("--hepl", "--seed") == 3 && LaunchArguments.editDistance("", "--new") == 5)
    }

    @Test func aMissingValueIsOneAtTheEndOrBeforeAnotherOption() {
        #expect(Self.mistake(["--seed"]) == .missingValue("--seed <seed>"))
        #expect(Self.mistake(["--data-dir", "--headless"]) == .missingValue("--data-dir <PATH>"))
        #expect(Self.mistake(["--size", "-3"]) == .missingValue("--size <WxH>"))
        #expect(Self.mistake(["--players"]) == .missingValue("--players <N>"))
        #expect(Self.command(["--data-dir", "-", "--headless"])?.dataDirectory == "-", "a lone dash is a value")
        // A seed takes what follows, dash or not: `-1` is a bad seed, not a missing one.
        #expect(Self.mistake(["--seed", "-1"]) == .badValue("--seed <seed>", value: "-1",
                                                             reason: "a seed is a whole number from 0 to 18446744073709551615"))
    }

    @Test func aBadValueSaysWhatTheOptionTakes() {
        let size = "a size is WxH in points, each side at least 200, the longer at most 7680, the shorter at most 4320"
        for bad in ["banana", "1000", "10x10", "+500x500", "500x 500", "99999999999999999999x500"] {
            #expect(Self.mistake(["--size", bad]) == .badValue("--size <WxH>", value: bad, reason: size))
        }
        #expect(Self.mistake(["--players", "two"]) == .badValue("--players <N>", value: "two",
                                                                 reason: "a whole number of players from 1 to 4"))
        // Like a seed, a number of players takes what follows, dash or not.
        #expect(Self.mistake(["--players", "-1"]) == .rule("--players takes 1 to 4 players at this computer, not -1"))
        #expect(Self.mistake(["--headless=yes"]) == .valueForFlag("headless", value: "yes"))
    }

    @Test func theFirstBadValueComesBeforeHelpRulesAndUnknownOptions() {
        #expect(Self.mistake(["--size", "10x10", "--seed", "-1"])?.isBadValue(of: "--size <WxH>") == true)
        #expect(Self.mistake(["--seed", "-1", "--size", "10x10"])?.isBadValue(of: "--seed <seed>") == true)
        #expect(Self.mistake(["--help", "--seed", "-3"])?.isBadValue(of: "--seed <seed>") == true)
        #expect(Self.mistake(["--bogus", "--seed", "x"])?.isBadValue(of: "--seed <seed>") == true)
        #expect(Self.mistake(["--seed", "-1", "---seed"]) == .malformedOption("---seed"), "a malformed option first")
        #expect(Self.mistake(["-="]) == .malformedOption("-="))
    }

    @Test func unknownOptionsComeBeforeRulesAndThoseBeforeStrayArguments() {
        #expect(Self.mistake(["--bogus", "--junior", "--daily"]) == .unknownOption("--bogus", suggestion: nil))
        #expect(Self.mistake(["--junior", "--daily"]) == .rule("--junior and --daily are two ways to play: choose one"))
        // The value of a mistyped option is not taken for the puzzle's date.
        #expect(Self.mistake(["--sed", "3"]) == .unknownOption("--sed", suggestion: "--seed"))
        #expect(Self.mistake(["--daily", "2026-11-22", "extra", "--bogus"]) == .unknownOption("--bogus", suggestion: nil))
        #expect(Self.mistake(["--daily", "2026-11-22", "extra"]) == .unexpectedArguments(["extra"]))
        #expect(Self.mistake(["--daily", "--", "2026-11-22", "-x", ""]) == .unexpectedArguments(["-x", ""]))
    }

    @Test func theReportHasTheErrorTheOptionsHelpAndTheUsage() {
        let report = UsageError.missingValue("--seed <seed>").report.split(separator: "\n")
        #expect(report == ["Error: Missing value for '--seed <seed>'",
                           "Help:  --seed <seed>  Shuffle seed: the same seed deals the same games.",
                           "Usage: set-game [--seed <seed>] [--size <WxH>] [--headless] [--commands] [--data-dir <PATH>] "
                               + "[--new] [--junior] [--daily] [<YYYY-MM-DD>] [--players <N>] [--versus <LEVEL>]",
                           "  See 'set-game --help' for more information."])
        #expect(UsageError.unexpectedArguments(["a", "b"]).lines == ["Error: 2 unexpected arguments: 'a', 'b'"])
        #expect(UsageError.valueForFlag("new", value: "1").lines
                    == ["Error: The option '--new' does not take any value, but '1' was specified."])
    }

    @Test func theHelpWrapsItsLinesBesideTheLabels() {
        let help = HelpText.text(width: 80).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(help.first == "OVERVIEW: The card game Set: find three cards that are, in every feature, all")
        #expect(help.contains("  --size <WxH>            Window size in logical pixels (each side at least"))
        #expect(help.contains("                          200, the longer at most 7680, the shorter at most"))
        #expect(help.suffix(3) == ["  --version               Show the version.", "  -h, --help              Show help information.", ""])
        #expect(!help.contains { $0.contains("quit-after-first-frame") })
        #expect(HelpText.text(width: 40).split(separator: "\n").allSatisfy { $0.count <= 40 || !$0.contains(" ") || $0.hasPrefix("USAGE") })
        #expect(HelpText.wrapped("a bb ccc", to: 5) == "a bb\nccc" && HelpText.wrapped("a bb ccc", to: 4) == "a\nbb\nccc")
        #expect(HelpText.wrapped("abcdef gh", to: 3, indent: 1) == " abcdef\n gh", "a long word stands alone")
        #expect(HelpText.wrapped("ab\n\ncd", to: 10, indent: 2) == "  ab\n\n  cd", "blank lines stay unindented")
        // A French colon stays with the word before it: the line breaks after it.
        #expect(HelpText.wrapped("Graine du mélange : la même graine", to: 18) == "Graine du\nmélange : la même\ngraine")
        #expect(HelpText.wrapped("dire « x » ?", to: 5) == "dire\n« x » ?", "a word with its marks longer than a line stands alone")
    }
}

extension UsageError {
    func isBadValue(of label: String) -> Bool {
        if case .badValue(label, _, _) = self { true } else { false }
    }
}
