import CSDL2
import CX11Shared
import Layout
#if canImport(Glibc)
import Glibc
#endif

/// The window's pixels in memory the game shares with the X server (MIT-SHM), shown with
/// `XShmPutImage` as SDL's own window surface is, but kept when the window's size changes (P2).
///
/// SDL makes its window surface anew at every new size: a new shared segment, all of whose
/// pages the next frame writes for the first time, in the game and again in the X server,
/// before anything is on screen. A bare window's first clear + present after a resize to
/// 1000×720 and back took 9 ms at 1920×1080 and 42 ms at 3840×2160, against 0.7 and 3.7 ms
/// for the same frame in pages written before. Here one segment is reserved for the largest
/// window the game allows (`WindowBounds`), a page costing nothing until it is first written,
/// and the software renderer draws into a surface over the segment's start at the window's
/// size: the pages of the largest size so far stay while the window is resized, and a resize
/// only changes the surface's size. Once the window has kept a smaller size for a few
/// seconds, the pages past it go back to the system (Y2).
///
/// Nil where it cannot be: not X11, no MIT-SHM (a remote display), pixels other than the
/// 24-bit xRGB SDL's window surface would have, or Xlib not loaded. SDL's window surface is
/// used there.
@MainActor
final class SharedWindowPixels {
    /// What the software renderer draws into: the window's size, its rows one after another
    /// from the segment's start (xRGB, as SDL's window surface).
    let surface: UnsafeMutablePointer<SDL_Surface>
    private let x: XFunctions
    private let display: OpaquePointer
    private let drawable: UInt
    private let gc: OpaquePointer
    private let visual: UnsafeMutablePointer<Visual>
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    /// The segment's size in bytes: the largest window `WindowBounds` allows.
    static let capacity = WindowBounds.maximumLongerSide * WindowBounds.maximumShorterSide * 4
    /// MIT-SHM's description of the segment at the surface's size.
    private var image: UnsafeMutablePointer<XImage>
    /// The SDL window shown, kept open (and X's connection with it) while its pixels are.
    private let window: Window
    /// Bytes from the segment's start that frames have shown: the largest size so far.
    private var written = 0
    /// When the surface last changed size (SDL's ticks, milliseconds).
    private var resizedAt: UInt64 = 0
    /// How long the window keeps a smaller size before the pages past it go (milliseconds):
    /// long enough that a player's resize back and forth finds them written.
    static var keepsLargerPages: UInt64 = 5000

    init?(showing window: Window) {
        guard let (display, drawable) = window.x11, let x = XFunctions(), x.shmQueryExtension(display) != 0
        else { return nil }
        var attributes = XWindowAttributes()
        guard x.getWindowAttributes(display, drawable, &attributes) != 0, let visual = attributes.visual,
              attributes.depth == 24, [TrueColor, DirectColor].contains(visual.pointee.`class`),
              visual.pointee.red_mask == 0xFF0000,
              visual.pointee.green_mask == 0xFF00, visual.pointee.blue_mask == 0xFF
        else { return nil }
        guard let segment = Self.attachSegment(display, x) else { return nil }
        let (width, height) = window.pixelSize
        guard let image = Self.image(display, visual, segment, x, width: width, height: height),
              let surface = SDL_CreateRGBSurfaceWithFormatFrom(segment.pointee.shmaddr, Int32(width), Int32(height), 32,
                                                               Int32(width * 4), SDL_PIXELFORMAT_RGB888.rawValue),
              let gc = x.createGC(display, drawable, 0, nil)
        else {
            Self.detach(segment, display, x)
            return nil
        }
        self.surface = surface
        self.x = x
        self.display = display
        self.drawable = drawable
        self.gc = gc
        self.visual = visual
        self.segment = segment
        self.image = image
        self.window = window
    }

