import Synchronization
import VerticalInterfaces

/// Makes correlation ids for commands sent without one: a random per-hub prefix and a
/// counter (`3fa91c07-1a`), unique within the process and far cheaper than 128 fresh
/// random bits per command.
final class CorrelationSource: Sendable {
    private let prefix = String(CorrelationID().rawValue.prefix(8))
    private let counter = Atomic<UInt64>(0)

    /// The next id.
    func next() -> CorrelationID {
        let number = counter.wrappingAdd(1, ordering: .relaxed).newValue
        return CorrelationID(prefix + "-" + String(number, radix: 16))
    }
}
