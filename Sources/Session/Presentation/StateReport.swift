import FoundationEssentials
import SetCore
import Table

/// The `state` line of the headless protocol: one JSON object (see docs/protocol.md).
/// Fields that may have nothing to say are written as `null`, never left out.
struct StateReport: Encodable {
    struct CardEntry: Encodable {
        var number: Int
        var shape: String
        var shading: String
        var color: String
        var frame: [Double]
        var selected: Bool
        var key: String?

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(number, forKey: .number)
            try c.encode(shape, forKey: .shape)
            try c.encode(shading, forKey: .shading)
            try c.encode(color, forKey: .color)
            try c.encode(frame, forKey: .frame)
            try c.encode(selected, forKey: .selected)
            try c.encode(key, forKey: .key)  // `null` when the card has no key
        }

        enum CodingKeys: String, CodingKey { case number, shape, shading, color, frame, selected, key }
    }

    /// `stats`: the player's statistics, live (B3); a best is `null` until a game is finished.
    struct StatsEntry: Encodable {
        var statistics: Statistics
        var today: PuzzleDate

        enum CodingKeys: String, CodingKey {
            case gamesStarted, gamesFinished, bestTimeMs, bestScore, totalSets, totalMismatches, mismatchesByFeature,
                 dailyStreak
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(statistics.gamesStarted, forKey: .gamesStarted)
            try c.encode(statistics.gamesFinished, forKey: .gamesFinished)
            try c.encode(statistics.bestTimeMs, forKey: .bestTimeMs)
            try c.encode(statistics.bestScore, forKey: .bestScore)
            try c.encode(statistics.totalSets, forKey: .totalSets)
            try c.encode(statistics.totalMismatches, forKey: .totalMismatches)
            let byFeature = Dictionary(uniqueKeysWithValues: SetRule.Feature.allCases.map {
                ($0.rawValue, statistics.mismatchesByFeature[$0])
            })
            try c.encode(byFeature, forKey: .mismatchesByFeature)
            try c.encode(statistics.dailyStreak(today: today), forKey: .dailyStreak)
        }
    }

    /// `review` (G2): the step shown, how many there are, the Sets missed at that step.
    struct ReviewEntry: Encodable {
        var step: Int
        var steps: Int
        var missed: Int
    }

    /// `puzzle` (G5): the date, the Sets found as table indexes, six to find, solved.
    struct PuzzleEntry: Encodable {
        var date: String
        var found: [[Int]]
        var total: Int
        var solved: Bool
    }

    var window: [Double]
    var deck: Int
    var discarded: Int
    var score: Int
    var selection: String
    var dealEnabled: Bool
    var gameOver: Bool
    var animating: Bool
    var cards: [CardEntry]
    var buttons: [String: [Double]]
    var seed: UInt64
    var time: Double
    var setsOnTable: Int
    var setsFound: Int
    var scroll: Double
    var overlay: String
    var theme: String
    var palette: String
    var keyLabels: Bool
    var fullscreen: Bool
    var squiggle: String
    var sound: Bool
    var colorMarks: Bool
    var elapsedMs: Int
    /// Table indexes of the cards a hint revealed; null when none is showing.
    var hint: [Int]?
    var message: String?
    var stats: StatsEntry?
    var mode: String
    var review: ReviewEntry?
    var puzzle: PuzzleEntry?

    static func rounded(_ r: Rect) -> [Double] {
        [r.x, r.y, r.width, r.height].map { ($0 * 100).rounded() / 100 }
    }
}

