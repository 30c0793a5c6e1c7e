import Dispatch
import Prelude
import Testing

@Suite("The C library: its errors in words, and writing all of a buffer")
struct SystemTests {
    @Test("an errno is described in the system's words")
    func errorText() {
        #expect(SystemError(code: ENOENT).description == "No such file or directory")
        #expect(!SystemError(code: 123_456).description.isEmpty)
        errno = EACCES
        #expect(SystemError.last() == SystemError(code: EACCES))
    }

    @Test("writeAll writes every byte, however much a pipe takes at a time")
    func writeAllThroughAPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let received = Locked<[UInt8]>([])
        let readEnd = ends[0]
        let reader = onThread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received.withLock { $0 += buffer[0..<count] }
            }
        }
        try Descriptor.writeAll(bytes, to: ends[1])
        try Descriptor.writeAll("and text", to: ends[1])
        close(ends[1])
        #expect(reader.wait(timeout: .now() + 60) == .success)
        #expect(received.value == bytes + Array("and text".utf8))
    }

    @Test("a write that fails throws the system's error")
    func writeFailure() {
        #expect(throws: SystemError(code: EBADF)) { try Descriptor.writeAll([1, 2, 3], to: -1) }
        #expect(throws: SystemError(code: EBADF)) { try Descriptor.writeAll("x", to: -1) }
        // Nothing to write is no write at all.
        #expect(throws: Never.self) { try Descriptor.writeAll([], to: -1) }
    }
}
