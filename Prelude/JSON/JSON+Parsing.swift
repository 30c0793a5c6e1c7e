#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSON {
    /// The deepest nesting of arrays and objects the parser accepts, so that hostile input
    /// cannot exhaust the stack.
    public static let maximumDepth = 512

    /// Parses JSON text (RFC 8259). Object keys compare by Unicode scalars, so keys that
    /// differ only in normalization are different members; a key that appears twice (the
    /// same scalars) in one object is an error, so nothing in the text is silently dropped.
    ///
    /// A thread that parses a document with more than 32 values in the arrays and objects
    /// open at once, or nested more than 32 deep, keeps the parser's scratch memory for its
    /// next parse: at most 96 KiB a thread, freed when the thread exits.
    ///
    /// - Throws: ``JSONParseError`` naming the line, column and what was expected.
    public init(parsing text: String) throws(JSONParseError) {
        var text = text
        text.makeContiguousUTF8()
        let source = text
        let parsed = source.utf8.withContiguousStorageIfAvailable { bytes in JSONParser.parse(bytes, source: source) }
        self = try (parsed ?? text.withUTF8 { bytes in JSONParser.parse(bytes) }).get()
    }

    /// Parses JSON from UTF-8 bytes.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
        let array = [UInt8](bytes)
        self = try array.withUnsafeBufferPointer { bytes in JSONParser.parse(bytes) }.get()
    }
}

