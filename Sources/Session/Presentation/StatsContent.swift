import SceneModel
import SetCore
import Layout
import Localization

/// What the statistics overlay shows (G3): the player's games and bests, Sets per minute
/// over the last games, mismatches by broken feature and the average time per Set by how
/// many features differ — the weak spots at a glance.
enum StatsContent {
    /// The statistics; `padInUse`: its footer names the pad's button that closes it (C1).
    static func panel(in window: Size, statistics s: Statistics, today: PuzzleDate, saved: Bool,
                      padInUse: Bool) -> StatsPanel {
        let frame = OverlayLayout.statsPanel(in: window)
        let figures = [
            PanelRow(tr("Games played"), "\(s.gamesStarted)"),
            PanelRow(tr("Games finished"), "\(s.gamesFinished)"),
            PanelRow(tr("Best time"), s.bestTimeMs.map { GameClock.text(milliseconds: $0) } ?? "–"),
            PanelRow(tr("Best score"), s.bestScore.map { "\($0)" } ?? "–"),
            PanelRow(tr("Sets found"), "\(s.totalSets + s.junior.totalSets)"),
            PanelRow(tr("Not a Set"), "\(s.totalMismatches + s.junior.totalMismatches)"),
            // TRANSLATORS: Junior games finished of those started, e.g. "3 of 5".
            PanelRow(tr("Junior games"), tr("{1} of {2}", s.junior.gamesFinished, s.junior.gamesStarted)),
            PanelRow(tr("Daily streak"), dayCount(s.dailyStreak(today: today))),
        ] + playersFigures(s, narrow: frame.width < 500)
        let mismatches = SetRule.Feature.allCases.map { Double(s.mismatchesByFeature[$0]) }
        let times = (1...4).map { s.setTimes.averageSeconds(differing: $0) }
        let isEmpty = s.recentGames.isEmpty && mismatches.allSatisfy { $0 == 0 } && times.allSatisfy { $0 == nil }
        return StatsPanel(
            frame: frame,
            title: saved ? tr("Statistics") : tr("Statistics (this session)"),
            figures: figures,
            lineTitle: s.recentGames.count > 1 ? tr("Sets per minute, last {1} games", s.recentGames.count) : tr("Sets per minute"),
            line: s.setsPerMinute(),
            bars: [
                StatsPanel.Bars(title: tr("Not a Set: the feature broken"), labels: [tr("Number"), tr("Shape"), tr("Shading"), tr("Colour")],
                                values: mismatches, valueTexts: mismatches.map { "\(Int($0))" }),
                StatsPanel.Bars(title: tr("Seconds per Set, by features that differ"), labels: ["1", "2", "3", "4"],
                                values: times.map { $0 ?? 0 },
                                valueTexts: times.map { $0.map(oneDecimal) ?? "–" }),
            ],
            emptyMessage: isEmpty ? emptyMessage(s) : nil,
            footer: padInUse ? tr("B closes") : tr("Escape or F3 closes"))
    }

    /// V6: the games against each level of the computer played, as won–lost–tied under a
    /// row that says so, each level's name set in under it; then the hot-seat games. Only
    /// what has been played shows. A narrow panel abbreviates "won–lost–tied" to "W–L–T".
    static func playersFigures(_ s: Statistics, narrow: Bool) -> [PanelRow] {
        let versus = ComputerLevel.allCases.compactMap { level -> PanelRow? in
            let r = s.versus(level)
            return r.won + r.lost + r.tied == 0 ? nil : PanelRow("  " + level.shownTitle, "\(r.won)–\(r.lost)–\(r.tied)")
        }
        // TRANSLATORS: the games against the computer: won–lost–tied, abbreviated W–L–T on a phone.
        return (versus.isEmpty ? [] : [PanelRow(tr("Vs computer"), narrow ? tr("W–L–T") : tr("won–lost–tied"))] + versus)
            + (s.hotSeatGames == 0 ? [] : [PanelRow(tr("Hot-seat games"), "\(s.hotSeatGames)")])
    }

    /// What the charts say while they have nothing to show: games with several players
    /// leave them alone (V9), so a player who has played only those is told so.
    static func emptyMessage(_ s: Statistics) -> String {
        let playedTogether = s.hotSeatGames > 0 || ComputerLevel.allCases.contains { level in
            let r = s.versus(level)
            return r.won + r.lost + r.tied > 0
        }
        return playedTogether
            ? tr("These charts follow your games alone: find Sets on your own and finish a game to see your pace and weak spots here.")
            : tr("Nothing here yet. Find some Sets and finish a game: your figures and weak spots will show here.")
    }

    static func dayCount(_ days: Int) -> String { trn("{1} day", "{1} days", days) }
}
