import PropertyBased
import Testing
import Layout

// Requirements L1 (fewer cards → larger cards, one aspect ratio) and L2 (scroll below a
// minimum card size instead of shrinking further).

private let layout = GridLayout()

/// Relative tolerance for geometric comparisons (coordinates up to a few thousand points).
private let tolerance = 1e-9

private func close(_ a: Double, _ b: Double, _ eps: Double = tolerance) -> Bool {
    abs(a - b) <= eps * max(1, abs(a), abs(b))
}

/// The widest card that lets `count` cards fit into `size` in some grid, found independently
/// of `GridLayout.cardWidth` by trying every (columns, rows) pair with columns × rows ≥ count.
///
/// With card width w, gap g·w and aspect ratio a, a grid of c columns and r rows needs
///   width:  c·w + (c + 1)·g·w        ≤ W
///   height: r·(w / a) + (r + 1)·g·w  ≤ H
/// and both are linear in w, so the largest w is the smaller of the two quotients.
private func bruteForceBestWidth(count: Int, in size: Size,
                                 aspectRatio a: Double, gapRatio g: Double) -> Double {
    var best = 0.0
    for columns in 1...count {
        for rows in 1...count where columns * rows >= count {
            let c = Double(columns), r = Double(rows)
            let widthPerUnitW = c + (c + 1) * g          // grid width when w = 1
            let heightPerUnitW = r / a + (r + 1) * g     // grid height when w = 1
            let w = Swift.min(size.width / widthPerUnitW, size.height / heightPerUnitW)
            best = Swift.max(best, w)
        }
    }
    return best
}

/// The invariants every layout must satisfy, whatever the count and bounds.
private func checkInvariants(_ result: GridLayout.Result, count: Int, bounds: Rect, layout: GridLayout,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.frames.count == count, sourceLocation: sourceLocation)

    // One aspect ratio for every card.
    for frame in result.frames {
        #expect(frame.width > 0 && frame.height > 0, "empty frame \(frame)", sourceLocation: sourceLocation)
        #expect(abs(frame.width / frame.height - layout.aspectRatio) <= 1e-9,
                "frame \(frame) has ratio \(frame.width / frame.height)", sourceLocation: sourceLocation)
        #expect(frame.size == result.cardSize, sourceLocation: sourceLocation)
    }

    // No two cards share area. Cards that merely touch (gapRatio 0) may overlap by a rounding
    // error, so each frame is shrunk by a hair before comparing.
    let hair = 1e-9 * Swift.max(1, bounds.maxX, bounds.maxY, result.contentHeight)
    let shrunk = result.frames.map { $0.insetBy(dx: hair, dy: hair) }
    for i in result.frames.indices {
        for j in result.frames.indices where j > i {
            #expect(!shrunk[i].overlaps(shrunk[j]),
                    "cards \(i) \(result.frames[i]) and \(j) \(result.frames[j]) overlap",
                    sourceLocation: sourceLocation)
        }
    }

    // Horizontally always inside; vertically inside the bounds, or inside the scrollable content.
    let eps = 1e-9 * Swift.max(1, bounds.maxX, bounds.maxY, result.contentHeight)
    let bottom = result.scrolls ? bounds.minY + result.contentHeight : bounds.maxY
    #expect(result.contentHeight >= bounds.height - eps, sourceLocation: sourceLocation)
    for frame in result.frames {
        #expect(frame.minX >= bounds.minX - eps && frame.maxX <= bounds.maxX + eps,
                "frame \(frame) outside \(bounds) horizontally", sourceLocation: sourceLocation)
        #expect(frame.minY >= bounds.minY - eps && frame.maxY <= bottom + eps,
                "frame \(frame) outside \(bounds) vertically (scrolls: \(result.scrolls), content \(result.contentHeight))",
                sourceLocation: sourceLocation)
    }
}

@Suite("GridLayout")
struct GridLayoutTests {

    // MARK: - Random counts and bounds (property-based)

