import Testing
import Layout

/// The button bar (I2, I3): a narrow window's buttons follow their short labels' lengths, so
/// each language's words keep their size and "?" and "↻" give up the room they do not need;
/// a wide window's give a longer full label the room it needs.
@Suite("I3 the bars' buttons follow their labels")
struct ButtonLabelsTests {
    /// The short labels as the catalogues give them (po/LL.po; the session asks them of
    /// the catalogue, `SetGameAppTests` checks the catalogues' own).
    static let languages: [(String, ButtonLabels)] = [
        ("en", .english),
        ("de", ButtonLabels(deal: "+3", hint: "Tipp", newGame: "Neu")),
        ("es", ButtonLabels(deal: "+3", hint: "Pista", newGame: "Nueva")),
        ("fr", ButtonLabels(deal: "+3", hint: "Indice", newGame: "Nouvelle")),
    ]
    static let phone = Size(width: 360, height: 640)
    /// The size the bar draws its short labels at, and the room its pill's ends take.
    static let labelSize = 17.0, inset = 0.6

    /// How much of its full size each label keeps in its button at `window`.
    static func kept(_ labels: ButtonLabels, in window: Size) -> [ButtonID: Double] {
        ScreenLayout(window: window, shortLabels: labels).buttons.reduce(into: [:]) { kept, button in
            let (id, frame) = button
            kept[id] = min(1, (frame.width - frame.height * inset) / (LabelWidth.ems(labels[id]) * labelSize))
        }
    }

    @Test("at 360 points every label keeps its full size, French's nearly", arguments: languages)
    func labelsKeepTheirSize(language: String, labels: ButtonLabels) {
        let kept = Self.kept(labels, in: Self.phone)
        for (id, share) in kept {
            #expect(share >= (language == "fr" ? 0.93 : 0.99), "\(language) \(id): \(labels[id]) at \(share)")
        }
    }

    @Test("a longer label gets a wider button; ? and ↻ are alike and about round at the narrowest")
    func widthsFollowLabels() throws {
        let labels = try #require(Self.languages.first { $0.0 == "fr" }).1
        let b = ScreenLayout(window: Self.phone, shortLabels: labels).buttons
        #expect(b[.newGame]!.width > b[.hint]!.width && b[.hint]!.width > b[.deal]!.width)
        #expect(b[.deal]!.width > b[.help]!.width)
        #expect(b[.help]!.width == b[.rotate]!.width)
        // French needs a little more than the bar has once they are round: all shrink alike.
        #expect(b[.help]!.width >= b[.help]!.height * 0.95)
        // In English there is room for "?" and "↻" to be wider than tall.
        let english = ScreenLayout(window: Self.phone).buttons
        #expect(english[.help]!.width > english[.help]!.height + 4)
    }

    @Test("every narrow bar keeps its buttons in order, apart and inside it", arguments: languages)
    func buttonsStayInTheBar(language: String, labels: ButtonLabels) {
        for width in stride(from: 100.0, through: 700, by: 20) {
            let screen = ScreenLayout(window: Size(width: width, height: 640), shortLabels: labels)
            guard screen.isCompact else { continue }
            let frames = ButtonID.allCases.map { screen.buttons[$0]! }
            #expect(frames.first!.minX >= screen.buttonBar.minX && frames.last!.maxX <= screen.buttonBar.maxX,
                    "\(language) at \(width)")
            for (left, right) in zip(frames, frames.dropFirst()) {
                #expect(left.maxX < right.minX, "\(language) at \(width): \(left) before \(right)")
            }
        }
    }

    /// The wide bar's labels as the catalogues give them, the rotate button's for a
    /// portrait window (po/LL.po).
    static let fullLabels: [(String, ButtonLabels)] = [
        ("en", .englishFull),
        ("de", ButtonLabels(deal: "3 Karten nachlegen", hint: "Tipp", newGame: "Neues Spiel", help: "Hilfe",
                            rotate: "↻ Querformat")),
        ("es", ButtonLabels(deal: "Repartir 3 cartas", hint: "Pista", newGame: "Partida nueva", help: "Ayuda",
                            rotate: "↻ Horizontal")),
        ("fr", ButtonLabels(deal: "Distribuer 3 cartes", hint: "Indice", newGame: "Nouvelle partie", help: "Aide",
                            rotate: "↻ Paysage")),
    ]

    @Test("the wide bar gives a longer label the room it needs from the buttons that have some to spare",
          arguments: fullLabels)
    func wideButtonsFollowTheirLabels(language: String, labels: ButtonLabels) {
        let preferred = ScreenLayout(window: Size(width: 1280, height: 800)).buttons
        let screen = ScreenLayout(window: Size(width: 1280, height: 800), fullLabels: labels)
        #expect(!screen.isCompact)
        // The bar keeps its width: what one label takes, the others give.
        let span = { (b: [ButtonID: Rect]) in b[.rotate]!.maxX - b[.deal]!.minX }
        #expect(abs(span(screen.buttons) - span(preferred)) < 1e-9)
        for id in ButtonID.allCases {
            let frame = screen.buttons[id]!
            #expect(frame.width - frame.height * Self.inset >= LabelWidth.ems(labels[id]) * Self.labelSize - 1e-9,
                    "\(language) \(id): \(labels[id])")
        }
        if language == "en" { #expect(screen.buttons == preferred) }
        if language == "fr" { #expect(screen.buttons[.newGame]!.width > preferred[.newGame]!.width + 30) }
    }

    @Test("the label widths are the bold font's advances")
    func labelWidths() {
        #expect(LabelWidth.ems("") == 0)
        #expect(abs(LabelWidth.ems("Nouvelle") - 10096.0 / 2048) < 1e-12)
        // Beyond ASCII, as wide as "↻" (U+21BB) itself is.
        #expect(LabelWidth.ems("é") == LabelWidth.ems("↻") && LabelWidth.ems("↻") == 1716.0 / 2048)
    }
}
