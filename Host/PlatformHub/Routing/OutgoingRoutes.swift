import HubInterfaces
import Synchronization

/// One sender's routes, resolved once when the table is made: for every command, query
/// and view query that the sender's policy sends and a receiver's policy receives, that
/// receiver. A send through the sender's ``PluginPort`` finds its route here: two loads
/// from the port and one hash probe keyed by (message, kind), instead of walking the
/// table (plugin identities, symbol index, lane bits, receivers, plugins), a chain of
/// dependent loads that was most of a send's cost when measured.
///
/// Only allowed routes to plugins already made are here, computed by the same
/// ``Lane/route(from:slot:)`` check the table makes; a message missing here (or a `sender`
/// that is not the port's plugin) takes the table's full path, which checks again, makes the
/// receiver if it is not made yet, and refuses with the reason, so a denial stays a denial.
/// Policies are frozen at start-up, so an entry never goes stale: when a plugin is made, the
/// senders that reach it are handed new routes with it, and the old ones stay readable until
/// the table goes. The port forgets its routes when the hub stops (see ``PluginPort``), and
/// the memory goes with the table.
///
/// Safety (`@unchecked Sendable`): `base` points to memory written only while the table
/// are made (``init(identity:entries:)`` and ``bind(table:)``, before a port is handed them),
/// except the sender's mark, an atomic that ``setTracing(_:)`` rewrites under the hub's
/// transitions lock (one writer at a time); it is freed only by ``deallocate()``, which the
/// owning ``RoutingTable`` calls once, from its deinit. A reader reaches it through the
/// port's acquiring load of an address stored (releasing) after the table was made, so it
/// sees it complete, and the table (hence the memory) is alive while the port hands it out:
/// the port's core owns the table until `stop()`, which makes the ports forget their routes
/// first.
struct OutgoingRoutes: @unchecked Sendable {
    /// One resolved route, keyed by ``OutgoingRoutes/key(_:_:)`` of its message and kind.
    struct Entry {
        /// The message's key.
        var key: Int
        /// The receiving plugin's index.
        var receiver: Int32
        /// Whether the receiver's policy sends anything (see ``Route/nests``).
        var nests: Bool
        /// The receiving plugin.
        var plugin: PluginReference
        /// The receiver's payload schema for the message (a ``ContractGate/Schema``, kept alive
        /// by the receiver's gate for the table's life), or `nil` when it declares none.
        var payloadSchema: UnsafeRawPointer?
    }

    /// What the probe needs besides the sender's mark, the keys and the entries.
    private struct Header {
        /// Key count - 1 (the count is a power of two).
        var mask: Int
        /// The routing table that owns this memory (for naming a refused nested chain).
        var table: UnsafeRawPointer?
        /// The first entry (after the keys), so that a probe does no address arithmetic.
        var entries: UnsafeMutablePointer<Entry>
    }

    /// The header, then the sender's mark (an `Atomic<UInt>`, see ``setTracing(_:)``), then
    /// `capacity` keys (open addressing, at most half full, -1 for an empty one; a route
    /// whose receiver nests has ``nestingBit`` set in its key), then `capacity` entries,
    /// each initialised only where its key is set.
    private let base: UnsafeMutableRawPointer

    /// Set in the stored key of a route whose receiver's policy sends anything, so that the
    /// fast probe (``entry(_:_:claimed:)``, an exact match) misses it and only
    /// ``route(_:_:claimed:)`` finds it. Keys are `id << 2 | kind` with symbol ids far below
    /// 2^60 (dense, from 0); a key that would reach this bit is not stored (its send takes
    /// the table's full path, which routes it).
    private static var nestingBit: Int {
        @inline(__always) get { 1 &<< 62 }
    }

    /// Set in the mark while tracing is on: no plugin's identity has it (an object's address
    /// is aligned), so every send misses the fast path and is traced on the full path.
    private static var tracingBit: UInt {
        @inline(__always) get { 1 }
    }

    /// Where the sender's mark is, after the header.
    private static var markOffset: Int {
        @inline(__always) get { rounded(MemoryLayout<Header>.stride, to: MemoryLayout<Atomic<UInt>>.alignment) }
    }

    /// Where the keys start, after the mark.
    private static var keysOffset: Int {
        @inline(__always) get {
            rounded(markOffset + MemoryLayout<Atomic<UInt>>.stride, to: MemoryLayout<Int>.alignment)
        }
    }

    /// The sender's mark: its plugin's identity, with ``tracingBit`` set while tracing is on.
    private var mark: UnsafeMutablePointer<Atomic<UInt>> {
        @inline(__always) get { (base + Self.markOffset).assumingMemoryBound(to: Atomic<UInt>.self) }
    }

    /// Where the entries start for `capacity` keys.
    @inline(__always)
    private static func entriesOffset(_ capacity: Int) -> Int {
        rounded(keysOffset + capacity * MemoryLayout<Int>.stride, to: MemoryLayout<Entry>.alignment)
    }

    @inline(__always)
    private static func rounded(_ offset: Int, to alignment: Int) -> Int {
        (offset + alignment - 1) / alignment * alignment
    }

