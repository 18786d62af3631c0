import Foundation
import Render
import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// Y2 and P3: the texture caches of one scene renderer stay within their byte budgets
/// whatever sizes the window goes through, the budgets hold what a 1920×1080 window shows,
/// and the process's memory levels off.
@MainActor @Suite("Cache memory", .serialized)
struct CacheMemoryTests {
    static let fullHD = Size(width: 1920, height: 1080)

    /// A session at `window` with `deals` times 3 more cards, settled.
    static func session(window: Size, deals: Int) -> SessionStore {
        let session = SessionStore(seed: 5, window: window)
        for _ in 0..<deals { session.press(.deal) }
        session.settle()
        return session
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

    @Test(arguments: [12, 81])
    func theFaceBudgetHoldsA1920x1080TableAndAStandInSize(cards: Int) throws {
        let session = Self.session(window: Self.fullHD, deals: (cards - 12) / 3)
        #expect(session.game.table.count == cards)
        let renderer = SceneRenderer(renderer: try Renderer(width: 1920, height: 1080), fonts: HeadlessDriverTests.fonts)
        renderer.faces.rasterizeBudget = .infinity  // every face of the frame at its own size at once
        try renderer.draw(session.scene(), pixelScale: 1)
        let oneSize = renderer.faces.usage
        session.resize(to: Size(width: 1800, height: 1000))
        session.settle()
        try renderer.draw(session.scene(), pixelScale: 1)
        let twoSizes = renderer.faces.usage
        print("faces, \(cards) cards at 1920×1080: \(Self.megabytes(oneSize.bytes)), with a stand-in size "
              + "\(Self.megabytes(twoSizes.bytes)), budget \(Self.megabytes(twoSizes.budget))")
        #expect(twoSizes.count >= 2 * cards, "\(twoSizes.count) faces for \(cards) cards at two sizes")
        #expect(twoSizes.count == renderer.faces.rasterizations, "a face was dropped: both sizes must fit")
        #expect(twoSizes.bytes <= twoSizes.budget)
    }

    @Test func theTextAndShapeBudgetsHoldTheHelpOverlayOfA4KWindow() throws {
        let window = Size(width: 3840, height: 2160)
        let session = Self.session(window: window, deals: 0)
        let renderer = SceneRenderer(renderer: try Renderer(width: 3840, height: 2160), fonts: HeadlessDriverTests.fonts)
        session.key(KeyChord("f1"))
        try renderer.draw(session.scene(), pixelScale: 1)
        session.key(KeyChord("escape"))
        try renderer.draw(session.scene(), pixelScale: 1)
        let usage = renderer.cacheUsage
        print("4K window with the help overlay: text \(Self.megabytes(usage["text"]!.bytes)) of "
              + "\(Self.megabytes(usage["text"]!.budget)), shapes \(Self.megabytes(usage["shapes"]!.bytes)) of "
              + "\(Self.megabytes(usage["shapes"]!.budget))")
        for name in ["text", "shapes"] { #expect(usage[name]!.bytes <= usage[name]!.budget, "\(name): \(usage[name]!)") }
    }

    /// The resident memory of this process, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    static let resizes = 10_000
    static let warmUp = 2_000
    static let sampleEvery = 250

    /// 10,000 window sizes, as a player dragging the window's edge makes them: one
    /// renderer draws the session at every 5th (the cards flying, faces standing in, the
    /// chrome at each new size), settling every 250th so that every card gets its own face.
    @Test func tenThousandSizesKeepTheCachesInBudgetAndMemoryLevel() throws {
        let session = Self.session(window: Self.fullHD, deals: 0)
        // A small canvas: drawing is clipped to it, but every texture is made at full size.
        let renderer = SceneRenderer(renderer: try Renderer(width: 960, height: 540), fonts: HeadlessDriverTests.fonts)
        var random = SeededRandom(seed: 10_000)
        var samples: [Int] = []
        for step in 1...Self.resizes {
            session.resize(to: Size(width: Double(360 + random.below(1561)), height: Double(360 + random.below(721))))
            if step % 1000 == 500 || step % 1000 == 525 { session.key(KeyChord("f1")) }  // the help panel for 25 sizes
            session.advance(by: 1.0 / 60)
            if step % 250 == 0 { session.settle() }
            if step % 5 == 0 {
                try renderer.draw(session.scene(), pixelScale: 1)
                for (name, usage) in renderer.cacheUsage where usage.bytes > usage.budget {
                    Issue.record("after \(step) sizes the \(name) cache holds \(usage.bytes) bytes, over its budget \(usage.budget)")
                    return
                }
            }
            if step % Self.sampleEvery == 0 { samples.append(Self.residentBytes()) }
        }
        print("resident memory every \(Self.sampleEvery) sizes: " + samples.map { Self.megabytes($0) }.joined(separator: " "))
        // What the caches may hold, and some room for the allocator.
        let budgets = renderer.cacheUsage.values.map(\.budget).reduce(0, +), slack = 8 << 20
        #expect(samples.max()! <= samples[0] + budgets + slack,
                "memory rose from \(Self.megabytes(samples[0])) to \(Self.megabytes(samples.max()!)), more than the caches' budgets")
        // After warm-up, the last quarter's mean stays near the first quarter's: no trend up.
        let settled = Array(samples[(Self.warmUp / Self.sampleEvery)...]), quarter = settled.count / 4
        func mean(_ part: ArraySlice<Int>) -> Int { part.reduce(0, +) / part.count }
        let early = mean(settled.prefix(quarter)), late = mean(settled.suffix(quarter))
        #expect(late <= early + 6 << 20, "memory trends up after warm-up: \(Self.megabytes(early)) → \(Self.megabytes(late))")
    }
}