extension StateReport {
    enum CodingKeys: String, CodingKey {
        case window, deck, discarded, score, selection, dealEnabled, gameOver, animating, cards, buttons, seed, time,
             setsOnTable, setsFound, scroll, overlay, theme, palette, keyLabels, fullscreen, squiggle, sound, colorMarks,
             elapsedMs, hint,
             message, stats, mode, review, puzzle
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(window, forKey: .window)
        try c.encode(deck, forKey: .deck)
        try c.encode(discarded, forKey: .discarded)
        try c.encode(score, forKey: .score)
        try c.encode(selection, forKey: .selection)
        try c.encode(dealEnabled, forKey: .dealEnabled)
        try c.encode(gameOver, forKey: .gameOver)
        try c.encode(animating, forKey: .animating)
        try c.encode(cards, forKey: .cards)
        try c.encode(buttons, forKey: .buttons)
        try c.encode(seed, forKey: .seed)
        try c.encode(time, forKey: .time)
        try c.encode(setsOnTable, forKey: .setsOnTable)
        try c.encode(setsFound, forKey: .setsFound)
        try c.encode(scroll, forKey: .scroll)
        try c.encode(overlay, forKey: .overlay)
        try c.encode(theme, forKey: .theme)
        try c.encode(palette, forKey: .palette)
        try c.encode(keyLabels, forKey: .keyLabels)
        try c.encode(fullscreen, forKey: .fullscreen)
        try c.encode(squiggle, forKey: .squiggle)
        try c.encode(sound, forKey: .sound)
        try c.encode(colorMarks, forKey: .colorMarks)
        try c.encode(elapsedMs, forKey: .elapsedMs)
        try c.encode(hint, forKey: .hint)        // `null` when no hint shows
        try c.encode(message, forKey: .message)  // `null` when no line is shown
        try c.encode(stats, forKey: .stats)      // `null` without a data folder
        try c.encode(mode, forKey: .mode)
        try c.encode(review, forKey: .review)    // `null` outside the review
        try c.encode(puzzle, forKey: .puzzle)    // `null` outside the daily puzzle
    }
}

extension SessionState {
    func stateReport(today: PuzzleDate) -> StateReport {
        let drawn = Dictionary(motion.tableStates(at: now).map { ($0.key.card, $0.state.frame) }, uniquingKeysWith: { a, _ in a })
        let cards = play.table.enumerated().map { index, card in
            StateReport.CardEntry(number: card.number.rawValue, shape: card.shape.rawValue,
                                  shading: card.shading.rawValue, color: card.color.rawValue,
                                  frame: StateReport.rounded(drawn[card] ?? .zero), selected: selectedCards.contains(card),
                                  key: cardKeys.indices.contains(index) ? cardKeys[index] : nil)
        }
        var buttons: [String: [Double]] = [:]
        for (id, frame) in screen.buttons { buttons[id.rawValue] = StateReport.rounded(frame) }
        if game != nil { buttons["deckPile"] = StateReport.rounded(screen.deckPile) }
        for button in summaryButtonFrames { buttons[button.name] = StateReport.rounded(button.frame) }
        return StateReport(
            window: [screen.window.width, screen.window.height], deck: play.deckCount,
            discarded: play.discardedCount, score: play.score, selection: selection.rawValue,
            dealEnabled: play.canDeal && overlay.letsCardsBeChosen, gameOver: isOver, animating: isAnimating,
            cards: cards, buttons: buttons, seed: seed, time: (now * 1000).rounded() / 1000,
            setsOnTable: play.setsOnTable.count, setsFound: play.setsFound, scroll: scroll.offset,
            overlay: overlay.rawValue, theme: settings.theme.rawValue, palette: settings.palette.rawValue,
            keyLabels: settings.keyLabels, fullscreen: fullscreen, squiggle: settings.squiggle.rawValue,
            sound: settings.sound, colorMarks: settings.colorMarks, elapsedMs: shownElapsedMs,
            hint: play.hint.isEmpty ? nil : play.hint.compactMap { play.table.firstIndex(of: $0) }, message: message,
            stats: statistics.map { StateReport.StatsEntry(statistics: $0, today: today) }, mode: mode.rawValue,
            review: shownReviewStep.map { StateReport.ReviewEntry(step: reviewStep, steps: reviewSteps.count, missed: $0.missed) },
            puzzle: puzzle.map { StateReport.PuzzleEntry(date: $0.date.description, found: $0.found,
                                                          total: DailyPuzzle.setCount, solved: $0.isSolved) })
    }

    /// The state as one line of JSON.
    public func stateJSON(today: PuzzleDate) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(stateReport(today: today)) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
