import CSDL2
import Layout
@testable import SetGameApp

extension WindowApp {
    /// A window of a fresh game dealt from `seed`, the test fonts, no saved data and no
    /// protocol lines (the window tests that drive it themselves).
    static func forTests(seed: UInt64, size: Size) throws -> WindowApp {
        try WindowApp(seed: seed, size: size, fonts: HeadlessDriverTests.fonts, readCommands: false, saved: nil)
    }

    /// Lets the X server, SDL and a virtual pad catch up, handing the window every event
    /// waiting, a few times over (the window tests that press the mouse and virtual pads).
    func pumpForTests() {
        for _ in 0..<10 {
            SDL_Delay(10)
            handlePendingEvents()
        }
    }
}
