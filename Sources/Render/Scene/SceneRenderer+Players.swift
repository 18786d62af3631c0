import SceneModel
import Layout
import Localization

/// The players bar of a game with several players (V5): each entry a small plate in the
/// bars' colour, marked with the player's colour and number (a cue that does not rely on
/// hue), their name and score on the first line, their Sets and what they are doing on the
/// second (or, where the entry is tall, the name on a line of its own, then the Sets and the
/// score, then a computer's level and what they are doing); the leader's score starred (its
/// Sets, where the star beside the score would shrink the name), a call's countdown as a
/// draining bar.
extension SceneRenderer {
    func drawPlayers(_ players: [PlayerEntry], chrome u: Double, _ s: Double) throws {
        for entry in players where reaches(entry.frame, s) {
            try drawPlayer(entry, chrome: u, s)
        }
    }

    private func drawPlayer(_ entry: PlayerEntry, chrome u: Double, _ s: Double) throws {
        let frame = entry.frame, colour = theme.color(ofPlayer: entry.number)
        guard frame.width >= 8, frame.height >= 8 else { return }
        let radius = min(10 * u, frame.height / 4)
        let active = entry.status.isCalling
        if active {
            // A call or the computer's Set rings the plate in the player's colour.
            try blitRoundedRect(frame, radius: radius, color: colour, s)
            try blitRoundedRect(frame.insetBy(dx: 3 * u, dy: 3 * u), radius: max(0, radius - 3 * u), color: theme.bar, s)
        } else {
            try blitRoundedRect(frame, radius: radius, color: theme.bar, s)
        }
        let plate = try plate(of: entry, chrome: u, s)
        let (pad, lines, size, top, middle, bottom) = (plate.pad, plate.lines, plate.size, plate.top, plate.middle,
                                                       plate.bottom)

        // The badge: the player's number on a disc of their colour, in the bars' dark or light
        // text, whichever reads better on it (dark digits on the light theme's blue were 2.3:1).
        try blitRoundedRect(plate.badge, radius: plate.badge.width / 2, color: colour, s)
        try drawText("\(entry.number)", at: plate.badge.center, size: plate.badge.width * 0.62, weight: .bold,
                     color: colour.clearer(of: theme.bar, theme.barText), anchor: .center, s)

        let (left, right) = (plate.left, plate.right)
        let score = (plate.starsScore ? "★ " : "") + "\(entry.score)"
        let scoreWidth = try drawText(score, at: Point(x: right, y: middle), size: plate.scoreSize, weight: .bold,
                                      color: entry.isLeader ? theme.selected : theme.barText, anchor: .right, s,
                                      maxWidth: (right - left) * 0.45)
        // The score keeps its size and the name takes what is left: the score is what the
        // players look at. A name that says only the player's number is left out where it
        // has no room beside a score nor a line of its own, the numbered disc standing for it
        // (four players in a 200-point window: the disc and the score).
        let nameRoom = lines == 3 ? right - left : plate.roomBesideScore - scoreWidth
        if plate.showsName {
            try drawText(plate.name, at: Point(x: left, y: top), size: size, weight: .bold, color: theme.barText,
                         anchor: .left, s, maxWidth: max(1, nameRoom))
        }

        let line = try lastLine(of: entry, on: plate, s)
        if lines == 3 {
            try drawText(line.sets, at: Point(x: frame.minX + pad, y: middle), size: line.size, weight: .regular,
                         color: theme.barTextDim, anchor: .left, s, maxWidth: line.setsRoom)
        }
        if let left = line.left {
            try drawText(left, at: Point(x: frame.minX + pad, y: bottom), size: line.size, weight: .regular,
                         color: theme.barTextDim, anchor: .left, s, maxWidth: max(1, line.leftRoom))
        }
        if let status = line.status {
            try drawText(status, at: Point(x: right, y: bottom), size: line.size, weight: .bold,
                         color: active ? colour : theme.barTextDim, anchor: .right, s, maxWidth: max(1, line.statusRoom))
        }
        if case .calling(_, let share) = entry.status {
            // The countdown drains along the plate's foot, inside its ring.
            let bar = Rect(x: frame.minX + radius, y: frame.maxY - 8 * u,
                           width: (frame.width - 2 * radius) * max(0, min(1, share)), height: 3 * u)
            fill(bar, colour, s)
        }
        if entry.status == .locked {
            // Locked out: the whole plate dimmed.
            try blitRoundedRect(frame, radius: radius, color: theme.scrim, s)
        }
    }

