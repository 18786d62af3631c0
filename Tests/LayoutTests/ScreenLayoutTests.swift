import PropertyBased
import Testing
import Layout

// The window's regions (L5, L6): status bar on top, table in the middle, buttons at the bottom.

private let namedWindows = [
    Size(width: 720, height: 1000),   // portrait
    Size(width: 1000, height: 720),   // landscape
    Size(width: 360, height: 640),    // narrow phone-like window
]

private let moreWindows = namedWindows + [
    Size(width: 1920, height: 1080),
    Size(width: 500, height: 400),
    Size(width: 200, height: 150),
    Size(width: 100, height: 60),
]

private func checkRegions(_ screen: ScreenLayout, sourceLocation: SourceLocation = #_sourceLocation) {
    let w = screen.window.width, h = screen.window.height
    let regions = [("status bar", screen.statusBar), ("table", screen.table), ("button bar", screen.buttonBar)]
    for (name, rect) in regions {
        #expect(rect.minX == 0 && rect.width == w, "\(name) \(rect) does not span the width \(w)",
                sourceLocation: sourceLocation)
        #expect(rect.height >= 0, "\(name) has negative height", sourceLocation: sourceLocation)
    }
    // Stacked top to bottom with no gap and no overlap, filling the height.
    #expect(screen.statusBar.minY == 0, sourceLocation: sourceLocation)
    #expect(abs(screen.statusBar.maxY - screen.table.minY) < 1e-9, sourceLocation: sourceLocation)
    #expect(abs(screen.table.maxY - screen.buttonBar.minY) < 1e-9, sourceLocation: sourceLocation)
    #expect(abs(screen.buttonBar.maxY - h) < 1e-9, sourceLocation: sourceLocation)
    #expect(abs(screen.statusBar.height + screen.table.height + screen.buttonBar.height - h) < 1e-9,
            sourceLocation: sourceLocation)
}

private func checkButtons(_ screen: ScreenLayout, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(Set(screen.buttons.keys) == Set(ButtonID.allCases), sourceLocation: sourceLocation)
    let bar = screen.buttonBar
    let eps = 1e-9
    for (id, rect) in screen.buttons {
        #expect(rect.width > 0 && rect.height > 0, "\(id) is empty: \(rect)", sourceLocation: sourceLocation)
        #expect(rect.minX >= bar.minX - eps && rect.maxX <= bar.maxX + eps
                    && rect.minY >= bar.minY - eps && rect.maxY <= bar.maxY + eps,
                "\(id) \(rect) is not inside the button bar \(bar)", sourceLocation: sourceLocation)
    }
    let all = ButtonID.allCases
    for i in all.indices {
        for j in all.indices where j > i {
            let a = screen.buttons[all[i]]!, b = screen.buttons[all[j]]!
            #expect(!a.overlaps(b), "\(all[i]) \(a) overlaps \(all[j]) \(b)", sourceLocation: sourceLocation)
        }
    }
}

@Suite("ScreenLayout")
struct ScreenLayoutTests {

    @Test("status bar on top, button bar at the bottom, table between; all span the window", arguments: moreWindows)
    func regionsStackAndSpan(window: Size) {
        checkRegions(ScreenLayout(window: window))
    }

    @Test("regions stack and span for random window sizes")
    func regionsForRandomWindows() async {
        await propertyCheck(count: 200, input: Gen.double(in: 1...3000), Gen.double(in: 1...3000)) { w, h in
            let screen = ScreenLayout(window: Size(width: w, height: h))
            checkRegions(screen)
            checkButtons(screen)
        }
    }

    @Test("in ordinary windows the bars have their full heights and the table gets the rest",
          arguments: namedWindows)
    func barHeights(window: Size) {
        let screen = ScreenLayout(window: window)
        #expect(screen.statusBar.height == ScreenLayout.statusBarHeight)
        #expect(screen.buttonBar.height == ScreenLayout.buttonBarHeight)
        #expect(screen.table.height == window.height - ScreenLayout.statusBarHeight - ScreenLayout.buttonBarHeight)
        #expect(screen.table.height > window.height / 2, "the table should get most of the window")
    }

    @Test("the three buttons lie inside the button bar without overlapping", arguments: moreWindows)
    func buttonsInsideBar(window: Size) {
        checkButtons(ScreenLayout(window: window))
    }

    @Test("buttons stay big enough to click in the named windows", arguments: namedWindows)
    func buttonsAreClickable(window: Size) {
        let screen = ScreenLayout(window: window)
        for (id, rect) in screen.buttons {
            // At least as wide as a finger's 44 points (the narrow bar's "?" and "↻" are 51).
            #expect(rect.width >= 44, "\(id) is only \(rect.width) wide in \(window)")
            #expect(rect.height >= 30, "\(id) is only \(rect.height) high in \(window)")
        }
    }

