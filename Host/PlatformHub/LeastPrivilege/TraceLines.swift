import Prelude

/// Reads a file line by line in fixed memory: a 64 KiB read buffer and one line of at most
/// `maximumLineBytes` bytes. A longer line is not kept: its bytes are skipped up to the
/// next newline and the line is handed over as `nil` (too long).
enum TraceLines {
    /// The read buffer's size.
    static let chunkBytes = 64 << 10

    /// Calls `body` with each line's 1-based number and bytes (without the newline; `nil`
    /// for a line longer than `maximumLineBytes`). A last line without a newline counts.
    ///
    /// - Throws: ``TraceFileError`` when the file cannot be opened or read.
    static func read(
        path: String, maximumLineBytes: Int, _ body: (Int, ArraySlice<UInt8>?) -> Void
    ) throws(TraceFileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw TraceFileError(
                path: path, reason: code == ENOENT ? "there is no file at this path" : FileDescriptor.reason(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
            throw TraceFileError(path: path, reason: "it is a folder; give a trace file")
        }
        var chunk = [UInt8](repeating: 0, count: chunkBytes)
        var line: [UInt8] = []
        line.reserveCapacity(min(maximumLineBytes, chunkBytes))
        var tooLong = false
        var number = 0
        func finish() {
            number += 1
            body(number, tooLong ? nil : line[...])
            line.removeAll(keepingCapacity: true)
            tooLong = false
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return readBytes(descriptor, base, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw TraceFileError(path: path, reason: "it cannot be read: \(FileDescriptor.reason(errno))")
            }
            if count == 0 { break }
            var start = 0
            while start < count {
                let newline = chunk.withUnsafeBytes { buffer -> Int in
                    guard let base = buffer.baseAddress,
                        let found = memchr(base + start, 0x0A, count - start)
                    else { return -1 }
                    return base.distance(to: UnsafeRawPointer(found))
                }
                let end = newline < 0 ? count : newline
                if !tooLong {
                    if line.count + (end - start) > maximumLineBytes {
                        tooLong = true
                        line.removeAll(keepingCapacity: true)
                    } else {
                        line.append(contentsOf: chunk[start..<end])
                    }
                }
                if newline < 0 { break }
                finish()
                start = newline + 1
            }
        }
        if !line.isEmpty || tooLong { finish() }
    }
}

/// `read(2)`, named apart from ``TraceLines/read(path:maximumLineBytes:_:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
