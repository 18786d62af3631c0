import Foundation
import SetGameApp
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Y7: protocol lines read with bounded memory, whatever arrives on standard input.
@Suite("Headless protocol: reading lines")
struct LineReaderTests {
    /// A pipe whose far end a background thread fills with `pieces`, one after another, then closes.
    static func pipe(_ pieces: [UInt8]...) -> Int32 {
        var ends: [Int32] = [0, 0]
        precondition(Glibc.pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let pieces = pieces
        Thread {
            for piece in pieces { write(all: piece, to: writeEnd) }
            close(writeEnd)
        }.start()
        return readEnd
    }

    static func write(all bytes: [UInt8], to fd: Int32) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue } else { return } }
            written += count
        }
    }

    /// Every line the reader yields until the input ends.
    static func lines(_ reader: LineReader) -> [LineReader.Line] {
        var lines: [LineReader.Line] = []
        while let line = reader.next() { lines.append(line) }
        return lines
    }

    static func lines(of text: String, chunkSize: Int = 16384) -> [LineReader.Line] {
        let fd = pipe(Array(text.utf8))
        defer { close(fd) }
        return lines(LineReader(fileDescriptor: fd, chunkSize: chunkSize))
    }

    /// The most the reader may hold: one line at the limit, its `\r`, one chunk, and the
    /// allocator's rounding.
    static func bound(chunkSize: Int) -> Int { LineReader.lineLimit + 1 + chunkSize + 4096 }

    @Test func linesEndAtNewlines() {
        #expect(Self.lines(of: "click 1 2\nstate\n\n  quit \n")
            == [.text("click 1 2"), .text("state"), .text(""), .text("  quit ")])
    }

    @Test func crlfLineEndsLoseTheirCarriageReturn() {
        #expect(Self.lines(of: "state\r\nquit\r\n\r\n") == [.text("state"), .text("quit"), .text("")])
        // Only a CR right before the newline is part of the line end.
        #expect(Self.lines(of: "a\rb\r\r\n") == [.text("a\rb\r")])
    }

    @Test func aLastLineWithoutNewlineIsStillALine() {
        #expect(Self.lines(of: "state\nquit") == [.text("state"), .text("quit")])
        #expect(Self.lines(of: "quit\r") == [.text("quit")])
        #expect(Self.lines(of: "") == [])
    }

    @Test func linesAcrossChunksComeOutWhole() {
        let text = (0..<200).map { "click \($0) \($0 * 3)\r\n" }.joined()
        let expected = (0..<200).map { LineReader.Line.text("click \($0) \($0 * 3)") }
        for chunkSize in [1, 2, 7, 64, 4096] {
            #expect(Self.lines(of: text, chunkSize: chunkSize) == expected, "chunk of \(chunkSize)")
        }
    }

    @Test func invalidUTF8DoesNotStopTheReader() {
        let fd = Self.pipe([0xFF, 0xFE, 0x41, 0x0A, 0xC3], Array("\nstate\n".utf8))
        defer { close(fd) }
        #expect(Self.lines(LineReader(fileDescriptor: fd)) == [.text("\u{FFFD}\u{FFFD}A"), .text("\u{FFFD}"), .text("state")])
    }

    /// Exactly 64 KiB is a line; one byte more is over long, with or without CRLF.
    @Test func theLimitIs64KiBNotCountingTheLineEnd_Y7() {
        let longest = String(repeating: "x", count: LineReader.lineLimit)
        #expect(Self.lines(of: longest + "\n" + longest + "\r\n" + longest)
            == [.text(longest), .text(longest), .text(longest)])
        #expect(Self.lines(of: longest + "y\nstate\n") == [.overLong, .text("state")])
        #expect(Self.lines(of: longest + "y\r\nstate\n") == [.overLong, .text("state")])
        #expect(Self.lines(of: "state\n" + longest + "yz") == [.text("state"), .overLong])
    }

    @Test func aTenMegabyteLineIsOneOverLongLineAndIsNotStored_Y7() {
        let fd = Self.pipe(Array("state\n".utf8), [UInt8](repeating: UInt8(ascii: "7"), count: 10_000_000),
                           Array("\nquit\n".utf8))
        defer { close(fd) }
        let reader = LineReader(fileDescriptor: fd)
        #expect(Self.lines(reader) == [.text("state"), .overLong, .text("quit")])
        #expect(reader.peakBufferedBytes <= Self.bound(chunkSize: 16384), "held \(reader.peakBufferedBytes) bytes")
    }

    /// Zero bytes without end, as `< /dev/zero` sends: one over-long line, memory flat.
    @Test func endlessBytesWithoutANewlineKeepMemoryBounded_Y7() {
        let block = [UInt8](repeating: 0, count: 1 << 20)
        let fd = Self.pipe(Array("settle\n".utf8), block, block, block, block, block, block, block, block,
                           Array("\nstate".utf8))
        defer { close(fd) }
        let reader = LineReader(fileDescriptor: fd, chunkSize: 4096)
        #expect(Self.lines(reader) == [.text("settle"), .overLong, .text("state")])
        #expect(reader.peakBufferedBytes <= Self.bound(chunkSize: 4096), "held \(reader.peakBufferedBytes) bytes")
    }

    @Test func devZeroIsReportedOnceItPassesTheLimit_Y7() throws {
        let fd = open("/dev/zero", O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let reader = LineReader(fileDescriptor: fd)
        #expect(reader.next() == .overLong)
        #expect(reader.peakBufferedBytes <= Self.bound(chunkSize: 16384), "held \(reader.peakBufferedBytes) bytes")
    }

    @Test func theReadersMarkerParsesAsTheOverLongError_Y7() throws {
        #expect(throws: Command.ParseError.overLongLine) { try Command.parse(LineReader.Line.overLong) }
        #expect(try Command.parse(LineReader.Line.text("state")) == .state)
        #expect(try Command.parse(LineReader.Line.text("")) == nil)
    }
}
