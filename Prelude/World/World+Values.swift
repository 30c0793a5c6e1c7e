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

        @usableFromInline
        init(key: ObjectIdentifier, box: WorldValueBox) {
            self.key = key
            self.box = box
        }
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { entries.isEmpty }

    /// The box stored under `key`, if any; setting `nil` removes it.
    @inlinable
    subscript(key: ObjectIdentifier) -> WorldValueBox? {
        get {
            for entry in entries where entry.key == key {
                return entry.box
            }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let box?): entries[index].box = box
            case (let index?, nil): entries.remove(at: index)
            case (nil, let box?): entries.append(Entry(key: key, box: box))
            case (nil, nil): break
            }
        }
    }
}
