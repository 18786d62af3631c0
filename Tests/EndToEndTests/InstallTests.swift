import Foundation
import TestSupport
import Testing

/// The game installed like any Linux game (`make install`, the .deb): the binary in
/// `PREFIX/bin` finds its assets in `PREFIX/share/set-game` from any folder, in the order
/// of docs/protocol.md (after the exit codes) and docs/packaging.md; `--version` prints the version kept in one place; the
/// man page names every option. `make test-install` checks the real .deb the same way.
@Suite("Installed like any Linux game")
struct InstallTests {
    /// The repository, from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fontNames = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]

    /// The version in `Sources/SetGameApp/Launch/Version.swift`, read as `make deb` reads it.
    static func versionInTheSource() throws -> String {
        let source = try String(contentsOf: repository.appendingPathComponent("Sources/SetGameApp/Launch/Version.swift"),
                                encoding: .utf8)
        let line = try #require(source.split(separator: "\n").first { $0.contains("static let version") })
        return try #require(line.split(separator: "\"").dropFirst().first.map(String.init))
    }

    /// A fresh install prefix: `bin/set-game` (a copy of the built binary) and, unless
    /// `fonts` is `.none`, `share/set-game/fonts/` holding copies of the bundled fonts or
    /// relative links to them in `share/fonts/truetype/dejavu` (as the .deb links to
    /// fonts-dejavu-core's files). Also an empty folder to start the game from.
    struct Prefix {
        enum Fonts { case copies, links, none }
        let root: URL
        let binary: URL
        let elsewhere: URL

        init(fonts: Fonts) throws {
            let files = FileManager.default
            root = files.temporaryDirectory.appendingPathComponent("set-game-prefix-\(UUID().uuidString)")
            binary = root.appendingPathComponent("usr/bin/set-game")
            elsewhere = root.appendingPathComponent("elsewhere")
            try files.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try copyProgram(from: GameProcess.binary(), to: binary)
            let assets = root.appendingPathComponent("usr/share/set-game/fonts")
            let system = root.appendingPathComponent("usr/share/fonts/truetype/dejavu")
            if fonts != .none { try files.createDirectory(at: assets, withIntermediateDirectories: true) }
            if fonts == .links { try files.createDirectory(at: system, withIntermediateDirectories: true) }
            for name in InstallTests.fontNames {
                let bundled = InstallTests.repository.appendingPathComponent("Assets/fonts/\(name)")
                switch fonts {
                case .copies:
                    try files.copyItem(at: bundled, to: assets.appendingPathComponent(name))
                case .links:
                    try files.copyItem(at: bundled, to: system.appendingPathComponent(name))
                    try files.createSymbolicLink(atPath: assets.appendingPathComponent(name).path,
                                                 withDestinationPath: "../../fonts/truetype/dejavu/\(name)")
                case .none:
                    break
                }
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// No asset found through the environment or a build tree: only the prefix can help.
    static let outsideTheBuildTree: [String: String?] = ["SET_GAME_ASSETS": nil, "SET_GAME_BINARY": nil]

    /// Plays a headless game to its settled table and quits; the number of cards dealt.
    static func dealtCards(_ game: GameProcess) throws -> Int {
        game.send("settle")
        let cards = try game.state().cards.count
        game.send("quit")
        #expect(game.waitForExit() == 0)
        #expect(game.stderr.rest(timeout: 2).isEmpty)
        return cards
    }

    @Test func versionPrintsTheVersionOfVersionSwiftAndExitsZero() throws {
        let run = try GameProcess.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == [try Self.versionInTheSource()])
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [Prefix.Fonts.copies, .links])
    func installedBinaryFindsItsFontsInShareSetGameFromAnotherFolder(fonts: Prefix.Fonts) throws {
        let prefix = try Prefix(fonts: fonts)
        defer { prefix.remove() }
        let game = try GameProcess(["--headless", "--seed", "3"], environment: Self.outsideTheBuildTree,
                                   executable: prefix.binary, directory: prefix.elsewhere)
        #expect(try Self.dealtCards(game) == 12)
    }

    /// Started as `set-game` through PATH, `argv[0]` names no folder: the binary still finds
    /// where it is, and so `../share/set-game`.
    @Test func installedBinaryStartedByNameThroughPathFindsItsFonts() throws {
        let prefix = try Prefix(fonts: .copies)
        defer { prefix.remove() }
        let path = prefix.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let game = try GameProcess(["-c", "exec set-game --headless --seed 3"],
                                   environment: Self.outsideTheBuildTree.merging(["PATH": path]) { $1 },
                                   executable: URL(fileURLWithPath: "/bin/sh"), directory: prefix.elsewhere)
        #expect(try Self.dealtCards(game) == 12)
    }

    /// I1: the installed game reads its catalogues from the prefix's `share/locale`, where
    /// `make install` puts them (no build tree, no SET_GAME_LOCALE).
    @Test func installedBinarySpeaksGermanFromTheCataloguesInShareLocale() throws {
        let prefix = try Prefix(fonts: .copies)
        defer { prefix.remove() }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: try Catalogues.folder()),
                                         to: prefix.root.appendingPathComponent("usr/share/locale"))
        let environment = Self.outsideTheBuildTree.merging(["SET_GAME_LOCALE": nil, "LANGUAGE": "de"]) { $1 }
        let game = try GameProcess(["--help"], environment: environment, executable: prefix.binary,
                                   directory: prefix.elsewhere)
        game.closeInput()
        #expect(game.waitForExit() == 0)
        #expect(game.stdout.rest(timeout: 2).contains("OPTIONEN:"))
    }