    /// The small text under a player's name: their Sets, and a computer's level when its
    /// name was parted, on the left of the last line (the Sets on the middle line of three,
    /// the level under them); what they are doing on its right; the size and room of each.
    struct LastLine {
        var sets: String
        var setsRoom: Double
        var left: String?
        var leftRoom: Double
        var status: String?
        var statusRoom: Double
        var size: Double
    }

    func lastLine(of entry: PlayerEntry, on plate: PlayerPlate, _ s: Double) throws -> LastLine {
        let frame = entry.frame, pad = plate.pad
        let sets = trn("{1} Set", "{1} Sets", entry.sets), small = plate.size * 0.82
        func starred(_ text: String?) -> String? {
            entry.isLeader && !plate.starsScore ? "★" + (text.map { " " + $0 } ?? "") : text
        }
        let setsRoom = (frame.width - 2 * pad) * 0.45, whole = plate.right - frame.minX - pad
        let status = Self.statusText(entry.status)
        let threeLines = plate.lines == 3
        let withLevel = starred(threeLines ? plate.detail : plate.detail.map { "\(sets) · \($0)" } ?? sets)
        let withoutLevel = starred(threeLines ? nil : sets)
        // Where even the smallest text would not let both fit, the computer's level gives
        // way to what the player is doing ("Intermedio" beside "Pensando…" at 200 points),
        // and then what they are doing to their Sets, which nothing else shows (the plate's
        // ring, countdown and dimming still show a call, a Set and a lock).
        let choices = [(withLevel, status), (withoutLevel, status)] + (threeLines ? [] : [(withoutLevel, nil)])
        var line = LastLine(sets: sets, setsRoom: setsRoom, left: withLevel, leftRoom: setsRoom, status: status,
                            statusRoom: whole, size: small)
        for (left, status) in choices {
            (line.left, line.status) = (left, status)
            switch (left, status) {
            case let (left?, status?):
                // Side by side, the two shrink alike when they do not both fit (a narrow
                // entry's "Bloqueado" as large as its "0 Sets").
                let room = max(0, whole - pad * 0.5)
                let widths = (try textWidth(left, size: small, weight: .regular, s),
                              try textWidth(status, size: small, weight: .bold, s))
                let share = min(1, room / max(1, widths.0 + widths.1))
                (line.leftRoom, line.statusRoom) = (widths.0 * share, widths.1 * share)
            case let (left?, nil):
                // Alone on the line, in the Sets' room as beside a state, or the line's.
                line.leftRoom = try fits(left, size: small, weight: .regular, in: setsRoom, s) ? setsRoom : whole
            case (nil, _):
                line.statusRoom = whole
            }
            let fit = try line.left.map { try fits($0, size: small, weight: .regular, in: line.leftRoom, s) } ?? true
                && line.status.map { try fits($0, size: small, weight: .bold, in: line.statusRoom, s) } ?? true
            if fit { break }
        }
        return line
    }

    /// Whether `string` drawn at `size` shrunk to `room` (`drawText`'s `maxWidth`) stays
    /// within it: not where it would need less than the smallest text.
    func fits(_ string: String, size: Double, weight: TextCache.Weight, in room: Double, _ s: Double) throws -> Bool {
        let pixels = try textPixelSize(string, size: size, weight: weight, s, maxWidth: room)
        return Double(try text.width(string, pixelSize: pixels, weight: weight)) <= room * s + 1
    }

    /// How a player's entry is set: its lines (the name on one of its own, or beside the
    /// score), where they lie, the text's and the score's size, the badge, the room between
    /// the badge and the right edge, and whether the name is shown at all.
    struct PlayerPlate {
        var pad, lines, size, scoreSize: Double
        var top, middle, bottom: Double
        var badge: Rect
        var left, right: Double
        var showsName = true
        /// The name on its line, and the level on the last line when a computer's whole name
        /// would have to shrink on a line of its own or beside the score
        /// (`PlayerEntry.nameParts`).
        var name: String
        var detail: String?
        /// Whether the leader's star goes before the score; where it would shrink the name
        /// beside the score (German "Spieler 1" on a phone), it goes before the Sets instead.
        var starsScore = false

        /// The room for a name and a score side by side, with a gap between them.
        var roomBesideScore: Double { right - left - pad * 0.5 }
    }

