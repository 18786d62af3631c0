import SceneModel
import SetCore
import Layout

extension SeededRandom: RandomSource {}

/// Where the cards go: the grid, scrolling, the flights in and out, and the card keys.
extension SessionState {
    /// Index on the table of the card drawn under `point` now (the topmost one).
    func cardIndex(at point: Point) -> Int? {
        let states = drawingOrder(motion.tableStates(at: now))
        guard let hit = states.last(where: { $0.state.frame.contains(point) && $0.state.opacity > 0.5 }) else { return nil }
        return play.table.firstIndex(of: hit.key.card)
    }

    /// Cards at rest first, cards still moving after them, so a card in flight is drawn
    /// above (and clicked before) the cards it passes over.
    func drawingOrder(_ states: [(key: CardKey, state: SpriteState)]) -> [(key: CardKey, state: SpriteState)] {
        states.filter { isResting($0.key, $0.state) } + states.filter { !isResting($0.key, $0.state) }
    }

    /// True when the card is drawn exactly where it will come to rest.
    func isResting(_ key: CardKey, _ state: SpriteState) -> Bool { motion.restingFrame(of: key) == state.frame }

    /// Lays the table out again and sends every card toward its place: new cards come from
    /// the deck pile face down and turn over on the way (T1), or, for the launch and a new
    /// game, fly in face up from off-screen (A1, A4); cards gone from the table fly off it.
    /// After a resize (`rehoming`), cards still waiting their turn wait on the deck pile where
    /// it is now, or off the new window's edge.
    mutating func relayout(delay: Double = 0, moveDuration: Double? = nil, fromPile: Bool = true, rehoming: Bool = false) {
        let targets = tableTargets()
        defer { cardKeys = CardKeyMap(frames: targets.map(\.frame), columns: grid.columns, table: screen.cardArea).keys }
        // A card picked, a wrong trio let go: every card already heads for its place, none
        // leaves, and only the looks change (P4: each click sent every card to its place anew).
        let heading = motion.isHeading(to: targets)
        let staying = Set(targets.map(\.key))
        let leavingKeys = heading ? [] : motion.tableStates(at: now).map(\.key).filter { !staying.contains($0) }
        // Cards keep the look they had on the table while they fly away (a Set stays green).
        for key in leavingKeys { leavingLooks[key] = shownLooks[key] ?? .plain }
        let looks = CardLooks(self)
        shownLooks = Dictionary(uniqueKeysWithValues: targets.map { ($0.key, looks.look(of: $0.key.card)) })
        let taker = leavingTo
        leavingTo = nil
        guard !heading || rehoming else { return }
        let flourish = leavingKeys.count <= 6
        var random = flightRandom
        let window = screen.window, cardSize = grid.cardSize, pile = screen.deckPile
        func entry(fromPile: Bool) -> SpriteState {
            fromPile ? SpriteState(frame: pile, flip: 0)
                : SpriteState(frame: Flights.offScreen(size: cardSize, window: window, random: &random))
        }
        motion.retarget(targets, now: now, delay: delay, moveDuration: moveDuration,
                        entry: { _ in entry(fromPile: fromPile) },
                        exit: { _, current in
                            // A Set taken in a contest flies to its taker's entry (V2, V3).
                            guard let taker else {
                                return Flights.exit(from: current, window: window, flourish: flourish, random: &random)
                            }
                            let size = Size(width: current.frame.width * 0.3, height: current.frame.height * 0.3)
                            return SpriteState(frame: Rect.centered(at: taker.center, size: size), opacity: 0.4)
                        },
                        // A card waiting face down waits on the pile; face up, off-screen.
                        rehome: rehoming ? { _, waiting in entry(fromPile: !waiting.isFaceUp) } : nil)
        flightRandom = random
    }

    /// Every card's resting frame on the current table, scrolled.
    private mutating func tableTargets() -> [MotionBoard<CardKey>.Target] {
        grid = screen.tableGrid(count: play.table.count)
        scroll.clamp(contentHeight: grid.contentHeight, viewportHeight: screen.cardArea.height)
        return zip(play.table, grid.frames).map { card, frame in
            MotionBoard<CardKey>.Target(key: CardKey(game: gameNumber, card: card),
                                        frame: frame.offsetBy(dx: 0, dy: -scroll.offset))
        }
    }

    /// The screen of a window: for the daily puzzle with its list of Sets found (G5), for a
    /// game with several players with its players bar (V5).
    static func layout(window: Size, for play: Play) -> ScreenLayout {
        let screen = ScreenLayout(window: window, fullLabels: fullLabels(for: window), shortLabels: shortLabels())
        return switch play {
        case .dealt: screen
        case .daily: screen.forDailyPuzzle()
        case .contest(let contest): screen.withPlayers(contest.players.count)
        }
    }
}
