import CSDL2
import SceneModel
import SetCore
import Layout

/// Draws a `Scene` into any SDL renderer (a window's or a software one), at `pixelScale`
/// pixels per logical point. Owns the caches of that renderer's textures.
@MainActor
public final class SceneRenderer {
    /// The renderer drawn with; its textures live in the caches below.
    public let target: Renderer
    var renderer: OpaquePointer { target.pointer }
    public var theme: Theme {
        didSet { if theme != oldValue { faces.painter.theme = theme; invalidate() } }
    }
    /// How card faces are drawn besides their colours: squiggle style, colour marks (T2, T4).
    public var cardStyle: (squiggle: SquiggleStyle, colorMarks: Bool) {
        get { (faces.painter.squiggle, faces.painter.colorMarks) }
        set {
            guard newValue != cardStyle else { return }
            faces.painter.squiggle = newValue.squiggle
            faces.painter.colorMarks = newValue.colorMarks
            lastFrame = nil
        }
    }
    public let faces: CardFaceCache
    let text: TextCache
    let shapes: ShapeCache

    public init(renderer: Renderer, fonts: FontFiles, theme: Theme = .classic) {
        target = renderer
        self.theme = theme
        faces = CardFaceCache(renderer: renderer, painter: CardPainter(theme: theme))
        text = TextCache(renderer: renderer, fonts: fonts)
        shapes = ShapeCache(renderer: renderer)
    }

    /// Forgets every cached texture: after `SDL_RENDER_TARGETS_RESET` or a device reset.
    public func invalidate() {
        lastFrame = nil
        faces.removeAll(keepingParts: true)
        text.removeAll()
        shapes.removeAll()
    }

    /// Set by `draw` when a card at rest was drawn from a face of another size because the
    /// frame's rasterizing budget ran out: draw again soon, its own face comes next.
    public internal(set) var needsAnotherFrame = false

    /// Labels a frame would set at a size they are not set at yet are drawn from the size they
    /// last had, scaled, and set between frames, as a card changing size borrows its face (P2;
    /// `TextCache.lendsOtherSizes`): for a window, whose next frame soon shows them exact.
    public var lendsLabels: Bool {
        get { text.lendsOtherSizes }
        set { text.lendsOtherSizes = newValue }
    }

    /// Draw only what changed since the last frame, and have the renderer show only that
    /// (P2): for a window whose pixels stay between frames (SDL's software renderer).
    public var redrawsOnlyChanges = false
    /// Card faces are copied by hand into a software renderer's pixels rather than through
    /// SDL (P2), from faces kept compact (P3); false draws them all through SDL from textures
    /// (the tests compare the two).
    public var handCopies = true {
        didSet {
            faces.keepsCompact = handCopies && target.isSoftware
            shapes.keepsCompact = faces.keepsCompact
            lastFrame = nil
        }
    }
    /// The regions the last `draw` redrew, or nil when it drew the whole frame.
    public private(set) var redrawnRegions: [PixelRect]?
    /// Of those, where cards were moved in the window's pixels rather than drawn (`movedCards`, `alone`).
    public private(set) var shiftedRegions: [PixelRect] = []
    var lastFrame: DrawnFrame?
    /// Cards the window shows moved from where the target's pixels hold them, the X server
    /// having put them there (`Renderer.movesInWindow`: a wrong trio shaking), and where the
    /// pixels hold each as last drawn: its next move is put from there. None after a frame
    /// drawn whole.
    var heldCards: [Card: PixelRect] = [:]
    /// Whether the target's pixels are the frame last drawn: false from the first card the
    /// X server moves until the next frame drawn whole. Where a card moved by the server was
    /// then drawn anew, the pixels may still hold it where it was (never shown again
    /// without being drawn first): a screenshot, which reads them, draws the frame whole.
    public private(set) var pixelsAreTheFrame = true
    /// While only part of the frame is redrawn: that part.
    var redrawRegion: PixelRect?
    /// The message's pill as last laid out, and what it was laid out for: a message stays
    /// for many frames, and setting it again each frame was a twentieth of a click's CPU.
    var lastToast: (key: ToastKey, toast: Toast)?
    /// The help's scale and rows as last worked out, and what for (`helpFit`): a search over
    /// a dozen layouts, done again only when the help or the window changes.
    var lastHelpFit: (key: HelpFitKey, fit: HelpFit)?

    /// Faces the last frame's cards will show and that are not made yet (`makeAhead`).
    var facesWanted: [FaceWanted] = []
    /// How faces were stretched to the sizes of the cards changing size this frame
    /// (`stretchPlan`): a frame's sizes only, not every size a resize passes through (P3).
    var stretchPlans: [StretchPlan.Key: StretchPlan] = [:]
    /// Faces this frame stretched once for the several cards showing them at one size, and
    /// those it has stretched for one card so far, with that card (`stretchedFace`).
    var sharedStretches: [SharedStretch.Key: SharedStretch] = [:]
    var stretchedOnce: [SharedStretch.Key: Card] = [:]
    /// False stretches a face anew for each card (the tests compare the two).
    var sharesStretches = true
    /// How many faces the last frame stretched once for several cards.
    private(set) var sharedStretchCount = 0
    /// What making the last face, shape or label ahead took: the next is begun only with
    /// that much time left.
    var lastAheadCost = Duration.milliseconds(1)
    /// The deck's shapes and labels a coming frame may show and that are not made yet
    /// (`noteShapeAhead`, `noteLabelAhead`), listed afresh by each whole frame.
    var chromeWanted: [ChromeWanted] = []

