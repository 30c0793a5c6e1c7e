/// The orders an encoder sorted the members of objects into, by the keys as they were
/// written: the objects of one type write the same keys in the same order, so sorting one
/// gives the order of all. An object whose keys were written in another order, or that
/// holds more than ``maximumKeys`` members, is sorted anew.
///
/// Perf: sorting the seven members of a ClinicalRecords entry cost a tenth of its encode
/// besides its dates; comparing its keys with the remembered ones costs a seventh of that.
struct JSONMemberOrders {
    /// One remembered order: the keys as written, and which of them to take, in order (a
    /// key written twice is taken once, its last).
    private struct Entry {
        let keys: [String]
        let order: [Int]
    }

    /// The most members an object may hold for its order to be remembered.
    static let maximumKeys = 32
    /// The most orders remembered.
    static let maximumEntries = 8

    /// The orders remembered, the most recently made last.
    private var entries: [Entry] = []

    /// Sorts the members of `storage` by the UTF-8 bytes of their keys, keeping of each key
    /// the member written last and freeing the others, by moving them: no member is copied.
    /// Only on storage nothing else refers to.
    mutating func sort(_ storage: JSONObjectStorage) {
        storage.withPointers { header, elements in
            let members = UnsafeMutableBufferPointer(start: elements, count: header.pointee.count)
            let order = remembered(for: members) ?? made(for: members)
            Self.apply(order, to: members)
            header.pointee.count = order.count
        }
    }

    /// The order remembered for `members`' keys, if any.
    private func remembered(for members: UnsafeMutableBufferPointer<JSONMember>) -> [Int]? {
        for entry in entries.reversed() where entry.keys.count == members.count {
            var same = true
            for (key, member) in zip(entry.keys, members) where JSON.Object.compare(key, member.key) != 0 {
                same = false
                break
            }
            if same { return entry.order }
        }
        return nil
    }

    /// The order of `members`: by key, and of members with one key only the last written;
    /// remembered when they are few enough.
    private mutating func made(for members: UnsafeMutableBufferPointer<JSONMember>) -> [Int] {
        var sorted = Array(members.indices)
        sorted.sort { left, right in
            let comparison = JSON.Object.compare(members[left].key, members[right].key)
            return comparison != 0 ? comparison < 0 : left < right
        }
        var order: [Int] = []
        order.reserveCapacity(sorted.count)
        for (offset, position) in sorted.enumerated() {
            // Sorted by key, then by when written: the last of a key comes last.
            if offset + 1 < sorted.count,
                JSON.Object.compare(members[position].key, members[sorted[offset + 1]].key) == 0
            {
                continue
            }
            order.append(position)
        }
        if members.count <= Self.maximumKeys {
            if entries.count == Self.maximumEntries { entries.removeFirst() }
            entries.append(Entry(keys: members.map(\.key), order: order))
        }
        return order
    }

    /// Puts the members at the positions `order` lists first, in that order, and frees the
    /// others, by moving them through a buffer on the stack.
    private static func apply(_ order: [Int], to members: UnsafeMutableBufferPointer<JSONMember>) {
        guard let base = members.baseAddress else { return }
        let count = members.count
        withUnsafeTemporaryAllocation(of: JSONMember.self, capacity: count) { buffer in
            guard let moved = buffer.baseAddress else { return }
            moved.moveInitialize(from: base, count: count)
            var taken = 0
            for position in order {
                (base + taken).moveInitialize(from: moved + position, count: 1)
                taken += 1
            }
            guard taken < count else { return }
            // Members of a key written twice, not taken: free them.
            var isTaken = [Bool](repeating: false, count: count)
            for position in order { isTaken[position] = true }
            for position in 0..<count where !isTaken[position] { (moved + position).deinitialize(count: 1) }
        }
    }
}
