/// What to queue when a newer effect replaces one still playing (T3): the rest of the old
/// effect fades out over a few milliseconds while the new one starts, so the cut does not
/// click; with nothing new (muting), the old one only fades out.
public enum Handover {
    /// The fade of the old effect, in seconds (raised cosine).
    public static let fade = 0.005

    /// `rest` (the samples of the old effect not yet played) faded out over `fade`, mixed with
    /// `next`; as long as the longer of the two.
    public static func samples(replacing rest: ArraySlice<Float>, with next: [Float], sampleRate: Int) -> [Float] {
        let fadeLength = max(Int(fade * Double(sampleRate)), 1)
        let tail = rest.prefix(fadeLength)
        var mixed = next + [Float](repeating: 0, count: max(tail.count - next.count, 0))
        for (offset, sample) in tail.enumerated() {
            mixed[offset] += sample * Float(Ramp.rise(fadeLength - offset, over: fadeLength))
        }
        return mixed
    }
}
