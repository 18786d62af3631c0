@testable import Session
@testable import SetGameApp
import Testing

/// Y3: without a display, one line. Wayland is tried only when its display can be found, so
/// libwayland never adds a line of its own about a missing runtime folder.
@Suite("Which video drivers are tried")
struct VideoDriverChoiceTests {
    @Test func aRuntimeFolderLetsWaylandBeTried() {
        #expect(VideoDriverChoice.waylandReachable(["XDG_RUNTIME_DIR": "/run/user/1000"]))
        #expect(VideoDriverChoice.waylandReachable(["XDG_RUNTIME_DIR": "/run/user/1000", "WAYLAND_DISPLAY": "wayland-1"]))
    }

    @Test func aWaylandDisplayGivenByItsFullPathNeedsNoRuntimeFolder() {
        #expect(VideoDriverChoice.waylandReachable(["WAYLAND_DISPLAY": "/run/user/1000/wayland-0"]))
    }

    @Test func withoutARuntimeFolderANamedDisplayCannotBeFound() {
        #expect(!VideoDriverChoice.waylandReachable(["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!VideoDriverChoice.waylandReachable(["XDG_RUNTIME_DIR": ""]))
        #expect(!VideoDriverChoice.waylandReachable(["DISPLAY": ":0"]))
    }
}

/// P3: SDL's video starts D-Bus; without a session bus to reach, libdbus would fork and look
/// for `dbus-launch` in every folder of PATH while the launch waits. A bus that is there is
/// used as before.
@Suite("Whether SDL looks for a session bus")
struct SessionBusChoiceTests {
    @Test func withoutABusToReachLibdbusIsToldThereIsNone() {
        #expect(SessionBusChoice.address([:], busExists: { _ in true }) == "disabled:")
        #expect(SessionBusChoice.address(["DBUS_SESSION_BUS_ADDRESS": ""], busExists: { _ in true }) == "disabled:")
        #expect(SessionBusChoice.address(["XDG_RUNTIME_DIR": "/run/user/1000"], busExists: { _ in false }) == "disabled:")
    }

    @Test func aBusNamedOrInTheRuntimeFolderIsLeftToLibdbus() {
        #expect(SessionBusChoice.address(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"],
                                         busExists: { _ in false }) == nil)
        var asked: [String] = []
        #expect(SessionBusChoice.address(["XDG_RUNTIME_DIR": "/run/user/1000"], busExists: { asked.append($0); return true }) == nil)
        #expect(asked == ["/run/user/1000/bus"])
    }
}

/// Y3: an X server of this machine that refuses a connection is asked again; one reached
/// over the network, or none at all, is not waited for.
@Suite("Which X servers are asked again")
struct LocalXServerTests {
    @Test func aLocalDisplayNamesItsSocket() {
        #expect(LocalXServer.socket(of: ":0") == "/tmp/.X11-unix/X0")
        #expect(LocalXServer.socket(of: ":99.0") == "/tmp/.X11-unix/X99")
        #expect(LocalXServer.socket(of: "unix:12") == "/tmp/.X11-unix/X12")
        #expect(LocalXServer.socket(of: "unix:007.1") == "/tmp/.X11-unix/X7")
    }

    @Test func aDisplayOverTheNetworkOrNoDisplayNamesNone() {
        for display in ["", ":", "localhost:10.0", "host:0", ":x", ":1.", ":1.a", "::1:0", ":1/../../etc", ":12345678901"] {
            #expect(LocalXServer.socket(of: display) == nil, "\(display)")
        }
    }

    @Test func onlyAServerWhoseSocketIsThereIsAskedAgain() {
        var asked: [String] = []
        #expect(LocalXServer.isRunning(["DISPLAY": ":3"], exists: { asked.append($0); return true }))
        #expect(!LocalXServer.isRunning(["DISPLAY": ":4"], exists: { asked.append($0); return false }))
        #expect(!LocalXServer.isRunning([:], exists: { asked.append($0); return true }))
        #expect(!LocalXServer.isRunning(["DISPLAY": "remote:0"], exists: { asked.append($0); return true }))
        #expect(asked == ["/tmp/.X11-unix/X3", "/tmp/.X11-unix/X4"])
    }
}
