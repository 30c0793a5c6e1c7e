extension JSON {
    /// Writes the value as JSON text with object keys sorted (by their UTF-8 bytes, the order
    /// ``JSON/Object`` keeps them in: for ASCII keys alphabetical with capitals first, for
    /// others code point order), so equal values always give equal text. Parsing the result
    /// gives back an equal value.
    ///
    /// - Parameter pretty: Indent with two spaces and put each member on its own line.
    /// - Throws: ``JSONSerializationError`` when a `.double` is NaN or infinite.
    public func serialized(pretty: Bool = false) throws(JSONSerializationError) -> String {
        String(decoding: try utf8(pretty: pretty), as: UTF8.self)
    }

    /// The JSON text of ``serialized(pretty:)`` as UTF-8 bytes, without making a `String`.
    ///
    /// - Throws: ``JSONSerializationError`` when a `.double` is NaN or infinite.
    public func utf8(pretty: Bool = false) throws(JSONSerializationError) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        do throws(JSONWriter.Failure) {
            try writer.write(self)
        } catch {
            throw JSONSerializationError(path: error.path, value: error.value)
        }
        return writer.output
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
    var output: [UInt8] = []
    private var indentation = 0

    init(pretty: Bool) {
        self.pretty = pretty
        output.reserveCapacity(256)
    }

    mutating func write(_ value: JSON) throws(Failure) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .int(let number): writeInteger(number)
        case .double(let number):
            guard number.isFinite else { throw Failure(value: number) }
            output.append(contentsOf: number.description.utf8)
        case .string(let string): writeString(string)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            guard !elements.isEmpty else {
                output.append(UInt8(ascii: "]"))
                return
            }
            indentation += 1
            for (offset, element) in elements.enumerated() {
                separate(first: offset == 0)
                do throws(Failure) {
                    try write(element)
                } catch {
                    var failure = error
                    failure.steps.append(.index(offset))
                    throw failure
                }
            }
            close(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            guard !members.isEmpty else {
                output.append(UInt8(ascii: "}"))
                return
            }
            indentation += 1
            for (offset, member) in members.enumerated() {
                separate(first: offset == 0)
                writeString(member.key)
                if pretty { append(": ") } else { output.append(UInt8(ascii: ":")) }
                do throws(Failure) {
                    try write(member.value)
                } catch {
                    var failure = error
                    failure.steps.append(.key(member.key))
                    throw failure
                }
            }
            close(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
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
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indentation))
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
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[position...]))
        }
    }

    mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            // Runs without a quote, backslash or control character are found eight bytes
            // at a time (the parser's scan) and copied whole; bytes of multi-byte scalars
            // are all >= 0x80 and copy through unchanged.
            var runStart = 0
            while true {
                let special = JSONParser.scanRaw(bytes, from: runStart).end
                guard special < bytes.count else { break }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<special]))
                escape(bytes[special])
                runStart = special + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
            let hexDigits: StaticString = "0123456789ABCDEF"
            append("\\u00")
            output.append(hexDigits.utf8Start[Int(byte >> 4)])
            output.append(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
