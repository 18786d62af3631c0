import CSDL2
@testable import SetGameApp

extension WindowApp {
    /// Lets the X server, SDL and a virtual pad catch up, handing the window every event
    /// waiting, a few times over (the window tests that press the mouse and virtual pads).
    func pumpForTests() {
        for _ in 0..<10 {
            SDL_Delay(10)
            handlePendingEvents()
        }
    }
}
