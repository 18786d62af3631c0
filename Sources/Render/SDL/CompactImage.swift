import Layout
#if canImport(Glibc)
import Glibc
#endif

/// An ARGB image kept row by row as runs (P3): a card face is mostly runs of one opaque
/// colour (the white card, flat symbol fills, the border), with spans of other opaque
/// pixels (stripes, anti-aliased edges), spans of partly clear ones (corners, the shadow)
/// and clear ones (around the corners); a translucent shape (the message's pill) is mostly
/// runs of one partly clear colour. It is drawn from those runs directly: a run of
/// one colour is a fill, opaque spans are copied, partly clear pixels blended as
/// `PixelBlit.blend` does, clear ones left out; pixel for pixel what copying the whole
/// image would draw. Rows alike share their runs.
public struct CompactImage: Sendable {
    public let width: Int, height: Int
    /// Each row's runs, one after another: a word `count << 3 | kind` then, for clear pixels
    /// or a fill of one colour, opaque or not, their colour, for copied or blended pixels,
    /// `count` pixels.
    private let words: [UInt32]
    /// Where each row's runs start in `words`, with `opaqueRow` set for a row without clear
    /// or partly clear pixels. Rows alike have the same.
    private let rowStarts: [UInt32]
    private static let opaqueRow: UInt32 = 1 << 31
    /// For each row, the first row alike (itself when none before it is): a row alike one
    /// drawn before it in the same call is copied from it (P2: a card's two or three
    /// symbols, one above the other, have rows alike, as its plain rows are).
    private let firstAlike: [Int32]

    enum Kind: UInt32 {
        /// Clear pixels of one value: nothing drawn.
        case skip = 0
        /// Pixels of one opaque colour.
        case fill = 1
        /// Opaque pixels, copied as they are.
        case copy = 2
        /// Partly clear pixels, blended.
        case blend = 3
        /// Pixels of one partly clear colour, blended.
        case blendFill = 4
    }

    /// Runs of one colour shorter than this are kept among the copied pixels around them.
    static let shortestFill = 3

    /// Bytes held (the runs, the rows' starts and their first rows alike).
    public var bytes: Int { (words.count + rowStarts.count + firstAlike.count) * 4 }

