import CSDL2
import Foundation
import Layout
import Render

/// The floor under the clicks (P4): `set-bench --bare-frames` opens a 1000×720 window with
/// the game's own renderer (its pixels shared with the X server) and, once told to on its
/// standard input, shows 10 s of what a click's frames show at 60 a second: three
/// card-sized regions (146×209, the cards of a shaking trio at this size) put on the
/// window, each frame paced by the game's `FramePacer` and waited for as the game waits:
/// asleep until it is due, then the window's events gathered once. It draws nothing into
/// them: what it costs is the frames themselves, the waits and the X server's copies, which
/// the game cannot do without while a card moves. It prints `ready` when its window is up
/// and `done` after the last frame.
///
/// With `cards` (`set-bench --bare-frames cards`) each frame also paints its regions as
/// plainly as they can be painted: the felt filled, then a card-sized opaque image copied
/// row by row into each, shaken sideways a few pixels from frame to frame. That is the least
/// any program showing a shaking trio at this size does for its pixels (P4).
enum BareFrames {
    static let flag = "--bare-frames"
    static let cardsArgument = "cards"
    static let frames = 600
    /// The three regions of a frame: where a trio of cards is at 1000×720.
    static let regions = (0..<3).map { PixelRect(x: 100 + $0 * 150, y: 200, width: 146, height: 209) }
    /// A card there, 138×195 (its shadow left out), and how far a shake moves it either way.
    static let card = (width: 138, height: 195), shake = 4
    /// The game's felt, in its default look.
    static let felt = Theme.light().felt

    @MainActor
    static func run(arguments: [String]) throws {
        let paintsCards = arguments == [cardsArgument]
        // SIGTERM ends it where it stands (SDL would make it a quit event, and a read of the
        // standard input it interrupts would spin).
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        let window = try BareWindow.open(title: "Bare frames", width: 1000, height: 720)
        let renderer = try Renderer(window: window)
        renderer.clear(felt)
        renderer.present()
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        guard readLine() != nil else { return }
        var event = SDL_Event()
        let frequency = Double(SDL_GetPerformanceFrequency())
        func now() -> Double { Double(SDL_GetPerformanceCounter()) / frequency }
        // The game's pacing, at 60 frames a second (the rate an unknown display gets).
        var pacer = FramePacer(refreshRate: 0)
        let face = [UInt32](repeating: 0xFFFA_FAF5, count: card.width * card.height)
        for frame in 0..<frames {
            while case let wait = pacer.wait(from: now()), wait > 0 {
                SDL_Delay(FramePacer.wholeMilliseconds(wait))
            }
            SDL_PumpEvents()
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            if paintsCards, let target = renderer.softwareTarget {
                paint(face, into: target, offset: Int((Double(shake) * sin(Double(frame))).rounded()))
            }
            renderer.presentedRegions = regions
            renderer.present()
            pacer.frameDrawn(at: now())
        }
        FileHandle.standardOutput.write(Data("done\n".utf8))
        while SDL_WaitEvent(&event) != 0, event.type != SDL_QUIT.rawValue {}
    }

    /// Each region filled with the felt as the game fills it, then `face` copied into it
    /// `offset` pixels off its middle.
    static func paint(_ face: [UInt32], into target: PixelPlane, offset: Int) {
        face.withUnsafeBufferPointer { face in
            for region in regions {
                target.fill(region, with: target.pixel(of: felt))
                let x = region.x + (region.width - card.width) / 2 + offset, top = region.y + (region.height - card.height) / 2
                for row in 0..<card.height {
                    (target.base + (top + row) * target.pitch + x).update(from: face.baseAddress! + row * card.width, count: card.width)
                }
            }
        }
    }
}
