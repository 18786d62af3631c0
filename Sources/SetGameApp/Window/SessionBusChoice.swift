#if canImport(Glibc)
import Glibc
#endif

/// Whether SDL's video looks for a D-Bus session bus (P3). SDL starts D-Bus with its video
/// (for the screen saver and input methods; the game reads keys, never typed text). Without a
/// bus to reach — no `DBUS_SESSION_BUS_ADDRESS`, no `$XDG_RUNTIME_DIR/bus` — libdbus
/// "autolaunches" one: it forks, tries `dbus-launch` in every folder of `PATH`, and SDL's
/// start waits for it (0.75 ms of the launch under Xvfb; where dbus-launch is installed, a
/// bus daemon left running after the game). The game then tells libdbus there is no bus.
enum SessionBusChoice {
    /// What `DBUS_SESSION_BUS_ADDRESS` becomes, nil to leave it: a bus named there, or the
    /// user's bus in the runtime folder, is used as libdbus would use it.
    static func address(_ environment: [String: String], busExists: (String) -> Bool) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return nil }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, busExists(Path.joined(runtime, "bus")) {
            return nil
        }
        // An address of no known kind: libdbus fails to connect at once, without a word.
        return "disabled:"
    }

    /// Sets it; before any other thread starts (`setenv` races `getenv`).
    static func apply(_ environment: [String: String]) {
        guard let address = address(environment, busExists: { access($0, F_OK) == 0 }) else { return }
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }
}
