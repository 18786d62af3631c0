import CSDL2
import Localization
import Render
import Session
import SetCore
import Sound
import Storage
import Layout

/// The game in a real window: SDL events in, frames out. Sleeps in `SDL_WaitEvent` while
/// nothing moves (P1); while cards are in motion, draws at the display's refresh rate
/// (`FramePacer`) and handles the events that came since the last frame before each one.
/// The first frame, an empty table (A1), comes before anything that can wait: faces, the
/// saves, the window's size limits, the icon, sound (P3).
///
/// SDL objects own what they need (a texture its renderer, the renderer its window, the
/// window SDL's video), so they are torn down in the right order by ownership alone.
@MainActor
final class WindowApp {
    let store: SessionStore
    let window: Window
    let renderer: Renderer
    let scene: SceneRenderer
    let inbox: CommandInbox?
    /// Wakes the loop for a protocol line or a signal.
    let waker = LoopWaker()
    private let video: VideoSystem
    /// The sound effects' player (T3), opened after the first two frames are shown.
    private var audio: AudioPlayer?
    /// The gamepads (C1), started after the first two frames are shown.
    private(set) var pads: Gamepads?
    private let startTicks = SDL_GetTicks64()
    /// The saves, held from the launch until the first frames are shown (`afterLaunchFrames`).
    private var heldSaves: SaveQueue?
    var running = true
    var needsDraw = true
    /// A wake-up came: protocol lines may wait in the inbox (taken after the window's events).
    var commandsWaiting = false
    /// When the next frame may be drawn: at the display's refresh rate, whatever the
    /// renderer claims about vsync (SDL's software renderer claims it and does not wait).
    private var pacer: FramePacer
    private let frameLog = FrameLog(environment: ProcessEnvironment.variables())
    private var framesShown = 0
    private lazy var cursors = Cursors(video: video)
    /// Whether SDL holds the screen saver off (`holdScreenOnForPads`).
    private var screenHeldOn = false
    private var showsHand = false

    /// The window opens at `size` (`--size`), else at the size `saved` remembers; the session
    /// resumes the game `saved` holds (B6).
    convenience init(seed: UInt64, size: Size?, fonts: FontFiles, readCommands: Bool, saved: SavedStart?,
                     opening: SessionState.Opening = .usual) throws(LaunchError) {
        try self.init(seed: seed, size: size, readCommands: readCommands, opening: opening,
                      prepared: Pending(ready: LaunchData(fonts: fonts, saved: saved, note: nil)))
    }

    /// As above, with the fonts and the saved data `prepared` meanwhile and waited for once
    /// SDL's video has started (P3); a font that cannot be used is reported before a missing display.
    init(seed: UInt64, size: Size?, readCommands: Bool, opening: SessionState.Opening,
         prepared: Pending<LaunchData>) throws(LaunchError) {
        Self.chooseRenderer()
        Self.leavePointerFree()
        Self.letScreenSaverRun()
        VideoDriverChoice.apply()
        let started = VideoStart.onWindowSystem(environment: ProcessEnvironment.variables())
        let launch = try prepared.value()
        let video = try started.get()
        let display = video.usableBounds.map { Size(width: Double($0.width), height: Double($0.height)) }
        let initial = OpeningSize.choose(asked: size, remembered: launch.saved?.settings.window, display: display)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        do {
            window = try Window(video: video, title: "Set", width: Int(initial.width), height: Int(initial.height), flags: flags)
        } catch {
            throw .noWindow(reason: SDLError.reason(of: error))
        }
        do {
            renderer = try Renderer(window: window)
        } catch {
            throw .cannotDraw(reason: SDLError.reason(of: error))
        }
        self.video = video
        pacer = FramePacer(refreshRate: Self.refreshRate(of: window))
        scene = SceneRenderer(renderer: renderer, fonts: launch.fonts)
        // The software renderer draws into the window's own pixels, which stay between
        // frames: a frame where a few cards move is drawn and shown only where they are.
        scene.redrawsOnlyChanges = renderer.isSoftware
        // A label at a size it is not set at yet is drawn from its last size until it is set
        // between frames (P2: the first frame at a new window size set every label anew).
        scene.lendsLabels = true
        // The session's first saves (a new game, its settings and statistics) wait until the
        // first frames are on screen (P3).
        heldSaves = launch.saved?.saves
        heldSaves?.hold()
        store = SessionStore(seed: seed, window: initial, now: 0, saved: launch.saved, opening: opening)
        store.send(.displayFound(display))
        inbox = readCommands ? CommandInbox(waker: waker) : nil
        store.requestWindowSize = { [unowned self] size in self.setWindowSize(size) }
        store.requestFullscreen = { [unowned self] on in
            SDL_SetWindowFullscreen(self.window.pointer, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            self.syncWindowSize()
        }
        DisplayLoss.watch { [unowned self] in self.store.saveNow() }
        LateWakeups.ignore()
    }

    /// SDL's software renderer, presented straight to the window: the game's frames are
    /// blits of cached textures, which it draws in a few milliseconds, and it needs no GPU
    /// and little memory (an OpenGL fallback like llvmpipe costs some 90 MB). A player can
    /// pick another with SDL's own `SDL_RENDER_DRIVER`, e.g. `opengl`.
    static func chooseRenderer() {
        guard getenv("SDL_RENDER_DRIVER") == nil else { return }
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }

    /// The game acts when a button goes down and has nothing to drag, so SDL need not hold
    /// the pointer while a button is held: its automatic capture grabs the pointer and lets
    /// it go on every click, waiting for the X server each time, an eighth of the window's
    /// system calls while clicking (P4). SDL's own `SDL_MOUSE_AUTO_CAPTURE` still wins.
    static func leavePointerFree() {
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "0")
    }

