import PropertyBased
import Testing
import Layout

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

    @Test("every card of a scrolling 81-card layout can be scrolled into view",
          arguments: [Size(width: 360, height: 640), Size(width: 1000, height: 600), Size(width: 480, height: 320)])
    func everyCardReachable(window: Size) {
        let table = ScreenLayout(window: window).table
        let result = GridLayout().layout(count: 81, in: table)
        #expect(result.scrolls)
        let maxOffset = result.contentHeight - table.height
        for (i, frame) in result.frames.enumerated() {
            // The offset that brings this card's bottom edge to the table's bottom (or none).
            var scroll = Scroll()
            let notches = -max(0, frame.maxY - table.maxY) / Scroll.pointsPerNotch
            scroll.wheel(notches, contentHeight: result.contentHeight, viewportHeight: table.height)
            let shown = frame.offsetBy(dx: 0, dy: -scroll.offset)
            #expect(shown.minY >= table.minY - 1e-9 && shown.maxY <= table.maxY + 1e-9,
                    "card \(i) at \(frame) not visible at offset \(scroll.offset)")
            #expect(scroll.offset <= maxOffset + 1e-9)
        }
    }
}
