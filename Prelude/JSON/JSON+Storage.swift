/// The elements of a ``JSON/Array``, shared between copies until one of them changes.
///
/// `@unchecked Sendable` is safe because an instance is copy-on-write: ``JSON/Array`` changes
/// `elements` only after `isKnownUniquelyReferenced` has shown that it holds the only
/// reference (so no other value, and no other thread, can see the instance), and `deinit`
/// runs only once nothing else refers to it. A shared instance is only ever read.
///
/// Its property skips the run-time exclusivity check (a thread-local look-up on every
/// access; with the checks, perf put several percent of the JSON benchmark in them) because
/// the same copy-on-write discipline makes overlapping accesses impossible: a change only
/// happens through the sole reference.
final class JSONArrayStorage: @unchecked Sendable {
    @exclusivity(unchecked) var elements: ContiguousArray<JSON>

    /// The storage every empty array starts with, so `[]` allocates nothing.
    static let empty = JSONArrayStorage(ContiguousArray())

    init(_ elements: ContiguousArray<JSON>) {
        self.elements = elements
    }

    deinit {
        guard elements.contains(where: \.holdsContainers) else { return }
        var teardown = JSONTeardown()
        teardown.take(from: &elements)
        teardown.drain()
    }
}

/// The members of a ``JSON/Object``, sorted by the UTF-8 bytes of their keys, shared between
/// copies until one of them changes.
///
/// `@unchecked Sendable` is safe for the reason ``JSONArrayStorage`` gives: ``JSON/Object``
/// changes `members` only after `isKnownUniquelyReferenced` has shown that it holds the only
/// reference, and a shared instance is only ever read.
///
/// Its property skips the run-time exclusivity check for the same reason.
final class JSONObjectStorage: @unchecked Sendable {
    @exclusivity(unchecked) var members: ContiguousArray<JSONMember>

    /// The storage every empty object starts with, so `[:]` allocates nothing.
    static let empty = JSONObjectStorage(ContiguousArray())

    init(_ members: ContiguousArray<JSONMember>) {
        self.members = members
    }

    deinit {
        guard members.contains(where: { $0.value.holdsContainers }) else { return }
        var teardown = JSONTeardown()
        teardown.take(from: &members)
        teardown.drain()
    }
}

/// One member of an object's storage. A struct, not the `(key:value:)` tuple that
/// ``JSON/Object`` hands out, because an array of tuples looks its type metadata up at run
/// time on every allocation (perf: 3% of the JSON benchmark).
struct JSONMember {
    var key: String
    var value: JSON
}

/// The storages of arrays and objects being freed without recursion: freeing a value nested
/// a million levels deep must not take a million nested `deinit` calls.
///
/// A storage's `deinit` moves here the storages of its child arrays and objects that hold
/// arrays or objects themselves, and frees them one at a time: before one that nothing else
/// holds is freed, its own such children are moved here too, so its `deinit` frees at most
/// one more level (containers of scalars) and returns. Storages are held as
/// class references, not as `JSON` values, because `isKnownUniquelyReferenced` on a local
/// variable is exact in a debug build too, where taking an enum's payload apart copies it.
struct JSONTeardown {
    private var arrays: [JSONArrayStorage] = []
    private var objects: [JSONObjectStorage] = []

    /// Moves here the storage of every array and object in `values` that itself holds an
    /// array or object, leaving `null` in its place. The others stay: freeing them frees
    /// only scalars and strings, one level down.
    mutating func take(from values: inout ContiguousArray<JSON>) {
        for position in values.indices where values[position].holdsContainers {
            take(values[position])
            values[position] = .null
        }
    }

    /// Does for the values of `members` what ``take(from:)`` does for `values`.
    mutating func take(from members: inout ContiguousArray<JSONMember>) {
        for position in members.indices where members[position].value.holdsContainers {
            take(members[position].value)
            members[position].value = .null
        }
    }

    private mutating func take(_ value: JSON) {
        switch value {
        case .array(let array): arrays.append(array.storage)
        case .object(let object): objects.append(object.storage)
        default: break
        }
    }

    /// Frees every storage here and everything only they hold, one at a time.
    mutating func drain() {
        while true {
            if !arrays.isEmpty {
                var storage = arrays.removeLast()
                if isKnownUniquelyReferenced(&storage) { take(from: &storage.elements) }
            } else if !objects.isEmpty {
                var storage = objects.removeLast()
                if isKnownUniquelyReferenced(&storage) { take(from: &storage.members) }
            } else {
                return
            }
        }
    }
}

extension JSON {
    /// Whether this is an array or an object, whose freeing may free more values.
    var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    /// Whether this is an array or an object that holds an array or an object, so that
    /// freeing it may go more than one level down.
    var holdsContainers: Bool {
        switch self {
        case .array(let array): array.storage.elements.contains(where: \.isContainer)
        case .object(let object): object.storage.members.contains(where: { $0.value.isContainer })
        default: false
        }
    }
}
