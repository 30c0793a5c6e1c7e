extension JSON {
    /// The deepest nesting of arrays and objects the parser accepts, so that hostile input
    /// cannot exhaust the stack.
    public static let maximumDepth = 512

    /// Parses JSON text (RFC 8259). Object keys compare by Unicode scalars, so keys that
    /// differ only in normalization are different members; a key that appears twice (the
    /// same scalars) in one object is an error, so nothing in the text is silently dropped.
    ///
    /// - Throws: ``JSONParseError`` naming the line, column and what was expected.
    public init(parsing text: String) throws(JSONParseError) {
        var text = text
        let result = text.withUTF8 { bytes -> Result<JSON, JSONParseError> in
            var parser = JSONParser(bytes: bytes)
            do throws(JSONParseError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Parses JSON from UTF-8 bytes.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
        let array = [UInt8](bytes)
        let result = array.withUnsafeBufferPointer { buffer -> Result<JSON, JSONParseError> in
            var parser = JSONParser(bytes: buffer)
            do throws(JSONParseError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }
}

/// A parser over UTF-8 bytes that keeps the arrays and objects it is inside on an explicit
/// stack (on the heap), so its use of the thread's stack does not grow with nesting.
/// It only lives inside the `withUTF8`/`withUnsafeBufferPointer` call that made `bytes`.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The elements of every array being parsed, outermost first: each open array owns the
    /// tail from its `base`, so one buffer serves every level and each finished array is
    /// copied out once at its final size.
    private var elements: [JSON] = []
    /// The members of every object being parsed, the same way.
    private var members: [PendingMember] = []

    /// A member read but not yet in an object (its value is `null` until it is parsed), with
    /// where its key starts (for errors).
    private struct PendingMember {
        var key: String
        var value: JSON
        var keyStart: Int
    }

    /// An array or object being filled: where its elements or members start in the shared
    /// buffers. An open object's last member is the one whose value is being parsed.
    private enum Open {
        case array(base: Int)
        case object(base: Int)
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Room for the common case, so that small documents grow no buffer.
        elements.reserveCapacity(32)
        members.reserveCapacity(32)
    }

    mutating func parseDocument() throws(JSONParseError) -> JSON {
        skipWhitespace()
        guard index < bytes.count else { throw error("the text is empty; expected a JSON value") }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    /// Parses one value, however deeply nested, without recursion.
    private mutating func parseValue() throws(JSONParseError) -> JSON {
        var open: [Open] = []
        open.reserveCapacity(16)
        while true {
            // Here a value starts: a scalar, or an array or object to open.
            guard index < bytes.count else { throw error("unexpected end of text; expected a value") }
            var value: JSON
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try checkDepth(open.count + 1)
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    index += 1
                    value = .object(JSON.Object())
                } else {
                    open.append(.object(base: members.count))
                    try parseKey()
                    continue
                }
            case UInt8(ascii: "["):
                try checkDepth(open.count + 1)
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    index += 1
                    value = .array(JSON.Array())
                } else {
                    open.append(.array(base: elements.count))
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try parseString())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
            default: throw error("unexpected \(describeCurrent()); expected a value")
            }
            // A value is complete: add it to the innermost open container, closing
            // containers for as long as their closing bracket follows.
            while true {
                guard let container = open.last else { return value }
                switch container {
                case .array(let base):
                    elements.append(value)
                    skipWhitespace()
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        skipWhitespace()
                    } else if peek(UInt8(ascii: "]")) {
                        index += 1
                        open.removeLast()
                        value = .array(closeArray(from: base))
                        continue
                    } else {
                        throw error(
                            "unexpected \(describeCurrent()); expected ',' or ']' after element \(elements.count - base - 1)"
                        )
                    }
                case .object(let base):
                    members[members.count - 1].value = value
                    skipWhitespace()
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        try parseKey()
                    } else if peek(UInt8(ascii: "}")) {
                        index += 1
                        open.removeLast()
                        value = .object(try closeObject(from: base))
                        continue
                    } else {
                        let key = members[members.count - 1].key
                        throw error(
                            "unexpected \(describeCurrent()); expected ',' or '}' after the value of \"\(key)\"")
                    }
                }
                break
            }
        }
    }

    /// The object of the members from `base` on, which leave the shared buffer: sorted by
    /// the UTF-8 bytes of their keys, or an error naming the first key in the text that
    /// repeats an earlier one (the same scalars).
    private mutating func closeObject(from base: Int) throws(JSONParseError) -> JSON.Object {
        var sorted = true
        for position in (base + 1)..<members.count
        where JSON.Object.compare(members[position - 1].key, members[position].key) >= 0 {
            sorted = false
            break
        }
        if !sorted {
            // Ties keep text order, so in a run of one key every member but the first repeats it.
            members[base...].sort { left, right in
                let order = JSON.Object.compare(left.key, right.key)
                return order != 0 ? order < 0 : left.keyStart < right.keyStart
            }
            var repeated: PendingMember?
            for position in (base + 1)..<members.count
            where JSON.Object.compare(members[position - 1].key, members[position].key) == 0
                && members[position].keyStart < (repeated?.keyStart ?? .max)
            {
                repeated = members[position]
            }
            if let repeated {
                throw error("the key \"\(repeated.key)\" appears twice in one object", at: repeated.keyStart)
            }
        }
        let count = members.count - base
        let object = members.withUnsafeMutableBufferPointer { pending in
            ContiguousArray<JSONMember>(unsafeUninitializedCapacity: count) { buffer, initialized in
                for offset in 0..<count {
                    // Moved, not copied: a copy would retain the key and value here and
                    // release them again when the scratch buffer shrinks.
                    let member = pending.moveElement(from: base + offset)
                    pending.initializeElement(at: base + offset, to: PendingMember(key: "", value: .null, keyStart: 0))
                    buffer.initializeElement(at: offset, to: JSONMember(key: member.key, value: member.value))
                }
                initialized = count
            }
        }
        members.removeLast(count)
        return JSON.Object(sorted: object)
    }

    /// The array of the elements from `base` on, which leave the shared buffer (moved, not
    /// copied).
    private mutating func closeArray(from base: Int) -> JSON.Array {
        let count = elements.count - base
        let array = elements.withUnsafeMutableBufferPointer { pending in
            ContiguousArray<JSON>(unsafeUninitializedCapacity: count) { buffer, initialized in
                for offset in 0..<count {
                    buffer.initializeElement(at: offset, to: pending.moveElement(from: base + offset))
                    pending.initializeElement(at: base + offset, to: .null)
                }
                initialized = count
            }
        }
        elements.removeLast(count)
        return JSON.Array(elements: array)
    }

    /// Parses `"key"` and the `:` after it into a new pending member, leaving the index at
    /// the value.
    private mutating func parseKey() throws(JSONParseError) {
        skipWhitespace()
        guard peek(UInt8(ascii: "\"")) else {
            throw error("unexpected \(describeCurrent()); expected a string key in an object")
        }
        let keyStart = index
        let key = try parseString()
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
            throw error("unexpected \(describeCurrent()); expected ':' after the key \"\(key)\"")
        }
        index += 1
        skipWhitespace()
        members.append(PendingMember(key: key, value: .null, keyStart: keyStart))
    }

    private func checkDepth(_ depth: Int) throws(JSONParseError) {
        if depth > JSON.maximumDepth {
            throw error("arrays and objects nest deeper than \(JSON.maximumDepth) levels")
        }
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        let start = index
        index += 1
        var result = ""
        var runStart = index
        // The bits of every byte in the run so far: below 0x80 means all ASCII, which is
        // valid UTF-8 without a check.
        var runBits: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                if runStart == start + 1 {
                    // No escape: the string is this one run.
                    let text = try run(from: runStart, to: index, isASCII: runBits < 0x80)
                    index += 1
                    return text
                }
                try appendRun(from: runStart, to: index, isASCII: runBits < 0x80, into: &result)
                index += 1
                return result
            case UInt8(ascii: "\\"):
                try appendRun(from: runStart, to: index, isASCII: runBits < 0x80, into: &result)
                index += 1
                result.unicodeScalars.append(try parseEscape())
                runStart = index
                runBits = 0
            case 0..<0x20:
                throw error("a control character (0x\(String(byte, radix: 16))) must be escaped in a string")
            default:
                runBits |= byte
                index += 1
            }
        }
        throw error("the string that starts here is never closed with '\"'", at: start)
    }

    private func appendRun(
        from start: Int, to end: Int, isASCII: Bool, into result: inout String
    ) throws(JSONParseError) {
        guard end > start else { return }
        result += try run(from: start, to: end, isASCII: isASCII)
    }

    /// The text of the bytes from `start` to `end`, which hold no escape or quote.
    private func run(from start: Int, to end: Int, isASCII: Bool) throws(JSONParseError) -> String {
        let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if isASCII { return String(decoding: run, as: UTF8.self) }
        guard let text = String(validating: run, as: UTF8.self) else {
            throw error("the string holds bytes that are not valid UTF-8", at: start)
        }
        return text
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unexpected end of text in an escape sequence") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
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

    private mutating func parseNumber() throws(JSONParseError) -> JSON {
        let start = index
        var isInteger = true
        let isNegative = peek(UInt8(ascii: "-"))
        if isNegative { index += 1 }
        let digitsStart = index
        if peek(UInt8(ascii: "0")) {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("a number must not have a leading zero", at: start)
            }
        } else {
            guard try skipDigits() > 0 else { throw error("expected a digit in a number", at: index) }
        }
        let digitsEnd = index
        var fraction = index..<index
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            index += 1
            let fractionStart = index
            guard try skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
            fraction = fractionStart..<index
        }
        // The exponent's value when it has at most four digits, else nil.
        var exponent: Int? = 0
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            let exponentIsNegative = peek(UInt8(ascii: "-"))
            if peek(UInt8(ascii: "+")) || exponentIsNegative { index += 1 }
            let exponentStart = index
            guard try skipDigits() > 0 else { throw error("expected a digit in the exponent") }
            if index - exponentStart <= 4 {
                let magnitude = (exponentStart..<index).reduce(0) { $0 * 10 + Int(bytes[$1] &- UInt8(ascii: "0")) }
                exponent = exponentIsNegative ? -magnitude : magnitude
            } else {
                exponent = nil
            }
        }
        if isInteger, let value = integer(digitsStart..<digitsEnd, negative: isNegative) {
            // `-0` keeps its sign, which only a Double can hold.
            return isNegative && value == 0 ? .double(-0.0) : .int(value)
        }
        if let exponent,
            let value = exactDouble(
                digits: digitsStart..<digitsEnd, fraction: fraction, exponent: exponent, negative: isNegative)
        {
            return .double(value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large to represent", at: start)
        }
        return .double(value)
    }

    /// The number the digits spell when it and its power of ten are exact in a `Double`
    /// (at most 2^53, and 10^22 or less), so that one multiplication or division rounds it
    /// correctly (Clinger's fast path), else `nil` (then `Double(_:)` reads the text).
    private func exactDouble(digits: Range<Int>, fraction: Range<Int>, exponent: Int, negative: Bool) -> Double? {
        guard digits.count + fraction.count <= 19 else { return nil }
        var mantissa: UInt64 = 0
        for position in digits { mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0")) }
        for position in fraction { mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0")) }
        let scale = exponent - fraction.count
        guard mantissa <= 1 << 53, abs(scale) < JSONParser.powersOfTen.count else { return nil }
        let magnitude =
            scale < 0
            ? Double(mantissa) / JSONParser.powersOfTen[-scale] : Double(mantissa) * JSONParser.powersOfTen[scale]
        return negative ? -magnitude : magnitude
    }

    /// 10^0 through 10^22: the powers of ten a `Double` holds exactly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// The integer the decimal digits in `digits` spell (negated when `negative`), or
    /// `nil` when it does not fit an `Int`.
    private func integer(_ digits: Range<Int>, negative: Bool) -> Int? {
        // Accumulate downwards: `Int.min` has no positive counterpart.
        var value = 0
        for position in digits {
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) = shifted.subtractingReportingOverflow(Int(bytes[position] &- UInt8(ascii: "0")))
            if overflowShift || overflowAdd { return nil }
            value = next
        }
        if negative { return value }
        return value == .min ? nil : -value
    }

    private mutating func skipDigits() throws(JSONParseError) -> Int {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
            throw error("unexpected \(describeCurrent()); expected a value", at: start)
        }
        index += count
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of text" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return JSONParseError(message: message, line: line, column: offset - lineStart + 1, offset: offset)
    }
}
