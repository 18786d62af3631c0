@testable import Render
import Layout
import SetCore
import Testing

/// A card face is drawn by hand from its compact form (P2, P3): runs of one colour filled,
/// opaque pixels copied, the rest blended, and the result is the image blended pixel by
/// pixel; a card changing size is stretched, and the result is the nearest-pixel stretch,
/// whatever the scale; rows copied as they are (a card's middle band) are so.
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
    /// middle (some rows with a clear pixel inside it), random colours, some of them in runs
    /// of one colour, some rows alike.
    static func image(width: Int, height: Int, random: inout SeededRandom) -> [UInt32] {
        var colours = (0..<width).map { _ in UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF }
        for x in 0..<width where x % 11 > 3 { colours[x] = colours[x - 1] }
        var pixels = (0..<(width * height)).map { i in
            let x = i % width, y = i / width
            let colour = y % 5 == 0 ? colours[x] : UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF
            let edge = min(x, width - 1 - x)
            let alpha: UInt32 = edge < 3 && y != 30 ? UInt32(random.below(256)) : (y % 7 == 3 && x == width / 2 ? 0 : 255)
            return alpha << 24 | colour
        }
        // Rows alike: three in the rows copied as they are (10..<20) and one apart from them
        // there (15), one outside them (25, blended there); three opaque ones and one apart
        // (36), as a card's symbols one above the other have rows alike.
        for (row, copies) in [(11, [12, 13, 15, 25]), (30, [31, 32, 36])] where copies.allSatisfy({ $0 < height }) {
            for copy in copies { pixels[(copy * width)..<((copy + 1) * width)] = pixels[(row * width)..<((row + 1) * width)] }
        }
        return pixels
    }

    @Test func theCompactFormIsThePixels() {
        var random = SeededRandom(seed: 3)
        let (width, height) = (61, 40)
        let pixels = Self.image(width: width, height: height, random: &random)
        let image = pixels.withUnsafeBufferPointer { CompactImage($0, width: width, height: height) }
        var decoded = [UInt32](repeating: 0, count: pixels.count)
        decoded.withUnsafeMutableBufferPointer { image.decode(into: $0) }
        #expect(decoded == pixels)
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
            let compact = CompactImage(UnsafeBufferPointer(image), width: width, height: height)
            // The whole image; part of it; from below the first of rows alike (30), so that
            // the others are drawn without it.
            for (clip, x, y) in [(PixelRect(x: 0, y: 0, width: targetWidth, height: targetHeight), 5, 3),
                                 (PixelRect(x: 11, y: 7, width: 30, height: 50), -4, -2),
                                 (PixelRect(x: 0, y: 34, width: targetWidth, height: 30), 2, 3)] {
                fast.withUnsafeMutableBufferPointer { target in
                    let target = PixelPlane(base: target.baseAddress!, pitch: targetWidth, width: targetWidth, height: targetHeight)
                    if scale == 1 {
                        compact.draw(to: target, x: x, y: y, clip: clip, asIs: 10..<20)
                    } else {
                        compact.stretch(rows: rows, columns: columns, spans: PixelBlit.ColumnSpans(columns, sourceWidth: width),
                                        to: target, x: x, y: y, clip: clip, asIs: 10..<20)
                    }
                }
                slow.withUnsafeMutableBufferPointer { target in
                    Self.reference(plane, rows: rows, columns: columns, rawRows: 10..<20,
                                   to: PixelPlane(base: target.baseAddress!, pitch: targetWidth, width: targetWidth, height: targetHeight),
                                   x: x, y: y, clip: clip)
                }
            }
        }
        #expect(zip(fast, slow).filter { $0 != $1 }.count == 0, "pixels differing at scale \(scale)")
        #expect(fast != under)
    }
}
