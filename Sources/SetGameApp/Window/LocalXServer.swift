#if canImport(Glibc)
import Glibc
#endif

/// The X server `DISPLAY` names, when it runs on this machine: its socket is in
/// `/tmp/.X11-unix`. Such a server is there even when it refuses a connection: Xvfb does now
/// and then when many come at once (12–16 of 1,500 quick `XOpenDisplay`s on the test
/// machine, `EAGAIN` most often), and the window asks it again rather than tell the player
/// there is no display (`VideoStart`).
enum LocalXServer {
    /// The folder of the local X servers' sockets.
    static let socketFolder = "/tmp/.X11-unix"

    /// The socket of the server `display` names on this machine (`:0`, `:99.1`, `unix:1`);
    /// nil for a display over the network (`host:10.0`) or a name that is not a display.
    static func socket(of display: String) -> String? {
        var rest = Substring(display)
        if rest.hasPrefix("unix:") { rest = rest.dropFirst(4) }
        guard rest.first == ":" else { return nil }
        let number = rest.dropFirst().prefix { $0 != "." }
        let screen = rest.dropFirst(1 + number.count)
        guard !number.isEmpty, number.count <= 9, number.allSatisfy(\.isASCIIDigit),
              screen.isEmpty || (screen.count > 1 && screen.dropFirst().allSatisfy(\.isASCIIDigit)) else { return nil }
        return "\(socketFolder)/X\(Int(number)!)"
    }

    /// True when the server `environment`'s `DISPLAY` names runs on this machine.
    static func isRunning(_ environment: [String: String], exists: (String) -> Bool = Self.exists) -> Bool {
        guard let display = environment["DISPLAY"], let socket = socket(of: display) else { return false }
        return exists(socket)
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
