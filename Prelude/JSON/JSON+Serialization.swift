extension JSON {
    /// Writes the value as JSON text with object keys sorted, so equal values always give
    /// equal text. Parsing the result gives back an equal value.
    ///
    /// - Parameter pretty: Indent with two spaces and put each member on its own line.
    /// - Throws: ``JSONSerializationError`` when a `.double` is NaN or infinite.
    public func serialized(pretty: Bool = false) throws(JSONSerializationError) -> String {
        var writer = JSONWriter(pretty: pretty)
        try writer.write(self, path: "")
        return writer.output
    }
}

/// Appends JSON text to a string.
struct JSONWriter {
    let pretty: Bool
    var output = ""
    private var indentation = 0

    init(pretty: Bool) {
        self.pretty = pretty
    }

    mutating func write(_ value: JSON, path: String) throws(JSONSerializationError) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number):
            guard number.isFinite else { throw JSONSerializationError(path: path, value: number) }
            output += number.description
        case .string(let string): writeString(string)
        case .array(let elements):
            try writeContainer(open: "[", close: "]", isEmpty: elements.isEmpty) {
                writer throws(JSONSerializationError) in
                for (offset, element) in elements.enumerated() {
                    writer.separate(first: offset == 0)
                    try writer.write(element, path: "\(path)[\(offset)]")
                }
            }
        case .object(let members):
            try writeContainer(open: "{", close: "}", isEmpty: members.isEmpty) {
                writer throws(JSONSerializationError) in
                for (offset, key) in members.keys.sorted().enumerated() {
                    writer.separate(first: offset == 0)
                    writer.writeString(key)
                    writer.output += writer.pretty ? ": " : ":"
                    // The key comes from `members.keys`, so the lookup cannot fail.
                    try writer.write(members[key] ?? .null, path: path.isEmpty ? key : "\(path).\(key)")
                }
            }
        }
    }

    private mutating func writeContainer(
        open: String, close: String, isEmpty: Bool,
        body: (inout JSONWriter) throws(JSONSerializationError) -> Void
    ) throws(JSONSerializationError) {
        output += open
        guard !isEmpty else {
            output += close
            return
        }
        indentation += 1
        try body(&self)
        indentation -= 1
        newline()
        output += close
    }

    private mutating func separate(first: Bool) {
        if !first { output += "," }
        newline()
    }

    private mutating func newline() {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indentation)
    }

    mutating func writeString(_ string: String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
