import SceneModel
import SetCore
import Layout
import Localization

/// The review of a finished game (G2): one step per Set taken, the table as it was.
extension SessionState {
    /// The review's steps: the Sets taken in this game, in order (none in a daily puzzle).
    public var reviewSteps: [GameLog.SetTaken] { game?.log.reviewSteps ?? [] }

    /// The step shown, while the review is open.
    var shownReviewStep: GameLog.SetTaken? {
        overlay == .review && reviewSteps.indices.contains(reviewStep) ? reviewSteps[reviewStep] : nil
    }

    /// The review panel of the step shown: its table drawn with the real cards, the Set
    /// taken and one Set missed ringed, arrows where there is somewhere to go.
    func reviewPanel(_ step: GameLog.SetTaken) -> ReviewPanel {
        let window = screen.window
        let cards = step.tableCards
        // With several players, who took it (V6).
        let taker = contest.flatMap { contest in
            contest.takers.indices.contains(reviewStep)
                ? contest.players[contest.takers[reviewStep]].shownName(number: contest.takers[reviewStep] + 1) : nil
        }
        let (took, at) = (Self.clockText(step.tookMs), Self.clockText(step.atMs))
        // TRANSLATORS: {1} is how long the Set took to find, {2} the game's time when it was taken (m:ss).
        let found = taker.map { tr("{1} took it · found in {2} at {3}", $0, took, at) } ?? tr("Found in {1} at {2}", took, at)
        let shown = step.missed == 0 ? nil : min(reviewMissed, step.missed - 1)
        let missedLabel = switch step.missed {
        case 0: tr("no Set missed")
        case 1: trn("{1} other Set was there", "{1} other Sets were there", 1)
        // TRANSLATORS: which of the Sets missed on a review's table is ringed: "Set missed 3 of 12".
        default: tr("Set missed {1} of {2}", (shown ?? 0) + 1, step.missed)
        }
        // The arrows drawn are the ones listed and pressed: `reviewButtons`.
        let shownButtons = reviewButtons
        let buttons = Dictionary(uniqueKeysWithValues: shownButtons.map { ($0.name, $0.frame) })
        let lit = litPanelButton.flatMap { shownButtons.indices.contains($0) ? shownButtons[$0].frame : nil }
        // The footer's arrows are joined by no-break spaces: a line never parts them.
        return ReviewPanel(frame: OverlayLayout.reviewPanel(in: window),
                           title: tr("Set {1} of {2}", reviewStep + 1, reviewSteps.count),
                           caption: found,
                           cards: cards, cardFrames: OverlayLayout.reviewCardFrames(cards.count, in: window),
                           taken: step.taken, missed: step.others, shownMissed: shown,
                           missedLabel: missedLabel, missedLabelFrame: OverlayLayout.reviewMissedRow(in: window).label,
                           previousMissedButton: buttons["previousMissed"], nextMissedButton: buttons["nextMissed"],
                           previousButton: buttons["previousSet"], nextButton: buttons["nextSet"], litButton: lit,
                           footer: tr("Green: the Set taken · blue: a Set missed, ↑ ↓ for the others · ← → step · Escape returns"))
    }

    /// The Set missed to show after a click on the card at `position` of the review's table:
    /// the next one after the Set shown that holds it, going round (the shown one again when
    /// it is the only one); nil when no Set missed holds it.
    func nextMissed(withCard position: Int) -> Int? {
        guard let others = shownReviewStep?.others, !others.isEmpty else { return nil }
        let shown = min(reviewMissed, others.count - 1)
        return (1...others.count).lazy.map { (shown + $0) % others.count }.first { others[$0].contains(position) }
    }

    /// m:ss of a logged time in milliseconds (any value, however large, reads as a time).
    static func clockText(_ ms: Double) -> String {
        GameClock.text(milliseconds: ms.isFinite && ms < Double(Int.max / 2) ? Int(max(0, ms).rounded()) : Int.max / 2)
    }
}
