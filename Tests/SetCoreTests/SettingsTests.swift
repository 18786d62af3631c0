import Foundation
import SetCore
import Testing

/// B7 and "Saved data": the settings that outlast a game.
@Suite("B7 settings")
struct SettingsTests {
    static func decode(_ json: String) throws -> Settings {
        try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
    }

    @Test func theDefaultsAreLightStandardNoLabelsAndNoWindowSize() {
        #expect(Settings() == Settings(theme: .light, palette: .standard, keyLabels: false, window: nil))
    }

    @Test func everyFieldComesBackFromJSON() throws {
        let settings = Settings(theme: .dark, palette: .colorblind, keyLabels: true,
                                window: .init(width: 720, height: 1000))
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
    }

    @Test func missingKeysTakeTheirDefaults() throws {
        #expect(try Self.decode(#"{"version":1}"#) == Settings())
        #expect(try Self.decode(#"{"version":1,"theme":"dark"}"#) == Settings(theme: .dark))
    }

    @Test func unknownValuesAndKeysTakeTheDefaults() throws {
        let settings = try Self.decode(#"{"version":1,"theme":"sepia","palette":"colorblind","volume":3,"squiggle":"wavy","#
            + #""keyLabels":"yes","window":{"width":0,"height":700}}"#)
        #expect(settings == Settings(palette: .colorblind))
    }

    @Test func anotherVersionIsRefused() {
        #expect(throws: SavedDataError.otherVersion(found: 2, expected: 1)) { try Self.decode(#"{"version":2}"#) }
        #expect(throws: (any Error).self) { try Self.decode(#"{"theme":"dark"}"#) }
    }
}

extension SettingsTests {
    /// T2, T3, T4: the settings of the settings overlay are read and written with the rest.
    @Test func soundSquiggleAndColourMarksRoundTrip() throws {
        let settings = Settings(sound: false, squiggle: .curved, colorMarks: true)
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
    }

    /// B6, G5: whether a daily puzzle was in progress is written with the settings; a file
    /// from before it existed reads as none.
    @Test func aDailyPuzzleInPlayRoundTrips() throws {
        var settings = Settings()
        settings.dailyInPlay = true
        #expect(try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings)) == settings)
        #expect(try Self.decode(#"{"version":1,"theme":"dark"}"#).dailyInPlay == false)
        #expect(try Self.decode(#"{"version":1,"dailyInPlay":"yes"}"#).dailyInPlay == false)
    }
}
