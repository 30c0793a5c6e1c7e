import Prelude

/// Time that moves only when a test says so: ``after(_:_:)`` records the action, and
/// ``advance(by:)`` runs every action that falls due, in the order of their times (ties in
/// the order they were scheduled). Nothing runs on its own.
///
/// ```swift
/// let time = ManualInfoScheduler()
/// time.after(2) { print("deadline") }
/// time.after(3) { print("late answer") }
/// time.advance(by: 2)   // prints "deadline"
/// time.advance(by: 1)   // prints "late answer"
/// ```
///
/// Meant for tests: it keeps every scheduled action until its time comes, so its memory
/// grows with what the test schedules.
public final class ManualInfoScheduler: InfoScheduler {
    private struct Entry: Sendable {
        let due: Double
        let order: Int
        let action: @Sendable () -> Void
    }

    private struct State: Sendable {
        var now = 0.0
        var scheduled = 0
        var entries: [Entry] = []
    }

    private let state = Locked(State())

    /// Makes a scheduler whose time starts at 0.
    public init() {}

    /// Records `action` to run when time reaches now + `seconds`.
    public func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.scheduled += 1
            state.entries.append(Entry(due: state.now + max(0, seconds), order: state.scheduled, action: action))
        }
    }

    /// Moves time on by `seconds`, running each action that falls due on the calling
    /// thread, earliest first. An action may schedule more; those run too if they fall due.
    public func advance(by seconds: Double) {
        let target = state.withLock { $0.now + max(0, seconds) }
        while let entry = nextDue(by: target) {
            entry.action()
        }
        state.withLock { $0.now = max($0.now, target) }
    }

    /// How many actions wait for their time.
    public var pendingCount: Int { state.withLock { $0.entries.count } }

    /// The seconds since the scheduler was made, by its own time.
    public var now: Double { state.withLock { $0.now } }

    private func nextDue(by target: Double) -> Entry? {
        state.withLock { state in
            let due = state.entries.indices.filter { state.entries[$0].due <= target }
            guard
                let index = due.min(by: {
                    (state.entries[$0].due, state.entries[$0].order) < (state.entries[$1].due, state.entries[$1].order)
                })
            else { return nil }
            let entry = state.entries.remove(at: index)
            state.now = max(state.now, entry.due)
            return entry
        }
    }
}