    @Test("the message's room at the foot (B5): a grid that does not scroll keeps it clear where its cards stay at the smallest size or above, the room never makes it scroll, and a grid with room to spare keeps its size")
    func footRoomIsKeptClear() async {
        await propertyCheck(count: 300,
                            input: Gen.int(in: 1...81), Gen.double(in: 100...2000), Gen.double(in: 100...2000),
                            Gen.double(in: 0...120)) { count, width, height, room in
            let bounds = Rect(x: 0, y: 52, width: width, height: height)
            let plain = layout.layout(count: count, in: bounds)
            let result = layout.layout(count: count, in: bounds, footRoom: room)
            checkInvariants(result, count: count, bounds: bounds, layout: layout)
            #expect(result.scrolls == plain.scrolls, "\(count) cards in \(width)×\(height), room \(room)")
            #expect(result.cardSize.width <= plain.cardSize.width + 1e-9)
            guard !plain.scrolls else {
                #expect(result == plain, "a scrolling table is laid out as without the room")
                return
            }
            let bottom = result.frames.map(\.maxY).max() ?? bounds.minY
            if result.cardSize.width > layout.minimumCardWidth + 1e-9 {
                #expect(bottom <= bounds.maxY - room + 1e-6, "\(count) cards in \(width)×\(height): foot \(bottom), room \(room)")
            } else {
                #expect(plain.cardSize.width >= layout.minimumCardWidth - 1e-9)
            }
            // Cards whose centred grid leaves the room free are not moved.
            let plainBottom = plain.frames.map(\.maxY).max() ?? bounds.minY
            if plainBottom <= bounds.maxY - room { #expect(result == plain) }
        }
    }

    @Test("every card has the layout's one aspect ratio, nothing overlaps, everything fits or is reachable by scrolling")
    func invariantsHoldForRandomCountsAndBounds() async {
        await propertyCheck(count: 200,
                            input: Gen.int(in: 1...81), Gen.double(in: 100...2000), Gen.double(in: 100...2000),
                            Gen.double(in: -300...300)) { count, width, height, origin in
            let bounds = Rect(x: origin, y: origin / 2 + 52, width: width, height: height)
            let result = layout.layout(count: count, in: bounds)
            checkInvariants(result, count: count, bounds: bounds, layout: layout)
        }
    }

    @Test("the invariants hold for other aspect ratios, gap ratios and minimum widths too",
          arguments: [(1.5, 0.05, 40.0), (0.5, 0.0, 100.0), (5.0 / 7.0, 0.2, 30.0), (1.0, 0.1, 120.0)])
    func invariantsHoldForOtherParameters(aspect: Double, gap: Double, minimum: Double) async {
        let custom = GridLayout(aspectRatio: aspect, gapRatio: gap, minimumCardWidth: minimum)
        await propertyCheck(count: 100,
                            input: Gen.int(in: 1...81), Gen.double(in: 100...2000), Gen.double(in: 100...2000)) {
            count, width, height in
            let bounds = Rect(x: 10, y: 60, width: width, height: height)
            let result = custom.layout(count: count, in: bounds)
            checkInvariants(result, count: count, bounds: bounds, layout: custom)
            // Not scrolling: the cards are as wide as the best grid allows.
            let best = bruteForceBestWidth(count: count, in: bounds.size, aspectRatio: aspect, gapRatio: gap)
            if !result.scrolls {
                #expect(close(result.cardSize.width, best), "width \(result.cardSize.width), brute force \(best)")
            }
        }
    }

    @Test("the card width is the best any (columns, rows) grid allows, unless that is below the minimum")
    func cardWidthMatchesBruteForce() async {
        await propertyCheck(count: 200,
                            input: Gen.int(in: 1...81), Gen.double(in: 100...2000), Gen.double(in: 100...2000)) {
            count, width, height in
            let bounds = Rect(x: 0, y: 52, width: width, height: height)
            let result = layout.layout(count: count, in: bounds)
            let best = bruteForceBestWidth(count: count, in: bounds.size,
                                           aspectRatio: layout.aspectRatio, gapRatio: layout.gapRatio)
            if best >= layout.minimumCardWidth * (1 + tolerance) {
                #expect(!result.scrolls, "best \(best) ≥ minimum, yet it scrolls")
                #expect(close(result.cardSize.width, best),
                        "\(count) cards in \(width)×\(height): width \(result.cardSize.width), brute force \(best)")
            } else if best < layout.minimumCardWidth * (1 - tolerance) {
                #expect(result.scrolls, "best \(best) < minimum, yet it does not scroll")
                // Scrolling keeps the cards at the minimum (these windows are wide enough for one).
                #expect(close(result.cardSize.width, layout.minimumCardWidth))
            }
            // Either way, never smaller than the best non-scrolling grid.
            #expect(result.cardSize.width >= best * (1 - tolerance))
        }
    }

