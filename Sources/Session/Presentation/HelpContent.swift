import SceneModel
import SetCore
import Layout

/// What the help overlay says (B8): the rule, an example of each kind, every control and
/// the scoring, the points taken from the game's own `ScoreTable`.
enum HelpContent {
    static let rule = "Find three cards that, in each of number, shape, shading and colour, "
        + "are all the same or all different."

    /// A Set: one, two, three; all different shapes; all solid; all red.
    static let aSet = [Card(.one, .diamond, .solid, .red), Card(.two, .oval, .solid, .red),
                       Card(.three, .squiggle, .solid, .red)]
    /// Not a Set: two are green and one is purple.
    static let notASet = [Card(.two, .oval, .striped, .green), Card(.two, .oval, .open, .green),
                          Card(.two, .oval, .solid, .purple)]

    /// Every control, from the one table of key bindings and its sibling of pad buttons.
    static var controls: [PanelRow] { (KeyBindings.helpRows + PadBindings.helpRows).map { PanelRow($0.keys, $0.does) } }

    static func scoring(_ table: ScoreTable) -> [PanelRow] {
        let quick = table.matchBase + table.speedBonusMax
        return [
            PanelRow("A Set", "+\(table.matchBase) to +\(quick + 4)"),
            PanelRow("  speed bonus", "+\(table.speedBonusMax), −1 per \(Int(table.secondsPerSpeedPoint)) s"),
            PanelRow("  fewer than \(table.crowdedTable) cards", "+\(table.pointsPerThreeFewerCards) per 3"),
            PanelRow("Not a Set", "−\(table.mismatchPenalty)"),
            PanelRow("Deal 3 with a Set there", "−\(table.needlessDealPenalty)"),
            PanelRow("Each hint", "−\(table.hintPenalty)"),
        ]
    }

    static func panel(in window: Size, scoreTable: ScoreTable) -> HelpPanel {
        HelpPanel(frame: OverlayLayout.helpPanel(in: window), title: "How to play Set", rule: rule,
                  examples: [
                      .init(cards: aSet, caption: "A Set: numbers and shapes all different, shading and colour all the same", isSet: true),
                      .init(cards: notASet, caption: "Not a Set: two are green, one is purple", isSet: false),
                  ],
                  controls: controls, scoring: scoring(scoreTable),
                  footer: "Escape, F1 or a click outside closes this", settingsButton: OverlayLayout.helpSettingsButton(in: window))
    }
}
