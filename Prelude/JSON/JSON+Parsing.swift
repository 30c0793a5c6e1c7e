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
        self = try text.withUTF8(JSONParser.parse).get()
    }

    /// Parses JSON from UTF-8 bytes.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
        let array = [UInt8](bytes)
        self = try array.withUnsafeBufferPointer(JSONParser.parse).get()
    }
}

/// A parser over UTF-8 bytes that keeps the arrays and objects it is inside on an explicit
/// stack, so its use of the thread's stack does not grow with nesting. Its scratch buffers
/// start on the stack (so a small document whose keys come sorted allocates only its own
/// values; keys out of order cost one index array per object) and move to the heap when a
/// document needs more. It only lives inside ``parse(_:)``.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The elements of every array and the values of every object being parsed, outermost
    /// first: each open container owns the tail from its base, so one buffer serves every
    /// level and each finished container is moved out once, at its final size.
    private var elements: JSONScratch<JSON>
    /// The keys of every object being parsed, the same way; an open object's last key is
    /// the one whose value is being parsed.
    private var keys: JSONScratch<PendingKey>
    /// The arrays and objects being parsed, outermost first.
    private var open: JSONScratch<Open>
    /// The key last read at each of the first member positions, so that the objects of an
    /// array, which repeat their keys, make each key's `String` once.
    private var recentKeys: JSONKeyMemo

    /// A key read but not yet in an object, with where it starts (for errors) and, when it
    /// holds no escape, where it ends, so that keys compare by their bytes in the text.
    fileprivate struct PendingKey {
        var key: String
        /// The offset of the key's opening quote.
        var start: Int
        /// The offset of the key's closing quote when the key holds no escape, else -1.
        var rawEnd: Int
    }

    /// An array or object being filled: where its elements, or its keys and values, start
    /// in the shared buffers.
    fileprivate enum Open {
        case array(base: Int)
        case object(keyBase: Int, valueBase: Int)
    }

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSON, JSONParseError> {
        // Each buffer is at most 1 KiB, which the standard library puts on the stack
        // without asking how much stack is left.
        withUnsafeTemporaryAllocation(of: JSON.self, capacity: 32) { elements in
            withUnsafeTemporaryAllocation(of: PendingKey.self, capacity: 32) { keys in
                withUnsafeTemporaryAllocation(of: Open.self, capacity: 32) { open in
                    withUnsafeTemporaryAllocation(of: JSONKeyMemo.Entry.self, capacity: 16) { recentKeys in
                        var parser = JSONParser(
                            bytes: bytes, elements: JSONScratch(elements), keys: JSONScratch(keys),
                            open: JSONScratch(open), recentKeys: JSONKeyMemo(recentKeys))
                        defer { parser.releaseScratch() }
                        do throws(JSONParseError) {
                            return .success(try parser.parseDocument())
                        } catch {
                            return .failure(error)
                        }
                    }
                }
            }
        }
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, elements: JSONScratch<JSON>, keys: JSONScratch<PendingKey>,
        open: JSONScratch<Open>, recentKeys: JSONKeyMemo
    ) {
        self.bytes = bytes
        self.elements = elements
        self.keys = keys
        self.open = open
        self.recentKeys = recentKeys
    }

    /// Frees what the scratch buffers still hold (after an error) and their heap memory.
    private mutating func releaseScratch() {
        elements.release()
        keys.release()
        open.release()
        recentKeys.release()
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
                    open.append(.object(keyBase: keys.count, valueBase: elements.count))
                    try parseKey(position: 0)
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
                guard open.count > 0 else { return value }
                let container = open.pointer(at: open.count - 1).pointee
                switch container {
                case .array(let base):
                    elements.append(value)
                    skipWhitespace()
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        skipWhitespace()
                    } else if peek(UInt8(ascii: "]")) {
                        index += 1
                        open.forgetLast(1)
                        value = .array(closeArray(from: base))
                        continue
                    } else {
                        throw error(
                            "unexpected \(describeCurrent()); expected ',' or ']' after element \(elements.count - base - 1)"
                        )
                    }
                case .object(let keyBase, let valueBase):
                    elements.append(value)
                    skipWhitespace()
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        try parseKey(position: keys.count - keyBase)
                    } else if peek(UInt8(ascii: "}")) {
                        index += 1
                        open.forgetLast(1)
                        value = .object(try closeObject(keysFrom: keyBase, valuesFrom: valueBase))
                        continue
                    } else {
                        let key = keys.pointer(at: keys.count - 1).pointee.key
                        throw error(
                            "unexpected \(describeCurrent()); expected ',' or '}' after the value of \"\(key)\"")
                    }
                }
                break
            }
        }
    }

    /// The object of the keys from `keyBase` and the values from `valueBase` on, which
    /// leave the shared buffers: sorted by the UTF-8 bytes of their keys, or an error naming
    /// the first key in the text that repeats an earlier one (the same scalars).
    private mutating func closeObject(
        keysFrom keyBase: Int, valuesFrom valueBase: Int
    ) throws(JSONParseError)
        -> JSON.Object
    {
        let count = keys.count - keyBase
        let pendingKeys = keys.pointer(at: keyBase)
        let values = elements.pointer(at: valueBase)
        var sorted = true
        for position in 1..<Swift.max(count, 1) where compareKeys(pendingKeys[position - 1], pendingKeys[position]) >= 0
        {
            sorted = false
            break
        }
        // Where each member's key and value are, in key order: the text's order when the
        // keys came sorted, the common case, which needs no array.
        var order: [Int] = []
        if !sorted {
            // Ties keep text order, so in a run of one key every member but the first repeats it.
            order = (0..<count).sorted { left, right in
                let comparison = compareKeys(pendingKeys[left], pendingKeys[right])
                return comparison != 0 ? comparison < 0 : left < right
            }
            var repeated: Int?
            for position in 1..<count
            where compareKeys(pendingKeys[order[position - 1]], pendingKeys[order[position]]) == 0
                && order[position] < (repeated ?? .max)
            {
                repeated = order[position]
            }
            if let repeated {
                let key = pendingKeys[repeated]
                throw error("the key \"\(key.key)\" appears twice in one object", at: key.start)
            }
        }
        let storage = JSONObjectStorage.make(capacity: count)
        storage.withPointers { header, stored in
            var holdsContainers = false
            for offset in 0..<count {
                // Moved, not copied: a copy would retain the key and value here and release
                // them again when the scratch buffers let them go.
                let source = sorted ? offset : order[offset]
                let key = (pendingKeys + source).move().key
                let value = (values + source).move()
                holdsContainers = holdsContainers || value.isContainer
                (stored + offset).initialize(to: JSONMember(key: key, value: value))
            }
            header.pointee.count = count
            header.pointee.mayHoldContainers = holdsContainers
        }
        keys.forgetLast(count)
        elements.forgetLast(count)
        return JSON.Object(storage: storage)
    }

    /// Orders two pending keys by their UTF-8 bytes, as ``JSON/Object/compare(_:_:)`` does:
    /// straight from the text when neither holds an escape.
    private func compareKeys(_ left: PendingKey, _ right: PendingKey) -> Int {
        guard left.rawEnd >= 0, right.rawEnd >= 0 else { return JSON.Object.compare(left.key, right.key) }
        var leftPosition = left.start + 1
        var rightPosition = right.start + 1
        while leftPosition < left.rawEnd && rightPosition < right.rawEnd {
            let leftByte = bytes[leftPosition]
            let rightByte = bytes[rightPosition]
            if leftByte != rightByte { return leftByte < rightByte ? -1 : 1 }
            leftPosition += 1
            rightPosition += 1
        }
        let leftLength = left.rawEnd - left.start
        let rightLength = right.rawEnd - right.start
        return leftLength == rightLength ? 0 : (leftLength < rightLength ? -1 : 1)
    }

    /// The array of the elements from `base` on, which leave the shared buffer (moved, not
    /// copied).
    private mutating func closeArray(from base: Int) -> JSON.Array {
        let count = elements.count - base
        let storage = JSONArrayStorage.make(capacity: count)
        let source = elements.pointer(at: base)
        storage.withPointers { header, stored in
            var holdsContainers = false
            for offset in 0..<count { holdsContainers = holdsContainers || source[offset].isContainer }
            stored.moveInitialize(from: source, count: count)
            header.pointee.count = count
            header.pointee.mayHoldContainers = holdsContainers
        }
        elements.forgetLast(count)
        return JSON.Array(storage: storage)
    }

    /// Parses `"key"` and the `:` after it into a new pending key, the one at `position` in
    /// its object, leaving the index at the value.
    private mutating func parseKey(position: Int) throws(JSONParseError) {
        skipWhitespace()
        guard peek(UInt8(ascii: "\"")) else {
            throw error("unexpected \(describeCurrent()); expected a string key in an object")
        }
        let keyStart = index
        let key: String
        var rawKeyEnd = -1
        let raw = Self.scanRaw(bytes, from: index + 1)
        if raw.end < bytes.count && bytes[raw.end] == UInt8(ascii: "\"") {
            rawKeyEnd = raw.end
            key = try recentKeys.key(at: position, in: bytes, from: index + 1, to: raw.end, isASCII: raw.isASCII)
            index = raw.end + 1
        } else {
            key = try parseEscapedString()
        }
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
            throw error("unexpected \(describeCurrent()); expected ':' after the key \"\(key)\"")
        }
        index += 1
        skipWhitespace()
        keys.append(PendingKey(key: key, start: keyStart, rawEnd: rawKeyEnd))
    }

    private func checkDepth(_ depth: Int) throws(JSONParseError) {
        if depth > JSON.maximumDepth {
            throw error("arrays and objects nest deeper than \(JSON.maximumDepth) levels")
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
        let expected = literal.utf8Start
        guard index + count <= bytes.count else {
            throw error("unexpected \(describeCurrent()); expected a value", at: start)
        }
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
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

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of text" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x\(String(byte, radix: 16))"
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        Self.error(in: bytes, message, at: offset ?? index)
    }

    /// The error `message` at `offset` in `bytes`, with its line and column.
    static func error(in bytes: UnsafeBufferPointer<UInt8>, _ message: String, at offset: Int) -> JSONParseError {
        let offset = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return JSONParseError(message: message, line: line, column: offset - lineStart + 1, offset: offset)
    }
}