    @Test("cards never get narrower than the minimum unless the window itself is narrower than one card")
    func neverNarrowerThanMinimum() async {
        await propertyCheck(count: 200,
                            input: Gen.int(in: 1...81), Gen.double(in: 20...2000), Gen.double(in: 20...2000)) {
            count, width, height in
            let result = layout.layout(count: count, in: Rect(x: 0, y: 0, width: width, height: height))
            let g = layout.gapRatio
            // The widest single column a window this narrow can hold.
            let widestPossible = width / (1 + 2 * g)
            let floor = Swift.min(layout.minimumCardWidth, widestPossible)
            #expect(result.cardSize.width >= floor * (1 - tolerance),
                    "\(count) cards in \(width)×\(height): width \(result.cardSize.width) < \(floor)")
        }
    }

    // MARK: - Fixed examples

    @Test("12 cards in 1000×600 use a 6×2 grid of the brute-force width")
    func twelveCardsExample() {
        let bounds = Rect(x: 0, y: 52, width: 1000, height: 600)
        let result = layout.layout(count: 12, in: bounds)
        let best = bruteForceBestWidth(count: 12, in: bounds.size,
                                       aspectRatio: layout.aspectRatio, gapRatio: layout.gapRatio)
        #expect(!result.scrolls)
        #expect(close(result.cardSize.width, best))
        // 6×2: 1000 / (6 + 7 × 0.08) ≈ 152.4 wide; 4×3 would be held by the height to ≈ 132.7.
        #expect(result.columns == 6 && result.rows == 2)
        #expect(result.cardSize.width > 100, "12 cards in 1000×600 should be large, got \(result.cardSize.width)")
        checkInvariants(result, count: 12, bounds: bounds, layout: layout)
    }

    static let fixedBounds: [Rect] = [
        Rect(x: 0, y: 52, width: 1000, height: 600),
        Rect(x: 0, y: 52, width: 720, height: 876),
        Rect(x: 0, y: 52, width: 1000, height: 596),
        Rect(x: 0, y: 52, width: 360, height: 516),
        Rect(x: 0, y: 0, width: 1920, height: 956),
        Rect(x: 5, y: 5, width: 200, height: 2000),
        Rect(x: 0, y: 0, width: 2000, height: 120),
        Rect(x: 0, y: 0, width: 60, height: 800),
    ]

    @Test("fewer cards → cards at least as large, for every count from 81 down to 1", arguments: fixedBounds)
    func fewerCardsAreAtLeastAsLarge(bounds: Rect) {
        let widths = (1...81).map { layout.layout(count: $0, in: bounds).cardSize.width }
        for n in 1..<81 {
            // widths[n - 1] is for n cards, widths[n] for n + 1.
            #expect(widths[n - 1] >= widths[n] * (1 - tolerance),
                    "in \(bounds): \(n) cards are \(widths[n - 1]) wide, \(n + 1) cards \(widths[n])")
        }
        // And the range really is used: 1 card is larger than 81, unless the window is so narrow
        // that even a single card is held to its width.
        if bounds.width > layout.minimumCardWidth * (1 + 2 * layout.gapRatio) {
            #expect(widths[0] > widths[80])
        } else {
            #expect(close(widths[0], widths[80]))
        }
    }

    @Test("frames are in row-major order", arguments: [1, 2, 5, 12, 13, 15, 21, 40, 81], fixedBounds)
    func rowMajorOrder(count: Int, bounds: Rect) {
        let result = layout.layout(count: count, in: bounds)
        #expect(result.columns >= 1 && result.rows >= 1)
        #expect(result.rows == (count + result.columns - 1) / result.columns, "no empty row")
        let frames = result.frames
        for i in frames.indices {
            let (row, column) = (i / result.columns, i % result.columns)
            // The first frame of the row is at the start of the row; later ones to its right.
            let rowStart = frames[row * result.columns]
            #expect(frames[i].minY == rowStart.minY, "card \(i) not on row \(row)")
            if column > 0 {
                #expect(frames[i].minX > frames[i - 1].maxX, "card \(i) not right of card \(i - 1)")
            }
            if row > 0 {
                let above = frames[i - result.columns]
                #expect(frames[i].minY > above.maxY, "card \(i) not below card \(i - result.columns)")
                #expect(frames[i].minX == above.minX, "card \(i) not in column \(column)")
            }
        }
        // Reading order: sorting by (y, x) must not change the order.
        let sorted = frames.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        #expect(sorted == frames)
    }

    @Test("gaps between neighbours are gapRatio × card width")
    func gapsScaleWithCards() {
        let result = layout.layout(count: 12, in: Rect(x: 0, y: 0, width: 1000, height: 600))
        let gap = layout.gapRatio * result.cardSize.width
        #expect(result.columns >= 2 && result.rows >= 2)
        #expect(close(result.frames[1].minX - result.frames[0].maxX, gap))
        #expect(close(result.frames[result.columns].minY - result.frames[0].maxY, gap))
    }

    @Test("a grid that fits is centred in its bounds", arguments: [1, 3, 12, 20, 36])
    func nonScrollingGridIsCentred(count: Int) {
        let bounds = Rect(x: 30, y: 52, width: 1000, height: 596)
        let result = layout.layout(count: count, in: bounds)
        #expect(!result.scrolls)
        let left = result.frames.map(\.minX).min()!, right = result.frames.map(\.maxX).max()!
        let top = result.frames.map(\.minY).min()!, bottom = result.frames.map(\.maxY).max()!
        #expect(close((left + right) / 2, bounds.midX, 1e-9))
        #expect(close((top + bottom) / 2, bounds.midY, 1e-9))
    }

    // MARK: - 81 cards (L2)

    @Test("81 cards in the table of a 1000×600 window scroll at the minimum card width")
    func eightyOneCardsInLandscapeWindowScroll() {
        let table = ScreenLayout(window: Size(width: 1000, height: 600)).table
        let result = layout.layout(count: 81, in: table)
        #expect(result.scrolls)
        #expect(close(result.cardSize.width, layout.minimumCardWidth))
        #expect(result.contentHeight > table.height)
        checkInvariants(result, count: 81, bounds: table, layout: layout)
    }

    @Test("81 cards in bare 1000×600 bounds never get narrower than the minimum")
    func eightyOneCardsIn1000x600Bounds() {
        let bounds = Rect(x: 0, y: 0, width: 1000, height: 600)
        let result = layout.layout(count: 81, in: bounds)
        #expect(result.cardSize.width >= layout.minimumCardWidth)
        checkInvariants(result, count: 81, bounds: bounds, layout: layout)
    }

    @Test("81 cards in a small window scroll and stay at the minimum width",
          arguments: [Size(width: 360, height: 640), Size(width: 480, height: 320), Size(width: 640, height: 480),
                      Size(width: 200, height: 300)])
    func eightyOneCardsInSmallWindowScroll(window: Size) {
        let table = ScreenLayout(window: window).table
        let result = layout.layout(count: 81, in: table)
        #expect(result.scrolls)
        #expect(close(result.cardSize.width, layout.minimumCardWidth))
        #expect(result.contentHeight > table.height)
        // As many columns as fit at the minimum width: one more would not fit.
        let m = layout.minimumCardWidth, g = layout.gapRatio
        let nextWidth = Double(result.columns + 1) * m + Double(result.columns + 2) * g * m
        #expect(nextWidth > table.width)
        checkInvariants(result, count: 81, bounds: table, layout: layout)
    }

    @Test("a window narrower than one minimum card gets one column as wide as the window allows")
    func windowNarrowerThanOneCard() {
        let bounds = Rect(x: 0, y: 0, width: 60, height: 500)
        let result = layout.layout(count: 81, in: bounds)
        #expect(result.scrolls)
        #expect(result.columns == 1)
        #expect(close(result.cardSize.width, 60 / (1 + 2 * layout.gapRatio)))
        checkInvariants(result, count: 81, bounds: bounds, layout: layout)
    }

    @Test("`scrolls` is set only when the content is taller than the table")
    func scrollsOnlyWhenContentOverflows() {
        // Wide enough windows: scrolling means there is something to scroll to.
        let ordinary = layout.layout(count: 81, in: Rect(x: 0, y: 0, width: 360, height: 516))
        #expect(ordinary.scrolls && ordinary.contentHeight > 516)
        let fits = layout.layout(count: 3, in: Rect(x: 0, y: 0, width: 1000, height: 600))
        #expect(!fits.scrolls && fits.contentHeight == 600)

        // One card in a window narrower than a minimum card but tall enough to hold it:
        // nothing to scroll, yet `scrolls` is true and the card sits at the top instead of
        // being centred.
        let narrow = layout.layout(count: 1, in: Rect(x: 0, y: 0, width: 60, height: 1000))
        #expect(narrow.contentHeight == 1000)
        #expect(!narrow.scrolls)
    }

    // MARK: - Degenerate input

    @Test("no cards or no space: no frames",
          arguments: [
            (0, Rect(x: 0, y: 0, width: 1000, height: 600)),
            (-3, Rect(x: 0, y: 0, width: 1000, height: 600)),
            (12, Rect(x: 0, y: 0, width: 0, height: 0)),
            (12, Rect(x: 0, y: 52, width: 0, height: 600)),
            (12, Rect(x: 0, y: 52, width: 1000, height: 0)),
            (12, Rect(x: 0, y: 52, width: -10, height: 600)),
            (81, Rect.zero),
          ])
    func emptyInputGivesNoFrames(count: Int, bounds: Rect) {
        let result = layout.layout(count: count, in: bounds)
        #expect(result.frames.isEmpty)
        #expect(!result.scrolls)
        #expect(result.cardSize.width == 0 && result.cardSize.height == 0)
    }

    @Test("a single card in a 1-point table still gets a positive frame inside it")
    func tinyBounds() {
        let bounds = Rect(x: 0, y: 0, width: 1, height: 1)
        let result = layout.layout(count: 1, in: bounds)
        #expect(result.frames.count == 1)
        checkInvariants(result, count: 1, bounds: bounds, layout: layout)
    }
}
