import Render

/// Starts SDL's video for the window (Y3). An X server on this machine that refuses the
/// connection (`LocalXServer`) is asked again, up to `attempts` times, before the player is
/// told there is no display; a display over the network, or none, is not waited for.
@MainActor
enum VideoStart {
    /// How many times SDL's video is started on an X server of this machine that refuses it.
    static let attempts = 5

    static func onWindowSystem(environment: [String: String]) -> Result<VideoSystem, LaunchError> {
        let mayRetry = (environment["SDL_VIDEODRIVER"] ?? "x11") == "x11" && LocalXServer.isRunning(environment)
        return VideoSystem.onWindowSystem(attempts: attempts, mayRetry: mayRetry).mapError { .noDisplay($0.description) }
    }
}
