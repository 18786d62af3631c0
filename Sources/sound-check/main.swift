// sound-check [--wav FOLDER | --rest]
//
// With --wav: writes every sound effect to FOLDER/<effect>.wav (mono, 16 bits, 48 kHz),
// to be listened to or looked at. Without: opens the audio player as the game does,
// prints "driver NAME" or "no audio device", plays every effect in turn (the second
// replacing the first while it is still playing), waits for the queue to empty and
// exits. The sound tests run it without a sound card and expect nothing on standard error.
// With --rest: plays one effect and prints, as the device rests and opens again (the last
// time while the rested one is still closing), whether it is open and how many of SDL's
// audio threads run ("open 1", "closed 0", ...).
import Foundation
import Sound
import SoundSynth

func writeWaveFiles(to folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for effect in SoundEffect.allCases {
        let samples = Synth.samples(for: effect, sampleRate: Synth.sampleRate)
        let path = (folder as NSString).appendingPathComponent("\(effect.rawValue).wav")
        try Data(WaveFile.bytes(of: samples, sampleRate: Synth.sampleRate)).write(to: URL(fileURLWithPath: path))
        print(path)
    }
}

/// Waits until the player's queue is empty, at most `limit` seconds.
@MainActor func waitUntilQuiet(_ player: AudioPlayer, limit: Double = 2) {
    let deadline = Date().addingTimeInterval(limit)
    while player.isPlaying, Date() < deadline { usleep(5_000) }
}

/// Seconds on a steady clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@MainActor func playEveryEffect() {
    let player = AudioPlayer(at: now())
    print(player.driver.map { "driver \($0)" } ?? "no audio device")
    player.play(.gameOver, at: now())
    usleep(50_000)
    for effect in SoundEffect.allCases {
        player.play(effect, at: now())
        waitUntilQuiet(player)
    }
    player.isMuted = true
    player.play(.gameOver, at: now())
    print(player.isPlaying ? "muted but playing" : "done")
}

/// How many of this process's threads are SDL's audio threads (named "SDLAudio…").
func audioThreads() -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.filter { task in
        let name = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
        return name.hasPrefix("SDLAudio")
    }.count
}

/// Plays an effect, lets the device rest and plays again, printing what runs at each step.
@MainActor func restAndPlayAgain() {
    let player = AudioPlayer(at: now(), linger: 0.5)
    // A new thread takes its name once it runs: give it up to a second to show.
    func report() {
        let deadline = now() + 1
        while audioThreads() != (player.isOpen ? 1 : 0), now() < deadline { usleep(5_000) }
        print("\(player.isOpen ? "open" : "closed") \(audioThreads())")
    }
    print(player.driver.map { "driver \($0)" } ?? "no audio device")
    player.play(.select, at: now())
    report()
    player.restIfQuiet(at: now())
    report()
    waitUntilQuiet(player)
    let due = player.restDue ?? now()
    usleep(UInt32(max(0, due - now()) * 1e6) + 10_000)
    player.restIfQuiet(at: now())
    player.waitForClosing()
    report()
    player.play(.set, at: now())
    report()
    // Rested again, and an effect at once, while the device is still closing.
    waitUntilQuiet(player)
    usleep(UInt32(max(0, (player.restDue ?? now()) - now()) * 1e6) + 10_000)
    player.restIfQuiet(at: now())
    player.play(.select, at: now())
    report()
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "--wav" where arguments.count == 2:
    do { try writeWaveFiles(to: arguments.last!) } catch {
        FileHandle.standardError.write(Data("sound-check: \(error)\n".utf8))
        exit(1)
    }
case nil:
    playEveryEffect()
case "--rest" where arguments.count == 1:
    restAndPlayAgain()
default:
    FileHandle.standardError.write(Data("usage: sound-check [--wav FOLDER | --rest]\n".utf8))
    exit(64)
}
