// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SetGame",
    products: [
        .executable(name: "set-game", targets: ["set-game"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // C libraries, one system-library target each (Debian -dev package in `providers`).
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2Gfx", pkgConfig: "SDL2_gfx", providers: [.apt(["libsdl2-gfx-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        // Xlib, for `make bench` only: it watches the screen for the game's first frame.
        // GNU gettext, as glibc provides it (the player's language).
        .systemLibrary(name: "CGettext"),
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        // Xlib's and MIT-SHM's types only, nothing linked: the window's pixels shared with the X server.
        .systemLibrary(name: "CX11Shared", providers: [.apt(["libx11-dev", "libxext-dev"])]),

        // The game's words in the player's language: `tr` and `trn` over an installed catalogue (pure).
        .target(name: "Localization"),
        // JSON read and written by the game's own code (pure): the saved files and the `state` line.
        .target(name: "JSONCoding"),
        // Pure model: cards, deck, rules, score.
        .target(name: "SetCore", dependencies: ["Localization"]),
        // The saved game, statistics and settings on disk: the only file I/O for them.
        .target(name: "Storage", dependencies: ["SetCore", "Localization", "JSONCoding"]),
        // Pure geometry and motion: grid layout, screen regions, tweens, clock.
        .target(name: "Layout"),
        // What one frame shows, as values: cards, bars, panels (no SDL).
        .target(name: "SceneModel", dependencies: ["SetCore", "Layout"]),
        // Everything that touches SDL: card art, texture cache, text, buttons; draws a scene.
        .target(name: "Render", dependencies: ["Layout", "SetCore", "SceneModel", "Localization", "CSDL2", "CSDL2Gfx", "CSDL2TTF", "CX11Shared"]),
        // The sound effects, synthesized (T3): pure Swift, no SDL.
        .target(name: "SoundSynth", path: "Sources/Sound/Synth"),
        // Plays the effects through SDL's audio queue; silent without an audio device.
        .target(name: "Sound", dependencies: ["SoundSynth", "CSDL2"], path: "Sources/Sound", exclude: ["Synth"]),
        // The session: one state, one reducer from actions to state and effects, the scene
        // and the `state` line worked out from it. Pure: no SDL, no files.
        .target(name: "Session", dependencies: ["SetCore", "Layout", "SceneModel", "SoundSynth", "Localization", "JSONCoding"]),
        // The shell: the window loop, the headless driver, storage, sound, the command line.
        .target(name: "SetGameApp", dependencies: [
            "SetCore", "Session", "SceneModel", "Storage", "Layout", "Render", "Sound", "SoundSynth", "CSDL2",
            "Localization", "CGettext",
        ]),
        .executableTarget(name: "set-game", dependencies: ["SetGameApp"]),
        // Writes saved games without end, for the test that kills it mid-write.
        .executableTarget(name: "save-torture", dependencies: ["Storage", "SetCore"]),
        // Writes every effect to WAV files, or plays them all (the test that the terminal stays quiet).
        .executableTarget(name: "sound-check", dependencies: ["Sound", "SoundSynth"]),
        // `make bench`: frame times, card face cost, launch to first frame, CPU while clicking, frame rate, memory.
        .executableTarget(name: "set-bench", dependencies: ["SetGameApp", "Session", "SceneModel", "Render", "SetCore", "Layout", "CSDL2", "CX11"]),

        // What the tests share: known decks and tables, finding a Set or a non-Set among
        // cards, a temporary folder, and the trait that skips window tests without a display.
        .target(name: "TestSupport", dependencies: ["SetCore"], path: "Tests/TestSupport"),
        .testTarget(name: "SetCoreTests", dependencies: [
            "SetCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The session's reducer played without SDL: actions in, state and effects out.
        .testTarget(name: "SessionTests", dependencies: ["Session", "SetCore", "Layout"]),
        // The JSON module against Foundation's coders: the same bytes, hostile input refused.
        .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding", "SetCore"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "SetCore", "TestSupport"]),
        .testTarget(name: "SoundTests", dependencies: ["SoundSynth", "Sound", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: [
            "Layout", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // Golden-image comparison shared by the screenshot tests, and what the X server shows of
        // a window (ShownWindow).
        .target(name: "GoldenSupport", dependencies: ["Render", "Layout", "CX11"], path: "Tests/GoldenSupport"),
        .testTarget(name: "RenderTests", dependencies: [
            "Render", "SceneModel", "SetCore", "Layout", "CSDL2", "GoldenSupport",
            // The X requests the game sends for a frame (SharedWindowPixelsTests).
            "CX11", "TestSupport",
            // The bold font's own advances, against the layout's table of them (LabelWidthTests).
            "CSDL2TTF",
        ], exclude: ["Goldens"]),
        // The `state` JSON as a client reads it, shared by the protocol and end-to-end tests.
        .target(name: "ProtocolSupport", dependencies: ["TestSupport"], path: "Tests/ProtocolSupport"),
        .testTarget(name: "SetGameAppTests", dependencies: [
            "SetGameApp", "Session", "SceneModel", "SetCore", "Storage", "SoundSynth", "ProtocolSupport", "TestSupport",
            // A virtual gamepad of SDL's drives the window's real event path (GamepadWindowTests).
            "CSDL2",
            // X errors made on purpose, as SDL's late wake-ups make them (LateWakeupTests).
            "CX11",
            // What the X server shows of the window (ShakeInWindowTests).
            "GoldenSupport",
        ]),
        .testTarget(name: "ScreenshotTests", dependencies: [
            "SetGameApp", "Session", "SceneModel", "SetCore", "Render", "Storage", "GoldenSupport", "TestSupport",
            // Random play in a real window (PartialFramesTests+Window).
            "CSDL2",
        ], exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ProtocolSupport", "Render", "TestSupport"], exclude: ["Transcripts"]),
    ],
    swiftLanguageModes: [.v6]
)
