import Glibc

extension SetGameCommand {
    /// Runs the command line in the player's language (I1): the catalogue is installed before
    /// any of its words are made. Exits 0 after `--help`, `--version` or a game, 64 after a
    /// usage error, 1 when the game cannot start.
    public static func launch() -> Never {
        let environment = ProcessEnvironment.variables()
        GameLanguage.start(environment: environment)
        do throws(UsageError) {
            switch try LaunchArguments.parse(Array(CommandLine.arguments.dropFirst())) {
            case .help:
                StandardStream.output.write(line: HelpText.text(width: HelpText.terminalWidth()))
                exit(0)
            case .version:
                StandardStream.output.write(line: Version.version)
                exit(0)
            case .play(let command):
                // The game runs on the main thread, where SDL's objects live.
                exit(MainActor.assumeIsolated { command.play(environment: environment) })
            }
        } catch {
            StandardStream.error.write(line: error.report)
            exit(64)
        }
    }
}
