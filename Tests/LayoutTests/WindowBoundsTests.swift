import Testing
import Layout

/// Y6: the window sizes the game plays at.
@Suite("Window bounds")
struct WindowBoundsTests {
    @Test("from 200×200 to 7680 on the longer side and 4320 on the shorter, either way round",
          arguments: [(200, 200), (7680, 4320), (4320, 7680), (200, 7680), (4320, 4320), (1000, 720)])
    func inside(width: Int, height: Int) {
        #expect(WindowBounds.contains(width: width, height: height))
    }

    @Test("a side under 200, a longer side over 7680 or a shorter side over 4320 is outside",
          arguments: [(199, 200), (200, 199), (0, 0), (-1, 500), (7681, 4320), (4320, 7681), (4321, 4321),
                      (16384, 16384), (Int.max, 300)])
    func outside(width: Int, height: Int) {
        #expect(!WindowBounds.contains(width: width, height: height))
    }

    @Test("a window outside the bounds is brought to the nearest side inside them")
    func clamped() {
        #expect(WindowBounds.clamped(Size(width: 1, height: 1)) == Size(width: 200, height: 200))
        #expect(WindowBounds.clamped(Size(width: 16384, height: 300)) == Size(width: 7680, height: 300))
        #expect(WindowBounds.clamped(Size(width: 9000, height: 8000)) == Size(width: 7680, height: 4320))
        #expect(WindowBounds.clamped(Size(width: 5000, height: 6000)) == Size(width: 4320, height: 6000))
        #expect(WindowBounds.clamped(Size(width: 1000, height: 720)) == Size(width: 1000, height: 720))
    }
}
