import SoundSynth
import Testing

/// The effects written as WAVE files: mono, 16 bits, the rate given.
@Suite("WAVE files of the effects")
struct WaveFileTests {
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << ($1 * 8) }
    }

    @Test func theHeaderDescribesMono16BitSamplesAtTheRate() {
        let bytes = WaveFile.bytes(of: [0, 0.5, -1], sampleRate: 44_100)
        #expect(bytes.count == 44 + 6)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Self.uint32(bytes, at: 4) == 42)
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(Array(bytes[20..<24]) == [1, 0, 1, 0])                    // PCM, mono
        #expect(Self.uint32(bytes, at: 24) == 44_100)
        #expect(Self.uint32(bytes, at: 28) == 88_200)
        #expect(Array(bytes[32..<36]) == [2, 0, 16, 0])                  // 2 bytes a frame, 16 bits
        #expect(Array(bytes[36..<40]) == Array("data".utf8))
        #expect(Self.uint32(bytes, at: 40) == 6)
    }

    @Test func samplesAreRoundedToSixteenBitsAndClampedToFullScale() {
        let bytes = WaveFile.bytes(of: [0.5, -1, 2, -2], sampleRate: 48_000)
        let values = stride(from: 44, to: bytes.count, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8) }
        #expect(values == [16_384, -32_767, 32_767, -32_767])
    }
}
