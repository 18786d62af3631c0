import Foundation
import GoldenSupport
import Layout
import Session
import SetGameApp
import TestSupport
import Testing

/// I2: the panels with the most text — help, settings, statistics and game over — in German,
/// French and Spanish, in the smallest window (360×640) and a large one (1920×1080), against
/// golden PNGs: each language's longer words fit, shrunk or wrapped, never clipped.
@MainActor @Suite(.serialized) struct LanguageScreenshotTests {
    static let phone = Size(width: 360, height: 640)
    static let wide = Size(width: 1920, height: 1080)
    nonisolated static let cases = Catalogues.languages.flatMap { language in [(language, "phone"), (language, "wide")] }

    let table = TableScreenshotTests()
    let learning = LearningScreenshotTests()

    func window(_ name: String) -> Size { name == "phone" ? Self.phone : Self.wide }

    /// Runs `body` speaking `language`, then English again.
    func speaking(_ language: String, _ body: () throws -> Void) throws {
        let folder = try Catalogues.folder()
        try Catalogues.oneLanguageAtATime.withLock { try GameLanguage.speaking(language, catalogues: folder, body) }
    }

    /// The settled table of seed 7 with `panel` opened, against `lang-LL-NAME-SIZE.png`.
    func expectPanel(_ panel: GameAction, _ name: String, language: String, size: String) throws {
        try speaking(language) {
            let session = table.settled(window: window(size))
            session.send(panel)
            try table.expectFrame(session, "lang-\(language)-\(name)-\(size)")
        }
    }

    @Test(arguments: cases)
    func help(language: String, size: String) throws {
        try expectPanel(.toggleHelp, "help", language: language, size: size)
    }

    @Test(arguments: cases)
    func settings(language: String, size: String) throws {
        try expectPanel(.toggleSettings, "settings", language: language, size: size)
    }

    @Test(arguments: cases)
    func statistics(language: String, size: String) throws {
        try speaking(language) {
            try table.expectFrame(try learning.sessionWithFixedStatistics(dark: false, window: window(size)),
                                  "lang-\(language)-stats-\(size)")
        }
    }

    @Test(arguments: cases)
    func gameOver(language: String, size: String) throws {
        try speaking(language) {
            let session = learning.finishedTwelveCardGame(dark: false)
            session.resize(to: window(size))
            session.settle()
            #expect(session.overlay == .gameOver)
            try table.expectFrame(session, "lang-\(language)-game-over-\(size)")
        }
    }
}
