import Synchronization
import VerticalInterfaces

/// Makes correlation ids for commands sent without one: a random per-hub prefix and a
/// counter (`3fa91c-1a`), unique within the process.
///
/// An id is written straight into a small string: 6 hexadecimal digits of prefix, a dash
/// and the counter in hexadecimal, at most 15 bytes (and so stored inline, without a heap
/// allocation) until the counter passes 2^32. Formatting with `String(_:radix:)` and
/// concatenation cost ten times as much when measured.
final class CorrelationSource: Sendable {
    /// The prefix's 6 random digits, as ASCII, first digit in the lowest byte.
    private let prefix: UInt64
    private let counter = Atomic<UInt64>(0)

    init() {
        let digits = CorrelationID().rawValue.utf8.prefix(Self.prefixLength)
        prefix = digits.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static let prefixLength = 6

    /// The next id.
    func next() -> CorrelationID {
        let number = counter.wrappingAdd(1, ordering: .relaxed).newValue
        let digits = max(1, (UInt64.bitWidth - number.leadingZeroBitCount + 3) / 4)
        let text = String(unsafeUninitializedCapacity: Self.prefixLength + 1 + digits) { buffer in
            var index = 0
            while index < Self.prefixLength {
                buffer[index] = UInt8(truncatingIfNeeded: prefix >> UInt64(index * 8))
                index += 1
            }
            buffer[index] = UInt8(ascii: "-")
            index += 1
            for position in (0..<digits).reversed() {
                let nibble = Int((number >> UInt64(position * 4)) & 0xF)
                buffer[index] = nibble < 10 ? UInt8(ascii: "0") + UInt8(nibble) : UInt8(ascii: "a") + UInt8(nibble - 10)
                index += 1
            }
            return index
        }
        return CorrelationID(text)
    }
}
