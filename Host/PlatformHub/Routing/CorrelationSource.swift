import HubInterfaces
import Synchronization

/// Makes the correlation ids of commands sent without one: `#1`, `#2`, … from one counter
/// for the whole process, so no two hubs' ids ever meet.
///
/// An id is a number until someone reads its text, so making one costs an atomic
/// increment (formatting text on every command cost ten times as much when measured).
final class CorrelationSource: Sendable {
    /// The one source of the process.
    static let shared = CorrelationSource()

    private let counter = Atomic<UInt64>(0)

    private init() {}

    /// The next id.
    @inline(__always)
    func next() -> CorrelationID {
        let serial = counter.wrappingAdd(1, ordering: .relaxed).newValue
        // 0 is not a hub id; the counter reaches it again only after 2^64 ids.
        return CorrelationID(serial: serial != 0 ? serial : counter.wrappingAdd(1, ordering: .relaxed).newValue)
    }
}
