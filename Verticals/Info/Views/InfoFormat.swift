public import Foundation

/// How Info writes times and durations: the same in every locale, so that a person and a
/// test read the same text.
public enum InfoFormat {
    /// A moment in UTC, ISO 8601 to the second: `2026-11-23T09:30:00Z`.
    public static func time(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    /// Seconds without a needless fraction: `2`, `0.5`.
    public static func seconds(_ value: Double) -> String {
        if value.rounded() == value, let whole = Int(exactly: value) { return "\(whole)" }
        return "\(value)"
    }
}
