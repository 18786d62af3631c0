import PropertyBased
import Testing
import Table

// Scrolling a table whose cards do not fit (L2); the wheel is signed as SDL signs it.

@Suite("Scroll")
struct ScrollTests {

    @Test("a new scroll position is at the top")
    func startsAtTop() {
        #expect(Scroll().offset == 0)
    }

    @Test("wheel negative scrolls toward the bottom: the offset grows by one notch's points")
    func negativeWheelScrollsDown() {
        var scroll = Scroll()
        scroll.wheel(-1, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == Scroll.pointsPerNotch)
        scroll.wheel(-2, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == 3 * Scroll.pointsPerNotch)
    }

    @Test("wheel positive scrolls back toward the top")
    func positiveWheelScrollsUp() {
        var scroll = Scroll()
        scroll.wheel(-3, contentHeight: 1000, viewportHeight: 400)
        scroll.wheel(1, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == 2 * Scroll.pointsPerNotch)
    }

    @Test("the offset is clamped to [0, content − viewport]")
    func clampedAtBothEnds() {
        var scroll = Scroll()
        scroll.wheel(-1000, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == 600)
        scroll.wheel(-1, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == 600)
        scroll.wheel(1000, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == 0)
        scroll.wheel(1, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == 0)
    }

    @Test("fractional notches (smooth wheels) scroll proportionally")
    func fractionalNotches() {
        var scroll = Scroll()
        scroll.wheel(-0.5, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == Scroll.pointsPerNotch / 2)
    }

    @Test("no scrolling when the content fits", arguments: [(300.0, 400.0), (400.0, 400.0), (0.0, 400.0)])
    func noScrollWhenContentFits(content: Double, viewport: Double) {
        var scroll = Scroll()
        scroll.wheel(-5, contentHeight: content, viewportHeight: viewport)
        #expect(scroll.offset == 0)
        scroll.wheel(5, contentHeight: content, viewportHeight: viewport)
        #expect(scroll.offset == 0)
    }

    @Test("a relayout that shrinks the content pulls the offset back inside it")
    func clampAfterRelayout() {
        var scroll = Scroll()
        scroll.wheel(-100, contentHeight: 1000, viewportHeight: 400)
        #expect(scroll.offset == 600)
        scroll.clamp(contentHeight: 700, viewportHeight: 400)
        #expect(scroll.offset == 300)
        scroll.clamp(contentHeight: 300, viewportHeight: 400)
        #expect(scroll.offset == 0)
    }

    @Test("any wheel movement keeps the offset inside the content and moves the right way")
    func wheelProperty() async {
        await propertyCheck(count: 300,
                            input: Gen.double(in: -20...20).array(of: 1...20), Gen.double(in: 0...5000),
                            Gen.double(in: 1...1500)) { notches, content, viewport in
            var scroll = Scroll()
            let maxOffset = max(0, content - viewport)
            for n in notches {
                let before = scroll.offset
                scroll.wheel(n, contentHeight: content, viewportHeight: viewport)
                #expect(scroll.offset >= 0 && scroll.offset <= maxOffset)
                if n < 0 { #expect(scroll.offset >= before) }
                if n > 0 { #expect(scroll.offset <= before) }
                let unclamped = before - n * Scroll.pointsPerNotch
                #expect(abs(scroll.offset - min(max(0, unclamped), maxOffset)) < 1e-9)
            }
        }
    }

    // MARK: - scroll(toShow:)

    /// A table below a 52-point status bar, 400 points high, over 1000 points of content.
    static let viewport = Rect(x: 0, y: 52, width: 600, height: 400)
    static let content = 1000.0

    private func isVisible(_ frame: Rect, _ scroll: Scroll) -> Bool {
        let shown = frame.offsetBy(dx: 0, dy: -scroll.offset)
        return shown.minY >= Self.viewport.minY - 1e-9 && shown.maxY <= Self.viewport.maxY + 1e-9
    }

    @Test("a card below the viewport is scrolled up just enough to show its bottom edge")
    func showCardBelow() {
        var scroll = Scroll()
        let frame = Rect(x: 10, y: 52 + 500, width: 70, height: 100)
        scroll.scroll(toShow: frame, in: Self.viewport, contentHeight: Self.content)
        #expect(scroll.offset == 200)
        #expect(isVisible(frame, scroll))
    }

    @Test("a card above the viewport is scrolled down to the top edge")
    func showCardAbove() {
        var scroll = Scroll()
        scroll.wheel(-100, contentHeight: Self.content, viewportHeight: Self.viewport.height)
        #expect(scroll.offset == 600)
        let frame = Rect(x: 10, y: 52 + 100, width: 70, height: 100)
        scroll.scroll(toShow: frame, in: Self.viewport, contentHeight: Self.content)
        #expect(scroll.offset == 100)
        #expect(isVisible(frame, scroll))
    }

    @Test("a card already visible does not move the table")
    func showVisibleCard() {
        var scroll = Scroll()
        scroll.wheel(-2, contentHeight: Self.content, viewportHeight: Self.viewport.height)
        let before = scroll.offset
        let frame = Rect(x: 10, y: 52 + 200, width: 70, height: 100)
        scroll.scroll(toShow: frame, in: Self.viewport, contentHeight: Self.content)
        #expect(scroll.offset == before)
    }

    @Test("scrolling to show a card stays inside the content")
    func showCardClamped() {
        var scroll = Scroll()
        // A frame reaching past the content's end: offset stops at content − viewport.
        let frame = Rect(x: 10, y: 52 + 950, width: 70, height: 100)
        scroll.scroll(toShow: frame, in: Self.viewport, contentHeight: Self.content)
        #expect(scroll.offset == 600)
    }

    @Test("every card of a scrolling 81-card layout can be scrolled into view",
          arguments: [Size(width: 360, height: 640), Size(width: 1000, height: 600), Size(width: 480, height: 320)])
    func everyCardReachable(window: Size) {
        let table = ScreenLayout(window: window).table
        let result = GridLayout().layout(count: 81, in: table)
        #expect(result.scrolls)
        var scroll = Scroll()
        // Visit the cards in a jumbled order so the scroll goes both ways.
        for i in (0..<81).map({ ($0 * 37) % 81 }) {
            let frame = result.frames[i]
            scroll.scroll(toShow: frame, in: table, contentHeight: result.contentHeight)
            let shown = frame.offsetBy(dx: 0, dy: -scroll.offset)
            #expect(shown.minY >= table.minY - 1e-9 && shown.maxY <= table.maxY + 1e-9,
                    "card \(i) at \(frame) not visible at offset \(scroll.offset)")
            #expect(scroll.offset >= 0 && scroll.offset <= result.contentHeight - table.height + 1e-9)
        }
        // Wheeling all the way down shows the last card, all the way up the first.
        scroll.wheel(-1000, contentHeight: result.contentHeight, viewportHeight: table.height)
        #expect(result.frames[80].offsetBy(dx: 0, dy: -scroll.offset).maxY <= table.maxY + 1e-9)
        scroll.wheel(1000, contentHeight: result.contentHeight, viewportHeight: table.height)
        #expect(scroll.offset == 0)
        #expect(result.frames[0].minY >= table.minY)
    }
}
