import Foundation
import Render

/// Compares rendered images with golden PNGs kept beside the tests.
///
/// Re-record every golden with `make goldens` (sets `SET_RECORD_GOLDENS=1`). A failing
/// comparison writes `NAME.actual.png` and `NAME.diff.png` next to `NAME.png`.
public enum GoldenImage {
    static var recording: Bool { ProcessInfo.processInfo.environment["SET_RECORD_GOLDENS"] == "1" }

    /// A channel may differ by this much before the pixel counts as different.
    static let channelTolerance: UInt32 = 12
    /// At most this share of pixels may differ.
    static let pixelTolerance = 0.002

    /// Compares `surface` with `folder/name.png`; returns why it does not match, or nil.
    /// `folder` is the test file's `Goldens` folder (`GoldenImage.folder(beside: #filePath)`).
    public static func mismatch(_ surface: Surface, named name: String, in folder: URL) throws -> String? {
        let golden = folder.appendingPathComponent("\(name).png").path
        let actualPath = folder.appendingPathComponent("\(name).actual.png").path
        let diffPath = folder.appendingPathComponent("\(name).diff.png").path
        try? FileManager.default.removeItem(atPath: actualPath)
        try? FileManager.default.removeItem(atPath: diffPath)
        if recording {
            try surface.savePNG(to: golden)
            return nil
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
        let diff = try Surface(width: surface.width, height: surface.height)
        let differing = surface.withPixels { a in
            expected.withPixels { b in diff.withPixels { d in compare(a, b, into: d) } }
        }
        let share = Double(differing) / Double(surface.width * surface.height)
        if share > pixelTolerance {
            try surface.savePNG(to: actualPath)
            try diff.savePNG(to: diffPath)
            return "\(name): \(differing) pixels differ (\(share * 100)%); see \(name).actual.png and \(name).diff.png"
        }
        return nil
    }

    public static func folder(beside file: String) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Counts differing pixels and paints them red on a faded copy of the expected image.
    private static func compare(_ a: UnsafeMutableBufferPointer<UInt32>, _ b: UnsafeMutableBufferPointer<UInt32>,
                                into d: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var differing = 0
        for i in a.indices {
            var worst: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let x = (a[i] >> UInt32(shift)) & 0xFF, y = (b[i] >> UInt32(shift)) & 0xFF
                worst = max(worst, x > y ? x - y : y - x)
            }
            if worst > channelTolerance {
                differing += 1
                d[i] = 0xFFFF_0000
            } else {
                let gray = (((b[i] >> 16) & 0xFF) + ((b[i] >> 8) & 0xFF) + (b[i] & 0xFF)) / 3 / 3 + 170
                d[i] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
            }
        }
        return differing
    }
}
