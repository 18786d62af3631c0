import Foundation
import Render

/// Compares rendered images with golden PNGs kept beside the tests.
///
/// Each golden is compared as a whole and by region: the caller names the parts a player
/// reads (the status bar, each card, each cell of a sheet), and each region may differ in
/// only a few pixels, so a wrong digit in the score, a card of the wrong colour or a
/// missing symbol fails even where it is a tiny share of the image. The goldens are
/// recorded on the machine that runs the tests, so a match is exact but for a few pixels
/// of text edges.
///
/// Re-record every golden with `make goldens` (sets `SET_RECORD_GOLDENS=1`): each file
/// written is printed and reported back as "recorded, not compared", never as a pass. A
/// failing comparison writes `NAME.actual.png` and `NAME.diff.png` next to `NAME.png`.
public enum GoldenImage {
    static var recording: Bool { ProcessInfo.processInfo.environment["SET_RECORD_GOLDENS"] == "1" }

    /// A channel may differ by this much before the pixel counts as different.
    static let channelTolerance: UInt32 = 12
    /// At most this share of the whole image's pixels may differ.
    static let pixelTolerance = 0.0005

    /// A part of the image compared on its own, in pixels: at most `budget` of its pixels
    /// may differ by more than the channel tolerance.
    public struct Region: Sendable {
        public var name: String
        public var x: Int, y: Int, width: Int, height: Int
        public var budget: Int

        /// Few enough that one wrong glyph or symbol edge is over it.
        public static let defaultBudget = 4

        public init(_ name: String, x: Int, y: Int, width: Int, height: Int, budget: Int = defaultBudget) {
            self.name = name
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.budget = budget
        }

        /// The cells of a sheet laid out `columns` wide: cell `i` at
        /// (`left + (i % columns) * strideX`, `top + (i / columns) * strideY`).
        public static func grid(count: Int, columns: Int, left: Int, top: Int, width: Int, height: Int,
                                strideX: Int, strideY: Int, budget: Int = defaultBudget,
                                name: (Int) -> String = { "cell \($0)" }) -> [Region] {
            (0..<count).map { i in
                Region(name(i), x: left + (i % columns) * strideX, y: top + (i / columns) * strideY,
                       width: width, height: height, budget: budget)
            }
        }

        /// This region less what lies outside a `width`×`height` image; nil when nothing is left.
        func clipped(width imageWidth: Int, height imageHeight: Int) -> Region? {
            let left = max(0, x), top = max(0, y)
            let right = min(imageWidth, x + width), bottom = min(imageHeight, y + height)
            guard right > left, bottom > top else { return nil }
            return Region(name, x: left, y: top, width: right - left, height: bottom - top, budget: budget)
        }
    }

    /// Compares `surface` with `folder/name.png`, as a whole and in each of `regions`;
    /// returns why it does not match, or nil. In record mode it writes the golden and
    /// returns a line saying so (a recording is not a pass). `folder` is the test file's
    /// `Goldens` folder (`GoldenImage.folder(beside: #filePath)`).
    public static func mismatch(_ surface: Surface, named name: String, in folder: URL,
                                regions: [Region] = []) throws -> String? {
        let golden = folder.appendingPathComponent("\(name).png").path
        let actualPath = folder.appendingPathComponent("\(name).actual.png").path
        let diffPath = folder.appendingPathComponent("\(name).diff.png").path
        try? FileManager.default.removeItem(atPath: actualPath)
        try? FileManager.default.removeItem(atPath: diffPath)
        if recording {
            try surface.savePNG(to: golden)
            print("recorded golden \(golden)")
            return "recorded \(name).png (SET_RECORD_GOLDENS=1): written, not compared"
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            try surface.savePNG(to: actualPath)
            return "no golden \(name).png; record it with `make goldens`"
        }
        let expected = try Surface(png: golden)
        guard expected.width == surface.width, expected.height == surface.height else {
            try surface.savePNG(to: actualPath)
            return "\(name): size \(surface.width)×\(surface.height), golden \(expected.width)×\(expected.height)"
        }
        let width = surface.width, height = surface.height
        let diff = try Surface(width: width, height: height)
        let differs = surface.withPixels { a in
            expected.withPixels { b in diff.withPixels { d in compare(a, b, into: d) } }
        }
        var problems: [String] = []
        let differing = differs.reduce(0) { $0 + ($1 ? 1 : 0) }
        let share = Double(differing) / Double(width * height)
        if share > pixelTolerance {
            problems.append("\(differing) pixels of the whole image differ (\(share * 100)%)")
        }
        for region in regions.compactMap({ $0.clipped(width: width, height: height) }) {
            var count = 0
            for row in region.y..<region.y + region.height {
                let start = row * width + region.x
                for i in start..<start + region.width where differs[i] { count += 1 }
            }
            if count > region.budget {
                problems.append("\(region.name) at \(region.x),\(region.y) \(region.width)×\(region.height): "
                                + "\(count) pixels differ (budget \(region.budget))")
            }
        }
        guard !problems.isEmpty else { return nil }
        try surface.savePNG(to: actualPath)
        try diff.savePNG(to: diffPath)
        let shown = problems.prefix(8).joined(separator: "; ") + (problems.count > 8 ? "; and \(problems.count - 8) more" : "")
        return "\(name): \(shown); see \(name).actual.png and \(name).diff.png"
    }

    public static func folder(beside file: String) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Marks which pixels differ and paints them red on a faded copy of the expected image.
    private static func compare(_ a: UnsafeMutableBufferPointer<UInt32>, _ b: UnsafeMutableBufferPointer<UInt32>,
                                into d: UnsafeMutableBufferPointer<UInt32>) -> [Bool] {
        var differs = [Bool](repeating: false, count: a.count)
        for i in a.indices {
            var worst: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let x = (a[i] >> UInt32(shift)) & 0xFF, y = (b[i] >> UInt32(shift)) & 0xFF
                worst = max(worst, x > y ? x - y : y - x)
            }
            if worst > channelTolerance {
                differs[i] = true
                d[i] = 0xFFFF_0000
            } else {
                let gray = (((b[i] >> 16) & 0xFF) + ((b[i] >> 8) & 0xFF) + (b[i] & 0xFF)) / 3 / 3 + 170
                d[i] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
            }
        }
        return differs
    }
}
