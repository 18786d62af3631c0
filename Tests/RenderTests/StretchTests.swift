@testable import Render
import Layout
import SetCore
import Testing

/// A card changing size is stretched by hand (P2): runs of opaque pixels and of consecutive
/// columns are copied whole, and the result is the nearest-pixel stretch, blended pixel by
/// pixel, whatever the scale.
@Suite struct StretchTests {
    /// The stretch pixel by pixel: each target pixel its nearest image pixel, copied in raw
    /// rows, blended in the others.
    static func reference(_ image: PixelPlane, rows: [Int], columns: [Int], rawRows: Range<Int>,
                          to target: PixelPlane, x: Int, y: Int, clip: PixelRect) {
        let area = clip.intersection(PixelRect(x: x, y: y, width: columns.count, height: rows.count))
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        guard !area.isEmpty else { return }
        for ty in area.y..<area.maxY {
            let sy = rows[ty - y]
            for tx in area.x..<area.maxX {
                let pixel = image.base[sy * image.pitch + columns[tx - x]]
                let at = target.base + ty * target.pitch + tx
                at.pointee = rawRows.contains(sy) ? pixel : PixelBlit.blend(pixel, over: at.pointee)
            }
        }
    }

    /// A face-like image: clear and partly clear pixels at both ends of each row, an opaque
    /// middle (some rows with a clear pixel inside it, so they have no run), random colours.
    static func image(width: Int, height: Int, random: inout SeededRandom) -> [UInt32] {
        (0..<(width * height)).map { i in
            let x = i % width, y = i / width
            let colour = UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF
            let edge = min(x, width - 1 - x)
            let alpha: UInt32 = edge < 3 ? UInt32(random.below(256)) : (y % 7 == 3 && x == width / 2 ? 0 : 255)
            return alpha << 24 | colour
        }
    }

    @Test(arguments: [0.5, 0.87, 0.97, 1.0, 1.09, 1.6, 3.1])
    func stretchIsTheNearestPixelBlendedAsSDLBlends(scale: Double) {
        var random = SeededRandom(seed: 7)
        let (width, height) = (61, 40)
        var pixels = Self.image(width: width, height: height, random: &random)
        let (targetWidth, targetHeight) = (90, 80)
        let under = (0..<(targetWidth * targetHeight)).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        var fast = under, slow = under
        let count = (Int(Double(width) * scale), Int(Double(height) * scale))
        let columns = PixelBlit.nearest(count: count.0, sourceCount: width)
        let rows = PixelBlit.nearest(count: count.1, sourceCount: height)
        pixels.withUnsafeMutableBufferPointer { image in
            let plane = PixelPlane(base: image.baseAddress!, pitch: width, width: width, height: height)
            let runs = PixelBlit.opaqueRuns(plane)
            #expect(runs.contains { !$0.isEmpty } && runs.contains { $0.isEmpty })
            for (clip, x, y) in [(PixelRect(x: 0, y: 0, width: targetWidth, height: targetHeight), 5, 3),
                                 (PixelRect(x: 11, y: 7, width: 30, height: 50), -4, -2)] {
                fast.withUnsafeMutableBufferPointer { target in
                    PixelBlit.stretch(plane, rows: rows, columns: columns, runs: runs, rawRows: 10..<20,
                                      to: PixelPlane(base: target.baseAddress!, pitch: targetWidth, width: targetWidth, height: targetHeight),
                                      x: x, y: y, clip: clip)
                }
                slow.withUnsafeMutableBufferPointer { target in
                    Self.reference(plane, rows: rows, columns: columns, rawRows: 10..<20,
                                   to: PixelPlane(base: target.baseAddress!, pitch: targetWidth, width: targetWidth, height: targetHeight),
                                   x: x, y: y, clip: clip)
                }
            }
        }
        #expect(fast == slow, "scale \(scale)")
        #expect(fast != under)
    }
}
