import CSDL2
import Layout
#if canImport(Glibc)
import Glibc
#endif

/// 32-bit pixels in memory, red, green and blue where ARGB8888 keeps them: a software
/// renderer's target (its surface, or its window's) or a texture it keeps (P2).
public struct PixelPlane {
    public var base: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    public var pitch: Int
    public var width: Int, height: Int
    /// The bits of a pixel that keep its alpha: 0 for xRGB (a window's pixels), where SDL
    /// writes the top byte as 0.
    var alphaMask: UInt32 = 0xFF00_0000

    /// The pixels of `surface` when they are 32-bit xRGB or ARGB and need no locking.
    init?(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        let format = surface.pointee.format.pointee
        guard format.BytesPerPixel == 4, format.Rmask == 0xFF0000, format.Gmask == 0xFF00, format.Bmask == 0xFF,
              format.Amask == 0 || format.Amask == 0xFF00_0000,
              surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let pixels = surface.pointee.pixels else { return nil }
        base = pixels.assumingMemoryBound(to: UInt32.self)
        pitch = Int(surface.pointee.pitch) / 4
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        alphaMask = format.Amask
    }

    init(base: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int) {
        self.base = base; self.pitch = pitch; self.width = width; self.height = height
    }

    /// Opaque `color` as this plane keeps it, as SDL's `SDL_MapRGBA` gives it.
    public func pixel(of color: RGBA) -> UInt32 {
        alphaMask | color.rgbPixel
    }

    /// Fills `rect` (clipped to the plane) with `pixel`, row by row with the C library's
    /// `wmemset`. SDL's own fill writes around the cache (non-temporal stores): the cards
    /// then copied over the felt, and the X server reading the frame, wait on memory for
    /// those rows. A deal's frame at 1920×1080 took 1.14 ms with SDL's fill, 0.89 ms with
    /// this one (P2).
    public func fill(_ rect: PixelRect, with pixel: UInt32) {
        let area = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return }
        let wideFill = CompactImage.wideFill
        for y in area.y..<area.maxY { CompactImage.fill(base + y * pitch + area.x, pixel, area.width, wideFill) }
    }

    /// Moves the pixels of `rect` by (`dx`, `dy`) whole pixels, row by row as `memmove` does
    /// (the two places may overlap): what they land on is replaced, what they leave keeps its
    /// pixels. Both places must lie within the plane.
    public func move(_ rect: PixelRect, dx: Int, dy: Int) {
        let plane = PixelRect(x: 0, y: 0, width: width, height: height)
        let to = PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        precondition(plane.contains(rect) && plane.contains(to), "a move within the plane")
        guard !rect.isEmpty else { return }
        // Rows moving down are taken from the bottom up, so none is overwritten before it moves.
        for row in 0..<rect.height {
            let y = dy > 0 ? rect.maxY - 1 - row : rect.y + row
            memmove(base + (y + dy) * pitch + to.x, base + y * pitch + rect.x, rect.width * 4)
        }
    }
}

/// What copying an ARGB image onto a `PixelPlane` by hand needs (`CompactImage`): SDL's
/// blend, and the columns of a nearest-pixel stretch (P2).
public enum PixelBlit {
    /// SDL 2.26's blend of one ARGB pixel over another (its software renderer's, pixel for
    /// pixel): each channel `s·a/256 + d·(255−a)/256` rounded down, alpha with 255 for `a`;
    /// an opaque pixel replaces, a clear one leaves the target as it was.
    @inline(__always)
    public static func blend(_ s: UInt32, over d: UInt32) -> UInt32 {
        let a = s >> 24
        if a == 255 { return s }
        if a == 0 { return d }
        return blend(partlyClear: s, over: d)
    }

    /// `blend` of a pixel neither opaque nor clear, without the two branches for those: a
    /// loop of them, the corners and shadows of cards, takes a third less time (P4: 0.63
    /// against 0.93 ns a pixel).
    @inline(__always)
    public static func blend(partlyClear s: UInt32, over d: UInt32) -> UInt32 {
        let a = s >> 24
        let inverse = 255 - a
        let sRB = s & 0xFF00FF, dRB = d & 0xFF00FF
        // Red and blue side by side: each product stays under 2^16, so the lanes never mix.
        let rb = (((sRB &* a) >> 8) & 0xFF00FF) &+ (((dRB &* inverse) >> 8) & 0xFF00FF)
        let g = (((s >> 8 & 0xFF) &* a) >> 8) &+ (((d >> 8 & 0xFF) &* inverse) >> 8)
        let alpha = (((s >> 24) &* 255) >> 8) &+ (((d >> 24) &* inverse) >> 8)
        return rb | g << 8 | alpha << 24
    }

    /// The target columns of a stretch by source column, and its runs of consecutive ones.
    struct ColumnSpans {
        /// For each source column `s` (and the width), the first target column showing `s` or a later one.
        private(set) var first: [Int]
        /// For each target column, where its run of consecutive source columns ends.
        private var runEnd: [Int]
        /// Whether runs are long enough to copy whole rather than pixel by pixel.
        private var copiesRuns: Bool

        init(_ columns: [Int], sourceWidth: Int) {
            first = [Int](repeating: columns.count, count: sourceWidth + 1)
            for j in columns.indices.reversed() { first[columns[j]] = j }
            for s in stride(from: sourceWidth - 1, through: 0, by: -1) { first[s] = min(first[s], first[s + 1]) }
            runEnd = [Int](repeating: columns.count, count: columns.count)
            var count = columns.isEmpty ? 0 : 1
            for j in columns.indices.dropLast().reversed() {
                if columns[j + 1] == columns[j] + 1 { runEnd[j] = runEnd[j + 1] } else { runEnd[j] = j + 1; count += 1 }
            }
            copiesRuns = columns.count >= 8 * count
        }

        /// Copies target columns `span` of one row from `source` as they are.
        @inline(__always)
        func copy(_ source: UnsafeMutablePointer<UInt32>, _ columns: UnsafeBufferPointer<Int>, _ span: Range<Int>,
                  to row: UnsafeMutablePointer<UInt32>) {
            guard copiesRuns else {
                for j in span { row[j] = source[columns[j]] }
                return
            }
            var j = span.lowerBound
            while j < span.upperBound {
                let end = min(runEnd[j], span.upperBound)
                (row + j).update(from: source + columns[j], count: end - j)
                j = end
            }
        }
    }

    /// For each of `count` target pixels, the one of `sourceCount` source pixels whose
    /// middle is nearest its own, offset by `start`.
    static func nearest(count: Int, sourceCount: Int, start: Int = 0) -> [Int] {
        (0..<count).map { start + min(sourceCount - 1, (2 * $0 + 1) * sourceCount / (2 * count)) }
    }
}
