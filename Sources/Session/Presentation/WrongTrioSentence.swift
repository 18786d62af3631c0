import SetCore
import Localization
import Synchronization

/// Why the selected trio is not a Set, as the message line says it (B5), worked out once per
/// trio: the message is asked for on every frame while it shows, and putting the sentence
/// together from its translated clauses was a twentieth of the CPU while clicking (P4).
final class WrongTrioSentence: Sendable {
    /// What the sentence depends on: the cards in the order picked, how the squiggle is
    /// named, the daily puzzle's penalty, and the language (its opening words, as translated
    /// now).
    struct Key: Equatable {
        var cards: [Card]
        var squiggle: Settings.Squiggle
        var daily: Bool
        var opening: String
    }

    private let last = Mutex<(key: Key, sentence: String?)?>(nil)

    /// The sentence for `key`: nil unless its cards are three that are not a Set.
    func sentence(for key: Key) -> String? {
        if let known = last.withLock({ $0 }), known.key == key { return known.sentence }
        let sentence = Self.make(key)
        last.withLock { $0 = (key, sentence) }
        return sentence
    }

    private static func make(_ key: Key) -> String? {
        guard let why = MismatchExplanation(key.cards, squiggle: key.squiggle) else { return nil }
        // TRANSLATORS: a wrong trio in the daily puzzle; {1} is why it is not a Set, {2} the time added, e.g. "+5 s".
        return key.daily ? tr("{1} ({2})", why.sentence, DailyPuzzle.penaltyText) : why.sentence
    }
}
