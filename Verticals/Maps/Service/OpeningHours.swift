public import Foundation

/// When a place is open: spans per weekday in the place's own time zone.
///
/// A span may run across midnight (`22:00-02:00` on Friday is open from Friday 22:00 to
/// Saturday 02:00); `00:00-24:00` is all day. A weekday without spans is closed that day.
///
/// ```swift
/// let hours = OpeningHours(timeZone: zurich, week: [.friday: [OpeningHours.Span(opens: 22 * 60, closes: 2 * 60)]])
/// hours.isOpen(at: saturdayOneAM)   // true: Friday's span runs until 02:00
/// ```
public struct OpeningHours: Sendable, Hashable {
    /// A day of the week, Monday first, named as the dataset names it (`mon`).
    public enum Weekday: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Monday.
        case monday = "mon"
        /// Tuesday.
        case tuesday = "tue"
        /// Wednesday.
        case wednesday = "wed"
        /// Thursday.
        case thursday = "thu"
        /// Friday.
        case friday = "fri"
        /// Saturday.
        case saturday = "sat"
        /// Sunday.
        case sunday = "sun"

        /// Monday is 0, Sunday 6.
        var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

        /// The day before this one.
        var previous: Weekday { Self.allCases[(index + 6) % 7] }

        /// Orders Monday first.
        public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.index < rhs.index }
    }

    /// One opening on a day, in minutes after that day's midnight.
    public struct Span: Sendable, Hashable {
        /// When it opens: 0 (00:00) to 1439 (23:59).
        public var opens: Int
        /// When it closes: 1 to 1440 (24:00) the same day, or at or before `opens`
        /// for a span that closes the next day.
        public var closes: Int

        /// Makes a span.
        public init(opens: Int, closes: Int) {
            self.opens = opens
            self.closes = closes
        }

        /// Whether the span closes the next day.
        public var crossesMidnight: Bool { closes <= opens }
    }

    /// The time zone the spans are in.
    public var timeZone: TimeZone
    /// Spans by weekday; a day left out is closed.
    public var week: [Weekday: [Span]]

    /// Makes opening hours.
    public init(timeZone: TimeZone, week: [Weekday: [Span]]) {
        self.timeZone = timeZone
        self.week = week
    }

    /// Whether the place is open at `date`: within one of that day's spans, or within
    /// the part after midnight of a span from the day before.
    public func isOpen(at date: Date) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        guard let weekday = parts.weekday, let hour = parts.hour, let minute = parts.minute else { return false }
        // Calendar counts Sunday as 1; Weekday counts Monday as 0.
        let today = Weekday.allCases[(weekday + 5) % 7]
        let now = hour * 60 + minute
        let openToday = (week[today] ?? []).contains { span in
            span.crossesMidnight ? now >= span.opens : (span.opens..<span.closes).contains(now)
        }
        let openSinceYesterday = (week[today.previous] ?? []).contains { $0.crossesMidnight && now < $0.closes }
        return openToday || openSinceYesterday
    }
}
