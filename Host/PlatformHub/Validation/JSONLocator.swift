/// Finds where in a policy's text the keys that problems name are, so schema problems
/// carry a line and column as parse errors do.
///
/// It scans text that has already parsed as JSON (so it need not report errors) and
/// records the position of each object member's key (`send.comands`) and each array
/// element (`send.commands[2]`) that a problem names. Lines and columns are 1-based;
/// columns count UTF-8 bytes, as ``Prelude/JSONParseError`` does.
enum JSONLocator {
    /// `problems`, each given the line and column of its key when the key is found in `text`
    /// (or of the place `path` names for it: a list's element rather than the list).
    static func locate(
        _ problems: [PolicyProblem], in text: String, path: (PolicyProblem) -> String = \.key
    ) -> [PolicyProblem] {
        let wanted = Set(problems.map(path).filter { $0 != PolicyProblem.rootKey })
        guard !wanted.isEmpty else { return problems }
        var scanner = Scanner(bytes: Array(text.utf8), wanted: wanted)
        scanner.skipWhitespace()
        scanner.value(path: "", depth: 0)
        let lineStarts = [0] + scanner.bytes.indices.filter { scanner.bytes[$0] == 0x0A }.map { $0 + 1 }
        return problems.map { problem in
            guard let offset = scanner.found[path(problem)] ?? scanner.found[problem.key] else { return problem }
            var located = problem
            // The last line start at or before `offset` (binary search).
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            located.line = low + 1
            located.column = offset - lineStarts[low] + 1
            return located
        }
    }

    /// A single pass over valid JSON, recording the offsets of wanted paths.
    private struct Scanner {
        let bytes: [UInt8]
        let wanted: Set<String>
        /// How deep paths go in any wanted key (deeper values are skipped without naming).
        let maximumDepth: Int
        var offset = 0
        var found: [String: Int] = [:]

        init(bytes: [UInt8], wanted: Set<String>) {
            self.bytes = bytes
            self.wanted = wanted
            maximumDepth = wanted.map { $0.split(separator: ".").count + $0.filter { $0 == "[" }.count }.max() ?? 0
        }

        mutating func skipWhitespace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        /// Scans the value at `offset`, whose path is `path`.
        mutating func value(path: String, depth: Int) {
            guard offset < bytes.count else { return }
            let named = depth < maximumDepth
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                skipWhitespace()
                while offset < bytes.count && bytes[offset] != UInt8(ascii: "}") {
                    let start = offset
                    let key = string()
                    let child = path.isEmpty ? key : "\(path).\(key)"
                    if named && wanted.contains(child) && found[child] == nil { found[child] = start }
                    skipWhitespace()
                    offset += 1  // ':'
                    skipWhitespace()
                    value(path: named ? child : "", depth: depth + 1)
                    skipWhitespace()
                    if offset < bytes.count && bytes[offset] == UInt8(ascii: ",") {
                        offset += 1
                        skipWhitespace()
                    }
                }
                offset += 1
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                var index = 0
                while offset < bytes.count && bytes[offset] != UInt8(ascii: "]") {
                    let child = "\(path)[\(index)]"
                    if named && wanted.contains(child) && found[child] == nil { found[child] = offset }
                    value(path: named ? child : "", depth: depth + 1)
                    skipWhitespace()
                    if offset < bytes.count && bytes[offset] == UInt8(ascii: ",") {
                        offset += 1
                        skipWhitespace()
                    }
                    index += 1
                }
                offset += 1
            case UInt8(ascii: "\""):
                _ = string()
            default:
                while offset < bytes.count, !",}] \t\r\n".utf8.contains(bytes[offset]) { offset += 1 }
            }
        }

        /// The string at `offset` (its escapes decoded), leaving `offset` after it.
        mutating func string() -> String {
            offset += 1  // opening quote
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll(keepingCapacity: true)
            }
            var pendingHigh: UInt32?
            while offset < bytes.count && bytes[offset] != UInt8(ascii: "\"") {
                guard bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count else {
                    raw.append(bytes[offset])
                    offset += 1
                    continue
                }
                flush()
                let escape = bytes[offset + 1]
                offset += 2
                switch escape {
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let end = min(offset + 4, bytes.count)
                    let code = UInt32(String(decoding: bytes[offset..<end], as: UTF8.self), radix: 16) ?? 0xFFFD
                    offset = end
                    if (0xD800...0xDBFF).contains(code) {
                        pendingHigh = code
                        continue
                    }
                    if let high = pendingHigh, (0xDC00...0xDFFF).contains(code) {
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                        scalars.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                    } else {
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    }
                default: scalars.append(Unicode.Scalar(escape))
                }
                pendingHigh = nil
            }
            flush()
            offset += 1  // closing quote
            return String(scalars)
        }
    }
}
