import CSDL2
import Foundation
import GoldenSupport
import Layout
import Render
@testable import SetGameApp
import SetCore
import TestSupport
import Testing

/// P4: a wrong trio shaking in a real window is moved on the window by the X server, from
/// where the game's pixels hold the cards, and a screenshot taken after it is what the
/// window shows, although the game's pixels held the trio where it rested meanwhile.
@MainActor @Suite("A wrong trio shaking in a real window (P4)", .serialized, .needsDisplay)
struct ShakeInWindowTests {
    @Test func theShakeIsMovedByTheXServerAndAScreenshotIsWhatTheWindowShows() throws {
        let size = Size(width: 1000, height: 720)
        let app = try WindowApp.forTests(seed: 1, size: size)
        SDL_SetWindowPosition(app.window.pointer, 0, 0)
        app.pumpForTests()
        app.store.settle()
        // Frames 60 a second on the session's clock, however long a debug build takes to draw one.
        var clock = app.store.state.now
        func frame() {
            app.handlePendingEvents()
            clock += 1.0 / 60
            app.store.advance(to: clock)
            app.draw()
            app.renderer.present()
            // As the window does while it waits for the next frame: the faces coming, made ahead.
            _ = app.scene.makeAhead(for: 10)
        }
        frame()
        let table = Array(app.store.state.play.table.prefix(12))
        let trio = try #require((0..<10).lazy.flatMap { i in (i + 1..<11).lazy.flatMap { j in (j + 1..<12).lazy.map { [i, j, $0] } } }
            .first { !SetRule.isSet($0.map { table[$0] }) })
        for index in trio { app.store.send(.selectCard(index)) }
        var moved = 0
        for _ in 0..<90 {
            frame()
            if !app.scene.shiftedRegions.isEmpty { moved += 1 }
        }
        #expect(moved >= 5, "frames of the shake moved by the X server: \(moved)")
        frame()
        let shot = try app.drawnFrame()
        // The cards' area: the status bar's time may have gone on a second since.
        let area = PixelRect(x: 0, y: Int(app.store.scene().layout.cardArea.minY), width: Int(size.width),
                             height: Int(app.store.scene().layout.cardArea.height))
        let differing = try #require(shot.withPixels { drawn in
            try ShownWindow().differingPixels(of: app.window, shownBy: app.renderer, from: UnsafeBufferPointer(drawn), in: area)
        })
        #expect(differing == 0, "\(differing) pixels of the screenshot are not what the window shows")
    }
}