    /// A game of Set left open lets the screen blank and lock as the desktop says (P1): SDL
    /// keeps the screen saver off while its video runs unless told, resetting the X server's
    /// idle time every 30 s and asking the desktop over D-Bus not to lock. A game that waits
    /// for a player to look has nothing to show an absent one; only while a pad is in use is
    /// it held off (`holdScreenOnForPads`). SDL's own `SDL_VIDEO_ALLOW_SCREENSAVER` still wins
    /// at the launch.
    static func letScreenSaverRun() {
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
    }

    var clock: Double { Double(SDL_GetTicks64() - startTicks) / 1000 }

    /// The refresh rate of the display showing `window`; 0 when SDL does not know it.
    static func refreshRate(of window: Window) -> Double {
        var mode = SDL_DisplayMode()
        if SDL_GetWindowDisplayMode(window.pointer, &mode) == 0, mode.refresh_rate > 0 { return Double(mode.refresh_rate) }
        let index = SDL_GetWindowDisplayIndex(window.pointer)
        guard index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0 else { return 0 }
        return Double(mode.refresh_rate)
    }

    /// Runs until the player quits (Ctrl+Q, the close button), the protocol's input ends or
    /// one of `signals` comes; the caller then saves.
    func run(quitAfterFirstFrame: Bool = false, signals: QuitSignals? = nil) {
        signals?.whenReceived { [waker] in waker.wake() }
        inbox?.startReading()
        // Nothing wakes the loop once SDL's objects begin to go.
        defer {
            waker.stop()
            frameLog?.flush()
        }
        let playing = { [unowned self] in running && !store.wantsToQuit && signals?.hasArrived != true }
        // The launch's first frame, the empty table, before the window's first events are
        // handled (P3): they wait the few milliseconds it takes, as they do in a bare window.
        showFrame()
        if quitAfterFirstFrame { return }
        var wasAnimating = true
        while playing() {
            if needsDraw || store.state.isAnimating || store.state.isLive || wasAnimating {
                waitForNextFrame(while: playing)
            } else {
                frameLog?.flush()
                waitForEvent()
            }
            handlePendingEvents()
            // One batch of protocol lines a frame, after the window's own events (Y7).
            if commandsWaiting { runCommands() }
            store.advance(to: clock)
            if let audio, audio.isMuted == store.state.settings.sound { audio.isMuted = !store.state.settings.sound }
            audio?.restIfQuiet(at: clock)
            if store.takeSavingNews() { needsDraw = true }
            let animating = store.state.isAnimating || store.state.isLive
            guard needsDraw || animating || wasAnimating, pacer.isDue(at: clock) else { continue }
            showFrame()
            wasAnimating = animating
        }
    }

    /// Draws and presents a frame; the first is the empty table (A1), and only once the second
    /// is on screen come the saves, the size limits, the icon and the sound (P3).
    private func showFrame() {
        let started = SDL_GetPerformanceCounter()
        draw(emptyTable: framesShown == 0)
        renderer.present()
        pacer.frameDrawn(at: clock)
        frameLog?.presented(atMilliseconds: SDL_GetTicks64() - startTicks,
                            tookMicroseconds: (SDL_GetPerformanceCounter() - started) * 1_000_000 / SDL_GetPerformanceFrequency())
        framesShown += 1
        // The first frame drew no card nor the pile: the next one draws them, whatever the scene says.
        needsDraw = scene.needsAnotherFrame || framesShown == 1
        if framesShown == 2 { afterLaunchFrames() }
    }

