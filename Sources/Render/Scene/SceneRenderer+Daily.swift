import SceneModel
import SetCore
import Layout

/// The daily puzzle's list of Sets found (G5), beside the cards.
extension SceneRenderer {
    /// Each slot: the Set found drawn as three small cards, or, while it is still to be
    /// found, three faint outlines of where its cards will go.
    func drawFoundSets(_ found: [Scene.FoundSet], _ s: Double) throws {
        // Only the slots in the region being redrawn: a slot's small faces are made when it
        // is first drawn, not by a region of the table that a Set's cards leave.
        for slot in found where reaches(Self.bounds(ofSlot: slot.frame), s) {
            let frames = FoundList.cardFrames(in: slot.frame)
            guard let first = frames.first, first.width >= 4 else { continue }
            if slot.cards.count == 3 {
                for (card, frame) in zip(slot.cards, frames) { try drawCard(card, look: .plain, in: frame, s) }
            } else {
                for frame in frames {
                    let radius = frame.width * CardPainter.cornerRatio
                    try blitRoundedRect(frame, radius: radius, color: theme.emptyPile, s)
                    try blitRoundedRect(frame.insetBy(dx: 2, dy: 2), radius: radius, color: theme.felt, s)
                }
            }
        }
    }
}
