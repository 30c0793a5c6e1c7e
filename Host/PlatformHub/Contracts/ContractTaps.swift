import HubInterfaces
import Prelude

/// Taps on event streams the hub handed out, in debug builds, that check each output's value
/// against the event's answer schema and keep every violation (see
/// ``Hub/contractViolations``): an event value is already on its way when it is seen, so a
/// plugin that breaks its contract is reported, not refused.
///
/// One tap per stream; taps of streams that no longer exist are dropped at the next one. At
/// most ``capacity`` violations are kept (the first ones).
final class ContractTaps: Sendable {
    /// How many violations are kept; later ones are counted in ``dropped`` only.
    static let capacity = 100

    private struct State: Sendable {
        var taps: [Tap] = []
        var violations: [String] = []
        var dropped = 0
    }

    private final class Tap: Sendable {
        weak let stream: EventStream<EventOutput>?
        let token: SubscriptionToken

        init(stream: EventStream<EventOutput>, token: SubscriptionToken) {
            self.stream = stream
            self.token = token
        }
    }

    private let state = Locked(State())

    /// The violations seen, oldest first, and how many more were not kept.
    var violations: (kept: [String], dropped: Int) {
        state.withLock { ($0.violations, $0.dropped) }
    }

    /// Checks every output of `stream` against `schema` from now on, unless it is watched already.
    func watch(_ stream: EventStream<EventOutput>, schema: ContractGate.Schema, publisher: String) {
        state.withLock { state in
            state.taps.removeAll { $0.stream == nil }
            guard !state.taps.contains(where: { $0.stream === stream }) else { return }
            let token = stream.subscribe { [weak self] output in
                guard case .success(let value) = output.result else { return }
                do throws(PluginError) {
                    try schema.check(answer: value, from: publisher)
                } catch {
                    self?.record(error.sentence)
                }
            }
            state.taps.append(Tap(stream: stream, token: token))
        }
    }

    /// Cancels every tap (the hub stopped).
    func removeAll() {
        let taps = state.withLock { state in
            defer { state.taps = [] }
            return state.taps
        }
        for tap in taps { tap.token.cancel() }
    }

    private func record(_ violation: String) {
        state.withLock { state in
            if state.violations.count < Self.capacity {
                state.violations.append(violation)
            } else {
                state.dropped += 1
            }
        }
    }
}
