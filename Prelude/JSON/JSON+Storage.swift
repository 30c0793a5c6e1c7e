/// What the storage of a ``JSON/Array`` or ``JSON/Object`` records before its elements.
struct JSONStorageHeader {
    /// How many elements are initialized, from the first on.
    var count: Int
    /// How many elements fit without a new allocation.
    var capacity: Int
    /// Whether an element may be an array or an object. Set whenever one is stored and
    /// cleared only by the teardown, so freeing storage that holds only scalars and strings
    /// looks at no element.
    var mayHoldContainers: Bool
}

/// The elements of a ``JSON/Array``: one allocation holding a header and the elements,
/// shared between copies until one of them changes.
///
/// `ManagedBuffer` is explicitly not `Sendable`, so ``JSON/Array`` carries the
/// `@unchecked Sendable` and its proof: an instance is copy-on-write, changed only through
/// a reference that `isKnownUniquelyReferenced` has shown to be the only one.
final class JSONArrayStorage: ManagedBuffer<JSONStorageHeader, JSON>, JSONStorage {
    static func make(capacity: Int) -> JSONArrayStorage {
        let buffer = create(minimumCapacity: capacity) { _ in
            JSONStorageHeader(count: 0, capacity: capacity, mayHoldContainers: false)
        }
        return unsafeDowncast(buffer, to: JSONArrayStorage.self)
    }

    static func isContainer(_ element: JSON) -> Bool { element.isContainer }

    static func replaceContainerWithNull(_ element: UnsafeMutablePointer<JSON>, into teardown: inout JSONTeardown) {
        teardown.take(element)
    }

    func withPointers<Result>(
        _ body: (UnsafeMutablePointer<JSONStorageHeader>, UnsafeMutablePointer<JSON>) -> Result
    ) -> Result {
        withUnsafeMutablePointers(body)
    }

    deinit { freeElements() }
}

/// The members of a ``JSON/Object``, sorted by the UTF-8 bytes of their keys, in one
/// allocation with a header, shared between copies until one of them changes.
///
/// ``JSON/Object`` carries the `@unchecked Sendable`, as ``JSON/Array`` does for
/// ``JSONArrayStorage``.
final class JSONObjectStorage: ManagedBuffer<JSONStorageHeader, JSONMember>, JSONStorage {
    static func make(capacity: Int) -> JSONObjectStorage {
        let buffer = create(minimumCapacity: capacity) { _ in
            JSONStorageHeader(count: 0, capacity: capacity, mayHoldContainers: false)
        }
        return unsafeDowncast(buffer, to: JSONObjectStorage.self)
    }

    static func isContainer(_ element: JSONMember) -> Bool { element.value.isContainer }

    static func replaceContainerWithNull(
        _ element: UnsafeMutablePointer<JSONMember>, into teardown: inout JSONTeardown
    ) {
        withUnsafeMutablePointer(to: &element.pointee.value) { value in teardown.take(value) }
    }

    func withPointers<Result>(
        _ body: (UnsafeMutablePointer<JSONStorageHeader>, UnsafeMutablePointer<JSONMember>) -> Result
    ) -> Result {
        withUnsafeMutablePointers(body)
    }

    deinit { freeElements() }
}

/// One member of an object's storage. A struct, not the `(key:value:)` tuple that
/// ``JSON/Object`` hands out, so the storage's element type is a plain nominal type.
struct JSONMember {
    var key: String
    var value: JSON
}

/// What the two storages share: a header and tail-allocated elements, written in one
/// place so that arrays and objects grow, copy and free the same way.
protocol JSONStorage: AnyObject {
    associatedtype Element

    /// New storage with room for `capacity` elements and none initialized.
    static func make(capacity: Int) -> Self

    /// Whether `element` is, or holds as its value, an array or an object.
    static func isContainer(_ element: Element) -> Bool

    /// Moves the storage of the array or object at `element` (if it holds other containers)
    /// to `teardown`, leaving `null` in its place.
    static func replaceContainerWithNull(_ element: UnsafeMutablePointer<Element>, into teardown: inout JSONTeardown)

    /// Calls `body` with the header and the first element; both stay valid while `self` lives.
    func withPointers<Result>(
        _ body: (UnsafeMutablePointer<JSONStorageHeader>, UnsafeMutablePointer<Element>) -> Result
    ) -> Result
}

extension JSONStorage {
    /// The number of elements.
    var count: Int { withPointers { header, _ in header.pointee.count } }

    /// How many elements fit, as the header records it. Not `capacity`: `ManagedBuffer`
    /// has a property of that name, which asks the allocator and would win over this one.
    var room: Int { withPointers { header, _ in header.pointee.capacity } }

