/// Reads a JSON document far enough to find where each value sits in its text, so that an
/// edit can change one array and keep the file's own layout, key order and spacing.
///
/// ```swift
/// let text = JSONText(#"{"send": {"queries": ["a"]}}"#)
/// let queries = try text.array(at: ["send", "queries"])   // its elements' ranges and strings
/// ```
struct JSONText {
    /// A value's place in the text.
    struct Value {
        /// Where the value starts and ends (after its last character), as offsets into the text's scalars.
        var range: Range<Int>
        /// The members of an object, in file order.
        var members: [Member] = []
        /// The elements of an array, in file order.
        var elements: [Value] = []
        /// The text of a string.
        var string: String?
    }

    /// An object's member: its key and value.
    struct Member {
        /// The key.
        var key: String
        /// The value.
        var value: Value
    }

    /// The text's Unicode scalars; offsets count these.
    let scalars: [Unicode.Scalar]
    /// The file the text came from, for errors.
    let file: String

    /// Reads `text`.
    init(_ text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    /// The document's root value.
    ///
    /// - Throws: ``ScaffoldError`` naming the file and the offset where it is not JSON.
    func root() throws(ScaffoldError) -> Value {
        var index = 0
        let value = try parseValue(&index)
        skipSpace(&index)
        guard index == scalars.count else { throw problem("text after the JSON value", at: index) }
        return value
    }

    /// The value at `path` (object keys from the root).
    ///
    /// - Throws: ``ScaffoldError`` naming the file and the key that is missing.
    func value(at path: [String]) throws(ScaffoldError) -> Value {
        var value = try root()
        for (depth, key) in path.enumerated() {
            guard let member = value.members.first(where: { $0.key == key }) else {
                throw ScaffoldError(
                    "\(file) has no \"\(path[...depth].joined(separator: "."))\"; the tool expects the layout "
                        + "the package ships with; restore that key or make the change by hand")
            }
            value = member.value
        }
        return value
    }

    /// The text between two offsets.
    func text(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    private func problem(_ what: String, at index: Int) -> ScaffoldError {
        let line = scalars[..<min(index, scalars.count)].filter { $0 == "\n" }.count + 1
        return ScaffoldError("\(file):\(line): is not valid JSON (\(what)); fix the file, then run the tool again")
    }

    private func skipSpace(_ index: inout Int) {
        while index < scalars.count, [" ", "\n", "\t", "\r"].contains(scalars[index]) { index += 1 }
    }

    private func parseValue(_ index: inout Int) throws(ScaffoldError) -> Value {
        skipSpace(&index)
        guard index < scalars.count else { throw problem("the text ends early", at: index) }
        let start = index
        switch scalars[index] {
        case "{":
            index += 1
            var members: [Member] = []
            skipSpace(&index)
            if index < scalars.count, scalars[index] == "}" {
                index += 1
                return Value(range: start..<index)
            }
            while true {
                let key = try parseValue(&index)
                guard let name = key.string else {
                    throw problem("an object key is not a string", at: key.range.lowerBound)
                }
                skipSpace(&index)
                guard index < scalars.count, scalars[index] == ":" else {
                    throw problem("a \":\" is missing", at: index)
                }
                index += 1
                members.append(Member(key: name, value: try parseValue(&index)))
                skipSpace(&index)
                guard index < scalars.count else { throw problem("an object is not closed", at: index) }
                if scalars[index] == "," {
                    index += 1
                    continue
                }
                guard scalars[index] == "}" else { throw problem("a \",\" or \"}\" is missing", at: index) }
                index += 1
                return Value(range: start..<index, members: members)
            }
        case "[":
            index += 1
            var elements: [Value] = []
            skipSpace(&index)
            if index < scalars.count, scalars[index] == "]" {
                index += 1
                return Value(range: start..<index)
            }
            while true {
                elements.append(try parseValue(&index))
                skipSpace(&index)
                guard index < scalars.count else { throw problem("an array is not closed", at: index) }
                if scalars[index] == "," {
                    index += 1
                    continue
                }
                guard scalars[index] == "]" else { throw problem("a \",\" or \"]\" is missing", at: index) }
                index += 1
                return Value(range: start..<index, elements: elements)
            }
        case "\"":
            index += 1
            var string = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "\"" {
                if scalars[index] == "\\" { index += 1 }
                if index < scalars.count { string.append(scalars[index]) }
                index += 1
            }
            guard index < scalars.count else { throw problem("a string is not closed", at: start) }
            index += 1
            return Value(range: start..<index, string: String(string))
        default:
            while index < scalars.count, !",]} \n\t\r".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index > start else { throw problem("a value is missing", at: index) }
            return Value(range: start..<index)
        }
    }
}
