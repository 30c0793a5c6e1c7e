/// What the package does with a raw file descriptor that the C library does not do in one
/// call.
public enum Descriptor {
    /// Writes all of `bytes` to `descriptor`: again after a short write, and again after a
    /// signal interrupted the call (`EINTR`).
    ///
    /// - Parameters:
    ///   - bytes: What to write.
    ///   - descriptor: An open file descriptor.
    /// - Throws: ``SystemError`` when a write fails (the reader has gone: `EPIPE`; the disk is
    ///   full: `ENOSPC`); part of `bytes` may have been written.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        if let code = bytes.withUnsafeBytes({ writeBuffer($0, to: descriptor) }) { throw SystemError(code: code) }
    }

    /// Writes all of `text`'s UTF-8 to `descriptor`, as the `[UInt8]` form does.
    ///
    /// - Parameters:
    ///   - text: What to write.
    ///   - descriptor: An open file descriptor.
    /// - Throws: ``SystemError`` when a write fails.
    public static func writeAll(_ text: String, to descriptor: Int32) throws(SystemError) {
        var text = text
        if let code = text.withUTF8({ writeBuffer(UnsafeRawBufferPointer($0), to: descriptor) }) {
            throw SystemError(code: code)
        }
    }

    /// Writes all of `buffer`; the `errno` of the write that failed, or `nil`.
    private static func writeBuffer(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var base = buffer.baseAddress else { return nil }
        var remaining = buffer.count
        while remaining > 0 {
            let count = write(descriptor, base, remaining)
            // Nothing written and no error: the descriptor takes no more (a full device).
            if count == 0 { return EIO }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                return code
            }
            base += count
            remaining -= count
        }
        return nil
    }
}