    /// Resolves `entries` (routes of the sender whose plugin is `identity`, `nil` while the
    /// sender is not made, so that no send matches; a repeated key is kept once).
    init(identity: ObjectIdentifier?, entries: [Entry]) {
        var capacity = 4
        while capacity < entries.count * 2 { capacity *= 2 }
        let alignment = max(
            MemoryLayout<Header>.alignment, MemoryLayout<Atomic<UInt>>.alignment, MemoryLayout<Int>.alignment,
            MemoryLayout<Entry>.alignment)
        base = UnsafeMutableRawPointer.allocate(
            byteCount: Self.entriesOffset(capacity) + capacity * MemoryLayout<Entry>.stride, alignment: alignment)
        let keys = (base + Self.keysOffset).initializeMemory(as: Int.self, repeating: -1, count: capacity)
        let slots = (base + Self.entriesOffset(capacity)).bindMemory(to: Entry.self, capacity: capacity)
        base.initializeMemory(as: Header.self, to: Header(mask: capacity - 1, table: nil, entries: slots))
        (base + Self.markOffset).bindMemory(to: Atomic<UInt>.self, capacity: 1)
            .initialize(to: Atomic(identity.map { UInt(bitPattern: $0) } ?? 0))
        for entry in entries where entry.key >= 0 && entry.key & Self.nestingBit == 0 {
            let stored = entry.nests ? entry.key | Self.nestingBit : entry.key
            var index = Self.hash(entry.key) & (capacity - 1)
            while keys[index] >= 0 && keys[index] & ~Self.nestingBit != entry.key {
                index = (index + 1) & (capacity - 1)
            }
            guard keys[index] < 0 else { continue }
            keys[index] = stored
            (slots + index).initialize(to: entry)
        }
    }

    /// The routes at `address` (from ``address``), or `nil` for 0.
    @inline(__always)
    init?(address: UInt) {
        guard let base = UnsafeMutableRawPointer(bitPattern: address) else { return nil }
        self.base = base
    }

    /// The address to keep in an atomic word.
    var address: UInt { UInt(bitPattern: base) }

    /// Records the table that owns these routes, once it is made (before it is published).
    func bind(table: UnsafeRawPointer) {
        base.assumingMemoryBound(to: Header.self).pointee.table = table
    }

    /// Frees the memory; only the owning table calls this, from its deinit.
    func deallocate() {
        mark.deinitialize(count: 1)
        base.deallocate()
    }

    /// Marks the sender while tracing is on, so that its sends miss the fast path (which
    /// does not trace) and take the full path, which records them; unmarks it when off.
    /// The hub calls this under the lock that publishes the table (so one writer at a time
    /// reads and rewrites the mark), whenever tracing is switched and when the table is
    /// published.
    ///
    /// Relaxed: the mark is a switch, not a publication (both paths are safe whichever
    /// value a send reads). A send on the switching thread, or on a thread synchronised
    /// with it, sees the new mark at once; another thread sees it soon after, and may see
    /// the tracer's switch before the mark (the two are separate atomics), so a few of its
    /// sends made while tracing is being switched on can go untraced, as they could when
    /// the fast path read the tracer's switch itself.
    func setTracing(_ on: Bool) {
        let identity = mark.pointee.load(ordering: .relaxed) & ~Self.tracingBit
        mark.pointee.store(on ? identity | Self.tracingBit : identity, ordering: .relaxed)
    }

    /// The key of `message` (by symbol id) sent as `kind`.
    @inline(__always)
    static func key(_ kind: MessageKind, _ id: Int) -> Int {
        let code =
            switch kind {
            case .command: 0
            case .query: 1
            case .viewQuery: 2
            case .event: 3
            }
        return id &<< 2 | code
    }

    /// The route of message `id` of `kind` when `claimed` is this sender's plugin and the
    /// policies allow it; `nil` otherwise (then the table's full path decides).
    ///
    /// Unlike ``entry(_:_:claimed:)``, this finds routes to a receiver that nests too.
    @inline(__always)
    func route(_ kind: MessageKind, _ id: Int, claimed: any PluginProtocol) -> Route? {
        guard let table = base.assumingMemoryBound(to: Header.self).pointee.table,
            let entry = probe(kind, id, claimed: claimed, nesting: true)
        else { return nil }
        return Route(
            receiver: Int(entry.pointee.receiver), plugin: entry.pointee.plugin, nests: entry.pointee.nests,
            table: table, payloadSchema: entry.pointee.payloadSchema)
    }

    /// The entry of message `id` of `kind` when `claimed` is this sender's plugin, the
    /// policies allow it, the receiver's policy sends nothing and tracing is off (the one
    /// comparison with the mark checks both the plugin and tracing, the key match the
    /// nesting); `nil` otherwise. Valid while these routes are (see the type).
    ///
    /// The port's fast paths read the entry's fields only as they need them, so the common
    /// case loads no more than it uses.
    @inline(__always)
    func entry(_ kind: MessageKind, _ id: Int, claimed: any PluginProtocol) -> UnsafePointer<Entry>? {
        probe(kind, id, claimed: claimed, nesting: false)
    }

    /// The entry of message `id` of `kind` for `claimed`, found by one probe: with
    /// `nesting`, a route to a receiver that nests matches too (its key's ``nestingBit`` is
    /// ignored); without, only an exact key matches, and a marked sender (tracing on) none.
    @inline(__always)
    private func probe(
        _ kind: MessageKind, _ id: Int, claimed: any PluginProtocol, nesting: Bool
    ) -> UnsafePointer<Entry>? {
        let identity = UInt(bitPattern: ObjectIdentifier(claimed))
        let marked = mark.pointee.load(ordering: .relaxed)
        guard nesting ? marked & ~Self.tracingBit == identity : marked == identity else { return nil }
        let header = base.assumingMemoryBound(to: Header.self)
        let key = Self.key(kind, id)
        let ignored = nesting ? Self.nestingBit : 0
        let mask = header.pointee.mask
        let keys = (base + Self.keysOffset).assumingMemoryBound(to: Int.self)
        var index = Self.hash(key) & mask
        while true {
            let found = keys[index]
            if found & ~ignored == key { return UnsafePointer(header.pointee.entries + index) }
            if found < 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    @inline(__always)
    private static func hash(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) &>> 32)
    }
}
