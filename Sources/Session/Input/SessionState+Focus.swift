import Layout

/// A button on screen that a click presses and a pad's ring can be on: the bar's, or the
/// open panel's (a settings row, a review arrow, a summary button). `name` is its key in
/// the protocol's `buttons`.
struct ScreenButton: Sendable {
    var name: String
    var frame: Rect
    var action: GameAction
    var enabled = true
    /// The radius of its rounded corners, which a ring around it follows: a pill's, unless
    /// told (a settings row).
    var cornerRadius: Double?

    var corner: Double { cornerRadius ?? frame.height / 2 }
}

/// The focus ring's places and moves (C1): the cards in the grid's own directions on
/// screen, past the last row to the button bar, and the buttons of the panel on top.
extension SessionState {
    /// The buttons of the bar, in their order on screen.
    var barButtons: [ScreenButton] {
        ButtonID.allCases.compactMap { id in
            screen.buttons[id].map {
                ScreenButton(name: id.rawValue, frame: $0, action: id.action, enabled: isEnabled(id))
            }
        }
    }

    /// Whether the bar's button acts, drawn lit (else greyed): Deal while cards can be dealt
    /// and chosen, Hint while they can be chosen in a solo game.
    func isEnabled(_ id: ButtonID) -> Bool {
        switch id {
        case .deal: play.canDeal && overlay.letsCardsBeChosen
        case .hint: overlay.letsCardsBeChosen && puzzle == nil && contest == nil
        case .newGame, .help, .rotate: true
        }
    }

    /// The buttons of the panel on top (none without one, or in the statistics).
    var panelButtons: [ScreenButton] {
        switch overlay {
        case .help:
            [ScreenButton(name: "settings", frame: HelpContent.settingsButton(in: screen.window), action: .toggleSettings)]
        case .settings:
            zip(SettingsMenu.rows, OverlayLayout.settingsRows(SettingsMenu.rows.count, in: screen.window)).map {
                ScreenButton(name: $0.name, frame: $1, action: $0.action, cornerRadius: OverlayLayout.settingsRowRadius($1))
            }
        case .review:
            reviewButtons
        case .gameOver:
            summaryButtonFrames.map { ScreenButton(name: $0.name, frame: $0.frame, action: $0.action) }
        case .stats, .none:
            []
        }
    }

    /// The review's arrows, each drawn only where there is somewhere to go: to the previous
    /// and the next step, and round the Sets missed on the step's table when there are two.
    /// The review's panel draws these and no others.
    var reviewButtons: [ScreenButton] {
        let window = screen.window, arrows = OverlayLayout.reviewArrows(in: window)
        var buttons: [ScreenButton] = []
        if reviewStep > 0 { buttons.append(ScreenButton(name: "previousSet", frame: arrows.previous, action: .stepReview(by: -1))) }
        if reviewStep + 1 < reviewSteps.count {
            buttons.append(ScreenButton(name: "nextSet", frame: arrows.next, action: .stepReview(by: 1)))
        }
        if let missed = shownReviewStep?.missed, missed > 1 {
            let row = OverlayLayout.reviewMissedRow(in: window)
            buttons += [ScreenButton(name: "previousMissed", frame: row.previous, action: .stepMissed(by: -1)),
                        ScreenButton(name: "nextMissed", frame: row.next, action: .stepMissed(by: 1))]
        }
        return buttons
    }

    /// What the pointer changes on screen: the buttons under it, drawn lit (the bar's, a
    /// settings row, a summary button, a review arrow), and a button chosen with the keys,
    /// lit until the pointer moves. The window draws again when this changes as the pointer
    /// moves, and only then.
    public struct PointerLook: Equatable, Sendable {
        var lit: [String]
        var chosen: Int?
    }

    /// The panel's button drawn lit, by its place in `panelButtons`: the one chosen with the
    /// keys, else the one under the pointer (a settings row, a summary button, a review arrow).
    var litPanelButton: Int? {
        chosenButton ?? pointer.flatMap { point in panelButtons.firstIndex { $0.frame.contains(point) } }
    }

    public var pointerLook: PointerLook {
        let lit = pointer.map { point in (barButtons + panelButtons).filter { $0.frame.contains(point) }.map(\.name) }
        return PointerLook(lit: lit ?? [], chosen: chosenButton)
    }

    /// The buttons a ring can be on now: the panel's; under the game-over summary, its
    /// buttons and the bar's (New Game); with no panel, the bar's.
    var focusableButtons: [ScreenButton] {
        switch overlay {
        case .none: barButtons
        case .gameOver: panelButtons + barButtons
        default: panelButtons
        }
    }