    @Test("buttons are laid out left to right: deal, hint, new game, help, rotate", arguments: namedWindows)
    func buttonOrder(window: Size) {
        let b = ScreenLayout(window: window).buttons
        let order: [ButtonID] = [.deal, .hint, .newGame, .help, .rotate]
        for (left, right) in zip(order, order.dropFirst()) {
            #expect(b[left]!.maxX <= b[right]!.minX, "\(left) before \(right)")
        }
    }

    @Test("a narrow window gets the short labels, a wide one the full ones")
    func compactBar() {
        #expect(ScreenLayout(window: Size(width: 360, height: 640)).isCompact)
        #expect(!ScreenLayout(window: Size(width: 1000, height: 720)).isCompact)
        #expect(!ScreenLayout(window: Size(width: 720, height: 1000)).isCompact)
    }

    @Test("button(at:) finds each button at its centre and corners", arguments: namedWindows)
    func buttonHits(window: Size) {
        let screen = ScreenLayout(window: window)
        for id in ButtonID.allCases {
            let rect = screen.buttons[id]!
            #expect(screen.button(at: rect.center) == id)
            #expect(screen.button(at: Point(x: rect.minX + 0.5, y: rect.minY + 0.5)) == id)
            #expect(screen.button(at: Point(x: rect.maxX - 0.5, y: rect.maxY - 0.5)) == id)
        }
    }

    @Test("button(at:) misses outside the buttons", arguments: namedWindows)
    func buttonMisses(window: Size) {
        let screen = ScreenLayout(window: window)
        let b = screen.buttons
        let misses = [
            screen.table.center,
            screen.statusBar.center,
            Point(x: (b[.deal]!.maxX + b[.hint]!.minX) / 2, y: b[.deal]!.midY),         // between two buttons
            Point(x: (b[.newGame]!.maxX + b[.help]!.minX) / 2, y: b[.help]!.midY),
            Point(x: (b[.help]!.maxX + b[.rotate]!.minX) / 2, y: b[.rotate]!.midY),
            Point(x: b[.deal]!.minX - 1, y: b[.deal]!.midY),                          // left of the first
            Point(x: b[.rotate]!.maxX + 1, y: b[.rotate]!.midY),                      // right of the last
            Point(x: b[.newGame]!.midX, y: b[.newGame]!.minY - 1),                    // above
            Point(x: b[.newGame]!.midX, y: b[.newGame]!.maxY + 1),                    // below
            Point(x: -5, y: -5),
            Point(x: window.width + 10, y: window.height + 10),
        ]
        for point in misses {
            #expect(screen.button(at: point) == nil, "\(point.x), \(point.y) should hit no button")
        }
    }

    @Test("the layout follows the window size: re-laying out gives different regions")
    func relayoutOnResize() {
        let portrait = ScreenLayout(window: Size(width: 720, height: 1000))
        let landscape = ScreenLayout(window: Size(width: 1000, height: 720))
        #expect(portrait.table.width == 720 && landscape.table.width == 1000)
        #expect(portrait.table.height > landscape.table.height)
        #expect(portrait.buttonBar.minY == 1000 - ScreenLayout.buttonBarHeight)
        #expect(landscape.buttonBar.minY == 720 - ScreenLayout.buttonBarHeight)
    }

    @Test("a zero-size window gives empty regions, not negative ones")
    func zeroWindow() {
        let screen = ScreenLayout(window: Size(width: 0, height: 0))
        #expect(screen.table.width == 0 && screen.table.height == 0)
        #expect(screen.statusBar.height == 0 && screen.buttonBar.height == 0)
        #expect(screen.button(at: Point(x: 0, y: 0)) == nil)
    }

    @Test("the message line keeps clear of the deck pile and of the daily list of Sets found (B5, T1, G5)")
    func messageAreaBesideThePile() {
        for size in [Size(width: 360, height: 640), Size(width: 1000, height: 720), Size(width: 720, height: 1000),
                     Size(width: 3840, height: 2160), Size(width: 200, height: 200)] {
            let layout = ScreenLayout(window: size)
            let area = layout.messageArea
            #expect(area.minX > layout.deckPile.maxX, "\(size)")
            #expect(area.maxX < layout.table.maxX && area.maxY == layout.table.maxY, "\(size)")
            #expect(area.width > layout.table.width / 2, "\(size)")
            let daily = layout.forDailyPuzzle()
            if daily.table.width >= daily.table.height {
                #expect(daily.foundSlots.allSatisfy { daily.messageArea.maxX < $0.minX }, "\(size)")
            } else {
                #expect(daily.messageArea.minX < layout.messageArea.minX, "\(size): no pile to keep clear of")
            }
        }
    }
}
