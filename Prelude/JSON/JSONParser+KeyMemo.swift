/// The keys last read at the first member positions of objects (as many as the buffer it is
/// lent holds: 16 in ``JSONParser/parse(_:source:)``), each with where its bytes are in the
/// document: a key whose bytes equal the remembered ones at its position is the remembered
/// `String`, not a new one. Bounded by that buffer whatever the document holds; a key at a
/// later position is always made anew.
struct JSONKeyMemo {
    /// A remembered key and the range of its bytes (between its quotes, without escapes).
    struct Entry {
        var key: String
        var start: Int
        var count: Int
    }

    private let entries: UnsafeMutableBufferPointer<Entry>
    /// How many entries, from the first, are initialized. Positions come in order (an
    /// object's first key is at 0), so the next new one is always at `used`.
    private var used = 0

    /// A memo in `buffer`, which must outlive it.
    init(_ buffer: UnsafeMutableBufferPointer<Entry>) {
        entries = buffer
    }

    /// The key whose bytes in `bytes` (the UTF-8 of `source` when given) run from `start` to
    /// `end` (no escape among them):
    /// the one remembered at `position` when its bytes are the same, else a new one, which
    /// is remembered there instead.
    mutating func key(
        at position: Int, in bytes: UnsafeBufferPointer<UInt8>, source: String?, from start: Int, to end: Int,
        isASCII: Bool
    ) throws(JSONParseError) -> String {
        guard position < entries.count && position <= used else {
            return try JSONParser.run(bytes, source: source, from: start, to: end, isASCII: isASCII)
        }
        let count = end - start
        if position < used {
            if entries[position].count == count && Self.same(bytes, entries[position].start, start, count: count) {
                return entries[position].key
            }
            let key = try JSONParser.run(bytes, source: source, from: start, to: end, isASCII: isASCII)
            entries[position] = Entry(key: key, start: start, count: count)
            return key
        }
        let key = try JSONParser.run(bytes, source: source, from: start, to: end, isASCII: isASCII)
        entries.initializeElement(at: position, to: Entry(key: key, start: start, count: count))
        used += 1
        return key
    }

    /// Whether the `count` bytes at `left` and at `right` are the same.
    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ left: Int, _ right: Int, count: Int) -> Bool {
        guard let base = bytes.baseAddress else { return count == 0 }
        func word<Word: FixedWidthInteger>(_ type: Word.Type, at offset: Int) -> Bool {
            UnsafeRawPointer(base + left + offset).loadUnaligned(as: Word.self)
                == UnsafeRawPointer(base + right + offset).loadUnaligned(as: Word.self)
        }
        // Whole words, the last of them overlapping the one before when `count` is not a
        // multiple of the word's size.
        if count >= 8 {
            var offset = 0
            while offset < count - 8 {
                if !word(UInt64.self, at: offset) { return false }
                offset += 8
            }
            return word(UInt64.self, at: count - 8)
        }
        if count >= 4 { return word(UInt32.self, at: 0) && word(UInt32.self, at: count - 4) }
        for offset in 0..<count where base[left + offset] != base[right + offset] { return false }
        return true
    }

    /// Frees the remembered keys.
    mutating func release() {
        entries.extracting(0..<used).deinitialize()
        used = 0
    }
}