    isolated deinit {
        SDL_FreeSurface(surface)
        _ = x.free(image)
        _ = x.freeGC(display, gc)
        Self.detach(segment, display, x)
    }

    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }

    /// The surface takes the window's size, over the same pages; false when it has it already
    /// or the segment cannot hold it (the size kept). The renderer must have drawn
    /// everything sent so far.
    func matchWindowSize() -> Bool {
        let (width, height) = window.pixelSize
        guard width != self.width || height != self.height, width * height * 4 <= Self.capacity,
              let next = Self.image(display, visual, segment, x, width: width, height: height)
        else { return false }
        _ = x.free(image)
        image = next
        // SDL has no call to change a surface's size; its software renderer and blits read
        // these three on every use, and the clip rectangle is set anew for the whole surface.
        surface.pointee.w = Int32(width)
        surface.pointee.h = Int32(height)
        surface.pointee.pitch = Int32(width * 4)
        SDL_SetClipRect(surface, nil)
        resizedAt = SDL_GetTicks64()
        return true
    }

    /// Puts `rects` of the surface (nil: all of it) on the window, the last asking the X
    /// server to say when it has copied it (a `ShmCompletion` event), and sends them without
    /// waiting for the server: `awaitShown()` waits, if it still must, before the next
    /// frame writes into the pixels (P4: the wait here was a round trip to the X server each
    /// frame, the thread put to sleep and woken, and by the next frame the copy is long done).
    ///
    /// Each of `moves` puts its rectangle of the surface elsewhere on the window and has the
    /// X server fill its strips with one colour: a card moved with no pixel written here.
    func show(_ rects: [PixelRect]?, moves: [WindowMove] = []) {
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let shown = (rects ?? [whole]).map { $0.intersection(whole) }.filter { !$0.isEmpty }
        for move in moves where !move.strips.isEmpty {
            if move.fill != foreground {
                _ = x.setForeground(display, gc, UInt(move.fill))
                foreground = move.fill
            }
            var strips = move.strips.map {
                XRectangle(x: Int16(clamping: $0.x), y: Int16(clamping: $0.y),
                           width: UInt16(clamping: $0.width), height: UInt16(clamping: $0.height))
            }
            _ = x.fillRectangles(display, drawable, gc, &strips, Int32(strips.count))
        }
        // Every put, its source and where it goes on the window: the last asks for the server's word.
        let puts = shown.map { ($0, $0.x, $0.y) } + moves.compactMap { move -> (PixelRect, Int, Int)? in
            let source = move.source.intersection(whole)
            guard source == move.source, whole.contains(move.destination) else { return nil }
            return (source, move.destination.x, move.destination.y)
        }
        for (index, (rect, toX, toY)) in puts.enumerated() {
            _ = x.shmPutImage(display, drawable, gc, image, Int32(rect.x), Int32(rect.y), Int32(toX), Int32(toY),
                              UInt32(rect.width), UInt32(rect.height), index == puts.count - 1 ? 1 : 0)
        }
        if !puts.isEmpty { showing = x.nextRequest(display) - 1 }
        if !puts.isEmpty || !moves.isEmpty { _ = x.flush(display) }
        written = max(written, width * height * 4)
        if written > width * height * 4, SDL_GetTicks64() - resizedAt >= Self.keepsLargerPages { handBackPastSize() }
    }

    /// The request that put the last pixels shown, until the X server is known to have
    /// copied them.
    private var showing: UInt?
    /// The colour the graphics context fills with, once set (`WindowMove.fill`).
    private var foreground: UInt32?

    /// Returns once the X server has copied the pixels last shown, so that a frame drawn now
    /// cannot show half-done: at once when Xlib has read the server's word of it since (SDL
    /// reads it with the window's events, before the frame), else after a round trip.
    func awaitShown() {
        guard let request = showing else { return }
        showing = nil
        if x.lastKnownRequestProcessed(display) < request { _ = x.sync(display, 0) }
    }

    /// Gives the pages past the window's size back to the system, here and in the X server
    /// (a hole punched in the segment): written again, they are new pages, zeroed.
    private func handBackPastSize() {
        let page = Int(sysconf(Int32(_SC_PAGESIZE))), used = (width * height * 4 + page - 1) / page * page
        if written > used {
            _ = madvise(UnsafeMutableRawPointer(segment.pointee.shmaddr) + used, written - used, 9 /* MADV_REMOVE */)
        }
        written = width * height * 4
    }

    // MARK: - The segment

    /// A new segment of `capacity` bytes, attached here and in the X server, marked to go
    /// once both have let it go; nil if either cannot (a remote X server answers BadAccess).
    private static func attachSegment(_ display: OpaquePointer, _ x: XFunctions) -> UnsafeMutablePointer<XShmSegmentInfo>? {
        let id = shmget(0 /* IPC_PRIVATE */, capacity, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        defer { shmctl(id, IPC_RMID, nil) }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo(shmseg: 0, shmid: id, shmaddr: address.assumingMemoryBound(to: CChar.self),
                                               readOnly: 0))
        attachRefused = false
        let previous = x.setErrorHandler(noteAttachRefused)
        let sent = x.shmAttach(display, segment)
        _ = x.sync(display, 0)
        _ = x.setErrorHandler(previous)
        guard sent != 0, !attachRefused else {
            shmdt(address)
            segment.deallocate()
            return nil
        }
        return segment
    }

    private static func detach(_ segment: UnsafeMutablePointer<XShmSegmentInfo>, _ display: OpaquePointer, _ x: XFunctions) {
        _ = x.shmDetach(display, segment)
        _ = x.sync(display, 0)
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
    }

    /// MIT-SHM's image of the segment's start at `width`×`height`; nil unless its pixels are
    /// the surface's (32 bits, low byte first, rows one after another).
    private static func image(_ display: OpaquePointer, _ visual: UnsafeMutablePointer<Visual>,
                              _ segment: UnsafeMutablePointer<XShmSegmentInfo>, _ x: XFunctions,
                              width: Int, height: Int) -> UnsafeMutablePointer<XImage>? {
        guard let image = x.shmCreateImage(display, visual, 24, ZPixmap, segment.pointee.shmaddr, segment,
                                           UInt32(width), UInt32(height))
        else { return nil }
        let fits = image.pointee.bits_per_pixel == 32 && image.pointee.bytes_per_line == Int32(width * 4)
            && image.pointee.byte_order == LSBFirst
        if !fits { _ = x.free(image) }
        return fits ? image : nil
    }

    /// Set by `noteAttachRefused` while the X server answers `XShmAttach`.
    nonisolated(unsafe) fileprivate static var attachRefused = false
}

