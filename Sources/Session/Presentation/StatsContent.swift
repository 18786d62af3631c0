import SceneModel
import SetCore
import Layout

/// What the statistics overlay shows (G3): the player's games and bests, Sets per minute
/// over the last games, mismatches by broken feature and the average time per Set by how
/// many features differ — the weak spots at a glance.
enum StatsContent {
    static func panel(in window: Size, statistics s: Statistics, today: PuzzleDate, saved: Bool) -> StatsPanel {
        let figures = [
            PanelRow("Games played", "\(s.gamesStarted)"),
            PanelRow("Games finished", "\(s.gamesFinished)"),
            PanelRow("Best time", s.bestTimeMs.map { GameClock.text(milliseconds: $0) } ?? "–"),
            PanelRow("Best score", s.bestScore.map { "\($0)" } ?? "–"),
            PanelRow("Sets found", "\(s.totalSets + s.junior.totalSets)"),
            PanelRow("Not a Set", "\(s.totalMismatches + s.junior.totalMismatches)"),
            PanelRow("Junior games", "\(s.junior.gamesFinished) of \(s.junior.gamesStarted)"),
            PanelRow("Daily streak", dayCount(s.dailyStreak(today: today))),
        ] + playersFigures(s, narrow: OverlayLayout.statsPanel(in: window).width < 500)
        let mismatches = SetRule.Feature.allCases.map { Double(s.mismatchesByFeature[$0]) }
        let times = (1...4).map { s.setTimes.averageSeconds(differing: $0) }
        let isEmpty = s.recentGames.isEmpty && mismatches.allSatisfy { $0 == 0 } && times.allSatisfy { $0 == nil }
        return StatsPanel(
            frame: OverlayLayout.statsPanel(in: window),
            title: saved ? "Statistics" : "Statistics (this session)",
            figures: figures,
            lineTitle: s.recentGames.count > 1 ? "Sets per minute, last \(s.recentGames.count) games" : "Sets per minute",
            line: s.setsPerMinute(),
            bars: [
                StatsPanel.Bars(title: "Not a Set: the feature broken", labels: ["Number", "Shape", "Shading", "Colour"],
                                values: mismatches, valueTexts: mismatches.map { "\(Int($0))" }),
                StatsPanel.Bars(title: "Seconds per Set, by features that differ", labels: ["1", "2", "3", "4"],
                                values: times.map { $0 ?? 0 },
                                valueTexts: times.map { $0.map(oneDecimal) ?? "–" }),
            ],
            emptyMessage: isEmpty ? "Nothing here yet. Find some Sets and finish a game: your figures and weak spots will show here." : nil,
            footer: "Escape or F3 closes")
    }

    /// V6: the games against each level of the computer played, as won–lost–tied under a
    /// row that says so, each level's name set in under it; then the hot-seat games. Only
    /// what has been played shows.
    /// A narrow panel abbreviates the header's "won–lost–tied" to "W–L–T".
    static func playersFigures(_ s: Statistics, narrow: Bool) -> [PanelRow] {
        let versus = ComputerLevel.allCases.compactMap { level -> PanelRow? in
            let r = s.versus(level)
            return r.won + r.lost + r.tied == 0 ? nil : PanelRow("  " + level.rawValue.capitalized, "\(r.won)–\(r.lost)–\(r.tied)")
        }
        return (versus.isEmpty ? [] : [PanelRow("Vs computer", narrow ? "W–L–T" : "won–lost–tied")] + versus)
            + (s.hotSeatGames == 0 ? [] : [PanelRow("Hot-seat games", "\(s.hotSeatGames)")])
    }

    static func dayCount(_ days: Int) -> String { days == 1 ? "1 day" : "\(days) days" }

    /// `value` with one decimal, a half tenth rounded away from zero: 4.25 reads "4.3", 17 "17.0".
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let tenths = Int((abs(value) * 10).rounded(.toNearestOrAwayFromZero))
        return "\(value < 0 && tenths > 0 ? "-" : "")\(tenths / 10).\(tenths % 10)"
    }
}
