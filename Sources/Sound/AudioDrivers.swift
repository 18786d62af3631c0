#if canImport(Glibc)
import Glibc
#endif

/// Which of SDL's audio drivers the player lets SDL try (T3: no audio device → silent,
/// never a line on the terminal).
///
/// SDL's own order tries ALSA and sndio even on a machine without a sound card, and both
/// print lines of their own on standard error when they find none ("cannot find card
/// '0'"). PulseAudio and PipeWire fail quietly when no server is running, so the player
/// asks for them first and for ALSA only when a playback device node exists. Drivers named
/// in `SDL_AUDIODRIVER` when the game starts are used as given. Either way, the libraries that
/// print by themselves (ALSA, PipeWire) are told not to.
public enum AudioDrivers {
    /// The drivers that fail quietly when there is no sound server.
    static let quiet = ["pulseaudio", "pipewire"]

    /// The driver list for SDL's `SDL_AUDIODRIVER` hint; nil when the environment already
    /// names the drivers (`SDL_AUDIODRIVER=dummy` in CI, for example).
    public static func choice(requested: String?, hasPlaybackDevice: Bool) -> String? {
        if let requested, !requested.isEmpty { return nil }
        return (quiet + (hasPlaybackDevice ? ["alsa"] : [])).joined(separator: ",")
    }

    /// Whether the kernel shows an ALSA playback device (`/dev/snd/pcmC<card>D<device>p`).
    public static func hasPlaybackDevice(in folder: String = "/dev/snd") -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("pcmC") && name.hasSuffix("p") { return true }
        }
        return false
    }

    /// A library behind some of SDL's drivers that prints on standard error by itself.
    public enum NoisyLibrary: Sendable {
        /// ALSA, behind the `alsa` and `sndio` drivers: "cannot find card '0'" and more.
        case alsa
        /// PipeWire, behind `pipewire`: warnings when its client configuration is missing.
        case pipeWire
    }

    /// The noisy libraries that the drivers in `drivers` (a comma-separated list) may load.
    public static func noisyLibraries(in drivers: String) -> [NoisyLibrary] {
        let names = drivers.split(separator: ",")
        return (names.contains { $0 == "alsa" || $0 == "sndio" } ? [.alsa] : [])
            + (names.contains("pipewire") ? [.pipeWire] : [])
    }

    /// Keeps `library` from printing in this process.
    public static func silence(_ library: NoisyLibrary) {
        switch library {
        case .alsa: silenceAlsa()
        case .pipeWire: setenv("PIPEWIRE_DEBUG", "0", 0)  // a level set in the environment stays
        }
    }

    /// Turns off ALSA's own error printing for this process, when ALSA is installed.
    ///
    /// ALSA reports through `snd_lib_error_set_handler`'s handler, printing on standard
    /// error by default; the player sets one that prints nothing. The library stays loaded
    /// (SDL opens the same one), so the handler holds for as long as the process runs. The
    /// handler's C type is variadic; a function that takes only the fixed arguments is
    /// called correctly in the x86-64 and AArch64 Linux calling conventions.
    private static func silenceAlsa() {
        guard let library = dlopen("libasound.so.2", RTLD_NOW),
              let setter = dlsym(library, "snd_lib_error_set_handler") else { return }
        typealias Handler = @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, Int32,
                                            UnsafePointer<CChar>?) -> Void
        typealias SetHandler = @convention(c) (Handler?) -> Int32
        let silent: Handler = { _, _, _, _, _ in }
        _ = unsafeBitCast(setter, to: SetHandler.self)(silent)
    }
}
