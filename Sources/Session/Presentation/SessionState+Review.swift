import SceneModel
import SetCore
import Layout

/// The review of a finished game (G2): one step per Set taken, the table as it was.
extension SessionState {
    /// The review's steps: the Sets taken in this game, in order (none in a daily puzzle).
    public var reviewSteps: [GameLog.SetTaken] { game?.log.reviewSteps ?? [] }

    /// The step shown, while the review is open.
    var shownReviewStep: GameLog.SetTaken? {
        overlay == .review && reviewSteps.indices.contains(reviewStep) ? reviewSteps[reviewStep] : nil
    }

    /// The review panel of the step shown: its table drawn with the real cards, the Set
    /// taken and the Sets missed ringed, arrows where there is a step to go to.
    func reviewPanel(_ step: GameLog.SetTaken) -> ReviewPanel {
        let window = screen.window
        let cards = step.tableCards
        let arrows = OverlayLayout.reviewArrows(in: window)
        // With several players, who took it (V6).
        let taker = contest.flatMap { $0.takers.indices.contains(reviewStep) ? $0.players[$0.takers[reviewStep]].name : nil }
        let takerText = taker.map { "\($0) took it · f" } ?? "F"
        let missed = step.missed == 0 ? "no Set missed" : step.missed == 1 ? "1 other Set was there" :
            "\(step.missed) other Sets were there"
        return ReviewPanel(frame: OverlayLayout.reviewPanel(in: window),
                           title: "Set \(reviewStep + 1) of \(reviewSteps.count)",
                           caption: "\(takerText)ound in \(Self.clockText(step.tookMs)) at "
                               + "\(Self.clockText(step.atMs)) · \(missed)",
                           cards: cards, cardFrames: OverlayLayout.reviewCardFrames(cards.count, in: window), taken: step.taken, missed: step.others,
                           previousButton: reviewStep > 0 ? arrows.previous : nil,
                           nextButton: reviewStep + 1 < reviewSteps.count ? arrows.next : nil,
                           footer: "Green: the Set taken · other colours: Sets missed · ←/→ step · Escape returns")
    }

    /// m:ss of a logged time in milliseconds (any value, however large, reads as a time).
    static func clockText(_ ms: Double) -> String {
        GameClock.text(milliseconds: ms.isFinite && ms < Double(Int.max / 2) ? Int(max(0, ms).rounded()) : Int.max / 2)
    }
}