    /// What the launch leaves until its first two frames are shown (the empty table, then the
    /// bars and the cards setting off), so that none of it competes with the X server for the
    /// machine's cores while the first goes on screen (P3): the saves held since the launch,
    /// the window's size limits (SDL asks the X server for the window's hints and moves it
    /// where it is, some 0.5 ms before the first frame), the icon, the sound and the pads.
    private func afterLaunchFrames() {
        heldSaves?.release()
        heldSaves = nil
        // Y6: the desktop keeps the window inside WindowBounds (syncWindowSize catches the rest).
        SDL_SetWindowMinimumSize(window.pointer, Int32(WindowBounds.minimumSide), Int32(WindowBounds.minimumSide))
        SDL_SetWindowMaximumSize(window.pointer, Int32(WindowBounds.maximumLongerSide), Int32(WindowBounds.maximumLongerSide))
        setIcon()
        startSound()
        startPads()
    }

    /// Handles every event waiting, each at the clock's time when it is taken: SDL gathers
    /// the window's events once (P4: each time polls the X connection and the pads' devices,
    /// some six system calls), then they are taken one by one from its queue, with any that
    /// handling them queues.
    func handlePendingEvents() {
        var event = SDL_Event()
        SDL_PumpEvents()
        while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
            store.advance(to: clock)
            handle(event)
        }
        holdScreenOnForPads()
    }

    /// The X server counts no pad's buttons as the player's input, so while a pad is in use
    /// (its ring shows, until the mouse moves) SDL holds the screen saver off, as for any game
    /// played with a pad; with the mouse and keys the desktop's own idle time decides (P1, C1).
    private func holdScreenOnForPads() {
        let hold = store.state.pads.ringShows
        guard hold != screenHeldOn else { return }
        screenHeldOn = hold
        if hold { SDL_DisableScreenSaver() } else { SDL_EnableScreenSaver() }
    }

    /// Starts SDL's game controllers: the pads already plugged in are reported as added.
    func startPads() {
        if pads == nil { pads = Gamepads(video: video) }
    }

    /// Sleeps until an event comes (0% CPU while nothing moves, P1); the clock is read
    /// before the event is handled, so an action after a still moment is timed now, not at
    /// the last drawn frame, and its cards fly.
    private func waitForEvent() {
        var event = SDL_Event()
        let gameDue = [store.state.nextTimedEvent, store.state.nextTimerTick].compactMap { $0 }.min()
        // The computer's turn, a call's end, a held stick's repeat or the timer's next second
        // is due then (V3, V9, C1, B3), or the sound device's rest (P1): wake for it.
        if let due = [gameDue, audio?.restDue].compactMap({ $0 }).min() {
            let wait = Int32(min(max(0, due - clock) * 1000, 3_600_000).rounded(.up))
            guard SDL_WaitEventTimeout(&event, wait) != 0 else {
                store.advance(to: clock)
                if let gameDue, gameDue <= clock { needsDraw = true }
                return
            }
        } else {
            guard SDL_WaitEvent(&event) != 0 else { return }
        }
        store.advance(to: clock)
        handle(event)
    }

    /// Sleeps until the next frame is due (P1: never a busy wait), making the faces the cards
    /// will show in the wait when any are wanted. Events that come meanwhile, a quit signal's
    /// and a protocol line's wake-up among them, wait for the frame: they are handled together
    /// just before it is drawn, the first moment any of them could show. Woken for each of
    /// them as SDL's wait did, the loop gathered the window's events two or three times a
    /// frame (P4: the main thread ran about 8% more while clicking, measured in pairs).
    private func waitForNextFrame(while playing: () -> Bool) {
        while playing() {
            let wait = pacer.wait(from: clock)
            guard wait > 0 else { return }
            // The faces the cards will show soon, and the deck's shapes and labels they may, are
            // made in the wait, not in a frame (P2).
            if scene.hasWorkAhead, scene.makeAhead(for: wait - Self.aheadMargin) { continue }
            SDL_Delay(FramePacer.wholeMilliseconds(wait))
        }
    }

    /// Time left free before a frame is due when faces are made ahead of it (seconds).
    static let aheadMargin = 0.002

    /// The window's icon, a card face (after the first two frames: rasterizing it can wait).
    private func setIcon() {
        let card = Card(.three, .diamond, .solid, .purple)
        if let icon = try? CardFaceCache.rasterize(card, look: .plain, width: 46, height: 64) {
            SDL_SetWindowIcon(window.pointer, icon.pointer)
        }
    }

    /// Opens the audio device (silent, and quiet on the terminal, without one) and lets the
    /// session play through it; muted follows the setting.
    private func startSound() {
        let player = AudioPlayer(at: clock, linger: DeviceRest.linger(environment: ProcessEnvironment.variables()))
        audio = player
        store.onSound = { [unowned self] effect in
            self.audio?.isMuted = !self.store.state.settings.sound
            self.audio?.play(effect, at: self.clock)
        }
    }

    // MARK: - Events

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT:
            windowEvent(SDL_WindowEventID(UInt32(event.window.event)))
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            scene.invalidate()
            needsDraw = true
        case SDL_DISPLAYEVENT:
            pacer = FramePacer(refreshRate: Self.refreshRate(of: window))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            store.click(at: Point(x: Double(event.button.x), y: Double(event.button.y)))
            needsDraw = true
        case SDL_MOUSEMOTION:
            pointerMoved(to: Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            store.send(.scrollBy(notches: Double(event.wheel.y) * (flipped ? -1 : 1)))
            needsDraw = true
        case SDL_KEYDOWN:
            store.key(KeyChord(sdl: event.key.keysym), isRepeat: event.key.repeat != 0)
            needsDraw = true
        case SDL_USEREVENT:
            commandsWaiting = true
        case SDL_CONTROLLERDEVICEADDED, SDL_CONTROLLERDEVICEREMOVED, SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERAXISMOTION:
            if let action = pads?.action(for: event) {
                store.send(action)
                needsDraw = true
            }
        default:
            break
        }
    }

    private func windowEvent(_ id: SDL_WindowEventID) {
        // Exposed, resized, shown again: the window's pixels may be gone.
        scene.forgetLastFrame()
        switch id {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
            syncWindowSize()
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
            pacer = FramePacer(refreshRate: Self.refreshRate(of: window))
            needsDraw = true
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            store.send(.windowHidden(true))
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_MAXIMIZED:
            store.send(.windowHidden(false))
            needsDraw = true
        default:
            needsDraw = true
        }
    }

    /// Highlights the button under the pointer; a hand over anything clickable.
    private func pointerMoved(to point: Point) {
        let look = store.state.pointerLook, ringShowed = store.state.pads.ringShows
        store.send(.pointerMoved(point))
        if store.state.pointerLook != look || ringShowed { needsDraw = true }
        let clickable = store.state.isClickable(at: point)
        if clickable != showsHand {
            showsHand = clickable
            SDL_SetCursor(clickable ? cursors.hand : cursors.arrow)
        }
    }

    /// Lays the table out for the window's size; a size outside `WindowBounds` (a desktop
    /// that ignores the window's limits) is asked back inside them, and laid out as that (Y6).
    private func syncWindowSize() {
        let (w, h) = window.size
        let size = Size(width: Double(w), height: Double(h)), bounded = WindowBounds.clamped(size)
        if bounded != size { SDL_SetWindowSize(window.pointer, Int32(bounded.width), Int32(bounded.height)) }
        store.resize(to: bounded)
        needsDraw = true
    }

    func setWindowSize(_ size: Size) {
        SDL_SetWindowSize(window.pointer, Int32(size.width), Int32(size.height))
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        SDL_SetWindowPosition(window.pointer, centred, centred)
        syncWindowSize()
    }

    // MARK: - Drawing

    private var pixelScale: Double {
        let points = window.size.width, pixels = renderer.outputSize.width
        return points > 0 ? Double(pixels) / Double(points) : 1
    }

    /// Draws the session's scene; `emptyTable` draws the launch's first frame (`Scene.launchFrame`).
    func draw(emptyTable: Bool = false) {
        do {
            scene.theme = store.state.settings.colors
            scene.cardStyle = store.state.settings.cardStyle
            let shown = store.scene()
            try scene.draw(emptyTable ? shown.launchFrame : shown, pixelScale: pixelScale)
        } catch {
            StandardStream.error.write(line: "set-game: " + tr("drawing failed: {1}", "\(error)"))
        }
    }
}
