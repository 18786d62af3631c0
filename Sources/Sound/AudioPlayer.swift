import CSDL2
import SoundSynth

/// Plays the game's sound effects (T3) through SDL's audio queue, on an audio device of
/// its own. Without an audio device (CI, Xvfb, no sound server) it stays silent and
/// prints nothing. Only a game with a window makes one: headless mode opens no audio.
@MainActor
public final class AudioPlayer {
    /// The device, 0 when there is none.
    private let device: SDL_AudioDeviceID
    /// Every effect, synthesized once at the device's rate.
    private let effects: [SoundEffect: [Float]]
    /// The samples last put on the queue: what is left of them is what is still to play.
    private var queued: [Float] = []

    /// When true, `play` does nothing and a sound still playing fades out.
    public var isMuted = false {
        didSet { if isMuted, !oldValue { replaceQueue(with: []) } }
    }

    /// Opens SDL's audio and a mono 32-bit float device at `Synth.sampleRate`; without
    /// one, the player is silent.
    public init() {
        device = Self.openDevice()
        effects = device == 0 ? [:] : Dictionary(uniqueKeysWithValues: SoundEffect.allCases.map {
            ($0, Synth.samples(for: $0, sampleRate: Synth.sampleRate))
        })
        if device != 0 { SDL_PauseAudioDevice(device, 0) }
    }

    isolated deinit {
        guard device != 0 else { return }
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    /// Whether an audio device is open.
    public var hasDevice: Bool { device != 0 }

    /// The name of SDL's audio driver in use (`pulseaudio`, `alsa`, `dummy`, ...), nil
    /// without a device.
    public var driver: String? {
        guard device != 0, let name = SDL_GetCurrentAudioDriver() else { return nil }
        return String(cString: name)
    }

    /// Plays `effect` at once; an effect still playing fades out under it.
    public func play(_ effect: SoundEffect) {
        guard !isMuted, let samples = effects[effect] else { return }
        replaceQueue(with: samples)
    }

    /// Whether some of the last effect is still waiting on the queue.
    public var isPlaying: Bool { device != 0 && SDL_GetQueuedAudioSize(device) > 0 }

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
    /// the default device in the effects' format (SDL converts if the device's differs);
    /// 0 when either fails.
    private static func openDevice() -> SDL_AudioDeviceID {
        let requested = SDL_getenv(SDL_HINT_AUDIODRIVER).map { String(cString: $0) }
        let chosen = AudioDrivers.choice(requested: requested, hasPlaybackDevice: AudioDrivers.hasPlaybackDevice())
        if let chosen { SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, chosen, SDL_HINT_OVERRIDE) }
        AudioDrivers.noisyLibraries(in: chosen ?? requested ?? "").forEach(AudioDrivers.silence)
        let started = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0
        SDL_ResetHint(SDL_HINT_AUDIODRIVER)
        guard started else { return 0 }
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(Synth.sampleRate)
        wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
        wanted.channels = 1
        wanted.samples = 1_024
        let device = SDL_OpenAudioDevice(nil, 0, &wanted, nil, 0)
        if device == 0 { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
        return device
    }
}
