import Foundation
import ProtocolSupport
import Render
import Session
import SetGameApp
import Layout
import Testing

/// The headless driver: protocol lines in, `state` lines and `error:` lines out, PNG frames.
/// It renders with SDL, so its tests run one at a time.
@MainActor @Suite("Headless driver", .serialized)
final class HeadlessDriverTests {
    static let fonts = FontFiles(assets: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path)

    var output: [String] = []
    var errors: [String] = []
    var driver: HeadlessDriver!
    let folder: URL

    init() throws {
        #expect(Self.fonts.missing.isEmpty, "fonts missing: \(Self.fonts.missing)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-headless-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = SessionStore(seed: 7, window: Size(width: 1000, height: 720))
        driver = HeadlessDriver(store: session, fonts: Self.fonts,
                                output: { [unowned self] in self.output.append($0) },
                                errors: { [unowned self] in self.errors.append($0) })
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Sends `line` and returns the `state` it prints.
    func state() throws -> StateJSON {
        let before = output.count
        #expect(driver.handle(line: "state"))
        try #require(output.count == before + 1, "state printed \(output.count - before) lines")
        return try StateJSON.decode(output.last!)
    }

    @Test func stateAnswersWithOneLineOfJSON() throws {
        let state = try state()
        #expect(!output[0].contains("\n"))
        #expect(state.deck == 69)
        #expect(state.cards.count == 12)
        #expect(state.animating)
        #expect(errors.isEmpty)
    }

    @Test func unknownCommandWritesOneErrorLineAndTheSessionGoesOn() throws {
        #expect(driver.handle(line: "fly away"))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("error:") == true, "\(errors)")
        #expect(output.isEmpty)
        #expect(try state().deck == 69)
    }

    @Test func malformedCommandWritesOneErrorLineAndChangesNothing() throws {
        let before = try state()
        for line in ["click 1", "advance -5", "resize 0 0", "key Ctrl+", "scroll up"] {
            let count = errors.count
            #expect(driver.handle(line: line))
            #expect(errors.count == count + 1, "\(line) wrote \(errors.count - count) error lines")
            #expect(errors.last?.hasPrefix("error: ") == true)
        }
        let after = try state()
        #expect(after.window == before.window)
        #expect(after.cards == before.cards)
    }

    @Test func blankLineDoesNothing() throws {
        #expect(driver.handle(line: ""))
        #expect(driver.handle(line: "   "))
        #expect(output.isEmpty && errors.isEmpty)
    }

    @Test func quitEndsTheSession() {
        #expect(driver.handle(line: "quit") == false)
    }

    @Test func runStopsAtQuit() throws {
        var lines = ["state", "settle", "state", "quit", "state"]
        driver.run { lines.isEmpty ? nil : .text(lines.removeFirst()) }
        #expect(output.count == 2)
        #expect(lines == ["state"], "lines after quit must not be read")
        #expect(try StateJSON.decode(output[1]).animating == false)
    }

    @Test func runStopsAtTheEndOfInput() {
        var lines = ["state", "bogus"]
        driver.run { lines.isEmpty ? nil : .text(lines.removeFirst()) }
        #expect(output.count == 1)
        #expect(errors.count == 1)
    }

    @Test func advanceAndSettleDriveTheClock() throws {
        #expect(driver.handle(line: "advance 100"))
        #expect(try state().animating)
        #expect(driver.handle(line: "settle"))
        let settled = try state()
        #expect(!settled.animating)
        #expect(settled.cards.allSatisfy { $0.rect.isInside(settled.windowBox) })
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func clicksAndKeysReachTheGame() throws {
        #expect(driver.handle(line: "settle"))
        let start = try state()
        let card = start.cards[4].rect.centre
        #expect(driver.handle(line: "click \(card.x) \(card.y)"))
        #expect(try state().selected.map(\.features) == [start.cards[4].features])
        #expect(driver.handle(line: "key Space"))
        #expect(try state().cards.count == 15)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func ctrlRRotatesAtOnce() throws {
        #expect(driver.handle(line: "key Ctrl+R"))
        #expect(try state().window == [720, 1000])
        #expect(driver.handle(line: "settle"))
        let portrait = try state()
        #expect(portrait.cards.allSatisfy { $0.rect.isInside(portrait.windowBox) })
        let rotate = try portrait.button("rotate").centre
        #expect(driver.handle(line: "click \(rotate.x) \(rotate.y)"))
        #expect(try state().window == [1000, 720])
    }

    @Test func screenshotWritesAPNGOfTheWindowSize() throws {
        let file = folder.appendingPathComponent("first frame.png")
        #expect(driver.handle(line: "settle"))
        #expect(driver.handle(line: "screenshot \(file.path)"))
        #expect(errors.isEmpty, "\(errors)")
        let size = try #require(PNGHeader.size(of: file.path), "not a PNG")
        #expect(size.width == 1000 && size.height == 720)

        #expect(driver.handle(line: "resize 640 480"))
        let small = folder.appendingPathComponent("small.png")
        #expect(driver.handle(line: "screenshot \(small.path)"))
        let smallSize = try #require(PNGHeader.size(of: small.path), "not a PNG")
        #expect(smallSize.width == 640 && smallSize.height == 480)
    }

    @Test func screenshotIntoAMissingFolderIsAnErrorAndTheSessionGoesOn() throws {
        let file = folder.appendingPathComponent("no such folder/shot.png")
        #expect(driver.handle(line: "screenshot \(file.path)"))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("error:") == true)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try state().cards.count == 12)
    }

    @Test func drawFrameRendersTheTable() throws {
        #expect(driver.handle(line: "settle"))
        let surface = try driver.drawFrame()
        #expect(surface.width == 1000 && surface.height == 720)
        // Cards are drawn where the state says: a card's centre differs from the felt in a gap.
        let state = try state()
        let card = state.cards[0].rect
        let inCard = surface.pixel(x: Int(card.x + card.width * 0.1), y: Int(card.centre.y))
        let gap = surface.pixel(x: Int(card.x - 2), y: Int(card.centre.y))
        #expect(inCard != gap, "card edge and table look the same: \(String(inCard, radix: 16))")
    }
}
