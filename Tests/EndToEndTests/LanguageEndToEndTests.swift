import Foundation
import TestSupport
import Testing

/// I1 and I3 with the real binary: `--help` and a bad argument in each language, chosen from
/// the environment as gettext does; and a recorded game played in German answers with the
/// very `state` lines recorded in English but for the message line.
@Suite("I1 I3 the game in other languages")
struct LanguageEndToEndTests {
    /// The environment that makes the game speak `variables` (LANGUAGE, LANG, …) from this tree's catalogues.
    static func speaking(_ variables: [String: String]) throws -> [String: String?] {
        var environment: [String: String?] = ["SET_GAME_LOCALE": try Catalogues.folder()]
        for (name, value) in variables { environment[name] = value }
        return environment
    }

    @Test(arguments: [
        (["LANGUAGE": "de"], "OPTIONEN:", "Kein Fenster öffnen"),
        (["LANG": "de_DE.UTF-8"], "OPTIONEN:", "Kein Fenster öffnen"),
        (["LANG": "fr_FR.UTF-8"], "OPTIONS :", "N'ouvrir aucune fenêtre"),
        (["LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"], "OPCIONES:", "No abrir ventana"),
        (["LANGUAGE": "pt:es"], "OPCIONES:", "No abrir ventana"),
        (["LANGUAGE": "de", "LC_ALL": "C"], "OPTIONS:", "Open no window"),
        (["LANGUAGE": "pt"], "OPTIONS:", "Open no window"),
    ])
    func helpSpeaksTheLanguageOfTheEnvironment(variables: [String: String], heading: String, headless: String) throws {
        let run = try GameProcess.run(["--help"], environment: try Self.speaking(variables))
        #expect(run.status == 0)
        let text = run.stdout.joined(separator: "\n")
        #expect(text.contains(heading) && text.contains(headless), "\(variables):\n\(text)")
        #expect(text.contains("--headless") && text.contains("--seed"))
    }

    @Test(arguments: [
        ("de", "Fehler: Der Wert „-3“ passt nicht zu „--seed <seed>“: ein Startwert ist eine ganze Zahl", "Aufruf: set-game"),
        ("fr", "Erreur : la valeur « -3 » ne convient pas à « --seed <seed> » : une graine est un nombre entier", "Utilisation : set-game"),
        ("es", "Error: el valor «-3» no es válido para «--seed <seed>»: una semilla es un número entero", "Uso: set-game"),
    ])
    func aBadArgumentIsExplainedInTheLanguage(language: String, error: String, usage: String) throws {
        let run = try GameProcess.run(["--headless", "--seed", "-3"], environment: try Self.speaking(["LANGUAGE": language]))
        #expect(run.status == 64)
        let text = run.stderr.joined(separator: "\n")
        #expect(text.contains(error) && text.contains(usage), "\(text)")
        #expect(run.stdout.isEmpty)
    }

    /// I1, Y3: a font that is not a font is told in the player's language (it was English).
    @Test(arguments: [("de", "ist keine Schrift"), ("fr", "n'est pas une police"), ("es", "no es una fuente")])
    func aBrokenFontIsToldInTheLanguage(language: String, words: String) throws {
        let assets = try LaunchFailureTests.assetsWithAGarbageFont()
        defer { try? FileManager.default.removeItem(at: assets) }
        var environment = try Self.speaking(["LANGUAGE": language])
        environment["SET_GAME_ASSETS"] = assets.path
        let run = try GameProcess.run(["--headless", "--seed", "1"], environment: environment, timeout: 10)
        #expect(run.status == 1 && run.stderr.count == 1, "\(run.stderr)")
        let font = assets.appendingPathComponent("fonts/DejaVuSans.ttf").path
        #expect(run.stderr.first?.hasPrefix("set-game: \(font) \(words)") == true, "\(run.stderr)")
    }

    /// I3: the tour (every overlay) and the daily puzzle (its penalty) played in German: every
    /// `state` line is the recorded English one but for `message` (and the buttons' frames,
    /// which may follow their labels); the messages are German.
    @Test(arguments: ["tour", "daily"])
    func theStateIsTheSameInGerman(_ name: String) throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("set-language-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        var germanMessages: Set<String> = []
        for (number, launch) in try TranscriptTests.launches(of: name).enumerated() {
            let game = try GameProcess(launch.arguments.map { $0 == "$DATA" ? data.path : $0 },
                                       environment: try Self.speaking(["LANGUAGE": "de"]))
            for command in launch.commands { game.send(command) }
            game.closeInput()
            let answers = game.stdout.rest(timeout: 120)
            #expect(game.waitForExit() == 0)
            #expect(answers.count == launch.answers.count, "\(name), launch \(number + 1)")
            for (index, (got, recorded)) in zip(answers, launch.answers).enumerated() {
                let (german, english) = try (Self.fields(got), Self.fields(recorded))
                let place = "\(name), launch \(number + 1), line \(index + 1)"
                #expect(german.rest == english.rest, "\(place):\n\(TranscriptTests.difference(got, recorded))")
                #expect((german.message == nil) == (english.message == nil))
                if let message = german.message, message != english.message { germanMessages.insert(message) }
            }
        }
        #expect(germanMessages.contains { $0.hasPrefix("Kein Set: ") }, "no German message in \(germanMessages)")
    }

    /// A `state` line as JSON without `message` and `buttons`, and its message.
    static func fields(_ line: String) throws -> (rest: NSDictionary, message: String?) {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let message = object.removeValue(forKey: "message") as? String
        object["buttons"] = nil
        return (object as NSDictionary, message)
    }
}
