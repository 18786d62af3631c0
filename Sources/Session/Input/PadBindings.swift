import Localization

/// What a gamepad button asks for (C1).
public enum PadCommand: Hashable, Sendable {
    /// Moves the pad's focus ring one step in this direction on screen.
    case move(Direction)
    /// Presses what the ring is on: picks the focused card (in a hot-seat game with no
    /// call running, calls Set for the pad's player first, C2) or presses the focused button.
    case press
    /// The same as this command key or button.
    case play(GameAction)
}

/// One gamepad button: what it does and how players read it.
public struct PadBinding: Sendable {
    /// The button as players read it: `A`, `Start`, `D-pad`.
    public let name: String
    public let buttons: [PadButton]
    public let command: @Sendable (PadButton) -> PadCommand
    /// What it does, in the help's words.
    public let does: String
    /// Buttons of one kind share a line of the help.
    public let helpLine: HelpLine

    public enum HelpLine: Int, CaseIterable, Sendable { case ring, commands, panels }
}

/// Every gamepad button of the game, written once (C1), beside the key bindings: what a
/// press does, the help overlay's lines for the pad, and what docs/controls.md, the README
/// and the man page list (`KeyBindingDocsTests` holds them to this table).
public enum PadBindings {
    public static let all: [PadBinding] = [
        PadBinding(name: "D-pad", buttons: [.dpup, .dpdown, .dpleft, .dpright], command: { .move(direction(of: $0)) },
                   does: trLater("move the ring"), helpLine: .ring),
        PadBinding(name: "A", buttons: [.a], command: { _ in .press }, does: trLater("pick, press"), helpLine: .ring),
        PadBinding(name: "X", buttons: [.x], command: { _ in .play(.dealThree) }, does: trLater("deal 3"), helpLine: .commands),
        PadBinding(name: "Y", buttons: [.y], command: { _ in .play(.hint) }, does: trLater("hint"), helpLine: .commands),
        PadBinding(name: "B", buttons: [.b], command: { _ in .play(.escape) }, does: trLater("clear, close a panel"), helpLine: .commands),
        PadBinding(name: "Start", buttons: [.start], command: { _ in .play(.toggleSettings) }, does: trLater("settings"), helpLine: .panels),
        PadBinding(name: "Back", buttons: [.back], command: { _ in .play(.toggleHelp) }, does: trLater("help"), helpLine: .panels),
    ]

    /// What a press of `button` asks for.
    public static func command(for button: PadButton) -> PadCommand {
        guard let binding = all.first(where: { $0.buttons.contains(button) }) else {
            preconditionFailure("no binding for the pad's \(button.rawValue)")
        }
        return binding.command(button)
    }

    /// The direction of a d-pad button.
    static func direction(of button: PadButton) -> Direction {
        switch button {
        case .dpup: .up
        case .dpleft: .left
        case .dpright: .right
        default: .down
        }
    }

    /// The help's lines for the pad (B8, C1): one per kind of button, with every button of it.
    public static var helpRows: [(keys: String, does: String)] {
        PadBinding.HelpLine.allCases.map { line in
            let bindings = all.filter { $0.helpLine == line }
            // TRANSLATORS: a gamepad's buttons in the help, e.g. "Pad X / Y / B"; {1} are the buttons' names.
            return (tr("Pad {1}", bindings.map(\.name).joined(separator: " / ")), bindings.map { tr($0.does) }.joined(separator: " / "))
        }
    }
}