/// A parser over UTF-8 bytes that keeps the arrays and objects it is inside on an explicit
/// stack, so its use of the thread's stack does not grow with nesting. Its scratch buffers
/// start on the stack (so a small document whose keys come sorted allocates only its own
/// values; keys out of order cost one index array per object) and move to the heap when a
/// document needs more; that heap memory, up to 32 KiB a buffer, is kept on the thread for
/// its next parse (``JSONKeptScratch``). It only lives inside ``parse(_:source:)``.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The `String` whose UTF-8 `bytes` are, when the text came as one: its bytes are valid
    /// UTF-8, so a string without escapes is copied out of it without being validated again.
    let source: String?
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

    /// Parses `bytes` as one JSON document; `source`, when given, is the `String` whose
    /// UTF-8 they are.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, source: String? = nil) -> Result<JSON, JSONParseError> {
        // Each buffer is at most 1 KiB, which the standard library puts on the stack
        // without asking how much stack is left. A stack starts in the heap memory an
        // earlier parse on this thread kept, when there is some (JSONKeptScratch).
        let loan = JSONKeptScratch.checkOut()
        return withUnsafeTemporaryAllocation(of: JSON.self, capacity: 32) { elements in
            withUnsafeTemporaryAllocation(of: PendingKey.self, capacity: 32) { keys in
                withUnsafeTemporaryAllocation(of: Open.self, capacity: 32) { open in
                    withUnsafeTemporaryAllocation(of: JSONKeyMemo.Entry.self, capacity: 16) { recentKeys in
                        var parser = JSONParser(
                            bytes: bytes, source: source, elements: JSONScratch(elements, kept: loan?.elements),
                            keys: JSONScratch(keys, kept: loan?.keys),
                            open: JSONScratch(open, kept: loan?.open), recentKeys: JSONKeyMemo(recentKeys))
                        defer { parser.releaseScratch(kept: loan?.kept) }
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
        bytes: UnsafeBufferPointer<UInt8>, source: String?, elements: JSONScratch<JSON>, keys: JSONScratch<PendingKey>,
        open: JSONScratch<Open>, recentKeys: JSONKeyMemo
    ) {
        self.bytes = bytes
        self.source = source
        self.elements = elements
        self.keys = keys
        self.open = open
        self.recentKeys = recentKeys
    }

    /// Frees what the scratch buffers still hold (after an error), and keeps their heap
    /// memory on this thread for its next parse (`kept`, which this parse checked out,
    /// when it had some) or frees it.
    private mutating func releaseScratch(kept: UnsafeMutablePointer<JSONKeptScratch>?) {
        JSONKeptScratch.giveBack(
            kept, elements: elements.release(), elementStride: MemoryLayout<JSON>.stride, keys: keys.release(),
            keyStride: MemoryLayout<PendingKey>.stride, open: open.release(), openStride: MemoryLayout<Open>.stride)
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
                    // Consumed, not copied: a copy would retain a string or container here
                    // and release it again when `value` is next assigned.
                    elements.append(consume value)
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
                    // Consumed, not copied: a copy would retain a string or container here
                    // and release it again when `value` is next assigned.
                    elements.append(consume value)
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
            // One pass that moves each element and looks at it there (perf: a pass to look,
            // then `moveInitialize`, cost a copy of each element and a `memmove` call, the
            // larger part of closing a short array).
            var holdsContainers = false
            for offset in 0..<count {
                let element = (source + offset).move()
                holdsContainers = holdsContainers || element.isContainer
                (stored + offset).initialize(to: element)
            }
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
            key = try recentKeys.key(
                at: position, in: bytes, source: source, from: index + 1, to: raw.end, isASCII: raw.isASCII)
            index = raw.end + 1
        } else {
            key = try parseEscapedString(special: raw.end, isASCII: raw.isASCII)
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

    /// Parses a number in one pass: the digits of its integer part and fraction are
    /// accumulated as they are checked, so a number of at most 19 digits needs no second
    /// look (perf: the two passes and the table of powers behind a global accessor cost
    /// more than the arithmetic).
    private mutating func parseNumber() throws(JSONParseError) -> JSON {
        let start = index
        let isNegative = peek(UInt8(ascii: "-"))
        if isNegative { index += 1 }
        // The integer part's and fraction's digits as one number: exact while they are at
        // most 19 (10^19 - 1 fits a UInt64); beyond, only their count is used.
        var mantissa: UInt64 = 0
        let digitCount: Int
        if peek(UInt8(ascii: "0")) {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("a number must not have a leading zero", at: start)
            }
            digitCount = 1
        } else {
            digitCount = accumulateDigits(into: &mantissa)
            guard digitCount > 0 else { throw error("expected a digit in a number", at: index) }
        }
        guard index < bytes.count else {
            return try Self.number(
                mantissa, digits: digitCount, negative: isNegative, in: bytes, from: start, to: index)
        }
        var byte = bytes[index]
        guard byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") else {
            return try Self.number(
                mantissa, digits: digitCount, negative: isNegative, in: bytes, from: start, to: index)
        }
        var fractionCount = 0
        if byte == UInt8(ascii: ".") {
            index += 1
            fractionCount = accumulateDigits(into: &mantissa)
            guard fractionCount > 0 else { throw error("expected a digit after the decimal point") }
            byte = index < bytes.count ? bytes[index] : 0
        }
        // The exponent's value when it has at most four digits, else nil.
        var exponent: Int? = 0
        if byte | 0x20 == UInt8(ascii: "e") {
            index += 1
            let exponentIsNegative = peek(UInt8(ascii: "-"))
            if peek(UInt8(ascii: "+")) || exponentIsNegative { index += 1 }
            var magnitude: UInt64 = 0
            let exponentCount = accumulateDigits(into: &magnitude)
            guard exponentCount > 0 else { throw error("expected a digit in the exponent") }
            exponent = exponentCount <= 4 ? (exponentIsNegative ? -Int(magnitude) : Int(magnitude)) : nil
        }
        if let exponent, digitCount + fractionCount <= 19 {
            let scale = exponent - fractionCount
            if let value = Self.exactDouble(mantissa, scale: scale, negative: isNegative)
                ?? Self.eiselLemire(mantissa, scale: scale, negative: isNegative)
            {
                return .double(value)
            }
        }
        return .double(try Self.parsedDouble(in: bytes, from: start, to: index))
    }

    /// The number of an integer part of `digits` digits whose value (when at most 19
    /// digits) is `mantissa`: an `Int` when it fits, else a `Double`. `-0` keeps its sign,
    /// which only a `Double` can hold. Static, as is ``parsedDouble(in:from:to:)``, so that
    /// calling it does not copy the parser (perf: a 160-byte copy per number).
    private static func number(
        _ mantissa: UInt64, digits: Int, negative: Bool, in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
        to end: Int
    ) throws(JSONParseError)
        -> JSON
    {
        if digits <= 19 {
            if negative {
                if mantissa == 0 { return .double(-0.0) }
                if mantissa <= UInt64(Int.max) + 1 { return .int(Int(truncatingIfNeeded: 0 &- mantissa)) }
            } else if mantissa <= UInt64(Int.max) {
                return .int(Int(mantissa))
            }
            if let value = exactDouble(mantissa, scale: 0, negative: negative)
                ?? eiselLemire(mantissa, scale: 0, negative: negative)
            {
                return .double(value)
            }
        }
        return .double(try parsedDouble(in: bytes, from: start, to: end))
    }

    /// The number from `start` to `end`, for what the fast paths cannot round exactly:
    /// read by `strtod` from a NUL-terminated copy on the stack (perf: `Double(_:)` wants a
    /// `String`, which past 15 bytes is a heap allocation, and reads it through a
    /// `Substring`), or by `Double(_:)` when `strtod` stops early (a locale whose decimal
    /// point is not `.`).
    private static func parsedDouble(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) throws(JSONParseError) -> Double {
        let count = end - start
        let read = withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { buffer -> Double? in
            guard let copy = buffer.baseAddress, let source = bytes.baseAddress else { return nil }
            UnsafeMutableRawPointer(copy).copyMemory(from: source + start, byteCount: count)
            copy[count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(copy, &end)
            return end == copy + count ? value : nil
        }
        if let read, read.isFinite { return read }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(in: bytes, "the number \(text) is too large to represent", at: start)
        }
        return value
    }

    /// `mantissa` times 10^`scale` when the mantissa and the power of ten are exact in a
    /// `Double` (at most 2^53, and 10^22 or less), so that one multiplication or division
    /// rounds it correctly (Clinger's fast path), else `nil` (then `Double(_:)` reads the
    /// text).
    @inline(__always)
    private static func exactDouble(_ mantissa: UInt64, scale: Int, negative: Bool) -> Double? {
        guard mantissa <= 1 << 53, scale >= -22 && scale <= 22 else { return nil }
        let magnitude = scale < 0 ? Double(mantissa) / powerOfTen(-scale) : Double(mantissa) * powerOfTen(scale)
        return negative ? -magnitude : magnitude
    }

    /// `mantissa` times 10^`scale`, correctly rounded, by the Eisel-Lemire algorithm
    /// (Daniel Lemire, "Number Parsing at a Gigabyte per Second", 2021; this follows Go's
    /// `strconv.eiselLemire64`): the mantissa, shifted so that its top bit is set, is
    /// multiplied by the truncated 128-bit mantissa of 10^`scale` (``powersOfFive``), and the
    /// top 54 bits of the product round to the `Double`'s 53 unless the truncation leaves
    /// the rounding in doubt. `nil` when it is in doubt, when `scale` is beyond the table,
    /// or when the result is subnormal or infinite: then `strtod` reads the text. A zero
    /// mantissa is zero of the number's sign, as `strtod` reads it.
    @inline(__always)
    private static func eiselLemire(_ mantissa: UInt64, scale: Int, negative: Bool) -> Double? {
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        guard powersOfFiveExponents.contains(scale) else { return nil }
        let shift = mantissa.leadingZeroBitCount
        let normalized = mantissa << shift
        // The biased binary exponent: floor(scale * log2(10)) is (217706 * scale) >> 16
        // over the table's range.
        var binaryExponent = UInt64(bitPattern: Int64((217_706 &* scale) >> 16 &+ 64 &+ 1023)) &- UInt64(shift)
        let row = (scale &- powersOfFiveExponents.lowerBound) &* 2
        var (high, low) = normalized.multipliedFullWidth(by: powersOfFive[row])
        // When the bits below the 54 kept are all ones, the truncated low word of the power
        // could carry into them: add its product and look again.
        if high & 0x1FF == 0x1FF && low &+ normalized < normalized {
            let (nextHigh, nextLow) = normalized.multipliedFullWidth(by: powersOfFive[row &+ 1])
            var mergedHigh = high
            let mergedLow = low &+ nextHigh
            if mergedLow < low { mergedHigh &+= 1 }
            if mergedHigh & 0x1FF == 0x1FF && mergedLow == .max && nextLow &+ normalized < normalized {
                return nil
            }
            high = mergedHigh
            low = mergedLow
        }
        let topBit = high >> 63
        var significand = high >> (topBit &+ 9)
        binaryExponent &-= 1 ^ topBit
        // Exactly halfway between two doubles, as far as the product tells: in doubt.
        if low == 0 && high & 0x1FF == 0 && significand & 3 == 1 { return nil }
        significand &+= significand & 1
        significand >>= 1
        if significand >> 53 > 0 {
            significand >>= 1
            binaryExponent &+= 1
        }
        // 0 (or wrapped below it) is subnormal, 0x7FF and above infinite.
        guard binaryExponent &- 1 < 0x7FF - 1 else { return nil }
        var bits = binaryExponent << 52 | significand & 0x000F_FFFF_FFFF_FFFF
        if negative { bits |= 1 << 63 }
        return Double(bitPattern: bits)
    }

    /// 10^`exponent` for 0 through 22, the powers of ten a `Double` holds exactly; a switch
    /// the compiler makes a constant table of.
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// Skips the decimal digits at the index, adding each to `value` (wrapping past 19
    /// digits, which callers then do not use); returns how many there were.
    @inline(__always)
    private mutating func accumulateDigits(into value: inout UInt64) -> Int {
        let start = index
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)
            index += 1
        }
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