    /// Reliability: `$SET_GAME_ASSETS`, beside the executable or a folder above it, the
    /// current folder, the install prefix's `share/set-game` — the one line naming the
    /// missing font lists them in that order.
    @Test func missingFontsNameEveryPlaceInTheOrderTheyAreTried() throws {
        let prefix = try Prefix(fonts: .none)
        defer { prefix.remove() }
        let nowhere = prefix.root.appendingPathComponent("nowhere").path
        let game = try GameProcess(["--headless"], environment: ["SET_GAME_ASSETS": nowhere, "SET_GAME_BINARY": nil],
                                   executable: prefix.binary, directory: prefix.elsewhere)
        game.closeInput()
        #expect(game.waitForExit() == 1)
        let lines = game.stderr.rest(timeout: 2)
        #expect(lines.count == 1, "\(lines)")
        let line = lines.first ?? ""
        #expect(line.contains("fonts/DejaVuSans.ttf"))
        let places = [nowhere, prefix.root.appendingPathComponent("usr/bin/Assets").path,
                      prefix.root.appendingPathComponent("usr/Assets").path,
                      prefix.elsewhere.appendingPathComponent("Assets").path,
                      prefix.root.appendingPathComponent("usr/share/set-game").path]
        let offsets = places.map { place in line.range(of: place + ",")?.lowerBound ?? line.range(of: place + ";")?.lowerBound }
        #expect(!offsets.contains(nil), "a place is not named: \(places) in \(line)")
        #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted(), "places out of order: \(line)")
    }

    /// The hand-written man page (packaging/set-game.6) keeps up with `--help`.
    @Test func manPageNamesEveryOptionOfHelp() throws {
        let help = try GameProcess.run(["--help"]).stdout.joined(separator: "\n")
        let options = Set(help.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        #expect(options.isSuperset(of: ["--seed", "--size", "--headless", "--version", "--help"]), "\(options)")
        let page = try String(contentsOf: Self.repository.appendingPathComponent("packaging/set-game.6"), encoding: .utf8)
            .replacingOccurrences(of: "\\-", with: "-")
        for option in options.sorted() {
            #expect(page.contains(option), "packaging/set-game.6 does not mention \(option)")
        }
    }
}
