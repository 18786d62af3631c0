/// A button of a gamepad (C1), named as SDL's game-controller API names it (the protocol's
/// `pad N BUTTON`).
public enum PadButton: String, CaseIterable, Hashable, Sendable {
    case a, b, x, y, back, start, dpup, dpdown, dpleft, dpright
}

/// A direction on screen: the d-pad's and the left stick's (C1).
public enum Direction: String, CaseIterable, Hashable, Sendable {
    case up, down, left, right
}

/// What a gamepad did (C1, C2). The pad is named by a number of the shell's choosing: the
/// protocol's N, or SDL's instance id of the controller in a window.
public enum PadInput: Hashable, Sendable {
    /// A button went down (a pad not seen before is plugged in by it).
    case press(PadButton)
    /// The left stick's position, each axis from −1 to 1 (right and down positive).
    case stick(x: Double, y: Double)
    /// The pad was unplugged: its player's call is cancelled without a penalty (C2).
    case unplugged
}
