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
        // The local wall-clock time from the zone's offset at that instant (daylight saving
        // included), then the weekday and minute by arithmetic (1 January 1970 was a
        // Thursday): the Gregorian calendar's answer without asking Calendar for date
        // components, which costs microseconds per call on Linux, paid for every place in
        // an answer.
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let days = (local / 86_400).rounded(.down)
        // Dates beyond a million years are no clock's; Int(days) could not hold them.
        guard days.magnitude < 1e12 else { return false }
        let today = Weekday.allCases[((Int(days) + 3) % 7 + 7) % 7]
        let now = Int((local - days * 86_400) / 60)
        let openToday = (week[today] ?? []).contains { span in
            span.crossesMidnight ? now >= span.opens : (span.opens..<span.closes).contains(now)
        }
        let openSinceYesterday = (week[today.previous] ?? []).contains { $0.crossesMidnight && now < $0.closes }
        return openToday || openSinceYesterday
    }
}
