#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A string interned to a small integer, so that code on a hot path compares and
/// indexes by `id` instead of hashing the string every time.
///
/// Interning happens once, when the symbol is made; the same string always gets the
/// same `id` for the life of the process, and an interned string is never freed. So
/// intern only names the program declares (constants in code, names a loaded policy
/// declares): a name that comes from input is looked up with ``init(existing:)``, and
/// an unknown one stays unknown, so input cannot grow the table. A symbol is just that integer, so copying one
/// never touches a reference count (a long name would); equality and hashing use `id`,
/// and ``name`` is looked up in the intern table when asked for.
///
/// ```swift
/// let a = Symbol("getInfo"), b = Symbol("getInfo")
/// assert(a.id == b.id && a.name == "getInfo")
/// ```
public struct Symbol: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The interned index: dense, starting at 0, in order of first use.
    public let id: Int
    /// Interns `name` (or finds it already interned). For names the program declares
    /// only: the table keeps every name for the life of the process.
    ///
    /// A name this thread made a symbol of lately is found in the thread's own small cache
    /// (64 names, freed when the thread exits) without the table's lock, so a `Message`
    /// made from a literal at the call site costs little more than a prepared constant.
    public init(_ name: String) {
        id = SymbolCache.id(of: name) ?? SymbolTable.shared.intern(name)
    }

    /// The symbol already interned for `name`, or `nil`: a look-up that never interns, for
    /// names that come from input.
    public init?(existing name: String) {
        guard let id = SymbolTable.shared.existing(name) else { return nil }
        self.id = id
    }

    /// The string this symbol stands for (a look-up under a lock: keep it off hot paths).
    public var name: String { SymbolTable.shared.name(of: id) }

    /// How many distinct symbols the process has interned so far.
    public static var count: Int { SymbolTable.shared.count }

    /// Whether both sides are the same.
    public static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// Orders by name.
    public static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.name < rhs.name }
    /// The text shown when the value is printed.
    public var description: String { name }
}

/// The process-wide intern table behind ``Symbol``.
final class SymbolTable: Sendable {
    static let shared = SymbolTable()

    private struct Storage {
        var ids: [String: Int] = [:]
        var names: [String] = []
    }

    private let storage = Locked(Storage())

    /// The id of `name`, interning it if new; remembers it in this thread's ``SymbolCache``.
    func intern(_ name: String) -> Int {
        let id = storage.withLock { storage in
            if let id = storage.ids[name] { return id }
            let id = storage.names.count
            storage.ids[name] = id
            storage.names.append(name)
            return id
        }
        SymbolCache.remember(name, id)
        return id
    }

    /// The id of `name` if it is interned; never adds it.
    func existing(_ name: String) -> Int? {
        storage.withLock { $0.ids[name] }
    }

    /// The name interned as `id`; ids only come from `intern`, so it is always in range.
    func name(of id: Int) -> String {
        storage.withLock { $0.names.indices.contains(id) ? $0.names[id] : "<symbol \(id)>" }
    }

    var count: Int { storage.withLock { $0.names.count } }
}

/// Each thread's cache of the names it interned lately: 64 entries, direct-mapped by a hash
/// of the name's UTF-8 bytes (FNV-1a), each holding a name and its id. An interned name's id
/// never changes, so an entry never goes stale; a colliding name simply replaces it. Kept in
/// thread-specific storage (only its own thread reads or writes it, so it needs no lock)
/// and freed when the thread exits. Bounded: 64 names a thread, and only names that were
/// interned (declared by the program), never names looked up from input.
enum SymbolCache {
    /// The entries of one thread's cache.
    static let capacity = 64

    struct Entry {
        var name: String
        var id: Int
    }

    /// The key of each thread's cache (a pointer to `capacity` entries), as an `Int`
    /// (`pthread_key_t` differs between platforms); -1 if the system had no key to spare,
    /// and then nothing is cached.
    private static let key: Int = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                let entries = pointer.assumingMemoryBound(to: SymbolCache.Entry.self)
            #else
                guard let entries = pointer?.assumingMemoryBound(to: SymbolCache.Entry.self) else { return }
            #endif
            entries.deinitialize(count: SymbolCache.capacity)
            entries.deallocate()
        }
        return status == 0 ? Int(key) : -1
    }()

    /// The id cached for `name` on this thread, if any.
    @inline(__always)
    static func id(of name: String) -> Int? {
        guard let entries = entries(making: false), let slot = slot(of: name) else { return nil }
        let entry = entries[slot]
        return entry.id >= 0 && entry.name == name ? entry.id : nil
    }

    /// Caches `name` as `id` on this thread.
    static func remember(_ name: String, _ id: Int) {
        guard let entries = entries(making: true), let slot = slot(of: name) else { return }
        entries[slot] = Entry(name: name, id: id)
    }

    /// This thread's entries; made (all empty) on first use when `making`.
    @inline(__always)
    private static func entries(making: Bool) -> UnsafeMutablePointer<Entry>? {
        guard key >= 0 else { return nil }
        let threadKey = pthread_key_t(truncatingIfNeeded: key)
        if let pointer = pthread_getspecific(threadKey) { return pointer.assumingMemoryBound(to: Entry.self) }
        guard making else { return nil }
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        entries.initialize(repeating: Entry(name: "", id: -1), count: capacity)
        guard pthread_setspecific(threadKey, entries) == 0 else {
            entries.deinitialize(count: capacity)
            entries.deallocate()
            return nil
        }
        return entries
    }

    /// The entry `name` maps to: FNV-1a over its UTF-8 bytes; `nil` for a string whose
    /// bytes are not contiguous (then it is not cached).
    @inline(__always)
    private static func slot(of name: String) -> Int? {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return Int(truncatingIfNeeded: (hash ^ (hash >> 32)) & UInt64(capacity - 1))
        }
    }
}
