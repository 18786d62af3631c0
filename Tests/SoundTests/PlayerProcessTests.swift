import Foundation
import SoundSynth
import Testing

/// T3 through SDL: `sound-check` opens the audio player as the game does and plays every
/// effect. Without a sound card it must print nothing on standard error, whichever driver
/// SDL is asked for; with a device, what the device gets is what the synth made.
@Suite("T3 the audio player in a process of its own")
struct PlayerProcessTests {
    /// What a finished `sound-check` printed.
    struct Run {
        var status: Int32
        var output: [String]
        var errors: String
    }

    /// The `sound-check` binary beside the test bundle.
    static func soundCheck() throws -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binary = bundle.deletingLastPathComponent().appendingPathComponent("sound-check").path
        try #require(FileManager.default.isExecutableFile(atPath: binary),
                     "no sound-check at \(binary); build it (swift build --build-tests)")
        return binary
    }

    /// Runs `sound-check` with `arguments` and `SDL_AUDIODRIVER` set to `driver` (or unset) and `extra` variables.
    static func run(driver: String?, extra: [String: String] = [:], arguments: [String] = []) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try soundCheck())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = driver
        process.environment = environment.merging(extra) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   output: String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init),
                   errors: String(decoding: complained, as: UTF8.self))
    }

    @Test(arguments: [nil, "", "alsa", "pulseaudio", "pipewire", "dummy"])
    func theTerminalStaysQuietWhicheverDriverIsAskedFor(_ driver: String?) throws {
        let run = try Self.run(driver: driver)
        #expect(run.status == 0)
        #expect(run.errors == "", "SDL_AUDIODRIVER=\(driver ?? "(unset)") printed: \(run.errors)")
        #expect(run.output.last == "done", "muted, the player plays nothing: \(run.output)")
    }

    @Test func theDummyDeviceOpensAndTakesEveryEffect() throws {
        let run = try Self.run(driver: "dummy")
        #expect(run.output == ["driver dummy", "done"])
        #expect(run.errors == "")
    }

    /// P1: an open device's thread wakes for every buffer, silence or not. Once its effect
    /// has played and the rest is due, the device closes and SDL's audio thread ends; the
    /// next effect opens it again, even while the last is still closing (SDL's dummy driver
    /// opens no second device then). Before the player rested its device, the thread ran on.
    @Test func theDeviceRestsWhenQuietAndOpensForTheNextEffect() throws {
        let run = try Self.run(driver: "dummy", arguments: ["--rest"])
        #expect(run.output == ["driver dummy", "open 1", "open 1", "closed 0", "open 1", "open 1"])
        #expect(run.errors == "")
        #expect(run.status == 0)
    }

    /// SDL's disk driver writes what the device is given to a file: every effect arrives
    /// sample for sample, the tick that cut the game-over cadence short from the end of the
    /// 5 ms fade on.
    @Test func whatTheDeviceGetsIsWhatTheSynthMade() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sound-\(UUID().uuidString).raw")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Self.run(driver: "disk", extra: ["SDL_DISKAUDIOFILE": file.path])
        #expect(run.output == ["driver disk", "done"])
        let recorded = try Data(contentsOf: file).withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        #expect(Measure.peak(recorded[...]) <= SynthTests.peakLimit)
        let tick = Array(Synth.samples(for: .select, sampleRate: Synth.sampleRate)[HandoverTests.fade...])
        var from = 0
        for (effect, samples) in [(SoundEffect.select, tick)] + SoundEffect.allCases.dropFirst().map({ ($0, Synth.samples(for: $0, sampleRate: Synth.sampleRate)) }) {
            let found = Self.firstIndex(of: samples, in: recorded, from: from)
            #expect(found != nil, "\(effect) is not in what the device got after sample \(from)")
            from = (found ?? from) + samples.count
        }
    }

    /// Where `part` first occurs in `whole` at or after `start`.
    static func firstIndex(of part: [Float], in whole: [Float], from start: Int) -> Int? {
        guard whole.count >= part.count, start <= whole.count - part.count else { return nil }
        return (start...(whole.count - part.count)).first { offset in
            part.indices.allSatisfy { whole[offset + $0] == part[$0] }
        }
    }
}
