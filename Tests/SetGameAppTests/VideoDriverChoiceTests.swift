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
