/// The messages a routing table knows, numbered densely: symbol id -> slot `0..<count`.
///
/// Lanes are sized by ``count`` (the messages the policies name), not by the highest
/// symbol id in the process, so a table's size follows its policies and not the process's
/// name history. An open-addressing hash table (power-of-two size, at most half full,
/// linear probing): a look-up is a multiply, a shift and usually one compare.
struct SymbolIndex: Sendable {
    /// Pairs of (symbol id, slot); a symbol id of -1 marks an empty entry.
    private let entries: [Int32]
    /// `64 - log2(entry count)`: the shift that turns the hash into an entry index.
    private let shift: Int
    /// How many distinct symbols are indexed.
    let count: Int

    /// Indexes `ids` (duplicates are indexed once), in order of first appearance.
    init(_ ids: [Int]) {
        var capacity = 4
        while capacity < ids.count * 2 { capacity *= 2 }
        let shift = 64 - capacity.trailingZeroBitCount
        var entries = [Int32](repeating: -1, count: capacity * 2)
        var count = 0
        for id in ids {
            var index = Self.hash(id, shift)
            while entries[index * 2] >= 0 && Int(entries[index * 2]) != id {
                index = (index + 1) & (capacity - 1)
            }
            guard entries[index * 2] < 0 else { continue }
            entries[index * 2] = Int32(truncatingIfNeeded: id)
            entries[index * 2 + 1] = Int32(truncatingIfNeeded: count)
            count += 1
        }
        self.entries = entries
        self.shift = shift
        self.count = count
    }

    /// The slot of symbol `id`, or -1 when no policy of the table names it.
    @inline(__always)
    func slot(of id: Int) -> Int {
        let mask = (entries.count &>> 1) &- 1
        var index = Self.hash(id, shift)
        while true {
            let key = entries[index &<< 1]
            if Int(key) == id { return Int(entries[(index &<< 1) &+ 1]) }
            if key < 0 { return -1 }
            index = (index &+ 1) & mask
        }
    }

    @inline(__always)
    private static func hash(_ id: Int, _ shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(shift))
    }
}
