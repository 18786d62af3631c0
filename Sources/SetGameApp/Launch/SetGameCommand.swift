import ArgumentParser
import Foundation
import Table

/// `set-game`: the command line (swift-argument-parser). Bad arguments print the usage and
/// exit with 64; a missing display or asset prints one line and exits with 1.
public struct SetGameCommand: ParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "set-game",
        abstract: "The card game Set: find three cards that are, in every feature, all the same or all different.",
        discussion: """
        Click cards to select them. Space deals 3 more cards, Ctrl+N starts a new game, \
        Ctrl+R switches between portrait and landscape, Ctrl+H shows a hint.
        With --headless the game opens no window and reads commands from standard input, one a line: \
        click X Y, key NAME, scroll DY, resize W H, advance MS, settle, state, screenshot PATH, quit.
        """,
        version: Version.version)

    @Option(help: "Shuffle seed: the same seed deals the same games.")
    var seed: UInt64?

    @Option(help: ArgumentHelp("Window size in logical pixels.", valueName: "WxH"))
    var size: WindowSize?

    @Flag(help: "Open no window: render offscreen and read protocol commands from standard input.")
    var headless = false

    @Flag(help: "With a window, also read protocol commands from standard input (automation).")
    var commands = false

    /// For `make bench`: open the window, show the first frame, exit.
    @Flag(help: .hidden)
    var quitAfterFirstFrame = false

    public init() {}

    public func run() throws {
        // The command runs on the main thread, where SDL's objects live.
        try MainActor.assumeIsolated { try play() }
    }

    @MainActor
    private func play() throws {
        let seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        do throws(LaunchError) {
            let fonts = try AssetLocator.fonts()
            if headless {
                let window = size?.size ?? Orientation.landscapeSize
                let session = GameSession(seed: seed, window: window)
                HeadlessDriver(session: session, fonts: fonts).run()
            } else {
                let app = try WindowApp(seed: seed, size: size?.size, fonts: fonts, readCommands: commands)
                app.run(quitAfterFirstFrame: quitAfterFirstFrame)
            }
        } catch {
            FileHandle.standardError.write(Data("set-game: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
    }
}

/// `--size WxH`, e.g. `1000x720`.
struct WindowSize: ExpressibleByArgument, Sendable {
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (200...16384).contains(w), (200...16384).contains(h) else { return nil }
        size = Size(width: Double(w), height: Double(h))
    }
}
