import Prelude
import Testing

/// The writer puts its text in memory it grows itself and escapes strings in place: the
/// text is what a plain writer gives, whatever grows it past its first 256 bytes (a long
/// string, with or without escapes, many numbers, deep indentation), from `serialized()`
/// and from `utf8()` alike, and a failure after much has been written is still reported.
@Suite("JSON writing: output grown in place")
struct JSONWriterOutputTests {
    /// A plain, recursive writer of compact JSON with sorted keys, for comparison.
    static func reference(_ value: JSON) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return number.description
        case .string(let string): return quoted(string)
        case .array(let elements): return "[" + elements.map(reference).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { quoted($0.key) + ":" + reference($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// `string` quoted, with what JSON requires escaped.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u00" + (hex.count == 1 ? "0" : "") + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// Values that grow the output past 256 bytes in every way, each after `prefix` bytes
    /// of other text.
    static func values(prefix: Int) -> [JSON] {
        let lead = JSON.string(String(repeating: "p", count: prefix))
        let plain = String(repeating: "plain \u{E9}\u{6771}\u{1F600} ", count: 40)
        let escaped = String(repeating: "q\"\\\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}\u{E9}", count: 60)
        let allEscapes = String(repeating: "\u{1}", count: 300)
        var nested: JSON = ["leaf": [1, 2.5, "x"]]
        for level in 0..<40 { nested = level.isMultiple(of: 2) ? [nested, .int(level)] : ["k": nested, "n": nil] }
        return [
            [lead, .string(plain)], [lead, .string(escaped)], [lead, .string(allEscapes)],
            [lead, .array(JSON.Array((0..<300).map { .int($0 * 7_919 - 1_000_000) }))],
            [lead, .array(JSON.Array((0..<200).map { .double(Double($0) / 7) }))], [lead, nested],
            [lead, ["z": .string(escaped), "a": .string(plain), "m": [.int(.min), .int(.max), -0.0]]],
        ]
    }

    @Test("the text is a plain writer's, however it grows past the first 256 bytes")
    func textMatchesThePlainWriter() throws {
        for prefix in [0, 1, 200, 250, 255, 256, 300] {
            for value in Self.values(prefix: prefix) {
                let expected = Self.reference(value)
                #expect(try value.serialized() == expected, "after \(prefix) bytes")
                #expect(try value.utf8() == Array(expected.utf8), "after \(prefix) bytes")
                #expect(try JSON(parsing: value.serialized()) == value, "after \(prefix) bytes")
                let pretty = try value.serialized(pretty: true)
                #expect(try value.utf8(pretty: true) == Array(pretty.utf8))
                #expect(try JSON(parsing: pretty) == value, "pretty, after \(prefix) bytes")
            }
        }
    }

    @Test("a number that cannot be written is reported after much has been written")
    func failureAfterALongWrite() throws {
        let long = JSON.string(String(repeating: "text\n", count: 500))
        let value: JSON = ["a": .array(JSON.Array(Array(repeating: long, count: 10))), "b": [1, .double(.infinity)]]
        for _ in 0..<3 {
            #expect(throws: JSONSerializationError.self) { try value.serialized() }
            #expect(throws: JSONSerializationError.self) { try value.utf8(pretty: true) }
        }
        #expect(try JSON.string("").serialized() == "\"\"")
        #expect(try JSON.null.utf8() == Array("null".utf8))
    }
}
