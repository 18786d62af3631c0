import Foundation
import Layout
import Localization
import SetCore
import Synchronization
@testable import Session
@testable import SetGameApp
@testable import Storage
import TestSupport
import Testing

/// I1: the game speaks German, French and Spanish from GNU gettext's catalogues (po/*.po,
/// compiled as the build compiles them), with each language's own plurals and grammar, and
/// English when no catalogue answers. One language at a time for the whole process.
@Suite("I1 the player's language", .serialized)
struct LanguageTests {
    /// Placeholders are filled wherever they are, however often, beside any character (the
    /// last first, so a value holding `{1}` is filled too).
    @Test func placeholdersAreFilledCharacterByCharacter() {
        #expect(fill("{1} et {1} à {2}{2}.", ["é", "{1}"]) == "é et é à éé.")
        #expect(fill("{1}", ["x"]) == "x" && fill("{12}", ["x"]) == "{12}")
        #expect("cafe\u{301} {1}".firstOccurrence(of: "é {1}").map { "cafe\u{301} {1}"[$0] } == "e\u{301} {1}")
        #expect("abc".firstOccurrence(of: "abcd") == nil && "".firstOccurrence(of: "a") == nil)
    }

    /// Runs `body` speaking `language`, then English again.
    static func speaking<T>(_ language: String, _ body: () throws -> T) throws -> T {
        let folder = try Catalogues.folder()
        return try Catalogues.oneLanguageAtATime.withLock { try GameLanguage.speaking(language, catalogues: folder, body) }
    }

    @Test(arguments: [
        ("de", "Kein Set: zwei haben zwei Symbole, die dritte hat drei; zwei zeigen Wellen, die dritte eine Raute; "
            + "zwei sind leer, die dritte ist gefüllt; zwei sind grün, die dritte ist rot"),
        ("fr", "Pas un Set : deux ont deux symboles, la troisième en a trois ; deux ont des vagues, la troisième un "
            + "losange ; deux sont vides, la troisième est pleine ; deux sont vertes, la troisième est rouge"),
        ("es", "No es un Set: dos tienen dos símbolos, la tercera tiene tres; dos tienen ondas, la tercera un rombo; "
            + "dos están vacías, la tercera está rellena; dos son verdes, la tercera es roja"),
    ])
    func aMismatchSaysWhyInEachLanguage(language: String, sentence: String) throws {
        let trio = [Card(.two, .squiggle, .open, .green), Card(.two, .squiggle, .open, .green),
                    Card(.three, .diamond, .solid, .red)]
        // Two identical cards are not a table's, but the rule reads them as any trio.
        try Self.speaking(language) {
            let explanation = try #require(MismatchExplanation(trio))
            #expect(explanation.sentence == sentence)
            // Wrapped onto two lines, the first keeps the opening, each line but the last ends the clause.
            let lines = explanation.lines(2)
            #expect(lines.count == 2 && sentence.hasPrefix(lines[0].dropLast()))
        }
        #expect(MismatchExplanation(trio)?.sentence.hasPrefix("Not a Set: two have two symbols, one has three; ") == true)
    }

    /// Every command-line mistake is said in the player's language, not only its "Error:"
    /// (`--players x`, `--new=3` and the rarer ones kept their English words), and so is why a
    /// file cannot be saved.
    @Test(arguments: ["de", "es", "fr"])
    func commandLineMistakesAndSavingTroublesAreSaidInTheLanguage(language: String) throws {
        let mistakes: [UsageError] = [
            .malformedOption("---seed"), .unknownOption("--sed", suggestion: "--seed"), .unknownOption("--x", suggestion: nil),
            .missingValue("--seed <seed>"), .badValue("--players <N>", value: "x", reason: "r"),
            .badValue("--players <N>", value: "x", reason: nil), .valueForFlag("new", value: "3"),
            .unexpectedArguments(["a"]), .unexpectedArguments(["a", "b"]),
        ]
        let english = mistakes.map { $0.lines[0] }
        let spoken = try Self.speaking(language) { mistakes.map { $0.lines[0] } }
        for (said, original) in zip(spoken, english) {
            // Past the translated "Error:" the sentence itself is another.
            let rest = said.drop { $0 != " " }, originalRest = original.drop { $0 != " " }
            #expect(rest != originalRest, "\(language): \(said)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("set-language-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let troubles: [String] = try Self.speaking(language) {
            var said = [StoreError.unreadable(tr("it is a folder")).description, StoreError.tooLarge(bytes: 5).description]
            do throws(StoreError) { try FileStore.makeFolders(file.path) } catch { said.append(error.description) }
            do throws(StoreError) { try FileStore.makeFolders(file.path + "/sub") } catch { said.append(error.description) }
            return said
        }
        #expect(troubles.count == 4)
        for (said, english) in zip(troubles, ["cannot be read: it is a folder", "is too large (5 bytes)", "is not a folder",
                                              "cannot create"]) {
            #expect(!said.contains(english), "\(language): \(said)")
        }
    }

