/// How much a `for await` subscriber of an ``EventStream`` may fall behind, and what
/// happens when it falls further.
///
/// ```swift
/// for await event in stream.subscription(buffering: .bounded(16, whenFull: .dropOldest)) { … }
/// ```
public enum BufferingPolicy: Sendable, Hashable {
    /// What a full buffer does with one more element.
    public enum Overflow: Sendable, Hashable {
        /// Discard the oldest buffered element to make room (the consumer sees the latest).
        case dropOldest
        /// Discard the new element (the consumer sees the earliest).
        case dropNewest
    }

    /// Keep at most `capacity` undelivered elements; beyond that apply `whenFull`.
    case bounded(Int, whenFull: Overflow)
    /// Keep every undelivered element. Memory grows without limit while the consumer lags.
    case unbounded

    /// The default: the 1,024 most recent elements.
    public static let `default` = BufferingPolicy.bounded(1024, whenFull: .dropOldest)
}
