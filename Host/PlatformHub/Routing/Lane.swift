import HubInterfaces
import Prelude

/// The frozen routes of one message kind: who receives each message, and a bit matrix of
/// which plugin may send it. Both are indexed by the table's dense message slot (see
/// ``SymbolIndex``), so a lookup is two array reads and a bit test, whatever the number
/// of plugins or messages, and the lane's size is (messages the policies name) x plugins.
struct Lane: Sendable {
    /// The receiving (for events: publishing) plugin's index by slot; -1 for none.
    let receivers: [Int32]
    /// Plugin-major bits: bit `slot` of row `plugin` is set when that plugin's policy sends
    /// (for events: subscribes to) the message in that slot.
    let allowed: [UInt64]
    /// 64-bit words per plugin row.
    let words: Int

    /// Builds a lane over the slots of `index` from each plugin's lists.
    init(index: SymbolIndex, receives: [[Message]], sends: [[Message]]) {
        let words = (index.count + 63) / 64
        var receivers = [Int32](repeating: -1, count: index.count)
        for (plugin, messages) in receives.enumerated() {
            for message in messages {
                let slot = index.slot(of: message.symbol.id)
                if slot >= 0 && receivers[slot] < 0 { receivers[slot] = Int32(plugin) }
            }
        }
        var allowed = [UInt64](repeating: 0, count: words * sends.count)
        for (plugin, messages) in sends.enumerated() {
            for message in messages {
                let slot = index.slot(of: message.symbol.id)
                if slot >= 0 { allowed[plugin * words + slot / 64] |= 1 << UInt64(slot % 64) }
            }
        }
        self.receivers = receivers
        self.allowed = allowed
        self.words = words
    }

    /// The receiver's index when `sender` may send the message in `slot` and someone
    /// receives it; -1 otherwise (also for slot -1, a message no policy names; the caller
    /// then asks ``senderAllows(_:_:)`` and ``receiver(of:)`` why).
    @inline(__always)
    func route(from sender: Int, slot: Int) -> Int {
        guard UInt(bitPattern: slot) < UInt(bitPattern: receivers.count) else { return -1 }
        let word = allowed[sender &* words &+ (slot &>> 6)]
        guard word & (1 &<< UInt64(truncatingIfNeeded: slot & 63)) != 0 else { return -1 }
        return Int(receivers[slot])
    }

    /// Whether `sender`'s policy lists the message in `slot`.
    func senderAllows(_ sender: Int, _ slot: Int) -> Bool {
        guard receivers.indices.contains(slot) else { return false }
        return allowed[sender * words + slot / 64] & (1 << UInt64(slot % 64)) != 0
    }

    /// The index of the plugin whose policy receives the message in `slot`, if any.
    func receiver(of slot: Int) -> Int? {
        guard receivers.indices.contains(slot), receivers[slot] >= 0 else { return nil }
        return Int(receivers[slot])
    }
}
