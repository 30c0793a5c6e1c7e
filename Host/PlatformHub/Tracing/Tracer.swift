import HubInterfaces
import Prelude
import Synchronization

/// The bounded trace buffer: the most recent `capacity` records, behind one lock, and an
/// atomic switch, read by every send that misses a port's fast path (one relaxed load when
/// off); the hub mirrors it into the ports' routes (see ``HubCore/setTracing(_:)``).
///
/// A record holds plugin indices and the message's interned symbol, not their names, so
/// recording copies no strings (and takes no reference counts but the correlation id's);
/// names are looked up when the trace is read.
final class Tracer: Sendable {
    private let enabled: Atomic<Bool>
    /// Whether the hub is wiring its `subscribeAtAppLaunch` subscriptions now (start-up,
    /// before anything else can be routed), so that the subscriptions recorded are marked.
    private let launching = Atomic<Bool>(false)
    private let ring: Locked<TraceRing>
    /// Plugin names by index, bound by ``bind(names:)`` when the hub starts.
    private let names = Locked<[String]>([])
    /// How many entries are kept.
    let capacity: Int

    init(capacity: Int, enabled: Bool) {
        self.capacity = max(1, capacity)
        self.enabled = Atomic(enabled)
        ring = Locked(TraceRing(capacity: max(1, capacity)))
    }

    /// Whether sends are recorded now.
    var isEnabled: Bool {
        @inline(__always) get { enabled.load(ordering: .relaxed) }
    }

    /// Switches recording on or off (the hub's ``HubCore/setTracing(_:)`` calls this, and
    /// marks the ports' routes to match).
    func setEnabled(_ value: Bool) {
        enabled.store(value, ordering: .relaxed)
    }

    /// Marks the subscriptions recorded from now on as launch subscriptions, or stops marking them.
    func setLaunching(_ value: Bool) {
        launching.store(value, ordering: .relaxed)
    }

    /// Hands every entry recorded from now on to `sink` as well (after the buffer has it,
    /// outside the buffer's lock), or stops when `sink` is `nil`.
    func setSink(_ sink: (@Sendable (TraceEntry) -> Void)?) {
        ring.withLock { $0.sink = sink }
    }

    /// Names the plugins that records refer to by index (the routing table's order).
    func bind(names: [String]) {
        self.names.withLock { $0 = names }
    }

    /// Takes the sequence number of a message about to be delivered, so that it is drawn
    /// before whatever its handler causes (nested sends, event outputs), which are
    /// recorded before it (when they finish).
    func reserve() -> Int {
        ring.withLock { $0.reserve() }
    }

    /// Records one message between the plugins at indices `from` (-1: a sender that is not
    /// a registered plugin) and `to` (`nil`: no receiver); `since` is the handler's start
    /// time, `nil` for no duration; `sequence` the number ``reserve()`` gave it when the
    /// delivery began, `nil` to take the next one now.
    func record(
        kind: MessageKind, action: TraceAction, from: Int, to: Int?, message: Message,
        correlationID: CorrelationID?, outcome: TraceOutcome, since start: UInt64?, sequence: Int? = nil,
        lacking: PluginError.PolicySide? = nil
    ) {
        let duration = start.map { MonotonicClock.nanoseconds() &- $0 } ?? 0
        let atLaunch = action == .subscribe && launching.load(ordering: .relaxed)
        let (record, sink) = ring.withLock { ring in
            let record = TraceRecord(
                sequence: sequence ?? ring.reserve(), kind: kind, action: action, outcome: outcome,
                from: Int32(truncatingIfNeeded: from), to: to.map { Int32(truncatingIfNeeded: $0) } ?? -1,
                message: message, correlationID: correlationID, durationNanoseconds: duration,
                lacking: outcome == .denied ? lacking : nil, atLaunch: atLaunch)
            ring.append(record)
            return (record, ring.sink)
        }
        if let sink { sink(entry(record, names: names.value)) }
    }

    /// The entry for `record`, its plugins named from `names`.
    private func entry(_ record: TraceRecord, names: [String]) -> TraceEntry {
        func name(_ index: Int32) -> String {
            names.indices.contains(Int(index)) ? names[Int(index)] : "(unregistered)"
        }
        return TraceEntry(
            sequence: record.sequence, kind: record.kind, action: record.action, from: name(record.from),
            to: record.to < 0 ? nil : name(record.to), message: record.message.name,
            correlationID: record.correlationID, outcome: record.outcome,
            durationNanoseconds: record.durationNanoseconds, lackingPolicy: record.lacking,
            atLaunch: record.atLaunch)
    }

    /// The kept entries, oldest first, and how many older ones were dropped.
    func snapshot() -> (entries: [TraceEntry], droppedCount: Int) {
        let (records, dropped) = ring.withLock { ($0.ordered(), $0.dropped) }
        let names = names.value
        let entries = records.sorted { $0.sequence < $1.sequence }.map { entry($0, names: names) }
        return (entries, dropped)
    }

    /// Forgets every entry (a delivery under way now is recorded when it ends).
    func clear() {
        ring.withLock { ring in
            let sink = ring.sink
            ring = TraceRing(capacity: capacity)
            ring.sink = sink
        }
    }
}

/// One recorded message, as compact as the trace can keep it: its size is fixed but for
/// the correlation id, which is at most ``CorrelationID/maximumLength`` bytes, so the
/// trace's memory is bounded by its capacity.
struct TraceRecord: Sendable {
    /// When the delivery began, in the trace's order.
    let sequence: Int
    let kind: MessageKind
    let action: TraceAction
    let outcome: TraceOutcome
    /// The sending (subscribing, publishing) plugin's index; -1 for an unregistered sender.
    let from: Int32
    /// The receiving plugin's index, or -1 when a denied message had no receiver.
    let to: Int32
    let message: Message
    let correlationID: CorrelationID?
    let durationNanoseconds: UInt64
    /// For a denial, whose policy lacks the message.
    let lacking: PluginError.PolicySide?
    /// Whether this is a `subscribeAtAppLaunch` subscription the hub wired at start-up.
    let atLaunch: Bool
}

/// A fixed-size ring of trace records.
struct TraceRing: Sendable {
    let capacity: Int
    /// Where each record also goes as it is appended (a streaming recorder), if anywhere.
    var sink: (@Sendable (TraceEntry) -> Void)?
    private var slots: [TraceRecord] = []
    /// Records ever appended.
    private var recorded = 0
    /// The next sequence number.
    private var nextSequence = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many of the earliest recorded entries were dropped because the ring was full.
    var dropped: Int { max(0, recorded - capacity) }

    /// The next sequence number, taken.
    mutating func reserve() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }

    mutating func append(_ record: TraceRecord) {
        if slots.count < capacity {
            slots.append(record)
        } else {
            slots[recorded % capacity] = record
        }
        recorded += 1
    }

    /// The records in the order they were recorded (finished).
    func ordered() -> [TraceRecord] {
        guard slots.count == capacity else { return slots }
        let start = recorded % capacity
        return Array(slots[start...] + slots[..<start])
    }
}
