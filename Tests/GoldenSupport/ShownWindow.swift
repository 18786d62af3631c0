import CX11
import Layout
import Render

/// What the X server shows of a window, read back over a connection of the test's own.
///
/// The window tests compare it with the frame drawn whole: cards the X server moves (P4)
/// are only on the window, never in the game's pixels, so the window is the one place to
/// see them.
public final class ShownWindow {
    private let display: OpaquePointer

    /// A connection to the X display the tests' windows are on.
    public init() throws {
        guard let display = XOpenDisplay(nil) else { throw NoDisplay() }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    struct NoDisplay: Error, CustomStringConvertible {
        var description: String { "cannot open the X display to read a window back" }
    }

    /// `area` of `window` (nil: all of it), xRGB, row after row, as the X server shows it
    /// once it has done all `renderer` has sent it; nil when the server cannot read it (the
    /// window not yet as large as `area`).
    @MainActor
    public func pixels(of window: Render.Window, shownBy renderer: Renderer, in area: PixelRect? = nil) -> [UInt32]? {
        read(window, shownBy: renderer, area) { shown, area in
            [UInt32](unsafeUninitializedCapacity: area.width * area.height) { pixels, count in
                for y in 0..<area.height {
                    let row = shown.row(y)
                    for x in 0..<area.width { pixels[y * area.width + x] = row[x] & 0x00FF_FFFF }
                }
                count = area.width * area.height
            }
        }
    }

    /// How many pixels of `area` (nil: all of the window) the window shows otherwise than
    /// `frame`, the whole window's pixels as the game drew them (xRGB compared); nil when
    /// the server cannot read it. Compares in place, row by row: a test reading back every
    /// frame of a game stays quick in a debug build.
    @MainActor
    public func differingPixels(of window: Render.Window, shownBy renderer: Renderer,
                                from frame: UnsafeBufferPointer<UInt32>, in area: PixelRect? = nil) -> Int? {
        let frameWidth = renderer.outputSize.width
        return read(window, shownBy: renderer, area) { shown, area in
            guard let base = frame.baseAddress, frame.count >= (area.maxY - 1) * frameWidth + area.maxX else {
                return area.width * area.height
            }
            var differing = 0
            for y in 0..<area.height {
                let row = shown.row(y), drawn = base + (area.y + y) * frameWidth + area.x
                for x in 0..<area.width where row[x] & 0x00FF_FFFF != drawn[x] & 0x00FF_FFFF { differing += 1 }
            }
            return differing
        }
    }

    /// The image the X server reads back, its rows as pixels.
    struct Image {
        let data: UnsafeMutablePointer<CChar>
        let rowBytes: Int
        func row(_ y: Int) -> UnsafePointer<UInt32> {
            UnsafeRawPointer(data + y * rowBytes).assumingMemoryBound(to: UInt32.self)
        }
    }

    /// Reads `area` of `window` once the X server has done all `renderer` has sent it: the
    /// game's puts travel on a connection of their own, and this waits for the server's word
    /// on them first.
    @MainActor
    private func read<T>(_ window: Render.Window, shownBy renderer: Renderer, _ area: PixelRect?,
                         _ body: (Image, PixelRect) -> T) -> T? {
        let (width, height) = renderer.outputSize
        let area = area ?? PixelRect(x: 0, y: 0, width: width, height: height)
        renderer.prepareToDraw()
        guard let id = window.x11WindowID,
              let image = XGetImage(display, id, Int32(area.x), Int32(area.y), UInt32(area.width),
                                    UInt32(area.height), ~0, ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image?(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        return body(Image(data: data, rowBytes: Int(image.pointee.bytes_per_line)), area)
    }
}
