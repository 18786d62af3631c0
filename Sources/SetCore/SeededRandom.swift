/// A small, fast, reproducible random number generator (SplitMix64).
/// The same seed gives the same shuffle on every machine and Swift version.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// Where the sequence stands: `SeededRandom(seed: state)` goes on with the same numbers
    /// (a saved game keeps the shuffles of the games that follow it, B6).
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0..<upperBound, without modulo bias.
    public mutating func below(_ upperBound: Int) -> Int {
        precondition(upperBound > 0)
        let bound = UInt64(upperBound)
        let limit = UInt64.max - (UInt64.max % bound)
        while true {
            let value = next()
            if value < limit { return Int(value % bound) }
        }
    }
}
