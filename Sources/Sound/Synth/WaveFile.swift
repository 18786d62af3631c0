/// A RIFF WAVE file of mono 16-bit samples: how the game's effects are written out to be
/// listened to or looked at with other tools.
public enum WaveFile {
    /// The bytes of a WAVE file holding `samples` (in -1...1) at `sampleRate`.
    public static func bytes(of samples: [Float], sampleRate: Int) -> [UInt8] {
        let dataSize = UInt32(samples.count * 2)
        var bytes = Array("RIFF".utf8) + le(36 + dataSize) + Array("WAVEfmt ".utf8)
        bytes += le(UInt32(16)) + le(UInt16(1)) + le(UInt16(1))            // PCM, mono
        bytes += le(UInt32(sampleRate)) + le(UInt32(sampleRate * 2))      // rate, bytes per second
        bytes += le(UInt16(2)) + le(UInt16(16))                           // block align, bits
        bytes += Array("data".utf8) + le(dataSize)
        for sample in samples {
            let clamped = max(-1, min(1, sample))
            bytes += le(UInt16(bitPattern: Int16((clamped * 32_767).rounded())))
        }
        return bytes
    }

    /// `value` in little-endian byte order.
    private static func le<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        (0..<(Value.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
