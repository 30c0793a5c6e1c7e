import Prelude
import VerticalInterfaces

/// The frozen routes of one message kind: who receives each message, and a bit matrix of
/// which plugin may send it. Both are indexed by `Message.symbol.id`, so a lookup is two
/// array reads and a bit test, whatever the number of plugins or messages.
struct Lane: Sendable {
    /// The receiving (for events: publishing) plugin's index by symbol id; -1 for none.
    let receivers: [Int32]
    /// Plugin-major bits: bit `id` of row `plugin` is set when that plugin's policy sends
    /// (for events: subscribes to) the message with that symbol id.
    let allowed: [UInt64]
    /// 64-bit words per plugin row.
    let words: Int

    /// Builds a lane over symbol ids `0..<symbolLimit` from each plugin's lists.
    init(symbolLimit: Int, receives: [[Message]], sends: [[Message]]) {
        let words = (symbolLimit + 63) / 64
        var receivers = [Int32](repeating: -1, count: symbolLimit)
        for (plugin, messages) in receives.enumerated() {
            for message in messages where receivers[message.symbol.id] < 0 {
                receivers[message.symbol.id] = Int32(plugin)
            }
        }
        var allowed = [UInt64](repeating: 0, count: words * sends.count)
        for (plugin, messages) in sends.enumerated() {
            for message in messages {
                let id = message.symbol.id
                allowed[plugin * words + id / 64] |= 1 << UInt64(id % 64)
            }
        }
        self.receivers = receivers
        self.allowed = allowed
        self.words = words
    }

    /// The receiver's index when `sender` may send symbol `id` and someone receives it;
    /// -1 otherwise (the caller then asks ``senderAllows(_:_:)`` and ``receiver(of:)`` why).
    @inline(__always)
    func route(from sender: Int, symbol id: Int) -> Int {
        guard id < receivers.count else { return -1 }
        let word = allowed[sender &* words &+ (id &>> 6)]
        guard word & (1 &<< UInt64(truncatingIfNeeded: id & 63)) != 0 else { return -1 }
        return Int(receivers[id])
    }

    /// Whether `sender`'s policy lists symbol `id`.
    func senderAllows(_ sender: Int, _ id: Int) -> Bool {
        guard id < receivers.count else { return false }
        return allowed[sender * words + id / 64] & (1 << UInt64(id % 64)) != 0
    }

    /// The index of the plugin whose policy receives symbol `id`, if any.
    func receiver(of id: Int) -> Int? {
        guard id < receivers.count, receivers[id] >= 0 else { return nil }
        return Int(receivers[id])
    }
}
