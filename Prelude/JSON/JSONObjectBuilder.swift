/// The members written so far to a keyed container of ``JSONValueEncoder``.
///
/// Members are appended as they are written, to a buffer an encoder keeps from one object
/// to the next (see ``JSONValueEncoder/finish(_:)``), and sorted once, when the object is
/// finished, into the object's own storage; a key written twice keeps its last value. A
/// class, because the encoder and the container (inside the box `KeyedEncodingContainer`
/// keeps) both reach it.
final class JSONObjectBuilder {
    /// One member: its key, its value and when it was written.
    struct Member {
        var key: String
        var value: JSONPendingValue
        /// How many members were written before it, so the last of a key wins.
        var order: Int
    }

    /// The members, in the order written.
    private var members: ContiguousArray<Member> = []
    /// Whether each member's key comes after the one before, by UTF-8 bytes: then the
    /// members need no sort and hold no key twice (synthesized `encode(to:)` writes keys in
    /// declaration order, so most objects are sorted once).
    private var isStrictlySorted = true

    /// Sets the member `key` to `value` (the last value written for a key wins).
    func set(_ key: String, _ value: JSONPendingValue) {
        if isStrictlySorted, let last = members.last, JSON.Object.compare(last.key, key) >= 0 {
            isStrictlySorted = false
        }
        members.append(Member(key: key, value: value, order: members.count))
    }

    /// Adds the members of `object` (a keyed container asked for after an object was
    /// encoded as a single value goes on with its members).
    func set(contentsOf object: JSON.Object) {
        for (key, value) in object { set(key, .value(value)) }
    }

    /// The value last written for `key`, if any: a nested container asked for again is the
    /// one made before.
    func lastValue(forKey key: String) -> JSONPendingValue? {
        members.last { JSON.Object.compare($0.key, key) == 0 }?.value
    }

    /// The object written: its members sorted by key, each key once with its last value,
    /// with `finish` turning each pending value into its value.
    func object(finishing finish: (JSONPendingValue) -> JSON) -> JSON.Object {
        guard !members.isEmpty else { return JSON.Object() }
        var distinct = members.count
        if !isStrictlySorted {
            members.sort { left, right in
                let order = JSON.Object.compare(left.key, right.key)
                return order != 0 ? order < 0 : left.order < right.order
            }
            for offset in members.indices.dropFirst()
            where JSON.Object.compare(members[offset - 1].key, members[offset].key) == 0 {
                distinct -= 1
            }
        }
        let storage = JSONObjectStorage.make(capacity: distinct)
        storage.withPointers { header, elements in
            var count = 0
            var mayHoldContainers = false
            for offset in members.indices {
                // Sorted by key, then by when written: the last member of a key wins.
                if offset + 1 < members.count, !isStrictlySorted,
                    JSON.Object.compare(members[offset].key, members[offset + 1].key) == 0
                {
                    continue
                }
                let value = finish(members[offset].value)
                if value.isContainer { mayHoldContainers = true }
                (elements + count).initialize(to: JSONMember(key: members[offset].key, value: value))
                count += 1
            }
            header.pointee.count = count
            header.pointee.mayHoldContainers = mayHoldContainers
        }
        return JSON.Object(storage: storage)
    }

    /// Which object the builder holds: a container made for an earlier object (kept past its
    /// `encode(to:)`) sees another generation, and its writes are dropped, as they come after
    /// its value was taken.
    private(set) var generation = 0

    /// Empties the builder for another object, keeping its buffer.
    func reset() {
        generation &+= 1
        members.removeAll(keepingCapacity: true)
        isStrictlySorted = true
    }
}
