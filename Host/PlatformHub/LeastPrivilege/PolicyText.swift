/// Where each message a policy lists sits in the policy's text: every list of the five
/// sections (`send.commands`, …, `subscribeAtAppLaunch.events`) with the byte range of each
/// of its strings, so that findings carry a line and column and `--fix` removes exactly
/// one entry's text.
///
/// It scans text that has already been validated (``PolicyValidator``), so it reports no
/// errors. Lines and columns are 1-based; columns count UTF-8 bytes, as
/// ``JSONLocator`` does.
struct PolicyText: Sendable {
    /// One list: its key path (`send.commands`; `send.viewControllerQueries` as written for
    /// the legacy key), the offsets of `[` and `]`, and its elements.
    struct List: Sendable {
        /// The section (`send`).
        let section: String
        /// The key as written in the file (`viewControllerQueries` for the legacy name).
        let key: String
        /// Offset of `[`.
        let open: Int
        /// Offset of `]`.
        let close: Int
        /// The strings, in order.
        let elements: [Element]

        /// The key path as the validator names it: the legacy key read as `viewQueries`.
        var path: String {
            "\(section).\(key == "viewControllerQueries" ? "viewQueries" : key)"
        }
    }

    /// One string in a list.
    struct Element: Sendable {
        /// The decoded string.
        let value: String
        /// Its index in the list.
        let index: Int
        /// Offset of its opening quote.
        let start: Int
        /// Offset just after its closing quote.
        let end: Int
    }

    /// The sections whose lists name messages.
    static let sections = ["send", "receive", "publish", "subscribe", "subscribeAtAppLaunch"]

    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// Every list found, in the file's order.
    let lists: [List]
    private let lineStarts: [Int]

    /// Scans `text`, a validated policy.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var scanner = Scanner(bytes: bytes)
        self.bytes = bytes
        lists = scanner.root()
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The offset of the first occurrence of the key `section` at the top level, if any
    /// (where a finding about a whole side is placed).
    func sectionOffset(_ section: String) -> Int? {
        var scanner = Scanner(bytes: bytes)
        return scanner.topLevelKeyOffset(section)
    }

    /// A single pass over valid JSON.
    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        mutating func skipWhitespace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        /// The lists of the sections in the root object.
        mutating func root() -> [List] {
            var lists: [List] = []
            skipWhitespace()
            members { scanner, key in
                if PolicyText.sections.contains(key), scanner.peek == UInt8(ascii: "{") {
                    scanner.members { scanner, listKey in
                        if scanner.peek == UInt8(ascii: "[") {
                            lists.append(scanner.list(section: key, key: listKey))
                        } else {
                            scanner.skipValue()
                        }
                    }
                } else {
                    scanner.skipValue()
                }
            }
            return lists
        }

        /// The offset of the root object's member `wanted`.
        mutating func topLevelKeyOffset(_ wanted: String) -> Int? {
            var found: Int?
            skipWhitespace()
            var keyStart = 0
            members(
                keyStarts: { keyStart = $0 },
                { scanner, key in
                    if key == wanted && found == nil { found = keyStart }
                    scanner.skipValue()
                })
            return found
        }

        var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Walks the object at `offset`, calling `body` at each member's value.
        mutating func members(keyStarts: (Int) -> Void = { _ in }, _ body: (inout Scanner, String) -> Void) {
            guard peek == UInt8(ascii: "{") else { return skipValue() }
            offset += 1
            skipWhitespace()
            while offset < bytes.count && bytes[offset] != UInt8(ascii: "}") {
                keyStarts(offset)
                let key = string()
                skipWhitespace()
                offset += 1  // ':'
                skipWhitespace()
                body(&self, key)
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                }
            }
            offset += 1
        }

        /// The list at `offset`, its elements' ranges recorded.
        mutating func list(section: String, key: String) -> List {
            let open = offset
            offset += 1
            skipWhitespace()
            var elements: [Element] = []
            while offset < bytes.count && bytes[offset] != UInt8(ascii: "]") {
                let start = offset
                if peek == UInt8(ascii: "\"") {
                    let value = string()
                    elements.append(Element(value: value, index: elements.count, start: start, end: offset))
                } else {
                    skipValue()
                }
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                }
            }
            let close = offset
            offset += 1
            return List(section: section, key: key, open: open, close: close, elements: elements)
        }

        /// Skips the value at `offset`.
        mutating func skipValue() {
            guard let first = peek else { return }
            switch first {
            case UInt8(ascii: "{"):
                members { scanner, _ in scanner.skipValue() }
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                while offset < bytes.count && bytes[offset] != UInt8(ascii: "]") {
                    skipValue()
                    skipWhitespace()
                    if peek == UInt8(ascii: ",") {
                        offset += 1
                        skipWhitespace()
                    }
                }
                offset += 1
            case UInt8(ascii: "\""):
                _ = string()
            default:
                while offset < bytes.count, !",}] \t\r\n".utf8.contains(bytes[offset]) { offset += 1 }
            }
        }

        /// The string at `offset` (escapes decoded; the names policies hold are ASCII, and
        /// a `\u` escape is decoded as one scalar), leaving `offset` after it.
        mutating func string() -> String {
            offset += 1
            var raw: [UInt8] = []
            while offset < bytes.count && bytes[offset] != UInt8(ascii: "\"") {
                guard bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count else {
                    raw.append(bytes[offset])
                    offset += 1
                    continue
                }
                let escape = bytes[offset + 1]
                offset += 2
                switch escape {
                case UInt8(ascii: "b"): raw.append(0x08)
                case UInt8(ascii: "f"): raw.append(0x0C)
                case UInt8(ascii: "n"): raw.append(0x0A)
                case UInt8(ascii: "r"): raw.append(0x0D)
                case UInt8(ascii: "t"): raw.append(0x09)
                case UInt8(ascii: "u"):
                    let end = min(offset + 4, bytes.count)
                    let code = UInt32(String(decoding: bytes[offset..<end], as: UTF8.self), radix: 16) ?? 0xFFFD
                    offset = end
                    raw.append(contentsOf: String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
                default: raw.append(escape)
                }
            }
            offset += 1
            return String(decoding: raw, as: UTF8.self)
        }
    }
}