/// Xlib's error handler while the segment is attached: any error means no shared pixels.
private func noteAttachRefused(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    SharedWindowPixels.attachRefused = true
    return 0
}

extension Window {
    /// The X connection and window SDL shows it through; nil off X11.
    var x11: (display: OpaquePointer, window: UInt)? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION),
                                   patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
              let display = info.info.x11.display
        else { return nil }
        return (display, info.info.x11.window)
    }

    /// The X window's id, for reading what the X server shows; nil off X11.
    public var x11WindowID: UInt? { x11?.window }

    /// The size in pixels (at least 1×1, as a surface must be).
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(pointer, &w, &h)
        return (max(Int(w), 1), max(Int(h), 1))
    }
}

/// The Xlib and MIT-SHM functions the shared pixels call, from the libraries SDL loaded.
private struct XFunctions {
    typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutablePointer<XErrorEvent>?) -> Int32

    let sync: @convention(c) (OpaquePointer?, Int32) -> Int32
    let flush: @convention(c) (OpaquePointer?) -> Int32
    let nextRequest: @convention(c) (OpaquePointer?) -> UInt
    let lastKnownRequestProcessed: @convention(c) (OpaquePointer?) -> UInt
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let createGC: @convention(c) (OpaquePointer?, UInt, UInt, UnsafeMutablePointer<XGCValues>?) -> OpaquePointer?
    let freeGC: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let setForeground: @convention(c) (OpaquePointer?, OpaquePointer?, UInt) -> Int32
    let fillRectangles: @convention(c) (OpaquePointer?, UInt, OpaquePointer?, UnsafeMutablePointer<XRectangle>?, Int32) -> Int32
    let getWindowAttributes: @convention(c) (OpaquePointer?, UInt, UnsafeMutablePointer<XWindowAttributes>?) -> Int32
    let setErrorHandler: @convention(c) (ErrorHandler?) -> ErrorHandler?
    let shmQueryExtension: @convention(c) (OpaquePointer?) -> Int32
    let shmAttach: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XShmSegmentInfo>?) -> Int32
    let shmDetach: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XShmSegmentInfo>?) -> Int32
    let shmCreateImage: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Visual>?, UInt32, Int32,
                                        UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<XShmSegmentInfo>?,
                                        UInt32, UInt32) -> UnsafeMutablePointer<XImage>?
    let shmPutImage: @convention(c) (OpaquePointer?, UInt, OpaquePointer?, UnsafeMutablePointer<XImage>?,
                                     Int32, Int32, Int32, Int32, UInt32, UInt32, Int32) -> Int32

    init?() {
        struct Missing: Error {}
        func find<F>(_ name: String, _ symbol: (String) -> UnsafeMutableRawPointer?) throws -> F {
            guard let address = symbol(name) else { throw Missing() }
            return unsafeBitCast(address, to: F.self)
        }
        let xlib = LoadedX11.symbol, shm = LoadedX11.extensionSymbol
        do {
            sync = try find("XSync", xlib)
            flush = try find("XFlush", xlib)
            nextRequest = try find("XNextRequest", xlib)
            lastKnownRequestProcessed = try find("XLastKnownRequestProcessed", xlib)
            free = try find("XFree", xlib)
            createGC = try find("XCreateGC", xlib)
            freeGC = try find("XFreeGC", xlib)
            setForeground = try find("XSetForeground", xlib)
            fillRectangles = try find("XFillRectangles", xlib)
            getWindowAttributes = try find("XGetWindowAttributes", xlib)
            setErrorHandler = try find("XSetErrorHandler", xlib)
            shmQueryExtension = try find("XShmQueryExtension", shm)
            shmAttach = try find("XShmAttach", shm)
            shmDetach = try find("XShmDetach", shm)
            shmCreateImage = try find("XShmCreateImage", shm)
            shmPutImage = try find("XShmPutImage", shm)
        } catch {
            return nil
        }
    }
}