    /// Where pad `id`'s ring is now: its place if there still is one, the last card if the
    /// table shrank under it, else the first card (or the first button) of what is on top.
    public func focusPlace(ofPad id: Int) -> FocusPlace? {
        resolved(pads.pad(id)?.place)
    }

    func resolved(_ place: FocusPlace?) -> FocusPlace? {
        let cards = overlay.letsCardsBeChosen ? play.table.count : 0
        let buttons = focusableButtons
        switch place {
        case .card(let index)? where cards > 0: return .card(min(max(0, index), cards - 1))
        case .button(let name)? where buttons.contains(where: { $0.name == name }): return place
        default: return cards > 0 ? .card(0) : (buttons.first(where: \.enabled) ?? buttons.first).map { .button($0.name) }
        }
    }

    /// Where a ring at `place` goes one step in `direction`; nil when it stays.
    func focusMove(from place: FocusPlace, _ direction: Direction) -> FocusPlace? {
        switch place {
        case .card(let index): return cardMove(from: index, direction)
        case .button(let name):
            let buttons = focusableButtons
            guard let from = buttons.first(where: { $0.name == name }) else { return nil }
            if overlay.letsCardsBeChosen, direction == .up, !play.table.isEmpty {
                return .card(lastRowCard(nearestTo: from.frame.midX))
            }
            // The ring passes over greyed buttons.
            let lit = buttons.filter(\.enabled)
            return Self.nearest(from: from.frame, direction, among: lit.map(\.frame)).map { .button(lit[$0].name) }
        }
    }

    /// A step from card `index` in the grid as it is on screen (rows left to right, top to
    /// bottom, in portrait and landscape): down from the last row goes to the bar's button
    /// below the card, down into a shorter last row to its last card.
    private func cardMove(from index: Int, _ direction: Direction) -> FocusPlace? {
        let count = play.table.count, columns = max(1, grid.columns)
        let row = index / columns, column = index % columns, rows = (count + columns - 1) / columns
        switch direction {
        case .left: return column > 0 ? .card(index - 1) : nil
        case .right: return column + 1 < columns && index + 1 < count ? .card(index + 1) : nil
        case .up: return row > 0 ? .card(index - columns) : nil
        case .down:
            if index + columns < count { return .card(index + columns) }
            if row + 1 < rows { return .card(count - 1) }
            let card = grid.frames.indices.contains(index) ? grid.frames[index] : screen.cardArea
            let bar = barButtons.filter(\.enabled)
            return Self.nearest(from: card.offsetBy(dx: 0, dy: -scroll.offset), .down, among: bar.map(\.frame))
                .map { .button(bar[$0].name) }
        }
    }

    /// The card of the grid's last row whose centre is nearest `x`.
    private func lastRowCard(nearestTo x: Double) -> Int {
        let count = play.table.count, columns = max(1, grid.columns)
        let first = (count - 1) / columns * columns
        func distance(_ index: Int) -> Double {
            grid.frames.indices.contains(index) ? abs(grid.frames[index].midX - x) : .infinity
        }
        return (first..<count).min { distance($0) < distance($1) } ?? count - 1
    }

    /// The index of the frame nearest `from` in `direction`: its centre beyond `from`'s
    /// that way, the distance across that direction weighing twice the distance along it.
    static func nearest(from: Rect, _ direction: Direction, among frames: [Rect]) -> Int? {
        func distance(_ frame: Rect) -> Double? {
            let dx = frame.midX - from.midX, dy = frame.midY - from.midY
            let (along, across) = switch direction {
            case .left: (-dx, dy)
            case .right: (dx, dy)
            case .up: (-dy, dx)
            case .down: (dy, dx)
            }
            return along > 0.5 ? along + 2 * abs(across) : nil
        }
        return frames.indices.compactMap { i in distance(frames[i]).map { (i, $0) } }.min { $0.1 < $1.1 }?.0
    }

    /// Where a ring at `place` is drawn: a card where it is now, a button's frame.
    func focusFrame(_ place: FocusPlace) -> Rect? { focusShape(place)?.frame }

    /// What the ring at `place` rings: its frame, and the radius of its corners that the
    /// ring's follow (a card's, a pill's or a settings row's).
    func focusShape(_ place: FocusPlace) -> (frame: Rect, corner: Double)? {
        switch place {
        case .card(let index):
            guard play.table.indices.contains(index) else { return nil }
            let key = CardKey(game: gameNumber, card: play.table[index])
            guard let frame = motion.tableStates(at: now).first(where: { $0.key == key })?.state.frame else { return nil }
            return (frame, frame.width * CardShape.cornerRatio)
        case .button(let name):
            return focusableButtons.first { $0.name == name }.map { ($0.frame, $0.corner) }
        }
    }
}
