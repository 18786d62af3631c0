import SceneModel
import SetCore
import Layout

/// Faces made between frames (P2): the window waits for its next frame most of each
/// sixtieth of a second, and the faces its cards will need soon — a card dealt face down
/// shows its face halfway through its flight, a card flying in from off-screen has none
/// yet, a card changing size lands on a face of its new size — are made in that wait
/// rather than in the frame that first shows them.
extension SceneRenderer {
    /// A face a card of the last frame will show and that is not made yet.
    struct FaceWanted: Equatable {
        var card: Card
        var look: CardLook
        var width: Int, height: Int
    }

    /// After a frame: keeps the faces of every card on screen, and lists the ones its cards
    /// will show and that are not made yet: at the size they come to rest at, face up. The
    /// faces of cards turning over come first, those nearest to showing their face (narrowest
    /// for their size) foremost; a card changing size has until it lands.
    func noteFacesWanted(_ scene: Scene, _ s: Double) {
        facesWanted.removeAll(keepingCapacity: true)
        // Plain loops over the scene's own cards, no copies of them (P4: this runs each frame).
        // Each call of a closure made here checks that it runs on the main actor.
        var turning: [Int] = []
        for index in scene.cards.indices where scene.cards[index].look == .back { turning.append(index) }
        if turning.count > 1 {
            let cards = scene.cards
            turning.sort { cards[$0].frame.width / max(1, cards[$0].restingSize.width)
                < cards[$1].frame.width / max(1, cards[$1].restingSize.width) }
        }
        for index in turning { noteFaceWanted(scene.cards[index], s) }
        for index in scene.cards.indices where scene.cards[index].look != .back { noteFaceWanted(scene.cards[index], s) }
    }

    /// Keeps the face `sprite` shows, and lists the faces it will show that are not made yet.
    private func noteFaceWanted(_ sprite: Scene.CardSprite, _ s: Double) {
        guard sprite.opacity > 0 else { return }
        let width = Int((sprite.restingSize.width * s).rounded()), height = Int((sprite.restingSize.height * s).rounded())
        guard width >= 4, height >= 4 else { return }
        let drawn = Int((sprite.frame.height * s).rounded())
        let shown = faces.keep(sprite.card, look: sprite.look, width: width, height: height,
                               drawnHeight: drawn == height ? nil : drawn)
        // Cards fading or turning are drawn scaled whatever their size: nothing to make ahead.
        guard sprite.opacity > 0.99, abs(sprite.angle) < 0.01 else { return }
        if sprite.look == .back {
            // A card face down shows its face once it turns.
            if !shown { facesWanted.append(FaceWanted(card: sprite.card, look: .back, width: width, height: height)) }
            if !faces.keep(sprite.card, look: .plain, width: width, height: height) {
                facesWanted.append(FaceWanted(card: sprite.card, look: .plain, width: width, height: height))
            }
        } else if !shown {
            facesWanted.append(FaceWanted(card: sprite.card, look: sprite.look, width: width, height: height))
        }
    }

    /// The most a face's cost counts when judging whether the next fits in the wait: the
    /// first face of a size (its parts painted) costs many times the ones after it.
    static let aheadCostCap = Duration.milliseconds(3)

    /// Whether faces, or the deck's shapes and labels, wait to be made ahead of the frames
    /// that show them.
    public var hasWorkAhead: Bool { text.hasLent || !facesWanted.isEmpty || !chromeWanted.isEmpty }

    /// Sets the labels the last frame showed lent from other sizes (and measures their
    /// widths), then makes the faces its cards will show, in their order, then the deck's
    /// shapes and labels a coming frame may show, for at most `seconds`: each is begun only
    /// while the time left exceeds what the last one took. Returns whether any was made.
    @discardableResult
    public func makeAhead(for seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .microseconds(Int64(max(0, seconds) * 1e6))
        var made = false
        var fits: Bool { ContinuousClock.now + lastAheadCost < deadline }
        while text.hasLent, fits { made = timed(text.makeNextLent) || made }
        while let next = facesWanted.first, fits {
            facesWanted.removeFirst()
            guard let took = try? faces.makeAhead(next.card, look: next.look, width: next.width, height: next.height)
            else { continue }
            lastAheadCost = min(took, Self.aheadCostCap)
            made = true
        }
        while facesWanted.isEmpty, !chromeWanted.isEmpty, fits { made = timed(makeChromeAhead) || made }
        return made
    }

    /// Runs `make` and keeps what it took as the cost the next piece of work ahead is judged by.
    private func timed(_ make: () -> Bool) -> Bool {
        let started = ContinuousClock.now
        defer { lastAheadCost = min(ContinuousClock.now - started, Self.aheadCostCap) }
        return make()
    }
}