    /// When SDL cannot make the window or draw in it, the launch's one line says so in the
    /// player's language, SDL's own reason (English) after it.
    @Test(arguments: [("de", "kann kein Fenster öffnen: x", "kann nicht im Fenster zeichnen: x"),
                      ("es", "no se puede abrir una ventana: x", "no se puede dibujar en la ventana: x"),
                      ("fr", "impossible d'ouvrir une fenêtre : x", "impossible de dessiner dans la fenêtre : x")])
    func aWindowThatCannotOpenIsToldInTheLanguage(language: String, window: String, drawing: String) throws {
        let said = try Self.speaking(language) {
            [LaunchError.noWindow(reason: "x").description, LaunchError.cannotDraw(reason: "x").description]
        }
        #expect(said == [window, drawing])
        #expect(LaunchError.noWindow(reason: "x").description == "cannot open a window: x")
    }

    /// The message line puts a wrong trio's sentence together once per trio (P4); asked again
    /// in another language or with the squiggle named otherwise, it says it anew.
    @Test func aWrongTriosMessageFollowsTheLanguageAndTheSquiggleItIsAskedWith() throws {
        let trio = [Card(.one, .squiggle, .solid, .red), Card(.one, .squiggle, .solid, .green),
                    Card(.one, .oval, .solid, .purple)]
        let game = Game(deck: Deck(ordered: trio + Card.all.filter { !trio.contains($0) }))
        var state = SessionStore(game: game, window: Size(width: 1000, height: 720)).state
        for index in 0..<3 { _ = state.play.updateGame { $0.select(cardAt: index, at: 0) } }
        #expect(state.selection == .mismatch)
        state.settings.squiggle = .rectangle
        #expect(state.message == "Not a Set: two are rectangles, one is an oval")
        #expect(try Self.speaking("de") { state.message } == "Kein Set: zwei zeigen Rechtecke, die dritte ein Oval")
        #expect(state.message == "Not a Set: two are rectangles, one is an oval")
        state.settings.squiggle = .curved
        #expect(state.message == "Not a Set: two are squiggles, one is an oval")
    }

