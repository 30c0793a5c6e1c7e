import Synchronization

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
    /// A name already interned is usually found without the table's lock, in a small
    /// process-wide cache or else in the thread's own (1,024 and 64 names, each bounded, and
    /// holding only interned names), so a `Message` made from a literal at the call site costs little
    /// more than a prepared constant.
    ///
    /// `name` is borrowed: the common case, a name found in the cache, copies nothing.
    public init(_ name: borrowing String) {
        id = SharedSymbolCache.id(ofSmall: name) ?? Self.id(of: copy name)
    }

    /// The id of `name` when ``SharedSymbolCache/id(ofSmall:)`` did not have it: from the
    /// caches by the full hash, or interned. Out of line, so that the common case above
    /// (a short declared name, found in the shared cache) saves no registers and makes no
    /// call but to this.
    @inline(never)
    private static func id(of name: String) -> Int {
        SymbolCache.id(of: name) ?? SymbolTable.shared.intern(name)
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
    /// A new name is also offered to the ``SharedSymbolCache``, under the lock (its one writer).
    func intern(_ name: String) -> Int {
        let id = storage.withLock { storage in
            if let id = storage.ids[name] { return id }
            let id = storage.names.count
            storage.ids[name] = id
            storage.names.append(name)
            if let hash = SymbolCache.hash(of: name) { SharedSymbolCache.remember(name, id, hash: hash) }
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
/// of the name's UTF-8 bytes (read eight at a time), each holding a name and its id. An interned name's id
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
    /// (`pthread_key_t` differs between platforms), made by the first ``remember(_:_:)``:
    /// -1 until then, -2 if the system had no key to spare (and then nothing is cached).
    ///
    /// An atomic rather than a lazy global: every read of a lazy global calls `swift_once`,
    /// and `Symbol(name)` reads the key on every call.
    private static let storedKey = Atomic<Int>(-1)

    /// The key, or a negative number when there is none (yet).
    private static var key: Int {
        @inline(__always) get { storedKey.load(ordering: .acquiring) }
    }

    /// The key, made now if no thread made it yet.
    private static func madeKey() -> Int {
        ThreadKey.made(in: storedKey) { pointer in
            #if canImport(Darwin)
                let entries = pointer.assumingMemoryBound(to: SymbolCache.Entry.self)
            #else
                guard let entries = pointer?.assumingMemoryBound(to: SymbolCache.Entry.self) else { return }
            #endif
            entries.deinitialize(count: SymbolCache.capacity)
            entries.deallocate()
        }
    }

    /// The id cached for `name` in the ``SharedSymbolCache`` or on this thread, if any.
    @inline(__always)
    static func id(of name: String) -> Int? {
        guard let hash = hash(of: name) else { return nil }
        if let id = SharedSymbolCache.id(of: name, hash: hash) { return id }
        guard let entries = entries(making: false) else { return nil }
        let slot = slot(hash)
        // Read in place: copying the entry out would retain and release its name.
        return entries[slot].id >= 0 && entries[slot].name == name ? entries[slot].id : nil
    }

    /// Caches `name` as `id` on this thread.
    static func remember(_ name: String, _ id: Int) {
        guard let entries = entries(making: true), let hash = hash(of: name) else { return }
        entries[slot(hash)] = Entry(name: name, id: id)
    }

    /// This thread's entries; made (all empty) on first use when `making`.
    @inline(__always)
    private static func entries(making: Bool) -> UnsafeMutablePointer<Entry>? {
        let key = making ? madeKey() : key
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

    /// The entry of a name whose ``hash(of:)`` is `hash` in a cache of `capacity` entries (a
    /// power of two): the hash's top bits, its best-mixed ones.
    @inline(__always)
    static func slot(_ hash: UInt64, capacity: Int = capacity) -> Int {
        Int(truncatingIfNeeded: hash &>> UInt64(64 - capacity.trailingZeroBitCount))
    }

    /// A multiply-xor hash of `name`'s UTF-8 bytes read as little-endian eight-byte words,
    /// the last one padded with zero bytes (a name is hashed on every `Message(name)`, so a
    /// byte-at-a-time hash was most of that call's cost when measured); its high bits are the
    /// well-mixed ones. `nil` for a string whose bytes are not contiguous (then it is not
    /// cached).
    ///
    /// A name of up to 15 bytes is usually a small string, whose bytes are the string's own
    /// two words (see ``smallWords(_:)``): hashed from those, it is not copied out to be read.
    @inline(__always)
    static func hash(of name: String) -> UInt64? {
        if let words = smallWords(name) { return smallHash(words) }
        return name.utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            let count = raw.count
            var hash = UInt64(truncatingIfNeeded: count) &* Self.hashMultiplier
            var offset = 0
            while offset &+ 8 <= count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* Self.hashMultiplier
                offset &+= 8
            }
            let rest = count &- offset
            if rest > 0 {
                // The last 1-7 bytes, zero-padded, with loads inside their own eight-byte
                // word: a load straddling two words waits for both of the stores that copied
                // a short string (it cost more than the whole hash when measured), and a loop
                // over the bytes was a fifth of the hash.
                var tail: UInt64
                if rest >= 4 {
                    let low = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    let high = UInt64(raw.loadUnaligned(fromByteOffset: offset &+ rest &- 4, as: UInt32.self))
                    // `high` ends with the bytes after the first four; keep only those.
                    tail = low | (high &>> UInt64(8 &* (8 &- rest))) &<< 32
                } else {
                    tail = UInt64(raw[offset])
                    if rest > 1 { tail |= UInt64(raw[offset &+ 1]) &<< 8 }
                    if rest > 2 { tail |= UInt64(raw[offset &+ 2]) &<< 16 }
                }
                hash = (hash ^ tail) &* Self.hashMultiplier
            }
            return hash
        }
    }

    /// The multiplier of ``hash(of:)`` and ``smallHash(_:)`` (2^64 over the golden ratio).
    @inline(__always)
    static var hashMultiplier: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// ``hash(of:)`` of a small string, from its ``smallWords(_:)``: the same words the
    /// bytes would give, zero-padded, at most two.
    @inline(__always)
    static func smallHash(_ words: (low: UInt64, high: UInt64, count: UInt64)) -> UInt64 {
        var hash = words.count &* Self.hashMultiplier
        if words.count > 0 { hash = (hash ^ words.low) &* Self.hashMultiplier }
        if words.count > 8 { hash = (hash ^ words.high) &* Self.hashMultiplier }
        return hash
    }

    /// The bytes of `name` when it is a small string (its UTF-8 bytes stored in its own two
    /// words, 15 at most), as two little-endian words zero-padded, and the byte count; `nil`
    /// for any other string.
    ///
    /// This reads the standard library's 64-bit layout of a small string: the first word
    /// holds bytes 0-7, the second bytes 8-14 and, in its top byte, the count (low nibble)
    /// and the flags, of which bit 61 of the word says "small"; unused bytes are zero (the
    /// library compares small strings by these bits). Were that layout ever different, a
    /// name's hash would depend on how it is stored and a cached name could be missed, never
    /// mistaken: the caches compare the names themselves, and a miss interns under the lock.
    @inline(__always)
    static func smallWords(_ name: String) -> (low: UInt64, high: UInt64, count: UInt64)? {
        guard MemoryLayout<String>.size == 16 else { return nil }
        let (low, high) = unsafeBitCast(name, to: (UInt64, UInt64).self)
        guard high & (1 &<< 61) != 0 else { return nil }
        return (low, high & 0x00FF_FFFF_FFFF_FFFF, (high &>> 56) & 0xF)
    }
}

/// A process-wide cache of interned names that any thread reads without a lock: 1024
/// entries, direct-mapped by ``SymbolCache/hash(of:)``, each written at most once, by the
/// first interned name that maps to it (under the intern table's lock, so by one writer at
/// a time), and never changed or freed after. It holds only interned (declared) names, at
/// most 1024. A name whose entry another name took is found in its thread's ``SymbolCache``.
///
/// Cheaper than the thread's cache on a hit (no thread-specific look-up, which was a fifth
/// of `Message(name)` when measured). A reader loads an entry's id (acquiring) and reads its
/// name only when the id is set; the writer stores the name before the id (releasing), so
/// the reader sees it whole, and nothing writes that entry again.
enum SharedSymbolCache {
    /// How many entries there are.
    static let capacity = 1024

    /// The address of the entries' ids (`Atomic<Int>`, -1 while empty), 0 until the first
    /// name is interned.
    private static let ids = Atomic<UInt>(0)
    /// The address of the entries' names, stored before ``ids``.
    private static let names = Atomic<UInt>(0)

    /// The entry of a name whose ``SymbolCache/hash(of:)`` is `hash`.
    @inline(__always)
    private static func slot(_ hash: UInt64) -> Int {
        SymbolCache.slot(hash, capacity: capacity)
    }

    /// The id cached for `name`, whose hash is `hash`, if any.
    @inline(__always)
    static func id(of name: String, hash: UInt64) -> Int? {
        guard let entry = entry(hash), entry.name.pointee == name else { return nil }
        return entry.id
    }

    /// The id set in the entry of `hash`, and where its name is, when the entry is set.
    /// The id is loaded (acquiring) before the name is read, so the name is whole.
    @inline(__always)
    private static func entry(_ hash: UInt64) -> (id: Int, name: UnsafePointer<String>)? {
        guard let ids = UnsafeMutablePointer<Atomic<Int>>(bitPattern: ids.load(ordering: .acquiring)) else {
            return nil
        }
        let slot = slot(hash)
        let id = ids[slot].load(ordering: .acquiring)
        guard id >= 0, let names = UnsafePointer<String>(bitPattern: names.load(ordering: .acquiring)) else {
            return nil
        }
        return (id, names + slot)
    }

    /// The id cached for `name` when it is a small string (see ``SymbolCache/smallWords(_:)``)
    /// stored in this cache as the same two words, else `nil`: the common case of
    /// `Symbol(name)`, kept small.
    ///
    /// A small string's two words are its bytes, its count and flags that follow from its
    /// bytes, so equal words are equal names, and the entry's name is compared by its words
    /// without being copied (no retain) or compared as a string (a call). Different words can
    /// still be the same name (a name stored in a heap buffer): `nil` then, and the caller
    /// compares properly on its slower path.
    @inline(__always)
    static func id(ofSmall name: borrowing String) -> Int? {
        guard let words = SymbolCache.smallWords(copy name), let entry = entry(SymbolCache.smallHash(words)) else {
            return nil
        }
        let stored = UnsafeRawPointer(entry.name).load(as: (UInt64, UInt64).self)
        return stored == unsafeBitCast(copy name, to: (UInt64, UInt64).self) ? entry.id : nil
    }

    /// Caches `name` as `id` when its entry is empty. Call only under the intern table's lock.
    static func remember(_ name: String, _ id: Int, hash: UInt64) {
        let (ids, names) = storage()
        let slot = slot(hash)
        guard ids[slot].load(ordering: .relaxed) < 0 else { return }
        names[slot] = name
        ids[slot].store(id, ordering: .releasing)
    }

    /// The entries, made (all empty) on first use. Call only under the intern table's lock.
    private static func storage() -> (UnsafeMutablePointer<Atomic<Int>>, UnsafeMutablePointer<String>) {
        if let ids = UnsafeMutablePointer<Atomic<Int>>(bitPattern: ids.load(ordering: .acquiring)),
            let names = UnsafeMutablePointer<String>(bitPattern: names.load(ordering: .acquiring))
        {
            return (ids, names)
        }
        // Kept for the life of the process, like the interned names themselves.
        let names = UnsafeMutablePointer<String>.allocate(capacity: capacity)
        names.initialize(repeating: "", count: capacity)
        let ids = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
        for index in 0..<capacity { (ids + index).initialize(to: Atomic(-1)) }
        Self.names.store(UInt(bitPattern: names), ordering: .releasing)
        Self.ids.store(UInt(bitPattern: ids), ordering: .releasing)
        return (ids, names)
    }
}
