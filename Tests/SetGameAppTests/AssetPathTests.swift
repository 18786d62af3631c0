@testable import SetGameApp
import Testing

/// The paths the assets and catalogues are looked for in, worked out as text.
@Suite("asset paths")
struct AssetPathTests {
    @Test func aPathsParentJoinAndStandardForm() {
        #expect(Path.parent("/a/b/c") == "/a/b" && Path.parent("/a/b/") == "/a" && Path.parent("/a") == "/" && Path.parent("/") == "/")
        #expect(Path.joined("/a", "Assets") == "/a/Assets" && Path.joined("/", "Assets") == "/Assets")
        #expect(Path.standardized("/usr/games/../share/./set-game") == "/usr/share/set-game")
        #expect(Path.standardized("/..") == "/")
        #expect(Path.standardized("x/y").hasPrefix("/") && Path.standardized("x/y").hasSuffix("/x/y"))
    }

    @Test func aSymbolicLinkIsFollowedAndAMissingPathKept() {
        #expect(Path.resolved("/nowhere/at/all") == "/nowhere/at/all")
        #expect(AssetLocator.runningExecutable().hasPrefix("/"))
        #expect(Path.resolved("/proc/self/exe") == AssetLocator.runningExecutable())
    }

    @Test func theAssetsAreLookedForBesideAndAboveTheGameThenUnderItsPrefix() {
        let places = AssetLocator.places(environment: ["SET_GAME_ASSETS": "/mine"], executable: "/usr/games/set-game",
                                         currentFolder: "/home/p")
        #expect(places == ["/mine", "/usr/games/Assets", "/usr/Assets", "/Assets", "/home/p/Assets", "/usr/share/set-game"])
    }
}