    @Test func theRectangleIsNamedAsDrawnInEachLanguage() throws {
        let trio = [Card(.one, .squiggle, .solid, .red), Card(.one, .squiggle, .solid, .red),
                    Card(.one, .oval, .solid, .red)]
        let sentence = { MismatchExplanation(trio, squiggle: .rectangle)?.sentence }
        try Self.speaking("de") { #expect(sentence() == "Kein Set: zwei zeigen Rechtecke, die dritte ein Oval") }
        try Self.speaking("fr") { #expect(sentence() == "Pas un Set : deux ont des rectangles, la troisième un ovale") }
        try Self.speaking("es") { #expect(sentence() == "No es un Set: dos tienen rectángulos, la tercera un óvalo") }
    }

    /// I2, I3: in a narrow window the buttons show each language's short labels, and the
    /// layout gives each the room for it: French "Nouvelle" nearly at full size beside
    /// "?" (at the bar's 17 points, the pill's ends taking 0.6 of its height), the others at
    /// full size. Before the buttons followed their labels "Nouvelle" was drawn at 0.43.
    @Test(arguments: ["de", "es", "fr"])
    func theNarrowBarsButtonsFollowTheirLabels(language: String) throws {
        try Self.speaking(language) {
            let state = SessionStore(game: Game(deck: Deck(ordered: Card.all)), window: Size(width: 360, height: 640)).state
            let scene = state.scene(today: PuzzleDate(daysSince1970: 20_000))
            #expect(scene.layout.isCompact && scene.buttons.map(\.title).contains(tr("New")))
            // The buttons show the very labels their frames were measured for.
            #expect(scene.buttons.map(\.title) == ButtonID.allCases.map { scene.layout.shortLabels[$0] })
            for button in scene.buttons {
                let frame = try #require(scene.layout.buttons[button.id])
                let kept = (frame.width - frame.height * 0.6) / (LabelWidth.ems(button.title) * 17)
                #expect(kept >= (language == "fr" ? 0.93 : 0.99), "\(language) \(button.title): \(kept)")
            }
            #expect(state.screen.buttons[.newGame]!.width > state.screen.buttons[.help]!.width)
        }
    }

    /// I2, I3: the wide bar's buttons show each language's full labels, each in a button
    /// wide enough for it, so every label is drawn at one size with its neighbours: a
    /// portrait window 720 points wide drew French "Nouvelle partie" at 0.75 of "Aide"'s
    /// size, in a button sized for "New Game". English keeps the bar it had.
    @Test(arguments: [("de", 720.0, 1000.0), ("es", 720, 1000), ("fr", 720, 1000), ("fr", 1280, 800), ("en", 720, 1000)])
    func theWideBarsButtonsFollowTheirLabels(language: String, width: Double, height: Double) throws {
        try Self.speaking(language) {
            let window = Size(width: width, height: height)
            let state = SessionStore(game: Game(deck: Deck(ordered: Card.all)), window: window).state
            let scene = state.scene(today: PuzzleDate(daysSince1970: 20_000))
            #expect(!scene.layout.isCompact)
            #expect(scene.buttons.map(\.title) == ButtonID.allCases.map { scene.layout.fullLabels[$0] })
            #expect(scene.buttons.map(\.title).contains(tr("New Game")))
            // The share of its full size each label keeps in its button: at least the share
            // the renderer shrinks the bar's labels to together (`sharedShrink`, 0.8), so that
            // no label is drawn smaller than its neighbours.
            let kept = try scene.buttons.map { button in
                let frame = try #require(scene.layout.buttons[button.id])
                return min(1, (frame.width - frame.height * 0.6) / (LabelWidth.ems(button.title) * 17))
            }
            #expect(kept.allSatisfy { $0 >= 0.8 }, "\(language) at \(width): \(kept)")
            if language == "en" {
                #expect(scene.layout.buttons == ScreenLayout(window: window).buttons)
            }
        }
    }

    /// French counts 0 as one (0 jour); German and Spanish count only 1 as one.
    @Test(arguments: [
        ("de", ["0 Tage", "1 Tag", "2 Tage", "21 Tage"], ["1 weiteres Set lag aus", "3 weitere Sets lagen aus"]),
        ("fr", ["0 jour", "1 jour", "2 jours", "21 jours"], ["1 autre Set était là", "3 autres Sets étaient là"]),
        ("es", ["0 días", "1 día", "2 días", "21 días"], ["había 1 Set más", "había 3 Sets más"]),
    ])
    func pluralsFollowEachLanguagesRule(language: String, days: [String], others: [String]) throws {
        try Self.speaking(language) {
            #expect([0, 1, 2, 21].map(StatsContent.dayCount) == days)
            #expect([1, 3].map { trn("{1} other Set was there", "{1} other Sets were there", $0) } == others)
        }
        #expect([0, 1, 2].map(StatsContent.dayCount) == ["0 days", "1 day", "2 days"])
    }

    /// G5, I1: the daily puzzle's date in the status bar as each language writes it, while
    /// `state.puzzle.date` keeps "2026-11-22" (I3).
    @Test(arguments: [("de", "22.11.2026"), ("fr", "22/11/2026"), ("es", "22/11/2026"), ("en", "2026-11-22")])
    func theDailyPuzzlesDateIsWrittenAsTheLanguageWritesIt(language: String, shown: String) throws {
        let date = try #require(PuzzleDate("2026-11-22"))
        try Self.speaking(language) {
            let session = SessionStore(seed: 1, window: Size(width: 1000, height: 720), opening: .daily(date))
            #expect(session.scene().status.first?.value == shown)
            #expect(session.stateJSON().contains("\"date\":\"2026-11-22\""))
        }
    }

    @Test func playersAreNamedInTheLanguageAndKeepTheirNamesInTheState() throws {
        let players = Opponents.computer(.hard).startingPlayers
        try Self.speaking("de") {
            #expect(players.enumerated().map { $1.shownName(number: $0 + 1) } == ["Spieler 1", "Computer (schwer)"])
            #expect(SettingsMenu.playersText(.computer(.easy)) == "gegen Leicht")
            #expect(SettingsMenu.playersText(.hotSeat(players: 3)) == "3 Spieler")
        }
        try Self.speaking("es") {
            #expect(players.enumerated().map { $1.shownName(number: $0 + 1) } == ["Jugador 1", "Ordenador (difícil)"])
        }
        #expect(players.map(\.name) == ["Player 1", "Computer (hard)"])
    }

    @Test func aMissingOrBrokenCatalogueSpeaksEnglish() throws {
        let folder = try TemporaryFolder()
        try folder.write("garbage, not a catalogue\n", to: "de/LC_MESSAGES/set-game.mo")
        let good = try Data(contentsOf: URL(fileURLWithPath: "\(try Catalogues.folder())/fr/LC_MESSAGES/set-game.mo"))
        try folder.write("", to: "fr/LC_MESSAGES/set-game.mo")
        try good.prefix(40).write(to: URL(fileURLWithPath: folder.file("fr/LC_MESSAGES/set-game.mo")))
        try Catalogues.oneLanguageAtATime.withLock {
            GameLanguage.speaking("de", catalogues: folder.file("nowhere")) {
                #expect(tr("Hint") == "Hint" && trn("{1} day", "{1} days", 2) == "2 days")
            }
            for language in ["de", "fr"] {
                GameLanguage.speaking(language, catalogues: folder.path) {
                    #expect(tr("Hint") == "Hint" && trn("{1} day", "{1} days", 1) == "1 day")
                }
            }
        }
    }

    @Test func aLanguageWithoutACatalogueIsEnglishAndTheNextOneCounts() throws {
        try Self.speaking("pt:it:fr") { #expect(tr("Hint") == "Indice") }
        try Self.speaking("pt") { #expect(tr("Hint") == "Hint") }
    }

    /// gettext's own choice: LANGUAGE first, then LC_ALL, LC_MESSAGES, LANG; "C" is English.
    @Test func theLanguageComesFromTheEnvironmentAsGettextReadsIt() {
        #expect(LanguageChoice.messagesLocale([:]) == nil)
        #expect(LanguageChoice.messagesLocale(["LANG": "de_DE.UTF-8"]) == "de_DE.UTF-8")
        #expect(LanguageChoice.messagesLocale(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == "fr_FR.UTF-8")
        #expect(LanguageChoice.messagesLocale(["LC_ALL": "es_ES.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "de"]) == "es_ES.UTF-8")
        #expect(LanguageChoice.messagesLocale(["LC_ALL": "", "LANG": "de_DE"]) == "de_DE")
        #expect(LanguageChoice.fallbackList(["LANG": "de_DE.UTF-8"]) == "de_DE.UTF-8")
        #expect(LanguageChoice.fallbackList(["LANGUAGE": "fr:de", "LANG": "de_DE.UTF-8"]) == "fr:de")
        #expect(LanguageChoice.fallbackList(["LANG": "C"]) == nil)
        #expect(LanguageChoice.fallbackList(["LC_ALL": "POSIX", "LANG": "de_DE"]) == nil)
        #expect(LanguageChoice.fallbackList([:]) == nil)
    }

    /// The build tree's `.build/locale` and the install prefix's `share/locale`, like the assets.
    @Test func theCataloguesAreLookedForBesideTheGameAndUnderItsPrefix() {
        let built = GameLanguage.catalogueFolders(environment: [:], executable: "/src/.build/x86_64/debug/set-game")
        #expect(built.contains("/src/.build/locale"))
        #expect(built.last == "/src/.build/x86_64/share/locale")
        let installed = GameLanguage.catalogueFolders(environment: ["SET_GAME_LOCALE": "/mine"], executable: "/usr/games/set-game")
        #expect(installed.first == "/mine" && installed.last == "/usr/share/locale")
    }
}

/// P4: the installed catalogue remembers its answers, so a title drawn every frame is
/// looked up once; the answers are the catalogue's own.
@Suite struct RememberingCatalogueTests {
    final class Asked: @unchecked Sendable {
        private let lock = Mutex(0)
        var count: Int { lock.withLock { $0 } }
        func note() { lock.withLock { $0 += 1 } }
    }

    static func counting(_ asked: Asked) -> Catalogue {
        Catalogue(text: { asked.note(); return "«\($0)»" },
                  plural: { one, many, count in asked.note(); return count == 1 ? one : many })
    }

    @Test func aMessageIsLookedUpOnceAndAnsweredTheSame() {
        let asked = Asked()
        let catalogue = Self.counting(asked).remembering()
        #expect(catalogue.text("Hint") == "«Hint»")
        #expect(catalogue.text("Hint") == "«Hint»")
        #expect(catalogue.text("New Game") == "«New Game»")
        #expect(asked.count == 2)
        #expect(catalogue.plural("{1} Set", "{1} Sets", 1) == "{1} Set")
        #expect(catalogue.plural("{1} Set", "{1} Sets", 2) == "{1} Sets")
        #expect(catalogue.plural("{1} Set", "{1} Sets", 2) == "{1} Sets")
        #expect(asked.count == 4, "each count is its own answer, asked once")
    }

    @Test func pastItsLimitTheListStartsAgain() {
        let asked = Asked()
        let catalogue = Self.counting(asked).remembering(limit: 10)
        for n in 0..<25 { _ = catalogue.text("message \(n)") }
        #expect(asked.count == 25)
        #expect(catalogue.text("message 24") == "«message 24»")
        #expect(asked.count == 25, "the latest is still known")
        _ = catalogue.text("message 0")
        #expect(asked.count == 26, "the oldest was forgotten")
    }
}