    /// Whether an element may be an array or an object.
    var mayHoldContainers: Bool { withPointers { header, _ in header.pointee.mayHoldContainers } }

    /// The element at `position`, which must be below ``count``.
    subscript(position: Int) -> Element {
        withPointers { header, elements in
            precondition(position >= 0 && position < header.pointee.count, "JSON container index out of range")
            return elements[position]
        }
    }

    /// Calls `body` with the initialized elements.
    func withElements<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        withPointers { header, elements in body(UnsafeBufferPointer(start: elements, count: header.pointee.count)) }
    }

    /// Storage holding `elements` (copied), with room for `capacity` of them.
    static func make(copying elements: some Collection<Element>, capacity: Int) -> Self {
        let storage = make(capacity: Swift.max(capacity, elements.count))
        storage.append(contentsOf: elements)
        return storage
    }

    /// Makes `storage` one that nothing else refers to, with room for `needed` elements,
    /// before it changes: the same storage when it already is and has the room, else a copy
    /// (moved into when nothing else referred to the old one), twice as large when it
    /// grows, so appending is amortised O(1).
    ///
    /// `incoming` is the storage of the value about to be stored, when it is an array or
    /// object of this kind: if that is this very storage, it is copied whatever its reference
    /// count says. An optimized caller in another module may pass `a.append(.array(a))`'s
    /// argument without a reference of its own, so the count alone would call the storage
    /// unique and the array would end up holding itself.
    static func makeUnique(_ storage: inout Self, room needed: Int, incoming: Self? = nil) {
        let unique = isKnownUniquelyReferenced(&storage) && incoming !== storage
        let room = storage.room
        if unique && needed <= room { return }
        storage = storage.resized(capacity: needed <= room ? room : Swift.max(needed, 2 * room), moving: unique)
    }

    /// New storage with room for `capacity` elements holding this storage's elements:
    /// moved out of this storage (which is left empty) when `moving`, else copied.
    func resized(capacity: Int, moving: Bool) -> Self {
        let copy = Self.make(capacity: capacity)
        withPointers { header, elements in
            copy.withPointers { newHeader, newElements in
                let count = header.pointee.count
                precondition(count <= capacity, "JSON container storage resized below its count")
                if moving {
                    newElements.moveInitialize(from: elements, count: count)
                    header.pointee.count = 0
                } else {
                    newElements.initialize(from: elements, count: count)
                }
                newHeader.pointee.count = count
                newHeader.pointee.mayHoldContainers = header.pointee.mayHoldContainers
            }
        }
        return copy
    }

    /// Replaces the element at `position`; only on storage nothing else refers to.
    func set(_ element: Element, at position: Int) {
        withPointers { header, elements in
            precondition(position >= 0 && position < header.pointee.count, "JSON container index out of range")
            if Self.isContainer(element) { header.pointee.mayHoldContainers = true }
            elements[position] = element
        }
    }

    /// Adds `newElements` at the end; only on storage nothing else refers to, with room.
    func append(contentsOf newElements: some Collection<Element>) {
        replace(withPointers { header, _ in header.pointee.count..<header.pointee.count }, with: newElements)
    }

    /// Replaces the elements in `subrange` with `newElements` in place; only on storage
    /// nothing else refers to, with room for the result.
    func replace(_ subrange: Range<Int>, with newElements: some Collection<Element>) {
        let inserted = newElements.count
        withPointers { header, elements in
            let count = header.pointee.count
            precondition(
                subrange.lowerBound >= 0 && subrange.upperBound <= count, "JSON container range out of bounds")
            let newCount = count - subrange.count + inserted
            precondition(newCount <= header.pointee.capacity, "JSON container storage has no room")
            // Elements are freed and moved before the new ones are written; nothing here
            // can reach this storage meanwhile, because nothing else refers to it.
            (elements + subrange.lowerBound).deinitialize(count: subrange.count)
            (elements + subrange.lowerBound + inserted).moveInitialize(
                from: elements + subrange.upperBound, count: count - subrange.upperBound)
            var position = subrange.lowerBound
            for element in newElements {
                precondition(position < subrange.lowerBound + inserted, "a collection reported too small a count")
                if Self.isContainer(element) { header.pointee.mayHoldContainers = true }
                (elements + position).initialize(to: element)
                position += 1
            }
            precondition(position == subrange.lowerBound + inserted, "a collection reported too large a count")
            header.pointee.count = newCount
        }
    }

    /// Frees the elements from `deinit`: containers of containers go through a
    /// ``JSONTeardown``, so freeing never recurses more than one level.
    func freeElements() {
        withPointers { header, elements in
            let count = header.pointee.count
            if header.pointee.mayHoldContainers {
                var teardown = JSONTeardown()
                for position in 0..<count { Self.replaceContainerWithNull(elements + position, into: &teardown) }
                Self.destroy(elements, count: count)
                teardown.drain()
            } else {
                Self.destroy(elements, count: count)
            }
            header.pointee.count = 0
        }
    }

    /// Deinitializes the `count` elements at `elements` one at a time, so that each
    /// element's destruction is inlined: `deinitialize(count:)` calls the runtime's
    /// `swift_arrayDestroy`, which costs more than the two elements of a small array.
    @inline(__always)
    private static func destroy(_ elements: UnsafeMutablePointer<Element>, count: Int) {
        for position in 0..<count { (elements + position).deinitialize(count: 1) }
    }

    /// Hands every element's container that holds containers to `teardown`, leaving `null`
    /// in its place; afterwards freeing this storage goes at most one level down.
    func giveContainers(to teardown: inout JSONTeardown) {
        withPointers { header, elements in
            guard header.pointee.mayHoldContainers else { return }
            for position in 0..<header.pointee.count {
                Self.replaceContainerWithNull(elements + position, into: &teardown)
            }
            header.pointee.mayHoldContainers = false
        }
    }
}

