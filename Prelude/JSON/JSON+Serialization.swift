extension JSON {
    /// Writes the value as JSON text with object keys sorted (by their UTF-8 bytes, the order
    /// ``JSON/Object`` keeps them in: for ASCII keys alphabetical with capitals first, for
    /// others code point order), so equal values always give equal text. Parsing the result
    /// gives back an equal value.
    ///
    /// - Parameter pretty: Indent with two spaces and put each member on its own line.
    /// - Throws: ``JSONSerializationError`` when a `.double` is NaN or infinite.
    public func serialized(pretty: Bool = false) throws(JSONSerializationError) -> String {
        var writer = try JSONWriter(writing: self, pretty: pretty)
        defer { writer.output.release() }
        let bytes = writer.output.bytes
        guard !bytes.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }

    /// The JSON text of ``serialized(pretty:)`` as UTF-8 bytes, without making a `String`.
    ///
    /// - Throws: ``JSONSerializationError`` when a `.double` is NaN or infinite.
    public func utf8(pretty: Bool = false) throws(JSONSerializationError) -> [UInt8] {
        var writer = try JSONWriter(writing: self, pretty: pretty)
        defer { writer.output.release() }
        return [UInt8](writer.output.bytes)
    }
}

/// Appends JSON text to a byte buffer.
struct JSONWriter {
    /// A non-finite number, with the way to it collected while the error unwinds (so
    /// nothing builds a path while writing succeeds).
    struct Failure: Error {
        enum Step {
            case index(Int)
            case key(String)
        }

        let value: Double
        /// Innermost first.
        var steps: [Step] = []

        /// `rooms[2].size`; empty for the root.
        var path: String {
            var path = ""
            for step in steps.reversed() {
                switch step {
                case .index(let offset): path += "[\(offset)]"
                case .key(let key): path += path.isEmpty ? key : ".\(key)"
                }
            }
            return path
        }
    }

    let pretty: Bool
    /// The text written; its owner releases it.
    var output = JSONOutput(capacity: 256)
    private var indentation = 0

    /// A writer that has written `value`; the caller releases its ``output``.
    init(writing value: JSON, pretty: Bool) throws(JSONSerializationError) {
        self.pretty = pretty
        do throws(Failure) {
            try write(value)
        } catch {
            output.release()
            throw JSONSerializationError(path: error.path, value: error.value)
        }
    }

    mutating func write(_ value: JSON) throws(Failure) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .int(let number): writeInteger(number)
        case .double(let number):
            guard number.isFinite else { throw Failure(value: number) }
            output.append(number.description)
        case .string(let string): writeString(string)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            guard !elements.isEmpty else {
                output.append(UInt8(ascii: "]"))
                return
            }
            indentation += 1
            // Straight from the storage, so no element is copied (retained and released).
            var failure: Failure?
            elements.storage.withElements { stored in
                for offset in stored.indices {
                    separate(first: offset == 0)
                    do throws(Failure) {
                        // A string is written here, not through `write(_:)`, whose call
                        // (recursive, so never inlined) cost as much as writing a short one.
                        if case .string(let string) = stored[offset] {
                            writeString(string)
                        } else {
                            try write(stored[offset])
                        }
                    } catch {
                        failure = error
                        failure?.steps.append(.index(offset))
                        return
                    }
                }
            }
            if let failure { throw failure }
            close(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            guard !members.isEmpty else {
                output.append(UInt8(ascii: "}"))
                return
            }
            indentation += 1
            var failure: Failure?
            members.storage.withElements { stored in
                for offset in stored.indices {
                    separate(first: offset == 0)
                    writeString(stored[offset].key)
                    if pretty { append(": ") } else { output.append(UInt8(ascii: ":")) }
                    do throws(Failure) {
                        if case .string(let string) = stored[offset].value {
                            writeString(string)
                        } else {
                            try write(stored[offset].value)
                        }
                    } catch {
                        failure = error
                        failure?.steps.append(.key(stored[offset].key))
                        return
                    }
                }
            }
            if let failure { throw failure }
            close(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: StaticString) {
        output.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func close(_ bracket: UInt8) {
        indentation -= 1
        newline()
        output.append(bracket)
    }

    private mutating func separate(first: Bool) {
        if !first { output.append(UInt8(ascii: ",")) }
        newline()
    }

    private mutating func newline() {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(UInt8(ascii: " "), repeated: 2 * indentation)
    }

    private mutating func writeInteger(_ number: Int) {
        if number < 0 { output.append(UInt8(ascii: "-")) }
        // The magnitude as UInt, so Int.min has one.
        var magnitude = number.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var position = buffer.count
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(UnsafeRawBufferPointer(rebasing: buffer[position...]))
        }
    }

    mutating func writeString(_ string: String) {
        // The string's own bytes when it has them contiguous (a native string: no copy, no
        // retain), else a copy's.
        if string.utf8.withContiguousStorageIfAvailable({ bytes in writeString(utf8: bytes) }) == nil {
            var copy = string
            copy.withUTF8 { bytes in writeString(utf8: bytes) }
        }
    }

    /// Writes the string whose UTF-8 is `bytes`, quoted and escaped. Runs without a quote,
    /// backslash or control character are found eight bytes at a time (the parser's scan);
    /// bytes of multi-byte scalars are all >= 0x80 and copy through unchanged. A string
    /// that needs escapes is escaped in place, in room made for the longest it can be (perf:
    /// appending each run and each escape cost more than the escaping).
    private mutating func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let first = JSONParser.scanRaw(bytes, from: 0).end
        guard first < bytes.count else {
            output.append(UInt8(ascii: "\""))
            output.append(bytes)
            output.append(UInt8(ascii: "\""))
            return
        }
        // Each byte takes at most six (\u00XX), plus the quotes: escaped in place.
        guard let source = bytes.baseAddress else { return }
        let start = output.room(for: 6 * bytes.count + 2)
        var end = start
        end.pointee = UInt8(ascii: "\"")
        end += 1
        var runStart = 0
        var special = first
        while true {
            end.initialize(from: source + runStart, count: special - runStart)
            end += special - runStart
            guard special < bytes.count else { break }
            end = Self.escape(bytes[special], at: end)
            runStart = special + 1
            special = JSONParser.scanRaw(bytes, from: runStart).end
        }
        end.pointee = UInt8(ascii: "\"")
        end += 1
        output.didWrite(end - start)
    }

    /// Writes the escape of `byte` (a quote, backslash or control character) at `end`;
    /// returns where it ends.
    private static func escape(_ byte: UInt8, at end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case UInt8(ascii: "\n"): short = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): short = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): short = UInt8(ascii: "t")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        default:
            let hexDigits: StaticString = "0123456789ABCDEF"
            end[0] = UInt8(ascii: "\\")
            end[1] = UInt8(ascii: "u")
            end[2] = UInt8(ascii: "0")
            end[3] = UInt8(ascii: "0")
            end[4] = hexDigits.utf8Start[Int(byte >> 4)]
            end[5] = hexDigits.utf8Start[Int(byte & 0x0F)]
            return end + 6
        }
        end[0] = UInt8(ascii: "\\")
        end[1] = short
        return end + 2
    }
}
