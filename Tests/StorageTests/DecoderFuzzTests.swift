import Foundation
import SetCore
import Storage
import Testing

/// Reliability: whatever bytes a saved file holds, decoding gives a valid value or an
/// error, never a crash. Seeded, so a failure names a case that can be replayed.
@Suite struct DecoderFuzzTests {
    static let cases = 2000

    @Test func randomBytesNeverCrashTheDecoders() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<Self.cases {
            let bytes = Data((0..<random.below(200)).map { _ in UInt8(random.below(256)) })
            Self.decodeEverything(bytes)
        }
    }

    @Test func mutatedSavedFilesDecodeOnlyToValidValues() throws {
        var stats = Statistics()
        stats.gameFinished(elapsedMs: 300_000, score: 80)
        let valid = [try SaveCodec.encode(Sample.game), try SaveCodec.encode(stats),
                     try SaveCodec.encode(Settings(theme: .dark, window: .init(width: 800, height: 600)))]
        var random = SeededRandom(seed: 2)
        for _ in 0..<Self.cases {
            var bytes = valid[random.below(valid.count)]
            for _ in 0...random.below(4) { Self.mutate(&bytes, &random) }
            Self.decodeEverything(bytes)
        }
    }

    /// One change a damaged disk or a careless hand might make.
    static func mutate(_ bytes: inout Data, _ random: inout SeededRandom) {
        guard !bytes.isEmpty else { return }
        let at = random.below(bytes.count)
        let interesting = Array("0123456789-.e,:[]{}\"".utf8) + [0, 0xFF]
        switch random.below(5) {
        case 0: bytes[at] = UInt8(random.below(256))
        case 1: bytes[at] = interesting[random.below(interesting.count)]
        case 2: bytes.remove(at: at)
        case 3: bytes.insert(interesting[random.below(interesting.count)], at: at)
        default: bytes = bytes.prefix(at)
        }
    }

    /// Decodes `bytes` as each kind of file; what decodes must be valid.
    static func decodeEverything(_ bytes: Data) {
        if let game = try? SaveCodec.decode(SavedGame.self, from: bytes) {
            #expect(throws: Never.self, "decoded an invalid game from \(bytes.base64EncodedString())") { try game.validate() }
        }
        if let stats = try? SaveCodec.decode(Statistics.self, from: bytes) {
            #expect(stats.gamesStarted >= 0 && stats.totalSets >= 0 && stats.totalMismatches >= 0)
            #expect(stats.gamesFinished >= 0 && (stats.bestTimeMs ?? 0) >= 0)
        }
        if let settings = try? SaveCodec.decode(Settings.self, from: bytes) {
            #expect(settings.window.map { $0.width > 0 && $0.height > 0 } ?? true)
        }
    }
}
