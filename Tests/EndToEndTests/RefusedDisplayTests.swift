import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Y3: an X server on this machine that refuses a connection (Xvfb does now and then when
/// many come at once) is asked again before the player is told there is no display.
@Suite("An X server that refuses connections", .serialized, .needsDisplay)
struct RefusedDisplayTests {
    /// The window opens through a display that turned its first two connections away.
    @Test func theWindowOpensWhenTheServerTakesALaterConnection() throws {
        let display = try RefusingDisplay(refusing: 2)
        defer { display.close() }
        let run = try GameProcess.run(["--seed", "1", "--size", "400x300", "--quit-after-first-frame"],
                                      environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
                                      timeout: 20)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(display.connections > 2, "the game asked again: \(display.connections) connections")
    }

    /// A server that refuses every connection is asked five times, 50 ms apart, then the
    /// player is told there is no display, in one line.
    @Test func aServerThatRefusesEveryConnectionIsNoDisplay() throws {
        let display = try RefusingDisplay(refusing: .max)
        defer { display.close() }
        let started = Date()
        let run = try GameProcess.run(["--seed", "1"],
                                      environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
                                      timeout: 20)
        #expect(run.status == 1)
        #expect(run.stderr.count == 1, "\(run.stderr)")
        #expect(run.stderr.first?.hasPrefix("set-game: no display available") == true, "\(run.stderr)")
        #expect(display.connections == 5, "asked five times: \(display.connections)")
        #expect(Date().timeIntervalSince(started) > 0.2, "four pauses of 50 ms")
    }
}

/// A local X display (`:N`, its socket in /tmp/.X11-unix) in front of the test's own X
/// server: it closes its first `refusing` connections at once, as a server too busy to take
/// them, and joins each later one to the real server.
final class RefusingDisplay: @unchecked Sendable {
    let name: String
    private let path: String
    private let listener: Int32
    private let serverSocket: String
    private let refusing: Int
    private let lock = NSLock()
    private var count = 0
    private var closed = false

    /// How many connections came so far.
    var connections: Int { lock.withLock { count } }

    init(refusing: Int) throws {
        let real = try #require(ProcessInfo.processInfo.environment["DISPLAY"]).split(separator: ":").last
            .map { $0.split(separator: ".")[0] }
        serverSocket = "/tmp/.X11-unix/X\(try #require(real))"
        self.refusing = refusing
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        // The first display number no server (nor another test run) has taken.
        let free = (300..<400).first { number in Self.at("/tmp/.X11-unix/X\(number)") { bind(listener, $0, $1) } == 0 }
        guard listener >= 0, let number = free, listen(listener, 16) == 0 else {
            throw RefusingDisplayError("cannot listen on a display of /tmp/.X11-unix: \(String(cString: strerror(errno)))")
        }
        name = ":\(number)"
        path = "/tmp/.X11-unix/X\(number)"
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    func close() {
        lock.withLock { closed = true }
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
        unlink(path)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let (number, stop) = lock.withLock { () -> (Int, Bool) in
                count += 1
                return (count, closed)
            }
            if stop || number <= refusing {
                Glibc.close(client)
                continue
            }
            let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard Self.at(serverSocket, { connect(server, $0, $1) }) == 0 else {
                Glibc.close(client)
                Glibc.close(server)
                continue
            }
            Thread.detachNewThread { Self.relay(client, server) }
        }
    }

    /// Copies bytes both ways until either side closes.
    private static func relay(_ a: Int32, _ b: Int32) {
        defer { Glibc.close(a); Glibc.close(b) }
        var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while poll(&fds, 2, -1) >= 0 {
            for (from, to) in [(0, 1), (1, 0)] where fds[from].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(fds[from].fd, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                var sent = 0
                while sent < count {
                    let wrote = buffer.withUnsafeBytes { write(fds[to].fd, $0.baseAddress! + sent, count - sent) }
                    guard wrote > 0 else { return }
                    sent += wrote
                }
            }
        }
    }

    /// `call` (`bind`, `connect`) given the address of the socket at `path`.
    private static func at(_ path: String, _ call: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (i, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[i] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}

struct RefusingDisplayError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
