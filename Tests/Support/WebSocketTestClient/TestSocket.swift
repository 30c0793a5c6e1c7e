import Foundation

/// A blocking TCP connection to a loopback port, for tests and benchmarks that must send
/// exactly the bytes they mean (headers a browser would never send, hostile frames) and
/// read exactly what the server answered.
public final class TestSocket: @unchecked Sendable {
    // @unchecked Sendable: `descriptor` is immutable; reading state (`buffer`, `start`) is
    // used only by the one thread that reads (the caller's contract, stated on `read`),
    // and writes are serialised by `writeLock`.
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private let writeLock = NSLock()

    /// Connects to `127.0.0.1:port`.
    public init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestSocketError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            // The descriptor is closed by deinit, which runs when init throws.
            throw TestSocketError("connect to 127.0.0.1:\(port) failed: errno \(code)")
        }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        // A read waits at most `readTimeout`, then reads as the end of the stream: a server that
        // stalls fails the test that waits for it instead of hanging the run.
        var timeout = timeval(tv_sec: Self.readTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// How many seconds a read waits for the server: twice the tests' own deadline (60 s).
    public static let readTimeout = 120

    deinit {
        closeDescriptor(descriptor)
    }

    /// Writes all of `bytes` (from any thread); throws when the peer has gone.
    public func write(_ bytes: [UInt8]) throws {
        try writeLock.withLock {
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeBytes { raw -> Int in
                    guard let base = raw.baseAddress else { return 0 }
                    return send(descriptor, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                }
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    throw TestSocketError("the server closed the connection while we wrote")
                }
            }
        }
    }

    /// Reads exactly `count` bytes (one reading thread only); `nil` at end of stream.
    public func read(count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        defer { start += count }
        return Array(buffer[start..<(start + count)])
    }

    /// Reads up to and including `delimiter` (one reading thread only); `nil` at end of stream.
    public func read(through delimiter: [UInt8]) -> [UInt8]? {
        var searched = start
        while true {
            let available = buffer.count - delimiter.count
            if searched <= available {
                for index in searched...available
                where buffer[index..<(index + delimiter.count)].elementsEqual(delimiter) {
                    let end = index + delimiter.count
                    defer { start = end }
                    return Array(buffer[start..<end])
                }
                searched = available + 1
            }
            guard fill() else { return nil }
        }
    }

    /// Everything until the peer closes (one reading thread only).
    public func readToEnd() -> [UInt8] {
        while fill() {}
        defer { start = buffer.count }
        return Array(buffer[start...])
    }

    /// Ends the connection in both directions: the peer sees it closed, and a read or write
    /// blocked on another thread returns. The descriptor itself is released with the value,
    /// so no thread ever uses a closed (or reused) descriptor.
    public func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Shuts down the sending side only; the peer sees the end of what we send.
    public func shutdownWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    private func fill() -> Bool {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer += chunk[0..<count]
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }
}

/// The C library's `close`, named apart from ``TestSocket/close()``.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// A failure of the test's own connection, with what happened.
public struct TestSocketError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
