/// The values set in a ``World``, by key type: a short list scanned by identity.
///
/// Key types are declared in code (a handful per vertical), so the list stays short and
/// a scan comparing identities beats hashing on every `Current` read.
@usableFromInline
struct WorldValues: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let key: ObjectIdentifier
        @usableFromInline var box: WorldValueBox
        /// Whether the value was set through this copy since ``WorldValues/clearWritten()``:
        /// an override layer keeps only what a test set.
        @usableFromInline var written: Bool

        @usableFromInline
        init(key: ObjectIdentifier, box: WorldValueBox, written: Bool) {
            self.key = key
            self.box = box
            self.written = written
        }
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []

    @usableFromInline init() {}

    /// The value stored under `key` as a `WorldValue<Value>`, or `nil` if none is.
    ///
    /// The scan reads each entry's key in place (copying an entry, as `for entry in entries`
    /// does, would retain and release its box), and the value is copied out while the
    /// entries are borrowed, so the box is not retained either: on a base of 11 keys those
    /// retains cost more than the rest of a `Current` read.
    @inlinable
    func value<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        var index = entries.startIndex
        while index < entries.endIndex {
            if entries[index].key == key {
                // Only `World`'s subscript stores under a key type's identity, always a
                // `WorldValue` of that key's one `Value` type.
                return unsafeDowncast(entries[index].box, to: WorldValue<Value>.self).value
            }
            index += 1
        }
        return nil
    }

    /// Stores `box` under `key` and marks it written.
    @usableFromInline
    mutating func set(_ box: WorldValueBox, for key: ObjectIdentifier) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].box = box
            entries[index].written = true
        } else {
            entries.append(Entry(key: key, box: box, written: true))
        }
    }

    /// Forgets which values were written.
    mutating func clearWritten() {
        for index in entries.indices where entries[index].written {
            entries[index].written = false
        }
    }

    /// Only the values written since the last ``clearWritten()``.
    var writtenOnly: WorldValues {
        var result = WorldValues()
        result.entries = entries.filter(\.written)
        return result
    }

    /// These values with every value of `layer` laid over them.
    func laying(_ layer: WorldValues) -> WorldValues {
        var result = self
        for entry in layer.entries {
            result.set(entry.box, for: entry.key)
        }
        return result
    }
}
