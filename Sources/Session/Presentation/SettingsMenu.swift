import SceneModel
import SetCore
import Table

/// The settings overlay's rows (T5): each a setting, the action that toggles it, the key
/// that does the same, and how its value reads.
enum SettingsMenu {
    struct Row: Sendable {
        var label: String
        var action: GameAction
        var key: String?
        var value: @Sendable (Settings) -> (text: String, isOn: Bool)
    }

    static let rows: [Row] = [
        Row(label: "Theme", action: .toggleTheme, key: "Ctrl+T") { ($0.theme == .dark ? "Dark" : "Light", $0.theme == .dark) },
        Row(label: "Card colours", action: .togglePalette, key: "Ctrl+P") {
            ($0.palette == .colorblind ? "Colour-blind" : "Standard", $0.palette == .colorblind)
        },
        Row(label: "Colour marks", action: .toggleColorMarks, key: nil) { ($0.colorMarks ? "On" : "Off", $0.colorMarks) },
        Row(label: "Card key labels", action: .toggleKeyLabels, key: "Ctrl+L") { ($0.keyLabels ? "On" : "Off", $0.keyLabels) },
        Row(label: "Squiggle", action: .toggleSquiggle, key: nil) {
            ($0.squiggle == .curved ? "Curved" : "Rectangle", $0.squiggle == .curved)
        },
        Row(label: "Sound", action: .toggleSound, key: "Ctrl+M") { ($0.sound ? "On" : "Off", $0.sound) },
        Row(label: "Next game", action: .toggleJunior, key: nil) {
            ($0.junior ? "Junior" : "Classic", $0.junior)
        },
    ]

    static func panel(in window: Size, settings: Settings, pointer: Point?) -> SettingsPanel {
        let frames = OverlayLayout.settingsRows(rows.count, in: window)
        let toggles = zip(rows, frames).map { row, frame in
            let value = row.value(settings)
            return SettingsPanel.Toggle(label: row.label, value: value.text, isOn: value.isOn, frame: frame, key: row.key)
        }
        return SettingsPanel(frame: OverlayLayout.settingsPanel(in: window, rows: rows.count), title: "Settings",
                             toggles: toggles, footer: "Click a setting to change it · Escape or F2 closes",
                             highlighted: pointer.flatMap { point in frames.firstIndex { $0.contains(point) } })
    }

    /// The action of the row under `point`, if any.
    static func action(at point: Point, in window: Size) -> GameAction? {
        let frames = OverlayLayout.settingsRows(rows.count, in: window)
        return frames.firstIndex { $0.contains(point) }.map { rows[$0].action }
    }
}

extension Settings {
    /// Carries out a settings action (B7, T2–T5, G4): the one setting it names changes.
    mutating func toggle(_ action: GameAction) {
        switch action {
        case .toggleSound: sound.toggle()
        case .toggleColorMarks: colorMarks.toggle()
        case .toggleSquiggle: squiggle = squiggle == .rectangle ? .curved : .rectangle
        case .toggleTheme: theme = theme == .light ? .dark : .light
        case .togglePalette: palette = palette == .standard ? .colorblind : .standard
        case .toggleKeyLabels: keyLabels.toggle()
        case .toggleJunior: junior.toggle()
        default: break
        }
    }
}
