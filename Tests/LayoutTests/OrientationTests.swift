import PropertyBased
import Testing
import Layout

// Portrait and landscape window sizes for the rotate button and Ctrl+R (L5).

@Suite("Orientation")
struct OrientationTests {

    @Test("toggling swaps portrait and landscape, and twice returns")
    func toggle() {
        #expect(Orientation.portrait.toggled == .landscape)
        #expect(Orientation.landscape.toggled == .portrait)
        #expect(Orientation.portrait.toggled.toggled == .portrait)
        #expect(Orientation.landscape.toggled.toggled == .landscape)
    }

    @Test("a window's orientation follows its proportions",
          arguments: [(Size(width: 720, height: 1000), Orientation.portrait),
                      (Size(width: 1000, height: 720), .landscape),
                      (Size(width: 360, height: 640), .portrait),
                      (Size(width: 1920, height: 1080), .landscape)])
    func orientationOfSize(size: Size, expected: Orientation) {
        #expect(Orientation(of: size) == expected)
    }

    @Test("without a known display the sizes are 720×1000 and 1000×720")
    func sizesWithoutDisplay() {
        #expect(Orientation.portrait.windowSize(fittingIn: nil) == Size(width: 720, height: 1000))
        #expect(Orientation.landscape.windowSize(fittingIn: nil) == Size(width: 1000, height: 720))
    }

    @Test("a large display gets the full sizes",
          arguments: [Size(width: 2560, height: 1440), Size(width: 3840, height: 2160), Size(width: 1920, height: 1200)])
    func sizesOnLargeDisplay(display: Size) {
        #expect(Orientation.portrait.windowSize(fittingIn: display) == Size(width: 720, height: 1000))
        #expect(Orientation.landscape.windowSize(fittingIn: display) == Size(width: 1000, height: 720))
    }

    @Test("an unusable display size is ignored",
          arguments: [Size(width: 0, height: 0), Size(width: 0, height: 1080), Size(width: -1, height: -1)])
    func degenerateDisplay(display: Size) {
        #expect(Orientation.portrait.windowSize(fittingIn: display) == Size(width: 720, height: 1000))
        #expect(Orientation.landscape.windowSize(fittingIn: display) == Size(width: 1000, height: 720))
    }

    @Test("on a 1920×1080 display portrait is about 720×1000 and landscape exactly 1000×720")
    func fullHDDisplay() {
        let display = Size(width: 1920, height: 1080)
        let portrait = Orientation.portrait.windowSize(fittingIn: display)
        #expect(portrait.height <= 1080 * 0.9 && portrait.height >= 950)
        #expect(abs(portrait.width / portrait.height - 0.72) < 0.002)
        #expect(Orientation.landscape.windowSize(fittingIn: display) == Size(width: 1000, height: 720))
    }

    @Test("toggling really changes the window's proportions")
    func toggleChangesSize() {
        for start in [Orientation.portrait, .landscape] {
            let size = start.windowSize(fittingIn: nil)
            let toggled = start.toggled.windowSize(fittingIn: nil)
            #expect(Orientation(of: size) == start)
            #expect(Orientation(of: toggled) == start.toggled)
            #expect(size.width == toggled.height && size.height == toggled.width)
        }
    }

    @Test("on a small display the size is scaled down to fit, keeping its proportions",
          arguments: [Size(width: 1366, height: 768), Size(width: 1280, height: 800), Size(width: 1024, height: 600),
                      Size(width: 800, height: 600), Size(width: 600, height: 1024)])
    func smallDisplay(display: Size) {
        for orientation in [Orientation.portrait, .landscape] {
            let wanted = orientation.windowSize(fittingIn: nil)
            let size = orientation.windowSize(fittingIn: display)
            // Fits, with room to spare for window decorations and panels.
            #expect(size.width <= display.width && size.height <= display.height)
            #expect(size.width < display.width || size.height < display.height)
            // Not larger than wanted; shrunk only when the full size leaves too little margin
            // (8 % of the display's width, 10 % of its height).
            #expect(size.width <= wanted.width && size.height <= wanted.height)
            if wanted.width <= display.width * 0.92 && wanted.height <= display.height * 0.9 {
                #expect(size == wanted)
            } else {
                #expect(size.width < wanted.width && size.height < wanted.height)
            }
            // Same proportions, up to the rounding to whole points.
            #expect(abs(size.width * wanted.height - size.height * wanted.width) <= wanted.width + wanted.height,
                    "\(orientation) on \(display): \(size) is not \(wanted.width):\(wanted.height)")
            #expect(Orientation(of: size) == orientation)
            // Whole points.
            #expect(size.width == size.width.rounded() && size.height == size.height.rounded())
            // Not needlessly small: at least 60 % of the display's tighter side.
            let usage = max(size.width / display.width, size.height / display.height)
            #expect(usage >= 0.6, "\(orientation) on \(display): \(size) uses only \(usage) of the display")
        }
    }

    @Test("for any display the size fits, keeps its proportions and never exceeds the full size")
    func anyDisplay() async {
        await propertyCheck(count: 300, input: Gen.double(in: 200...4000), Gen.double(in: 200...4000)) { w, h in
            let display = Size(width: w, height: h)
            for orientation in [Orientation.portrait, .landscape] {
                let wanted = orientation.windowSize(fittingIn: nil)
                let size = orientation.windowSize(fittingIn: display)
                #expect(size.width <= w && size.height <= h, "\(size) does not fit \(display)")
                #expect(size.width <= wanted.width && size.height <= wanted.height)
                #expect(size.width > 0 && size.height > 0)
                // w/h = wanted.w/wanted.h up to rounding each side by at most half a point.
                let crossError = abs(size.width * wanted.height - size.height * wanted.width)
                #expect(crossError <= (wanted.width + wanted.height) / 2 + 1e-9,
                        "\(orientation) on \(display): \(size)")
            }
        }
    }
}
