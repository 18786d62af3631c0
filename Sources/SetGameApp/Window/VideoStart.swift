import CSDL2
import Render

/// Starts SDL's video for the window (Y3). When the X server refuses the connection, SDL
/// fails or falls back to a driver that shows nothing (offscreen, dummy): that is no window.
/// While that server runs on this machine (`LocalXServer`: Xvfb refuses now and then when
/// many connections come at once) it is asked again, up to `attempts` times 50 ms apart,
/// before the player is told there is no display.
@MainActor
enum VideoStart {
    /// How many times SDL's video is started on an X server of this machine that refuses it.
    static let attempts = 5

    static func onWindowSystem(environment: [String: String]) -> Result<VideoSystem, LaunchError> {
        let mayRetry = (environment["SDL_VIDEODRIVER"] ?? "x11") == "x11" && LocalXServer.isRunning(environment)
        var attempt = 1
        while true {
            let reason: String
            do {
                let video = try VideoSystem()
                guard video.driver == "offscreen" || video.driver == "dummy" else { return .success(video) }
                reason = "no X11 or Wayland display found"
            } catch {
                reason = String(cString: SDL_GetError())
            }
            guard mayRetry, attempt < attempts else { return .failure(.noDisplay(reason)) }
            attempt += 1
            SDL_Delay(50)
        }
    }
}
