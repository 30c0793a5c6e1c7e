import VerticalInterfaces

/// One sender's routes, resolved once when the table is made: for every command, query
/// and view query that the sender's policy sends and a receiver's policy receives, that
/// receiver. A send through the sender's ``PluginPort`` finds its route here: two loads
/// from the port and one hash probe keyed by (message, kind), instead of walking the
/// table (plugin identities, symbol index, lane bits, receivers, plugins), a chain of
/// dependent loads that was most of a send's cost when measured.
///
/// Only allowed routes are here, computed by the same ``Lane/route(from:slot:)`` check the
/// table makes; a message missing here (or a `sender` that is not the port's plugin) takes
/// the table's full path, which checks again and refuses with the reason, so a denial stays
/// a denial. Policies are frozen at start-up, so an entry never goes stale; the port forgets
/// its routes when the hub stops (see ``PluginPort``), and the memory goes with the table.
///
/// Safety (`@unchecked Sendable`): `base` points to memory written only while the table
/// is made (``init(identity:entries:)`` and ``bind(table:)``, before the table is published)
/// and freed only by ``deallocate()``, which the owning ``RoutingTable`` calls once, from
/// its deinit. A reader reaches it through the port's acquiring load of an address stored
/// (releasing) after the table was made, so it sees it complete, and the table (hence the
/// memory) is alive while the port hands it out: the port's core owns the table until
/// `stop()`, which makes the ports forget their routes first.
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
    }

    /// What the probe needs besides the keys and entries.
    private struct Header {
        /// Key count - 1 (the count is a power of two).
        var mask: Int
        /// The sending plugin's identity: a send with another `sender` takes the full path.
        var identity: ObjectIdentifier
        /// The routing table that owns this memory (for naming a refused nested chain).
        var table: UnsafeRawPointer?
        /// The first entry (after the keys), so that a probe does no address arithmetic.
        var entries: UnsafeMutablePointer<Entry>
    }

    /// The header, then `capacity` keys (open addressing, at most half full, -1 for an empty
    /// one), then `capacity` entries, each initialised only where its key is set.
    private let base: UnsafeMutableRawPointer

    /// Where the keys start, after the header.
    private static var keysOffset: Int {
        @inline(__always) get { rounded(MemoryLayout<Header>.stride, to: MemoryLayout<Int>.alignment) }
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

    /// Resolves `entries` (routes of the sender whose plugin is `identity`; a repeated key
    /// is kept once).
    init(identity: ObjectIdentifier, entries: [Entry]) {
        var capacity = 4
        while capacity < entries.count * 2 { capacity *= 2 }
        let alignment = max(MemoryLayout<Header>.alignment, MemoryLayout<Int>.alignment, MemoryLayout<Entry>.alignment)
        base = UnsafeMutableRawPointer.allocate(
            byteCount: Self.entriesOffset(capacity) + capacity * MemoryLayout<Entry>.stride, alignment: alignment)
        let keys = (base + Self.keysOffset).initializeMemory(as: Int.self, repeating: -1, count: capacity)
        let slots = (base + Self.entriesOffset(capacity)).bindMemory(to: Entry.self, capacity: capacity)
        base.initializeMemory(
            as: Header.self, to: Header(mask: capacity - 1, identity: identity, table: nil, entries: slots))
        for entry in entries {
            var index = Self.hash(entry.key) & (capacity - 1)
            while keys[index] >= 0 && keys[index] != entry.key { index = (index + 1) & (capacity - 1) }
            guard keys[index] < 0 else { continue }
            keys[index] = entry.key
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
        base.deallocate()
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
    @inline(__always)
    func route(_ kind: MessageKind, _ id: Int, claimed: any PluginProtocol) -> Route? {
        guard let table = base.assumingMemoryBound(to: Header.self).pointee.table,
            let entry = entry(kind, id, claimed: claimed)
        else { return nil }
        return Route(
            receiver: Int(entry.pointee.receiver), plugin: entry.pointee.plugin, nests: entry.pointee.nests,
            table: table)
    }

    /// The entry of message `id` of `kind` when `claimed` is this sender's plugin and the
    /// policies allow it; `nil` otherwise. Valid while these routes are (see the type).
    ///
    /// The port's command fast path reads the entry's fields only as it needs them, so
    /// the common case loads no more than it uses.
    @inline(__always)
    func entry(_ kind: MessageKind, _ id: Int, claimed: any PluginProtocol) -> UnsafePointer<Entry>? {
        let header = base.assumingMemoryBound(to: Header.self)
        guard header.pointee.identity == ObjectIdentifier(claimed) else { return nil }
        let key = Self.key(kind, id)
        let mask = header.pointee.mask
        let keys = (base + Self.keysOffset).assumingMemoryBound(to: Int.self)
        var index = Self.hash(key) & mask
        while true {
            let found = keys[index]
            if found == key { return UnsafePointer(header.pointee.entries + index) }
            if found < 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    @inline(__always)
    private static func hash(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) &>> 32)
    }
}
