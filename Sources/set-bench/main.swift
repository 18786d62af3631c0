import Foundation
import Render
import Layout

// `make bench`: frame times of the software renderer, the cost of a card face, and the
// real window's figures measured from outside: launch to first frame, CPU while clicking,
// frame rate while cards move, memory. Prints Markdown tables.

if CommandLine.arguments.dropFirst().first == BareWindow.flag {
    try BareWindow.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}
if CommandLine.arguments.dropFirst().first == BareFrames.flag {
    try BareFrames.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let fonts = FontFiles(assets: root.appendingPathComponent("Assets").path)
let bench = FrameBench(fonts: fonts)
func format(_ value: Double) -> String { String(format: "%.2f", value) }

// SET_BENCH_ONLY=WxHxN[f|r] measures one case (for profiling), e.g. 1920x1080x81f; or faces, resize, three, clickframes, present;
// or window: only the real window; or launch: only the launches.
let only = ProcessInfo.processInfo.environment["SET_BENCH_ONLY"]
if let only, only != "window", only != "launch" {
    if try bench.printOnly(only) { exit(0) }
    let motion: FrameBench.Motion = only.hasSuffix("f") ? .flying : only.hasSuffix("r") ? .resizing : .settled
    let parts = only.trimmingCharacters(in: CharacterSet(charactersIn: "fr")).split(separator: "x").compactMap { Double($0) }
    if parts.count == 3 {
        let result = try bench.measure(cards: Int(parts[2]), window: Size(width: parts[0], height: parts[1]), motion: motion)
        print("median \(format(result.median)) ms, p99 \(format(result.p99)) ms")
    }
    exit(0)
}

// The real window first: its launch is timed before this process has warmed the caches.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("set-game").path
if let screen = ScreenWatch(), FileManager.default.isExecutableFile(atPath: binary) {
    // SET_BENCH_BEFORE=PATH: another build of set-game, measured in turn with this one.
    let before = ProcessInfo.processInfo.environment["SET_BENCH_BEFORE"].flatMap { $0.isEmpty ? nil : $0 }
    let benches = (before.map { [("before", WindowBench(binary: $0))] } ?? []) + [("this build", WindowBench(binary: binary))]
    try WindowFigures(benches: benches, screen: screen, launchOnly: only == "launch").report()
    print("")
} else {
    print("(no DISPLAY or no set-game binary next to set-bench: window figures skipped)\n")
}
if only == "window" || only == "launch" { exit(0) }

print("Frame time, software renderer, median / p99 in ms:")
print("")
print("| window | cards | settled (drawn whole) | flying (all cards in flight) | resizing (all cards moving and resizing) |")
print("|---|---|---|---|---|")
for window in [Size(width: 1280, height: 800), Size(width: 1920, height: 1080)] {
    for cards in [12, 27, 81] {
        let cells = try [FrameBench.Motion.settled, .flying, .resizing].map { motion in
            let result = try bench.measure(cards: cards, window: window, motion: motion)
            return "\(format(result.median)) / \(format(result.p99))"
        }
        print("| \(Int(window.width))×\(Int(window.height)) | \(cards) | " + cells.joined(separator: " | ") + " |")
    }
}
print("")
try bench.printFaceAndFrameCosts()

