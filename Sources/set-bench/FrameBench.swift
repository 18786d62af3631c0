import Render
import SetCore
import SetGameApp
import Foundation
import Table

/// Frame times of the software renderer for a table of `cards` cards in a `window`.
@MainActor
struct FrameBench {
    let fonts: FontFiles
    let frames = 240

    /// A session with `cards` cards on the table, settled.
    func session(cards: Int, window: Size) -> GameSession {
        let session = GameSession(seed: 11, window: window)
        while session.game.table.count < cards, session.game.canDeal { session.send(.dealThree) }
        session.settle()
        return session
    }

    enum Motion { case settled, flying, resizing }

    /// Median and 99th percentile of drawing one frame, in milliseconds. `flying`: every
    /// card in flight at its own size, as cards dealt or leaving; `resizing`: every card
    /// moving and changing size, as after a window resize (faces scaled until they settle).
    func measure(cards: Int, window: Size, motion: Motion) throws -> (median: Double, p99: Double) {
        let session = session(cards: cards, window: window)
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: fonts)
        try renderer.draw(session.scene(), pixelScale: 1)
        let narrower = Size(width: window.width * 0.8, height: window.height)
        var times: [Double] = []
        let clock = ContinuousClock()
        for frame in 0..<(frames + 30) {
            if motion == .resizing, !session.isAnimating {
                session.resize(to: session.screen.window == window ? narrower : window)
            }
            session.advance(by: 1.0 / 60)
            var scene = session.scene()
            if motion == .flying {
                let t = Double(frame) / 60
                for i in scene.cards.indices {
                    let phase = t * 3 + Double(i)
                    scene.cards[i].frame = scene.cards[i].frame.offsetBy(dx: 90 * sin(phase), dy: 60 * cos(phase * 0.7))
                }
            }
            let elapsed = try clock.measure { try renderer.draw(scene, pixelScale: 1) }
            if frame >= 30 { times.append(elapsed.milliseconds) }  // the first frames fill the caches
        }
        return Statistics.summary(times)
    }

    /// Milliseconds to rasterize one card face of `width` pixels (median over 81 faces).
    func rasterizeCost(width: Int) throws -> Double {
        let clock = ContinuousClock()
        let height = Int((Double(width) * 7 / 5).rounded())
        var times: [Double] = []
        for card in Card.all {
            times.append(try clock.measure { _ = try CardFaceCache.rasterize(card, look: .plain, width: width, height: height) }
                .milliseconds)
        }
        return Statistics.summary(times).median
    }
}

enum Statistics {
    static func summary(_ values: [Double]) -> (median: Double, p99: Double) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return (0, 0) }
        return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))])
    }
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
