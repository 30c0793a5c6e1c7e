import Prelude
import Synchronization
import VerticalInterfaces

/// The bounded trace buffer: the most recent `capacity` entries, behind one lock, and an
/// atomic switch read on every send (one relaxed load when off).
final class Tracer: Sendable {
    private let enabled: Atomic<Bool>
    private let ring: Locked<TraceRing>
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

    /// Switches recording on or off.
    func setEnabled(_ value: Bool) {
        enabled.store(value, ordering: .relaxed)
    }

    /// Records one message; `since` is the handler's start time, `nil` for no duration.
    func record(
        kind: MessageKind, action: TraceAction, from: String, to: String?, message: String,
        correlationID: CorrelationID?, outcome: TraceOutcome, since start: UInt64?
    ) {
        let duration = start.map { MonotonicClock.nanoseconds() &- $0 } ?? 0
        ring.withLock { ring in
            ring.append(
                TraceEntry(
                    sequence: ring.recorded, kind: kind, action: action, from: from, to: to, message: message,
                    correlationID: correlationID, outcome: outcome, durationNanoseconds: duration))
        }
    }

    /// The kept entries, oldest first, and how many older ones were dropped.
    func snapshot() -> (entries: [TraceEntry], dropped: Int) {
        ring.withLock { ($0.ordered(), max(0, $0.recorded - $0.capacity)) }
    }

    /// Forgets every entry.
    func clear() {
        ring.withLock { $0 = TraceRing(capacity: capacity) }
    }
}

/// A fixed-size ring of trace entries.
struct TraceRing: Sendable {
    let capacity: Int
    private(set) var slots: [TraceEntry] = []
    /// Entries ever appended (the next sequence number).
    private(set) var recorded = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    mutating func append(_ entry: TraceEntry) {
        if slots.count < capacity {
            slots.append(entry)
        } else {
            slots[recorded % capacity] = entry
        }
        recorded += 1
    }

    /// The entries in recording order.
    func ordered() -> [TraceEntry] {
        guard slots.count == capacity else { return slots }
        let start = recorded % capacity
        return Array(slots[start...] + slots[..<start])
    }
}
