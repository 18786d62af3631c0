import CSDL2
import SoundSynth

/// Plays the game's sound effects (T3) through SDL's audio queue, on an audio device of
/// its own. Without an audio device (CI, Xvfb, no sound server) it stays silent and
/// prints nothing. Only a game with a window makes one: headless mode opens no audio.
///
/// The device is open only while effects play and for `DeviceRest.usualLinger` seconds after
/// (P1: an open device's thread wakes some 47 times a second, silent or not). It is closed
/// on a thread of its own, since SDL waits there for the device's last buffers to play
/// (60 ms with SDL's dummy driver, up to 1.7 s with PulseAudio).
@MainActor
public final class AudioPlayer {
    /// The open device; 0 while it rests closed, and always without one.
    private var device: SDL_AudioDeviceID
    /// Every effect, synthesized once at the device's rate.
    private let effects: [SoundEffect: [Float]]
    /// The samples last put on the queue: what is left of them is what is still to play.
    private var queued: [Float] = []
    /// When the open device closes.
    private var rest: DeviceRest
    /// The thread closing the last device that rested, until it has been waited for.
    private var closing: OpaquePointer?

    /// Whether an audio device opened when the player started: effects can be heard.
    public let hasDevice: Bool

    /// The name of SDL's audio driver in use (`pulseaudio`, `alsa`, `dummy`, ...), nil
    /// without a device.
    public let driver: String?

    /// When true, `play` does nothing and a sound still playing fades out.
    public var isMuted = false {
        didSet { if isMuted, !oldValue { replaceQueue(with: []) } }
    }

    /// Opens SDL's audio and a mono 32-bit float device at `Synth.sampleRate` at `now` (any
    /// steady clock in seconds, the one later calls use), to rest `linger` seconds after the
    /// last effect; without one, the player is silent.
    public init(at now: Double, linger: Double = DeviceRest.usualLinger) {
        rest = DeviceRest(linger: linger)
        device = Self.startAudioAndOpenDevice()
        hasDevice = device != 0
        driver = device == 0 ? nil : SDL_GetCurrentAudioDriver().map { String(cString: $0) }
        effects = device == 0 ? [:] : Dictionary(uniqueKeysWithValues: SoundEffect.allCases.map {
            ($0, Synth.samples(for: $0, sampleRate: Synth.sampleRate))
        })
        if device != 0 {
            SDL_PauseAudioDevice(device, 0)
            rest.opened(at: now)
        }
    }

    isolated deinit {
        guard hasDevice else { return }
        waitForClosing()
        if device != 0 { SDL_CloseAudioDevice(device) }
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    /// Whether the device is open (it rests closed a while after the last effect).
    public var isOpen: Bool { device != 0 }

    /// Plays `effect` at `now`; an effect still playing fades out under it. A resting
    /// device is opened again first.
    public func play(_ effect: SoundEffect, at now: Double) {
        guard !isMuted, let samples = effects[effect] else { return }
        if device == 0 {
            device = Self.openDefaultDevice()
            // A driver of one device only (SDL's dummy and disk) opens none while the last is
            // still closing: wait for it, the rare time an effect comes within those moments.
            if device == 0, closing != nil {
                waitForClosing()
                device = Self.openDefaultDevice()
            }
            guard device != 0 else { return }
            queued = []
            SDL_PauseAudioDevice(device, 0)
        }
        replaceQueue(with: samples)
        rest.played(at: now, lasting: Synth.duration(of: effect))
    }

    /// Whether some of the last effect is still waiting on the queue.
    public var isPlaying: Bool { device != 0 && SDL_GetQueuedAudioSize(device) > 0 }

    /// When the open device is next to be closed (on the clock of `play`), nil while closed.
    public var restDue: Double? { device == 0 ? nil : rest.due }

    /// Closes the device at `now` if its rest is due and nothing waits on its queue.
    public func restIfQuiet(at now: Double) {
        guard device != 0, rest.isDue(at: now) else { return }
        guard !isPlaying else {
            rest.played(at: now, lasting: 0)
            return
        }
        waitForClosing()
        let resting = device
        device = 0
        queued = []
        rest.closed()
        closing = SDL_CreateThread(closeDevice, "SetAudioRest", UnsafeMutableRawPointer(bitPattern: UInt(resting)))
        // Without a thread, it is closed here.
        if closing == nil { SDL_CloseAudioDevice(resting) }
    }

    /// Waits for the last device that rested to be closed (at once, unless it rested just now).
    public func waitForClosing() {
        guard let thread = closing else { return }
        closing = nil
        SDL_WaitThread(thread, nil)
    }

    /// Puts `next` on the queue in place of what is still there, handing over without a click.
    private func replaceQueue(with next: [Float]) {
        guard device != 0 else { return }
        SDL_LockAudioDevice(device)
        defer { SDL_UnlockAudioDevice(device) }
        let left = Int(SDL_GetQueuedAudioSize(device)) / MemoryLayout<Float>.size
        SDL_ClearQueuedAudio(device)
        queued = Handover.samples(replacing: queued.suffix(left), with: next, sampleRate: Synth.sampleRate)
        _ = queued.withUnsafeBytes { SDL_QueueAudio(device, $0.baseAddress, UInt32($0.count)) }
    }

    /// Starts SDL's audio with drivers that stay quiet when there is no device, and opens
    /// the default device; 0 when either fails.
    private static func startAudioAndOpenDevice() -> SDL_AudioDeviceID {
        let requested = SDL_getenv(SDL_HINT_AUDIODRIVER).map { String(cString: $0) }
        let chosen = AudioDrivers.choice(requested: requested, hasPlaybackDevice: AudioDrivers.hasPlaybackDevice())
        if let chosen { SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, chosen, SDL_HINT_OVERRIDE) }
        AudioDrivers.noisyLibraries(in: chosen ?? requested ?? "").forEach(AudioDrivers.silence)
        let started = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0
        SDL_ResetHint(SDL_HINT_AUDIODRIVER)
        guard started else { return 0 }
        let device = openDefaultDevice()
        if device == 0 { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
        return device
    }

    /// Opens the default device in the effects' format (SDL converts if the device's differs);
    /// 0 when it fails.
    private static func openDefaultDevice() -> SDL_AudioDeviceID {
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(Synth.sampleRate)
        wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
        wanted.channels = 1
        wanted.samples = 1_024
        return SDL_OpenAudioDevice(nil, 0, &wanted, nil, 0)
    }
}

/// The resting device's thread: closes the device whose id `data` carries. Not on the main
/// actor: it runs on a thread of its own.
private func closeDevice(_ data: UnsafeMutableRawPointer?) -> Int32 {
    SDL_CloseAudioDevice(SDL_AudioDeviceID(UInt(bitPattern: data)))
    return 0
}
