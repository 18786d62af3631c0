import Storage
import Testing

/// Where the three files live ("Saved data": XDG base directories, `--data-dir`).
@Suite struct SaveLocationsTests {
    @Test func withoutXDGVariablesTheFilesGoUnderHome() throws {
        let locations = try #require(SaveLocations.xdg(environment: ["HOME": "/home/ada"], home: nil))
        #expect(locations.path(of: .game) == "/home/ada/.local/state/set-game/game.json")
        #expect(locations.path(of: .stats) == "/home/ada/.local/share/set-game/stats.json")
        #expect(locations.path(of: .settings) == "/home/ada/.config/set-game/settings.json")
    }

    @Test func xdgVariablesChooseEachFolder() throws {
        let environment = ["HOME": "/home/ada", "XDG_STATE_HOME": "/var/state",
                           "XDG_DATA_HOME": "/data/", "XDG_CONFIG_HOME": "/etc/ada"]
        let locations = try #require(SaveLocations.xdg(environment: environment, home: nil))
        #expect(locations.path(of: .game) == "/var/state/set-game/game.json")
        #expect(locations.path(of: .stats) == "/data/set-game/stats.json")
        #expect(locations.path(of: .settings) == "/etc/ada/set-game/settings.json")
        #expect(locations.folder(of: .game) == "/var/state/set-game")
    }

    @Test func emptyOrRelativeXDGVariablesAreIgnored() throws {
        let environment = ["HOME": "/home/ada", "XDG_STATE_HOME": "", "XDG_DATA_HOME": "relative/data",
                           "XDG_CONFIG_HOME": "./config"]
        let locations = try #require(SaveLocations.xdg(environment: environment, home: nil))
        #expect(locations.path(of: .game) == "/home/ada/.local/state/set-game/game.json")
        #expect(locations.path(of: .stats) == "/home/ada/.local/share/set-game/stats.json")
        #expect(locations.path(of: .settings) == "/home/ada/.config/set-game/settings.json")
    }

    @Test func withoutHOMEThePasswordDatabaseHomeIsUsed() throws {
        let locations = try #require(SaveLocations.xdg(environment: [:], home: "/root"))
        #expect(locations.path(of: .game) == "/root/.local/state/set-game/game.json")
        let relativeHome = try #require(SaveLocations.xdg(environment: ["HOME": "home"], home: "/root"))
        #expect(relativeHome.path(of: .settings) == "/root/.config/set-game/settings.json")
    }

    @Test func withoutAnyHomeOnlyTheXDGVariablesCanPlaceFiles() throws {
        #expect(SaveLocations.xdg(environment: ["XDG_STATE_HOME": "/s"], home: nil) == nil)
        let environment = ["XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"]
        let locations = try #require(SaveLocations.xdg(environment: environment, home: nil))
        #expect(locations.path(of: .stats) == "/d/set-game/stats.json")
    }

    @Test func dataDirectoryHoldsAllThreeFiles() throws {
        let environment = ["HOME": "/home/ada", "XDG_STATE_HOME": "/var/state"]
        let locations = try #require(SaveLocations.resolve(dataDirectory: "/tmp/play", environment: environment))
        #expect(locations.path(of: .game) == "/tmp/play/game.json")
        #expect(locations.path(of: .stats) == "/tmp/play/stats.json")
        #expect(locations.path(of: .settings) == "/tmp/play/settings.json")
        #expect(SaveLocations.resolve(dataDirectory: nil, environment: environment)?.path(of: .game)
            == "/var/state/set-game/game.json")
    }
}
