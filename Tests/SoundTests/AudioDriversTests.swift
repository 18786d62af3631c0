import Foundation
import Sound
import TestSupport
import Testing

/// T3: "no audio device → silent, never an error or a warning on the terminal": the
/// drivers SDL is let try are the ones that fail quietly.
@Suite("T3 quiet audio drivers")
struct AudioDriversTests {
    @Test func withoutASoundCardOnlyTheSoundServersAreTried() {
        #expect(AudioDrivers.choice(requested: nil, hasPlaybackDevice: false) == "pulseaudio,pipewire")
        #expect(AudioDrivers.choice(requested: "", hasPlaybackDevice: false) == "pulseaudio,pipewire")
    }

    @Test func withASoundCardAlsaIsTriedAfterTheServers() {
        #expect(AudioDrivers.choice(requested: nil, hasPlaybackDevice: true) == "pulseaudio,pipewire,alsa")
    }

    @Test func driversNamedInTheEnvironmentAreUsedAsGiven() {
        #expect(AudioDrivers.choice(requested: "dummy", hasPlaybackDevice: true) == nil)
        #expect(AudioDrivers.choice(requested: "alsa", hasPlaybackDevice: false) == nil)
    }

    @Test func theLibrariesThatPrintAreTheOnesBehindTheDriversTried() {
        #expect(AudioDrivers.noisyLibraries(in: "pulseaudio,pipewire,alsa") == [.alsa, .pipeWire])
        #expect(AudioDrivers.noisyLibraries(in: "pulseaudio,pipewire") == [.pipeWire])
        #expect(AudioDrivers.noisyLibraries(in: "sndio") == [.alsa])
        #expect(AudioDrivers.noisyLibraries(in: "dummy").isEmpty)
        #expect(AudioDrivers.noisyLibraries(in: "").isEmpty)
    }

    @Test func aPlaybackDeviceIsAPcmNodeEndingInP() throws {
        let folder = try TemporaryFolder(prefix: "set-game-snd")
        for name in ["controlC0", "timer", "seq", "pcmC0D0c"] {
            #expect(FileManager.default.createFile(atPath: folder.file(name), contents: nil))
        }
        #expect(!AudioDrivers.hasPlaybackDevice(in: folder.path))
        #expect(FileManager.default.createFile(atPath: folder.file("pcmC0D0p"), contents: nil))
        #expect(AudioDrivers.hasPlaybackDevice(in: folder.path))
        #expect(!AudioDrivers.hasPlaybackDevice(in: folder.file("missing")))
    }
}
