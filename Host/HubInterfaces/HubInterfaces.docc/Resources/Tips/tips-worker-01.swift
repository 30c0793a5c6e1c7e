public import Foundation

/// Which tip a day shows: business logic that knows neither the view nor where the tips
/// come from, and does no I/O.
public enum TipOfTheDay {
    /// The number of the tip shown on `date`, from 1: each day since 1 January 1970 (UTC)
    /// takes the next tip, starting again after the last.
    ///
    /// - Parameters:
    ///   - date: The day, usually `Current.clock.now()`.
    ///   - count: How many tips there are.
    /// - Returns: A number from 1 to `count`, or 0 when there are no tips.
    public static func number(on date: Date, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        return ((days % count) + count) % count + 1
    }
}
