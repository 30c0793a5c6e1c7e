public import Foundation

/// Where "now" comes from: `Current.clock.now()`. The host leaves the system clock in
/// place; a test fixes time for one test with ``World/withOverrides(_:operation:)``
/// so that "open now", "fetched at" and record dates are deterministic.
///
/// ```swift
/// World.withOverrides({ $0.clock = .fixed(Date(timeIntervalSince1970: 0)) }) {
///     Current.clock.now()   // 1970-01-01 00:00:00 UTC
/// }
/// ```
public struct WorldClock: Sendable {
    private let read: @Sendable () -> Date

    /// A clock that reads the time from `now`.
    public init(_ now: @escaping @Sendable () -> Date) {
        read = now
    }

    /// The current time by this clock.
    public func now() -> Date { read() }

    /// The system's wall clock.
    public static let system = WorldClock { Date() }

    /// A clock that always reads `date`.
    public static func fixed(_ date: Date) -> WorldClock {
        WorldClock { date }
    }
}

private enum ClockKey: WorldKey {
    static let defaultValue = WorldClock.system
}

extension World {
    /// The clock every vertical reads "now" from. Defaults to the system clock.
    public var clock: WorldClock {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }
}
