import SceneModel
import SetCore
import Layout
import Localization

/// Every setting of the game, one entry each (B7, T2–T5, G4): its row in the settings
/// overlay, the action that toggles it (and so its key, from `KeyBindings`), how its two
/// values read, and its field of the protocol's `state`. Saving is `Settings`' own.
enum SettingsMenu {
    struct Row: Sendable {
        var label: String
        /// Its key in the protocol's `buttons` while the settings show (a pad's ring on it).
        var name: String
        var action: GameAction
        /// How the value reads now, and whether the row is lit (on, or not the default).
        var read: @Sendable (Settings) -> (text: String, isOn: Bool)
        /// What the row's action does to the settings.
        var change: @Sendable (inout Settings) -> Void
        /// The field of `state` that shows it, and its value there; nil when `state` has none.
        var state: (field: String, value: @Sendable (Settings) -> any Encodable)?
        /// Every way its value may read, in the player's language (the pills are sized for the longest).
        var choices: @Sendable () -> [String]

        /// The key that toggles it too, as the bindings table names it (as the player's keyboard labels it).
        var key: String? { KeyBindings.all.first { $0.action == action }?.shownName }

        /// A setting with two values, as a switch: `isOn` is the value the row lights up for.
        static func toggle(_ label: String, _ action: GameAction, _ isOn: WritableKeyPath<Settings, Bool> & Sendable,
                           on: String, off: String, state: (field: String, value: @Sendable (Settings) -> any Encodable)?,
                           name: String? = nil) -> Row {
            Row(label: label, name: name ?? state?.field ?? label, action: action,
                read: { ($0[keyPath: isOn] ? tr(on) : tr(off), $0[keyPath: isOn]) },
                change: { $0[keyPath: isOn].toggle() }, state: state, choices: { [tr(on), tr(off)] })
        }
    }

    static let rows: [Row] = [
        // The words are marked for the catalogue here and translated where they are shown.
        .toggle(trLater("Theme"), .toggleTheme, \.isDark, on: trLater("Dark"), off: trLater("Light"),
                state: ("theme", { $0.theme.rawValue })),
        .toggle(trLater("Card colours"), .togglePalette, \.isColourBlind, on: trLater("Colour-blind"),
                off: trLater("Standard"), state: ("palette", { $0.palette.rawValue })),
        .toggle(trLater("Colour marks"), .toggleColorMarks, \.colorMarks, on: trLater("On"), off: trLater("Off"),
                state: ("colorMarks", { $0.colorMarks })),
        .toggle(trLater("Card key labels"), .toggleKeyLabels, \.keyLabels, on: "On", off: "Off",
                state: ("keyLabels", { $0.keyLabels })),
        .toggle(trLater("Squiggle"), .toggleSquiggle, \.isCurved, on: trLater("Curved"), off: trLater("Rectangle"),
                state: ("squiggle", { $0.squiggle.rawValue })),
        .toggle(trLater("Sound"), .toggleSound, \.sound, on: "On", off: "Off", state: ("sound", { $0.sound })),
        // TRANSLATORS: the kind of the next game: Junior (27 solid cards) or Classic (all 81).
        .toggle(trLater("Next game"), .toggleJunior, \.junior, on: trLater("Junior"), off: trLater("Classic"), state: nil,
                name: "junior"),
        // Who plays the next game (V1): each click steps to the next choice.
        Row(label: trLater("Players"), name: "players", action: .choosePlayers,
            read: { ($0.opponents.map(playersText) ?? tr("Solo"), $0.opponents != nil) },
            change: { $0.nextPlayers() }, state: nil,
            choices: { Settings.playerChoices.map { $0.map(playersText) ?? tr("Solo") } }),
    ]

    /// How a choice of players reads on its row.
    static func playersText(_ opponents: Opponents) -> String {
        switch opponents {
        case .hotSeat(let players): trn("{1} player", "{1} players", players)
        // TRANSLATORS: a game against the computer at a level ("easy", "medium", "hard", "rival").
        case .computer(let level): tr("vs {1}", level.shownTitle)
        }
    }

    /// The `state` fields of the settings, by name.
    static func stateFields(of settings: Settings) -> [(String, (any Encodable)?)] {
        rows.compactMap { row in row.state.map { ($0.field, $0.value(settings)) } }
    }

    /// The settings, the row `highlighted` lit (chosen with the keys or under the pointer,
    /// `SessionState.litPanelButton`); `padInUse`: its footer says how the pad changes a row
    /// and closes it (C1).
    static func panel(in window: Size, settings: Settings, highlighted: Int?, padInUse: Bool) -> SettingsPanel {
        let frames = OverlayLayout.settingsRows(rows.count, in: window)
        let toggles = zip(rows, frames).map { row, frame in
            let value = row.read(settings)
            return SettingsPanel.Toggle(label: tr(row.label), value: value.text, isOn: value.isOn, frame: frame, key: row.key)
        }
        return SettingsPanel(frame: OverlayLayout.settingsPanel(in: window, rows: rows.count), title: tr("Settings"),
                             toggles: toggles, choices: rows.flatMap { $0.choices() }, footer: padInUse ? tr("A changes the setting in the ring · B closes")
                                : tr("Click a setting, or choose one with ↑ ↓ and Return · Escape or F2 closes"),
                             highlighted: highlighted)
    }
}

extension Settings {
    /// Carries out a settings action (B7, T2–T5, G4): the one setting it names changes.
    mutating func toggle(_ action: GameAction) {
        SettingsMenu.rows.first { $0.action == action }?.change(&self)
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
