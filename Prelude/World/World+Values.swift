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

    /// The box stored under `key`, if any.
    @inlinable
    subscript(key: ObjectIdentifier) -> WorldValueBox? {
        withBox(for: key) { $0 }
    }

    /// Calls `body` with the box stored under `key` (or `nil`), scanning the entries in
    /// place: no entry is copied (which would retain its box) on the way.
    @inlinable
    func withBox<Result>(for key: ObjectIdentifier, _ body: (WorldValueBox?) -> Result) -> Result {
        entries.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index].key == key { return body(buffer[index].box) }
                index += 1
            }
            return body(nil)
        }
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