/// The storages of arrays and objects being freed without recursion: freeing a value nested
/// a million levels deep must not take a million nested `deinit` calls.
///
/// A storage's `deinit` moves here the storages of its child arrays and objects that may
/// hold arrays or objects themselves, and frees them one at a time: before one that nothing
/// else holds is freed, its own such children are moved here too, so its `deinit` frees at
/// most one more level (containers of scalars) and returns. Storages are held as class
/// references, not as `JSON` values, because `isKnownUniquelyReferenced` on a local variable
/// is exact in a debug build too, where taking an enum's payload apart copies it.
///
/// Each storage here is held as the reference the value it was moved out of owned (an
/// `Unmanaged` at +1, so moving it in and out costs no retain or release): a teardown must
/// be drained (``drain()``) before it is dropped, or those storages leak.
struct JSONTeardown {
    /// A storage held here.
    enum Entry {
        /// An array's storage, at +1.
        case array(Unmanaged<JSONArrayStorage>)
        /// An object's storage, at +1.
        case object(Unmanaged<JSONObjectStorage>)
    }

    /// The storage to free next, so that a chain of containers that each hold one
    /// container (an array nested 400 deep) goes through no array.
    private var next: Entry?
    /// The other storages to free.
    private var entries: [Entry] = []

    /// Moves out the storage of the value at `value` when it is an array or object that may
    /// hold arrays or objects, leaving `null` there. Moved, not copied (perf: copying the
    /// storage, then overwriting the value, cost a retain and a release of every nested
    /// container; moving took parsing and freeing 20 arrays nested 400 deep from about
    /// 0.81 ms to 0.65 ms).
    mutating func take(_ value: UnsafeMutablePointer<JSON>) {
        guard let entry = value.pointee.teardownEntry else { return }
        if next == nil { next = entry } else { entries.append(entry) }
        // The value's reference is now the entry's: overwritten, not released.
        value.initialize(to: .null)
    }

    /// Frees every storage here and everything only they hold, one at a time.
    mutating func drain() {
        while true {
            let entry: Entry
            if let first = next {
                entry = first
                next = nil
            } else if let last = entries.popLast() {
                entry = last
            } else {
                return
            }
            switch entry {
            case .array(let reference):
                var storage = reference.takeRetainedValue()
                if isKnownUniquelyReferenced(&storage) { storage.giveContainers(to: &self) }
            case .object(let reference):
                var storage = reference.takeRetainedValue()
                if isKnownUniquelyReferenced(&storage) { storage.giveContainers(to: &self) }
            }
        }
    }
}

extension JSON {
    /// The storage of this array or object, not retained, when it may hold arrays or
    /// objects, else `nil`. A property, so that its caller's value is borrowed where it is,
    /// not copied (a `switch` on a pointer's `pointee` retained the storage).
    fileprivate var teardownEntry: JSONTeardown.Entry? {
        switch self {
        case .array(let array): array.storage.mayHoldContainers ? .array(Unmanaged.passUnretained(array.storage)) : nil
        case .object(let object):
            object.storage.mayHoldContainers ? .object(Unmanaged.passUnretained(object.storage)) : nil
        default: nil
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
}