    /// The `width` × `height` image of `pixels`, one row after another.
    init(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        precondition(pixels.count >= width * height)
        self.width = width
        self.height = height
        var words: [UInt32] = [], starts: [UInt32] = []
        // Rows met so far by the hash of their runs; a row's runs cover exactly `width`
        // pixels, so runs that begin alike all the way are the same row's.
        var shared: [Int: (start: UInt32, row: Int32)] = [:]
        var row: [UInt32] = [], firstAlike: [Int32] = []
        starts.reserveCapacity(height)
        firstAlike.reserveCapacity(height)
        for y in 0..<height {
            row.removeAll(keepingCapacity: true)
            let pixels = UnsafeBufferPointer(rebasing: pixels[(y * width)..<((y + 1) * width)])
            Self.encode(pixels, into: &row)
            let hash = Self.hash(row)
            if let (start, first) = shared[hash], case let at = Int(start & ~Self.opaqueRow),
               at + row.count <= words.count, words[at..<(at + row.count)].elementsEqual(row) {
                starts.append(start)
                firstAlike.append(first)
            } else {
                let start = UInt32(words.count) | (pixels.allSatisfy { $0 >> 24 == 255 } ? Self.opaqueRow : 0)
                shared[hash] = (start, Int32(y))
                starts.append(start)
                firstAlike.append(Int32(y))
                words.append(contentsOf: row)
            }
        }
        // Exactly as many words as there are: an array grown by appending keeps up to twice.
        self.words = [UInt32](unsafeUninitializedCapacity: words.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: words)
        }
        rowStarts = starts
        self.firstAlike = firstAlike
    }

    /// The hash of a row's runs (FNV-1a over their words): rows alike have the same words,
    /// and a row that only shares a hash is told apart by its words. `hashValue` of an array
    /// hashes its words one by one through the generic `Hashable` witness, and `Hasher` over
    /// their bytes is a keyed hash this has no use for (P2, P4: the faces of 100 headless
    /// clicks took 30 million instructions to hash their rows the first way, 9 the second,
    /// under 1 this one).
    private static func hash(_ row: [UInt32]) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in row { hash = (hash ^ UInt64(word)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash)
    }

    private static func kind(of pixel: UInt32) -> Kind {
        switch pixel >> 24 {
        case 0: return .skip
        case 255: return .copy
        default: return .blend
        }
    }

    private static func encode(_ row: UnsafeBufferPointer<UInt32>, into words: inout [UInt32]) {
        var x = 0
        while x < row.count {
            let kind = kind(of: row[x])
            var end = x + 1
            while end < row.count && Self.kind(of: row[end]) == kind { end += 1 }
            switch kind {
            case .skip:
                // Clear pixels draw nothing, but their value is kept for `decode`: SDL's
                // linear filter mixes it into its neighbours when it scales the image.
                var start = x
                while start < end {
                    var next = start + 1
                    while next < end && row[next] == row[start] { next += 1 }
                    words.append(UInt32(next - start) << 3 | Kind.skip.rawValue)
                    words.append(row[start])
                    start = next
                }
            case .blend, .blendFill:
                encodeSpan(UnsafeBufferPointer(rebasing: row[x..<end]), as: .blend, runsAs: .blendFill, into: &words)
            case .copy, .fill:
                encodeSpan(UnsafeBufferPointer(rebasing: row[x..<end]), as: .copy, runsAs: .fill, into: &words)
            }
            x = end
        }
    }

    /// Pixels of one kind, opaque (copied) or partly clear (blended): runs of one colour as
    /// fills of that kind (`runs`), the rest as spans of their pixels (`kind`).
    private static func encodeSpan(_ span: UnsafeBufferPointer<UInt32>, as kind: Kind, runsAs runs: Kind,
                                   into words: inout [UInt32]) {
        var literal = 0, x = 0
        func flushLiteral(upTo end: Int) {
            guard end > literal else { return }
            words.append(UInt32(end - literal) << 3 | kind.rawValue)
            words.append(contentsOf: span[literal..<end])
        }
        while x < span.count {
            var end = x + 1
            while end < span.count && span[end] == span[x] { end += 1 }
            if end - x >= shortestFill {
                flushLiteral(upTo: x)
                words.append(UInt32(end - x) << 3 | runs.rawValue)
                words.append(span[x])
                literal = end
            }
            x = end
        }
        flushLiteral(upTo: span.count)
    }

    /// Draws the image onto `target` at (`x`, `y`) within `clip`; rows in `asIs` are copied
    /// as they are, whatever their alpha.
    func draw(to target: PixelPlane, x: Int, y: Int, clip: PixelRect, asIs: Range<Int> = 0..<0) {
        let area = clip.intersection(PixelRect(x: x, y: y, width: width, height: height))
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        guard !area.isEmpty else { return }
        let low = area.x - x, high = area.maxX - x
        let fill = Self.wideFill
        words.withUnsafeBufferPointer { words in
            withRowsDrawn { drawnAt in
                for ty in area.y..<area.maxY {
                    let row = target.base + ty * target.pitch + x
                    let sy = ty - y, rowAsIs = asIs.contains(sy)
                    if writesEveryPixel(sy, asIs: rowAsIs) {
                        if copyAlike(sy, drawnAt, to: row, target, x: x, low, high) { continue }
                        drawnAt[Int(firstAlike[sy])] = Int32(ty)
                    }
                    // Two loops, each without the other's branches.
                    if rowAsIs {
                        drawRow(sy, words.baseAddress!, to: row, low, high, asIs: true, fill: fill)
                    } else {
                        drawRow(sy, words.baseAddress!, to: row, low, high, asIs: false, fill: fill)
                    }
                }
            }
        }
    }

    /// Whether drawing row `y` writes every one of its pixels, whatever was under it: then
    /// a later row alike, drawn in the same call, is a copy of it (a card's plain rows and
    /// the rows of its symbols, one above the other, P2). Rows alike that write every pixel
    /// write the same ones: an opaque row is drawn the same copied as it is or not.
    @inline(__always)
    private func writesEveryPixel(_ y: Int, asIs: Bool) -> Bool { asIs || rowStarts[y] & Self.opaqueRow != 0 }

    /// For each first row alike (`firstAlike`), the target row it was last drawn whole to in
    /// this call, or -1.
    @inline(__always)
    private func withRowsDrawn(_ body: (UnsafeMutableBufferPointer<Int32>) -> Void) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: height) { drawnAt in
            drawnAt.initialize(repeating: -1)
            body(drawnAt)
        }
    }

    /// Copies columns `low..<high` of the target row a row alike `y` was drawn whole to in
    /// this call, if one was, to `row` (the target's row with column 0 at `x`).
    @inline(__always)
    private func copyAlike(_ y: Int, _ drawnAt: UnsafeMutableBufferPointer<Int32>, to row: UnsafeMutablePointer<UInt32>,
                           _ target: PixelPlane, x: Int, _ low: Int, _ high: Int) -> Bool {
        let at = Int(drawnAt[Int(firstAlike[y])])
        guard at >= 0 else { return false }
        (row + low).update(from: target.base + at * target.pitch + x + low, count: high - low)
        return true
    }

    /// The run whose word is `words[i]`: its kind, its width, where its colour or pixels
    /// start and where the next run's word is.
    @inline(__always)
    private static func run(at i: Int, _ words: UnsafePointer<UInt32>) -> (kind: UInt32, count: Int, data: Int, next: Int) {
        let word = words[i], count = Int(word >> 3), kind = word & 7
        let oneColour = kind == Kind.skip.rawValue || kind == Kind.fill.rawValue || kind == Kind.blendFill.rawValue
        return (kind, count, i &+ 1, i &+ (oneColour ? 2 : 1 &+ count))
    }

    /// Draws columns `low..<high` of row `y` at `target` (its column 0). Copied as it is
    /// (`asIs`), a clear run is a fill and partly clear pixels are copied.
    @inline(__always)
    private func drawRow(_ y: Int, _ words: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt32>,
                         _ low: Int, _ high: Int, asIs: Bool, fill wideFill: WideFill?) {
        var i = Int(rowStarts[y] & ~Self.opaqueRow), x = 0
        while x < high {
            let run = Self.run(at: i, words), start = x
            i = run.next
            x &+= run.count
            let from = max(start, low), to = min(x, high)
            guard from < to else { continue }
            // The run's pixels with column `start` at `source[start]`.
            let source = words + (run.data &- start)
            switch run.kind {
            case Kind.fill.rawValue:
                Self.fill(target + from, words[run.data], to &- from, wideFill)
            case Kind.copy.rawValue:
                Self.copy(target + from, source + from, to &- from)
            case Kind.skip.rawValue:
                if asIs { Self.fill(target + from, words[run.data], to &- from, wideFill) }
            case Kind.blendFill.rawValue:
                Self.blendFill(target + from, words[run.data], to &- from, asIs: asIs, wideFill)
            default:
                if asIs {
                    Self.copy(target + from, source + from, to &- from)
                } else {
                    for j in from..<to { target[j] = PixelBlit.blend(partlyClear: source[j], over: target[j]) }
                }
            }
        }
    }

    /// Writes `count` pixels of `colour` from `start`: short runs one by one, longer ones
    /// with the C library's `wmemset` (its 32-bit characters are pixels here), which uses
    /// the widest stores the processor has, as `memcpy` does.
    @inline(__always)
    static func fill(_ start: UnsafeMutablePointer<UInt32>, _ colour: UInt32, _ count: Int, _ wideFill: WideFill?) {
        if count >= 64, let wideFill {
            _ = wideFill(start, colour, count)
            return
        }
        for i in 0..<count { start[i] = colour }
    }

    /// `count` pixels of one partly clear `colour` from `start`: blended over what is there,
    /// or written as they are (`asIs`).
    @inline(__always)
    static func blendFill(_ start: UnsafeMutablePointer<UInt32>, _ colour: UInt32, _ count: Int, asIs: Bool,
                          _ wideFill: WideFill?) {
        if asIs { return fill(start, colour, count, wideFill) }
        for i in 0..<count { start[i] = PixelBlit.blend(partlyClear: colour, over: start[i]) }
    }

    /// Copies `count` pixels: short spans one by one, longer ones with `memcpy`.
    @inline(__always)
    static func copy(_ target: UnsafeMutablePointer<UInt32>, _ source: UnsafePointer<UInt32>, _ count: Int) {
        if count >= 16 {
            target.update(from: source, count: count)
            return
        }
        for i in 0..<count { target[i] = source[i] }
    }

    typealias WideFill = @convention(c) (UnsafeMutablePointer<UInt32>, UInt32, Int) -> UnsafeMutablePointer<UInt32>

    /// glibc's `wmemset`, which Swift's Glibc module leaves out.
    static let wideFill: WideFill? = {
        #if canImport(Glibc)
        dlsym(nil, "wmemset").map { unsafeBitCast($0, to: WideFill.self) }  // nil: RTLD_DEFAULT
        #else
        nil
        #endif
    }()

    /// Draws the image stretched onto `target`, nearest pixel: target row `y + i` shows row
    /// `rows[i]`, target column `x + j` column `columns[j]` (never decreasing). Within `clip`;
    /// rows in `asIs` are copied as they are. Runs of consecutive columns are copied whole:
    /// `spans`, worked out for `columns` and this image's width, which cards of one size share (P2).
    func stretch(rows: [Int], columns: [Int], spans: PixelBlit.ColumnSpans, to target: PixelPlane, x: Int, y: Int,
                 clip: PixelRect, asIs: Range<Int> = 0..<0) {
        let area = clip.intersection(PixelRect(x: x, y: y, width: columns.count, height: rows.count))
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        guard !area.isEmpty else { return }
        let low = area.x - x, high = area.maxX - x
        let fill = Self.wideFill
        words.withUnsafeBufferPointer { words in
            columns.withUnsafeBufferPointer { columns in
                withRowsDrawn { drawnAt in
                    for ty in area.y..<area.maxY {
                        let row = target.base + ty * target.pitch + x
                        let sy = rows[ty - y], rowAsIs = asIs.contains(sy)
                        if writesEveryPixel(sy, asIs: rowAsIs) {
                            if copyAlike(sy, drawnAt, to: row, target, x: x, low, high) { continue }
                            drawnAt[Int(firstAlike[sy])] = Int32(ty)
                        }
                        // Two loops, each without the other's branches.
                        if rowAsIs {
                            stretchRow(sy, words.baseAddress!, columns, spans, to: row, low, high, asIs: true, fill: fill)
                        } else {
                            stretchRow(sy, words.baseAddress!, columns, spans, to: row, low, high, asIs: false, fill: fill)
                        }
                    }
                }
            }
        }
    }

    /// Draws target columns `low..<high` of row `y` stretched at `target` (its column 0).
    @inline(__always)
    private func stretchRow(_ y: Int, _ words: UnsafePointer<UInt32>, _ columns: UnsafeBufferPointer<Int>,
                            _ spans: PixelBlit.ColumnSpans, to target: UnsafeMutablePointer<UInt32>,
                            _ low: Int, _ high: Int, asIs: Bool, fill wideFill: WideFill?) {
        var i = Int(rowStarts[y] & ~Self.opaqueRow), x = 0
        spans.first.withUnsafeBufferPointer { first in
            while x < width {
                let run = Self.run(at: i, words), start = x
                let from = max(first[start], low), to = min(first[start &+ run.count], high)
                guard from < high else { return }
                i = run.next
                x &+= run.count
                guard from < to else { continue }
                // Source column `c` of the run at `source[c]`.
                let source = UnsafeMutablePointer(mutating: words + (run.data &- start))
                switch run.kind {
                case Kind.fill.rawValue:
                    Self.fill(target + from, words[run.data], to &- from, wideFill)
                case Kind.copy.rawValue:
                    spans.copy(source, columns, from..<to, to: target)
                case Kind.skip.rawValue:
                    if asIs { Self.fill(target + from, words[run.data], to &- from, wideFill) }
                case Kind.blendFill.rawValue:
                    Self.blendFill(target + from, words[run.data], to &- from, asIs: asIs, wideFill)
                default:
                    if asIs {
                        spans.copy(source, columns, from..<to, to: target)
                    } else {
                        Self.blend(source, columns, from..<to, to: target)
                    }
                }
            }
        }
    }

    /// Blends target columns `span` of a stretched row from `source[columns[j]]`: the
    /// source pixels gathered first, so that the blend runs over consecutive pixels, as
    /// `draw`'s does, which the compiler does several at a time (P2).
    @inline(__always)
    private static func blend(_ source: UnsafeMutablePointer<UInt32>, _ columns: UnsafeBufferPointer<Int>,
                              _ span: Range<Int>, to target: UnsafeMutablePointer<UInt32>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: span.count) { gathered in
            let gathered = gathered.baseAddress!, row = target + span.lowerBound
            for k in 0..<span.count { gathered[k] = source[columns[span.lowerBound &+ k]] }
            for k in 0..<span.count { row[k] = PixelBlit.blend(partlyClear: gathered[k], over: row[k]) }
        }
    }

    /// The image stretched as `plan` says, every pixel as it is (clear and partly clear ones
    /// too), for `StretchedImage` to draw as `stretch` would.
    func stretched(_ plan: StretchPlan) -> StretchedImage {
        let width = plan.columns.count, height = plan.rows.count
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let plane = PixelPlane(base: buffer.baseAddress!, pitch: width, width: width, height: height)
            stretch(rows: plan.rows, columns: plan.columns, spans: plan.spans, to: plane, x: 0, y: 0,
                    clip: PixelRect(x: 0, y: 0, width: width, height: height), asIs: 0..<self.height)
        }
        return StretchedImage(pixels: pixels, width: width, height: height)
    }

    /// The pixels again, one row after another, into `pixels` (`width` × `height`).
    func decode(into pixels: UnsafeMutableBufferPointer<UInt32>) {
        precondition(pixels.count >= width * height)
        words.withUnsafeBufferPointer { words in
            for y in 0..<height {
                let row = pixels.baseAddress! + y * width
                var i = Int(rowStarts[y] & ~Self.opaqueRow), x = 0
                while x < width {
                    let run = Self.run(at: i, words.baseAddress!)
                    switch Kind(rawValue: run.kind)! {
                    case .skip, .fill, .blendFill: (row + x).update(repeating: words[run.data], count: run.count)
                    case .copy, .blend: (row + x).update(from: words.baseAddress! + run.data, count: run.count)
                    }
                    i = run.next
                    x += run.count
                }
            }
        }
    }
}

/// A face stretched once to the size of several cards drawn in one frame (a deal's cards
/// flying face down in groups, P2): each card is then drawn from it as `CompactImage.stretch`
/// draws, pixel for pixel: the rows copied as they are copied, the others blended.
struct StretchedImage {
    let pixels: [UInt32]
    let width: Int, height: Int

    /// Draws it at (`x`, `y`) within `clip`; target row `y + i` is copied as it is when
    /// `asIs[i]`, blended otherwise.
    func draw(to target: PixelPlane, x: Int, y: Int, clip: PixelRect, asIs: [Bool]) {
        let area = clip.intersection(PixelRect(x: x, y: y, width: width, height: height))
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        guard !area.isEmpty else { return }
        let low = area.x - x, count = area.width
        pixels.withUnsafeBufferPointer { pixels in
            for ty in area.y..<area.maxY {
                let i = ty - y
                let source = pixels.baseAddress! + i * width + low, row = target.base + ty * target.pitch + area.x
                if asIs[i] {
                    row.update(from: source, count: count)
                } else {
                    for j in 0..<count { row[j] = PixelBlit.blend(source[j], over: row[j]) }
                }
            }
        }
    }
}

