// sound-check [--wav FOLDER]
//
// With --wav: writes every sound effect to FOLDER/<effect>.wav (mono, 16 bits, 48 kHz),
// to be listened to or looked at. Without: opens the audio player as the game does,
// prints "driver NAME" or "no audio device", plays every effect in turn (the second
// replacing the first while it is still playing), waits for the queue to empty and
// exits. The sound tests run it without a sound card and expect nothing on standard error.
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

@MainActor func playEveryEffect() {
    let player = AudioPlayer()
    print(player.driver.map { "driver \($0)" } ?? "no audio device")
    player.play(.gameOver)
    usleep(50_000)
    for effect in SoundEffect.allCases {
        player.play(effect)
        waitUntilQuiet(player)
    }
    player.isMuted = true
    player.play(.gameOver)
    print(player.isPlaying ? "muted but playing" : "done")
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
default:
    FileHandle.standardError.write(Data("usage: sound-check [--wav FOLDER]\n".utf8))
    exit(64)
}
