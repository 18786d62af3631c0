import SceneModel
import SetCore
import Layout
import Localization

/// What the help overlay says (B8): the rule, an example of each kind, every control and
/// the scoring, the points taken from the game's own `ScoreTable`.
enum HelpContent {
    static var rule: String {
        tr("Find three cards that, in each of number, shape, shading and colour, are all the same or all different.")
    }

    /// A Set: one, two, three; all different shapes; all solid; all red.
    static let aSet = [Card(.one, .diamond, .solid, .red), Card(.two, .oval, .solid, .red),
                       Card(.three, .squiggle, .solid, .red)]
    /// Not a Set: two are green and one is purple.
    static let notASet = [Card(.two, .oval, .striped, .green), Card(.two, .oval, .open, .green),
                          Card(.two, .oval, .solid, .purple)]

    /// Every control, from the one table of key bindings and its sibling of pad buttons.
    static var controls: [PanelRow] { (KeyBindings.helpRows + PadBindings.helpRows).map { PanelRow($0.keys, $0.does) } }

    static func scoring(_ table: ScoreTable) -> [PanelRow] {
        // The most a Set earns: found at once with the fewest cards on the table, three.
        let most = Scoring.match(seconds: 0, cardsOnTable: 3, table: table)
        return [
            // TRANSLATORS: the points of a Set, e.g. "+3 to +9".
            PanelRow(tr("A Set"), tr("+{1} to +{2}", table.matchBase, most)),
            // TRANSLATORS: the rows under "A Set" start with two spaces (they are parts of it);
            // {2} is a number of seconds.
            PanelRow(tr("  speed bonus"), tr("+{1}, −1 per {2} s", table.speedBonusMax, Int(table.secondsPerSpeedPoint))),
            PanelRow(tr("  fewer than {1} cards", table.crowdedTable), tr("+{1} per 3", table.pointsPerThreeFewerCards)),
            PanelRow(tr("Not a Set"), "−\(table.mismatchPenalty)"),
            PanelRow(tr("Deal 3 with a Set there"), "−\(table.needlessDealPenalty)"),
            PanelRow(tr("Each hint"), "−\(table.hintPenalty)"),
        ]
    }

    /// The help; `padInUse`: its footer names the pad's buttons that close it (C1); `scroll`:
    /// how far it is scrolled, 0 to 1 (B8).
    static func panel(in window: Size, scoreTable: ScoreTable, padInUse: Bool, scroll: Double = 0) -> HelpPanel {
        HelpPanel(frame: OverlayLayout.helpPanel(in: window), title: tr("How to play Set"), rule: rule,
                  examples: [
                      .init(cards: aSet, caption: tr("A Set: numbers and shapes all different, shading and colour all the same"), isSet: true),
                      .init(cards: notASet, caption: MismatchExplanation(notASet)?.sentence ?? "", isSet: false),
                  ],
                  controls: controls, scoring: scoring(scoreTable),
                  footer: padInUse ? tr("B or Back closes this") : tr("Escape, F1 or a click outside closes this"),
                  settingsButton: settingsButton(in: window), settingsLabel: settingsLabel, scroll: scroll)
    }

    /// The label of the help's button that opens the settings.
    static var settingsLabel: String { tr("Settings…") }

    /// The help's button that opens the settings, as wide as its label needs.
    static func settingsButton(in window: Size) -> Rect {
        OverlayLayout.helpSettingsButton(in: window, label: settingsLabel)
    }
}
