import Foundation
import Testing

/// The game answers recorded protocol transcripts line for line: several seeds, every
/// overlay, resizes, New Game, Junior, the daily puzzle, the review, a resumed game
/// (Transcripts/*.transcript, made by Transcripts/record.py from the game as it played
/// before its session was reshaped into one state and one reducer). A change that is
/// meant to alter what the game does re-records them, and the diff shows what changed.
@Suite("Recorded transcripts")
struct TranscriptTests {
    /// One launch of a transcript: its flags, the commands sent, the lines printed.
    struct Launch {
        var arguments: [String]
        var commands: [String] = []
        var answers: [String] = []
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    static let names = ["tour", "whole-game", "junior", "daily", "resume", "full-table"]

    static func launches(of name: String) throws -> [Launch] {
        let text = try String(contentsOf: folder.appendingPathComponent("\(name).transcript"), encoding: .utf8)
        var launches: [Launch] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            if line.hasPrefix("launch ") {
                launches.append(Launch(arguments: line.dropFirst(7).split(separator: " ").map(String.init)))
            } else if line.hasPrefix("> ") {
                launches[launches.count - 1].commands.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("< ") {
                launches[launches.count - 1].answers.append(String(line.dropFirst(2)))
            }
        }
        return launches
    }

    @Test(arguments: names)
    func gameAnswersAsRecorded(_ name: String) throws {
        let launches = try Self.launches(of: name)
        #expect(!launches.isEmpty, "\(name).transcript holds no launch")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("set-transcript-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        for (number, launch) in launches.enumerated() {
            let game = try GameProcess(launch.arguments.map { $0 == "$DATA" ? data.path : $0 })
            for command in launch.commands { game.send(command) }
            game.closeInput()
            let answers = game.stdout.rest(timeout: 120)
            #expect(game.waitForExit() == 0, "\(name), launch \(number + 1): the game did not end with 0")
            #expect(answers.count == launch.answers.count,
                    "\(name), launch \(number + 1): \(answers.count) lines, recorded \(launch.answers.count)")
            for (index, (got, recorded)) in zip(answers, launch.answers).enumerated() where got != recorded {
                Issue.record("\(name), launch \(number + 1), line \(index + 1) differs:\n\(Self.difference(got, recorded))")
                break
            }
        }
    }

    /// The fields of two `state` lines that differ, else the two lines.
    static func difference(_ got: String, _ recorded: String) -> String {
        guard let a = try? JSONSerialization.jsonObject(with: Data(got.utf8)) as? [String: Any],
              let b = try? JSONSerialization.jsonObject(with: Data(recorded.utf8)) as? [String: Any] else {
            return "got      \(got.prefix(400))\nrecorded \(recorded.prefix(400))"
        }
        return Set(a.keys).union(b.keys).sorted().compactMap { key -> String? in
            let x = a[key].map { "\($0)" } ?? "absent", y = b[key].map { "\($0)" } ?? "absent"
            return x == y ? nil : "\(key): got \(x.prefix(300)), recorded \(y.prefix(300))"
        }.joined(separator: "\n")
    }
}