    func plate(of entry: PlayerEntry, chrome u: Double, _ s: Double) throws -> PlayerPlate {
        let frame = entry.frame, pad = min(8 * u, frame.height * 0.12)
        func plate(lines: Double) -> PlayerPlate {
            let lineHeight = (frame.height - 2 * pad) / lines
            let size = min(lineHeight * (lines == 3 ? 0.78 : 0.72), 17 * u)
            let top = frame.minY + pad + lineHeight / 2, badge = min(lineHeight * 0.95, 26 * u)
            let badgeFrame = Rect(x: frame.minX + pad, y: top - badge / 2, width: badge, height: badge)
            return PlayerPlate(pad: pad, lines: lines, size: size, scoreSize: size * 1.12, top: top,
                               middle: lines == 3 ? top + lineHeight : top, bottom: frame.maxY - pad - lineHeight / 2,
                               badge: badgeFrame, left: badgeFrame.maxX + pad * 0.75, right: frame.maxX - pad,
                               name: entry.name)
        }
        let two = plate(lines: 2)
        let fitsBeside = try nameFits(entry.name, in: two, s)
        // A tall entry gives the name a line of its own, the score going under it; so does a
        // narrow one whose name has no room beside the score, while the name is still legible
        // on a third of it (four players at 360 points).
        let three = plate(lines: 3)
        let besideScore = frame.height < 84 * u && (fitsBeside || three.size < Self.smallestNameSize)
        var chosen = besideScore ? two : three
        chosen.showsName = !besideScore || !entry.isNumbered || fitsBeside
        // A computer's whole name that would shrink on its line ("Computer (schwer)" under
        // "Spieler 1"'s size, "Ordinateur (moyen)" beside its score on a phone) is shown in its
        // two parts: "Computer" at the name's size, the level on the last line.
        if let parts = entry.nameParts,
           try besideScore
            ? !nameFits(entry.name, in: two, atShare: 1, s)
            : textWidth(entry.name, size: three.size, weight: .bold, s) > three.right - three.left {
            chosen.name = parts.name
            chosen.detail = parts.detail
        }
        // Nor is any name drawn where even the smallest text would run it into the score
        // ("Computer" beside its score at 200×200): the numbered disc stands for it.
        if besideScore, chosen.showsName {
            let scoreWidth = try textWidth("\(entry.score)", size: two.scoreSize, weight: .bold, s)
            chosen.showsName = try fits(chosen.name, size: two.size, weight: .bold, in: two.roomBesideScore - scoreWidth, s)
        }
        // The star beside the score as long as the name keeps most of its size beside both.
        if entry.isLeader {
            chosen.starsScore = try !besideScore || !chosen.showsName
                || nameFits(chosen.name, in: two, beside: "★ \(entry.score)", atShare: Self.starredNameShare, s)
        }
        return chosen
    }

    /// Whether a name fits at `share` of its size (`smallestNameShare` unless told) beside
    /// `score` on `plate`'s first line. The score is the widest a game gives unless told,
    /// whatever the score now: so a bar shows its names or leaves them out from its first
    /// frame to its last, not as the scores change.
    private func nameFits(_ name: String, in plate: PlayerPlate, beside score: String = widestScore,
                          atShare share: Double = smallestNameShare, _ s: Double) throws -> Bool {
        let scoreWidth = try textWidth(score, size: plate.scoreSize, weight: .bold, s)
        return try textWidth(name, size: plate.size, weight: .bold, s) * share <= plate.roomBesideScore - scoreWidth
    }

    /// The least share of its size the leader's name is drawn at beside its starred score;
    /// where it would be smaller, the star goes before the leader's Sets.
    static let starredNameShare = 0.9

    /// The smallest size a name is given a line of its own at, in points.
    static let smallestNameSize = 9.0

    /// The widest score a player's entry is laid out for: the leader's star and two digits.
    static let widestScore = "★ 00"
    /// A numbered name that would be drawn smaller than this share of its size beside the
    /// widest score is left out instead.
    static let smallestNameShare = 0.6

    /// What the player is doing, in a word or two; nil while they wait like everyone.
    static func statusText(_ status: PlayerEntry.Status) -> String? {
        switch status {
        case .waiting: nil
        // TRANSLATORS: a player calling Set, with the seconds left to pick, e.g. "Set! 4 s".
        case .calling(let secondsLeft, _): tr("Set! {1} s", Int(secondsLeft.rounded(.up)))
        case .locked: tr("Locked out")
        case .thinking: tr("Thinking…")
        case .takingASet: tr("Has a Set!")
        }
    }
}
