import SceneModel
import SetCore
import Layout

/// Every setting of the game, one entry each (B7, T2–T5, G4): its row in the settings
/// overlay, the action that toggles it (and so its key, from `KeyBindings`), how its two
/// values read, and its field of the protocol's `state`. Saving is `Settings`' own.
enum SettingsMenu {
    struct Row: Sendable {
        var label: String
        var action: GameAction
        /// The setting as a switch: on is the value the row lights up for.
        var isOn: WritableKeyPath<Settings, Bool> & Sendable
        /// How the value reads when on and when off.
        var on: String
        var off: String
        /// The field of `state` that shows it, and its value there; nil when `state` has none.
        var state: (field: String, value: @Sendable (Settings) -> any Encodable)?

        /// The key that toggles it too, as the bindings table names it.
        var key: String? { KeyBindings.all.first { $0.action == action }?.name }
    }

    static let rows: [Row] = [
        Row(label: "Theme", action: .toggleTheme, isOn: \.isDark, on: "Dark", off: "Light",
            state: ("theme", { $0.theme.rawValue })),
        Row(label: "Card colours", action: .togglePalette, isOn: \.isColourBlind, on: "Colour-blind", off: "Standard",
            state: ("palette", { $0.palette.rawValue })),
        Row(label: "Colour marks", action: .toggleColorMarks, isOn: \.colorMarks, on: "On", off: "Off",
            state: ("colorMarks", { $0.colorMarks })),
        Row(label: "Card key labels", action: .toggleKeyLabels, isOn: \.keyLabels, on: "On", off: "Off",
            state: ("keyLabels", { $0.keyLabels })),
        Row(label: "Squiggle", action: .toggleSquiggle, isOn: \.isCurved, on: "Curved", off: "Rectangle",
            state: ("squiggle", { $0.squiggle.rawValue })),
        Row(label: "Sound", action: .toggleSound, isOn: \.sound, on: "On", off: "Off", state: ("sound", { $0.sound })),
        Row(label: "Next game", action: .toggleJunior, isOn: \.junior, on: "Junior", off: "Classic", state: nil),
    ]

    /// The `state` fields of the settings, by name.
    static func stateFields(of settings: Settings) -> [(String, (any Encodable)?)] {
        rows.compactMap { row in row.state.map { ($0.field, $0.value(settings)) } }
    }

    static func panel(in window: Size, settings: Settings, pointer: Point?) -> SettingsPanel {
        let frames = OverlayLayout.settingsRows(rows.count, in: window)
        let toggles = zip(rows, frames).map { row, frame in
            let isOn = settings[keyPath: row.isOn]
            return SettingsPanel.Toggle(label: row.label, value: isOn ? row.on : row.off, isOn: isOn, frame: frame,
                                        key: row.key)
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
        guard let row = SettingsMenu.rows.first(where: { $0.action == action }) else { return }
        self[keyPath: row.isOn].toggle()
    }

    /// The two-valued settings as switches, for the settings list.
    var isDark: Bool {
        get { theme == .dark }
        set { theme = newValue ? .dark : .light }
    }
    var isColourBlind: Bool {
        get { palette == .colorblind }
        set { palette = newValue ? .colorblind : .standard }
    }
    var isCurved: Bool {
        get { squiggle == .curved }
        set { squiggle = newValue ? .curved : .rectangle }
    }
}
