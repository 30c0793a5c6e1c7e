#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Strings: a fast path for the common string without escapes, which scans eight bytes at
/// a time and copies ASCII without a second look; a one-pass decoder for strings with
/// escapes; and a byte-by-byte path that decodes escapes and reports what is wrong.
extension JSONParser {
    /// Parses the string that starts at the quote under `index`.
    mutating func parseString() throws(JSONParseError) -> String {
        let raw = Self.scanRaw(bytes, from: index + 1)
        guard raw.end < bytes.count && bytes[raw.end] == UInt8(ascii: "\"") else {
            return try parseEscapedString(special: raw.end, isASCII: raw.isASCII)
        }
        let text = try Self.run(bytes, source: source, from: index + 1, to: raw.end, isASCII: raw.isASCII)
        index = raw.end + 1
        return text
    }

    /// Where the run of bytes from `start` that holds no quote, backslash or control
    /// character ends, and whether it is all ASCII. Looks at eight bytes at a time, and
    /// finds the special byte in the word that holds one from the word's bits, without a
    /// byte-by-byte tail (perf: the tail loop cost as much as the words before it); only
    /// the last seven bytes of the text go one at a time.
    @inline(__always)
    static func scanRaw(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, isASCII: Bool) {
        var position = start
        var seen: UInt64 = 0
        let highs: UInt64 = 0x8080_8080_8080_8080
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while position + 8 <= bytes.count {
                // Little-endian, so the first byte in the text is the word's lowest.
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                // A byte of `word ^ pattern` is zero where `word` has the pattern's byte;
                // `(v - ones) & ~v & highs` flags the bytes of `v` that are zero. The last
                // term flags bytes below 0x20. Borrows run only upwards from a flagged
                // byte, so the lowest flag is exact (those above it may not be).
                let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                let special =
                    (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word))
                    & highs
                if special != 0 {
                    let bits = special.trailingZeroBitCount & ~7
                    // Only the bytes before the special one count for ASCII.
                    seen |= bits == 0 ? 0 : word & (UInt64.max >> (64 - bits))
                    return (position + bits >> 3, seen & highs == 0)
                }
                seen |= word
                position += 8
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            seen |= UInt64(byte)
            position += 1
        }
        return (position, seen & highs == 0)
    }

    /// Parses the string that starts at the quote under `index` and holds escapes, whose
    /// first quote, backslash or control character is at `special` (the bytes before it
    /// being ASCII when `isASCII`): decodes it in one pass, from backslash to backslash with
    /// ``scanRaw(_:from:)`` (eight bytes at a time), copying each run between escapes whole,
    /// into a buffer on the stack, and makes one `String` of it. The text only shrinks when
    /// decoded, so what has been read always fits the bytes read; a string too long for the
    /// stack buffer is first scanned for its closing quote, then decoded the same way into a
    /// buffer as long as its text. A string with a control character, no closing quote or
    /// bytes that are not UTF-8 goes to ``parseEscapedStringSlowly()``, which says exactly
    /// what is wrong and where.
    ///
    /// Perf: decoding while scanning, rather than scanning for the closing quote and then
    /// decoding, took parsing 300 strings with escapes from about 35 to 28 us.
    mutating func parseEscapedString(special: Int, isASCII: Bool) throws(JSONParseError) -> String {
        let start = index
        let short = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.shortEscapedString) {
            (buffer) throws(JSONParseError) in try decodeEscaped(into: buffer, special: special, isASCII: isASCII)
        }
        switch short {
        case .decoded(let text):
            return text
        case .needsCheck:
            index = start
            return try parseEscapedStringSlowly()
        case .tooLong:
            index = start
        }
        // Where the closing quote is, skipping escapes, to size the buffer.
        var end = special
        while true {
            guard end < bytes.count else { return try parseEscapedStringSlowly() }
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return try parseEscapedStringSlowly() }
            // A backslash and the byte it escapes (a `\u`'s digits are plain bytes).
            end = Self.scanRaw(bytes, from: end + 2).end
        }
        // Bound: the string's text, plus room for the longest escape read before its end.
        let long = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start + 12) {
            (buffer) throws(JSONParseError) in try decodeEscaped(into: buffer, special: special, isASCII: isASCII)
        }
        guard case .decoded(let text) = long else {
            index = start
            return try parseEscapedStringSlowly()
        }
        return text
    }

    /// The size of the stack buffer in which ``parseEscapedString(special:isASCII:)`` decodes
    /// a string with escapes without looking for its end first: a string of at most 244
    /// bytes between its quotes fits (the decoder keeps 12 bytes to spare, the longest
    /// escape's text); a longer one is decoded into a buffer of its own.
    static let shortEscapedString = 256

    /// What ``decodeEscaped(into:special:isASCII:)`` made of a string.
    enum EscapedString {
        /// The string, with the index after its closing quote.
        case decoded(String)
        /// It did not fit the buffer.
        case tooLong
        /// It holds a control character, has no closing quote, or holds bytes that are not
        /// UTF-8: ``parseEscapedStringSlowly()`` says which.
        case needsCheck
    }

    /// Decodes the string that starts at the quote under `index`, whose first quote,
    /// backslash or control character is at `special`, into `buffer`; see
    /// ``parseEscapedString(special:isASCII:)``. Throws what is wrong with an escape.
    private mutating func decodeEscaped(
        into buffer: UnsafeMutableBufferPointer<UInt8>, special: Int, isASCII rawIsASCII: Bool
    ) throws(JSONParseError) -> EscapedString {
        guard let base = buffer.baseAddress, let input = bytes.baseAddress else { return .needsCheck }
        let first = index + 1
        var isASCII = rawIsASCII
        // Written so far: at most the bytes read so far (from `first` to `position`), since
        // no escape decodes to more bytes than its text has (12 at most).
        var count = 0
        var position = first
        var runEnd = special
        while true {
            guard runEnd - first + 12 <= buffer.count else { return .tooLong }
            UnsafeMutableRawPointer(base + count).copyMemory(from: input + position, byteCount: runEnd - position)
            count += runEnd - position
            guard runEnd < bytes.count else { return .needsCheck }
            let byte = bytes[runEnd]
            if byte == UInt8(ascii: "\"") {
                index = runEnd + 1
                return madeString(UnsafeBufferPointer(start: base, count: count), isASCII: isASCII)
            }
            guard byte == UInt8(ascii: "\\") else { return .needsCheck }
            let escaped = runEnd + 1 < bytes.count ? bytes[runEnd + 1] : 0
            let simple = Self.simpleEscape(escaped)
            if simple != 0 {
                base[count] = simple
                count += 1
                position = runEnd + 2
            } else {
                index = runEnd + 1
                count += Self.encode(try parseEscape().value, at: base + count)
                position = index
            }
            let raw = Self.scanRaw(bytes, from: position)
            runEnd = raw.end
            isASCII = isASCII && raw.isASCII
        }
    }

    /// The `String` of the decoded bytes of a string with escapes: its raw runs were ASCII
    /// (`isASCII`), or a `String`'s (valid UTF-8), and every escape was encoded here, so
    /// they are valid UTF-8 (which the initializer checks once more); otherwise they are
    /// ``validated(_:)``.
    private func madeString(_ text: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> EscapedString {
        if isASCII || source != nil {
            return .decoded(Self.string(ofValid: text))
        }
        return Self.validated(text).map { .decoded($0) } ?? .needsCheck
    }

    /// The byte that the escape `\` + `byte` stands for, when it is one of the escapes of a
    /// single character other than `\u`; else 0.
    @inline(__always)
    private static func simpleEscape(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        default: 0
        }
    }

    /// Writes the UTF-8 of the scalar `value` at `target`; returns how many bytes it took.
    @inline(__always)
    private static func encode(_ value: UInt32, at target: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 0x80 {
            target[0] = UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 0x800 {
            target[0] = 0xC0 | UInt8(truncatingIfNeeded: value >> 6)
            target[1] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
            return 2
        }
        if value < 0x10000 {
            target[0] = 0xE0 | UInt8(truncatingIfNeeded: value >> 12)
            target[1] = 0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F)
            target[2] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
            return 3
        }
        target[0] = 0xF0 | UInt8(truncatingIfNeeded: value >> 18)
        target[1] = 0x80 | UInt8(truncatingIfNeeded: (value >> 12) & 0x3F)
        target[2] = 0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F)
        target[3] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
        return 4
    }

    /// Parses the string that starts at the quote under `index` byte by byte, decoding
    /// escapes; the path that reports a control character, a missing closing quote or
    /// bytes that are not UTF-8, each where it is.
    mutating func parseEscapedStringSlowly() throws(JSONParseError) -> String {
        let start = index
        var position = index + 1
        var result = ""
        var runStart = position
        // The bits of every byte in the run so far: below 0x80 means all ASCII, which is
        // valid UTF-8 without a check.
        var runBits: UInt8 = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                try appendRun(from: runStart, to: position, isASCII: runBits < 0x80, into: &result)
                index = position + 1
                return result
            case UInt8(ascii: "\\"):
                try appendRun(from: runStart, to: position, isASCII: runBits < 0x80, into: &result)
                index = position + 1
                result.unicodeScalars.append(try parseEscape())
                position = index
                runStart = position
                runBits = 0
            case 0..<0x20:
                index = position
                throw error("a control character (0x\(String(byte, radix: 16))) must be escaped in a string")
            default:
                runBits |= byte
                position += 1
            }
        }
        index = position
        throw error("the string that starts here is never closed with '\"'", at: start)
    }

    private func appendRun(
        from start: Int, to end: Int, isASCII: Bool, into result: inout String
    ) throws(JSONParseError) {
        guard end > start else { return }
        result += try Self.run(bytes, source: source, from: start, to: end, isASCII: isASCII)
    }

    /// The `String` of `text`, which is valid UTF-8 (the initializers check it once more).
    /// Perf: past the 15 bytes a `String` holds inline, `String(decoding:as:)` made parsing
    /// 300 ASCII strings about 6% faster than the initializer that fills uninitialized
    /// capacity, which made a thousand short keys about 7% faster than it.
    @inline(__always)
    static func string(ofValid text: UnsafeBufferPointer<UInt8>) -> String {
        guard text.count > 15 else {
            guard !text.isEmpty else { return "" }
            return String(unsafeUninitializedCapacity: text.count) { buffer in buffer.initialize(fromContentsOf: text) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The text of the bytes from `start` to `end`, which hold no escape or quote. ASCII is
    /// copied straight from the text (``string(ofValid:)``), which is what makes short keys
    /// cheap.
    /// Other text is copied out of `source`, whose bytes `bytes` are, when there is one: a
    /// `String`'s bytes are valid UTF-8 already, and a slice between two quotes starts and
    /// ends on scalar boundaries. Without one, they are ``validated(_:)``.
    static func run(
        _ bytes: UnsafeBufferPointer<UInt8>, source: String?, from start: Int, to end: Int, isASCII: Bool
    ) throws(JSONParseError) -> String {
        let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if isASCII {
            return string(ofValid: run)
        }
        if let source {
            let utf8 = source.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            if let text = String(utf8[lower..<utf8.index(lower, offsetBy: end - start)]) { return text }
        }
        guard let text = validated(run) else {
            throw JSONParser.error(in: bytes, "the string holds bytes that are not valid UTF-8", at: start)
        }
        return text
    }

    /// The text of `bytes` when they are valid UTF-8, else `nil`: decoded, and compared
    /// with the result, which differs from them exactly when they were not (decoding
    /// replaces what is not with U+FFFD). Not `String(validating:as:)`: perf showed it
    /// looking up generic metadata on every call.
    static func validated(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        let valid = text.withUTF8 { decoded in
            guard decoded.count == bytes.count else { return false }
            guard let left = decoded.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left, right, bytes.count) == 0
        }
        return valid ? text : nil
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unexpected end of text in an escape sequence") }
        let byte = bytes[index]
        index += 1
        let simple = Self.simpleEscape(byte)
        if simple != 0 { return Unicode.Scalar(simple) }
        switch byte {
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a high surrogate \\u\(hex(first)) must be followed by a low surrogate") }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error("\\u\(hex(second)) is not a low surrogate after \\u\(hex(first))")
                }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid surrogate pair") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("\\u\(hex(first)) is a lone low surrogate")
            }
            return scalar
        default:
            index -= 1
            throw error(
                "\\\(describeCurrent()) is not a JSON escape; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
