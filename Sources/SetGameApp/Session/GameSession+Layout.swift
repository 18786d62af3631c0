import Foundation
import Render
import SetCore
import Table

/// Where the cards go: the grid, scrolling, and the flights in and out of the table.
extension GameSession {
    /// Index on the table of the card drawn under `point` now (the topmost one).
    func cardIndex(at point: Point) -> Int? {
        let states = motion.tableStates(at: now)
        guard let hit = states.last(where: { $0.state.frame.contains(point) && $0.state.opacity > 0.5 }) else { return nil }
        return game.table.firstIndex(of: hit.key.card)
    }

    /// Lays the table out again and sends every card toward its place: new cards fly in
    /// from off-screen, cards gone from the table fly off it.
    func relayout(delay: Double = 0, moveDuration: Double? = nil) {
        let targets = tableTargets()
        let staying = Set(targets.map(\.key))
        let leavingKeys = motion.tableStates(at: now).map(\.key).filter { !staying.contains($0) }
        // Cards keep the look they had on the table while they fly away (a Set stays green).
        for key in leavingKeys { leavingLooks[key] = shownLooks[key] ?? .plain }
        shownLooks = Dictionary(uniqueKeysWithValues: targets.map { ($0.key, look(of: $0.key.card)) })
        // A few cards leaving (a Set) spin and shrink away; a whole table leaving (New Game)
        // just flies off, which the software renderer draws many times faster.
        let flourish = leavingKeys.count <= 6
        var random = effects
        let window = screen.window, cardSize = gridResult.cardSize
        motion.retarget(targets, now: now, delay: delay, moveDuration: moveDuration,
                        entry: { _ in SpriteState(frame: Self.offScreen(size: cardSize, window: window, random: &random)) },
                        exit: { _, current in Self.exit(from: current, window: window, flourish: flourish, random: &random) })
        effects = random
    }

    /// Every card's resting frame on the current table, scrolled.
    private func tableTargets() -> [MotionBoard<CardKey>.Target] {
        gridResult = grid.layout(count: game.table.count, in: screen.table)
        if gridResult.scrolls {
            // Leave room for the scroll bar at the right edge.
            var bounds = screen.table
            bounds.width = max(0, bounds.width - Self.scrollBarRoom)
            gridResult = grid.layout(count: game.table.count, in: bounds)
        }
        scroll.clamp(contentHeight: gridResult.contentHeight, viewportHeight: screen.table.height)
        return zip(game.table, gridResult.frames).map { card, frame in
            MotionBoard<CardKey>.Target(key: CardKey(game: gameNumber, card: card),
                                        frame: frame.offsetBy(dx: 0, dy: -scroll.offset))
        }
    }

    /// Where a card leaving the table flies to: off-screen, spinning and shrinking if it
    /// is one of a few.
    static func exit(from current: SpriteState, window: Size, flourish: Bool, random: inout SeededRandom) -> SpriteState {
        let spin = flourish ? (random.below(2) == 0 ? -1.0 : 1.0) * Double(180 + random.below(180)) : 0
        let shrink = flourish ? 0.7 : 1
        let size = Size(width: current.frame.width * shrink, height: current.frame.height * shrink)
        return SpriteState(frame: offScreen(size: size, window: window, random: &random), opacity: 1,
                           angle: current.angle + spin)
    }

    /// A random place just outside the window, in any direction.
    static func offScreen(size: Size, window: Size, random: inout SeededRandom) -> Rect {
        let angle = Double(random.below(3600)) / 3600 * 2 * Double.pi
        let reach = hypot(window.width, window.height) / 2 + hypot(size.width, size.height)
        let centre = Point(x: window.width / 2 + cos(angle) * reach, y: window.height / 2 + sin(angle) * reach)
        return Rect.centered(at: centre, size: size)
    }
}