    /// How many bytes of the target's rows one band of a large table holds at most
    /// (`tableBands`): the felt of a band is still in the processor's cache when its cards
    /// are copied over it. A table no larger than two bands is drawn whole.
    var bandBytes = 6 << 20

    /// The window's size in pixels the last whole frame was drawn at: when it changes, the
    /// rounded shapes of the old size go once a frame at the new one has drawn its own.
    var wholeFrameSize: Size?

    /// The next frame is drawn whole (the window was exposed, resized or restored).
    public func forgetLastFrame() { lastFrame = nil }

    public func draw(_ scene: Scene, pixelScale: Double) throws {
        let s = pixelScale
        needsAnotherFrame = false
        target.prepareToDraw()
        text.beginFrame()
        let (width, height) = target.outputSize
        let output = PixelRect(x: 0, y: 0, width: width, height: height)
        // The message's pill, placed once for the frame: its changes, its drawing in every
        // region and the frame kept for the next all use it.
        let toast = try toast(of: scene, s)
        let changes = redrawsOnlyChanges ? try changedRegions(scene, toast: toast?.frame, output: output, s) : nil
        if changes == nil { heldCards = [:] }
        // A frame drawn and not shown (drawn again whole for a screenshot) moves nothing.
        target.presentedMoves = []
        let regions = changes?.regions
        lastFrame = nil  // until this frame is drawn through
        if let shifts = changes?.shifts, !shifts.isEmpty {
            if target.movesInWindow {
                target.presentedMoves = shifts.map { windowMove($0, felt: theme.felt.rgbPixel) }
                pixelsAreTheFrame = false
            } else {
                apply(shifts)
            }
        }
        if regions == nil {
            chromeWanted.removeAll(keepingCapacity: true)
            pixelsAreTheFrame = true
        }
        if regions?.isEmpty != true { try makePileBack(scene, s) }
        if let regions {
            defer { redrawRegion = nil }
            for region in regions {
                redrawRegion = region
                try drawLayers(scene, toast: toast, s)
            }
        } else {
            try drawLayers(scene, toast: toast, s)
        }
        redrawnRegions = changes?.shown
        shiftedRegions = changes?.shifts.map(\.area) ?? []
        // Cards the X server moves are sent apart from the pixels drawn (`WindowMove`).
        target.presentedRegions = target.presentedMoves.isEmpty ? redrawnRegions : regions
        // Labels lent from other sizes: the next frame, after they are set, shows them exact.
        if text.hasLent { needsAnotherFrame = true }
        lastFrame = needsAnotherFrame ? nil
            : DrawnFrame(scene, output: output, pixelScale: s, toastFrame: toast?.frame)
        noteFacesWanted(scene, s)
        let size = Size(width: scene.layout.window.width * s, height: scene.layout.window.height * s)
        if regions == nil, size != wholeFrameSize {
            // P3: shapes stay bounded by what is on screen: those of the size before stay,
            // so that a resize back finds them (P2: painting the bars' buttons again took
            // 1.3 ms of that frame at 1920×1080, 4.6 ms at 3840×2160), those of older sizes
            // (0.4 MB at 1920×1080) go. The old size's text stays: it is small, and setting
            // it again made the first frame after a resize back slower.
            if wholeFrameSize != nil { shapes.windowSizeChanged() }
            wholeFrameSize = size
        }
        stretchPlans.removeAll(keepingCapacity: true)
        sharedStretchCount = sharedStretches.count
        sharedStretches.removeAll(keepingCapacity: true)
        stretchedOnce.removeAll(keepingCapacity: true)
        faces.endFrame()
        text.endFrame()
        shapes.endFrame()
    }

    /// Everything a frame shows, in order, within `redrawRegion` when one is set.
    private func drawLayers(_ scene: Scene, toast: Toast?, _ s: Double) throws {
        try drawTable(scene, s)
        if !scene.foundSets.isEmpty { try drawFoundSets(scene.foundSets, s) }
        if !scene.players.isEmpty { try drawPlayers(scene.players, chrome: scene.layout.chromeScale, s) }
        if let thumb = scene.scrollThumb { try drawScrollThumb(thumb, s) }
        if reaches(scene.layout.statusBar, s) { try drawStatusBar(scene, s) }
        if let toast { try drawMessage(toast, scale: scene.layout.chromeScale, s) }
        if reaches(scene.layout.buttonBar, s) { try drawButtonBar(scene, s) }
        switch scene.overlay {
        case .help(let panel)?: try drawHelp(panel, window: scene.layout.window, s)
        case .summary(let panel)?: try drawSummary(panel, over: scene.layout.table, s)
        case .settings(let panel)?: try drawSettings(panel, window: scene.layout.window, s)
        case .review(let panel)?: try drawReview(panel, window: scene.layout.window, s)
        case .stats(let panel)?: try drawStats(panel, window: scene.layout.window, s)
        case nil: break
        }
        try drawFocusRings(scene.focusRings.filter { $0.cardArea == nil }, s)
    }

    /// What each texture cache holds against its budget: `faces`, `text` and `shapes` (Y2).
    public var cacheUsage: [String: CacheUsage] {
        ["faces": faces.usage, "text": text.usage, "shapes": shapes.usage]
    }
}
