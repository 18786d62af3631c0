/// What each effect plays: its voices, its length and how loud its loudest sample is.
struct Score: Sendable {
    var voices: [Voice]
    /// The whole effect, in seconds (every effect is under 0.2 s).
    var length: Double
    /// The peak level in dB below full scale.
    var peakDecibels: Double
}

/// Equal-tempered pitches of the notes the effects use, in hertz.
enum Pitch {
    static let b3 = 246.94, c4 = 261.63, d4 = 293.66
    static let g4 = 392.00, b4 = 493.88
    static let c5 = 523.25, d5 = 587.33, e5 = 659.26, g5 = 783.99
    static let c6 = 1_046.50, d6 = 1_174.66
}

extension SoundEffect {
    /// The score of this effect.
    var score: Score {
        switch self {
        case .select: Self.tick
        case .set: Self.arpeggio
        case .notASet: Self.fallingThird
        case .deal: Self.rustles
        case .gameOver: Self.cadence
        case .call: Self.bell
        case .lockOut: Self.buzz
        case .computerSet: Self.fallingArpeggio
        }
    }

    /// A soft, woody tick: one high note that dies away at once.
    private static let tick = Score(voices: [
        .note(Note(frequency: Pitch.d6, start: 0, length: 0.045, decay: 0.012, partials: [1, 0.25, 0.06])),
    ], length: 0.045, peakDecibels: -20)

    /// C major rising, C5 E5 G5 C6, each note ringing on under the next.
    private static let arpeggio = arpeggio(of: [Pitch.c5, Pitch.e5, Pitch.g5, Pitch.c6], peakDecibels: -12)

    /// D4 falling to B3, a minor third, nearly pure sines: "uh-oh", low and soft.
    private static let fallingThird = Score(voices: [
        .note(Note(frequency: Pitch.d4, start: 0, length: 0.085, decay: 0.08, partials: [1, 0.15, 0.03])),
        .note(Note(frequency: Pitch.b3, start: 0.075, length: 0.1, decay: 0.06, partials: [1, 0.15, 0.03])),
    ], length: 0.175, peakDecibels: -14)

    /// Three cards sliding off the deck: three short rustles of noise, each its own.
    private static let rustles = Score(voices: (0..<3).map { card in
        .rustle(Rustle(start: 0.045 * Double(card), length: 0.04, decay: 0.014,
                       level: 1 - 0.15 * Double(card), seed: 0x5E7 + UInt64(card)))
    }, length: 0.13, peakDecibels: -18)

    /// G major (G4 B4 D5) resolving to C major (C5 E5 G5 C6): the end of the game.
    private static let cadence = Score(voices: [
        [Pitch.g4, Pitch.b4, Pitch.d5].map { chordNote($0, start: 0, length: 0.075, level: 0.7) },
        [Pitch.c5, Pitch.e5, Pitch.g5, Pitch.c6].map { chordNote($0, start: 0.065, length: 0.125, level: 1) },
    ].flatMap { $0 }, length: 0.19, peakDecibels: -11)

    /// G5 then D6, bright and ringing: "Set!".
    private static let bell = Score(voices: [
        .note(Note(frequency: Pitch.g5, start: 0, length: 0.07, decay: 0.04, level: 0.8, partials: [1, 0.45, 0.2, 0.1])),
        .note(Note(frequency: Pitch.d6, start: 0.06, length: 0.1, decay: 0.05, partials: [1, 0.45, 0.2, 0.1])),
    ], length: 0.16, peakDecibels: -14)

    /// B3 and C4 sounding together, rich in partials: a dull, locked buzz.
    private static let buzz = Score(voices: [Pitch.b3, Pitch.c4].map {
        .note(Note(frequency: $0, start: 0, length: 0.16, decay: 0.1, partials: [1, 0.6, 0.45, 0.3, 0.2]))
    }, length: 0.16, peakDecibels: -16)

    /// C6 G5 E5 C5 falling, each note ringing on under the next: the computer took it.
    private static let fallingArpeggio = arpeggio(of: [Pitch.c6, Pitch.g5, Pitch.e5, Pitch.c5], peakDecibels: -13)

    /// Four notes 35 ms apart, each ringing on under the next and a little louder.
    private static func arpeggio(of pitches: [Double], peakDecibels: Double) -> Score {
        Score(voices: pitches.enumerated().map { step, pitch in
            .note(Note(frequency: pitch, start: 0.035 * Double(step), length: 0.185 - 0.035 * Double(step),
                       decay: 0.05, level: 0.8 + 0.1 * Double(step), partials: [1, 0.3, 0.1]))
        }, length: 0.185, peakDecibels: peakDecibels)
    }

    private static func chordNote(_ pitch: Double, start: Double, length: Double, level: Double) -> Voice {
        .note(Note(frequency: pitch, start: start, length: length, decay: 0.09, level: level, partials: [1, 0.2, 0.05]))
    }
}
