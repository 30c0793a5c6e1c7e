import Foundation
import Maps
import Testing

@Suite("Opening hours")
struct OpeningHoursTests {
    typealias Span = OpeningHours.Span

    /// Friday 22:00-02:00 and Sunday 23:00-01:00; Monday all day; nothing else.
    let hours = OpeningHours(
        timeZone: Fixtures.zurich,
        week: [
            .friday: [Fixtures.span("22:00", "02:00")], .sunday: [Fixtures.span("23:00", "01:00")],
            .monday: [Fixtures.span("00:00", "24:00")],
        ])

    @Test(
        "a span across midnight is open until it closes the next day",
        arguments: [
            (20, "21:59", false), (20, "22:00", true), (20, "23:59", true), (21, "00:00", true), (21, "01:59", true),
            (21, "02:00", false), (21, "22:30", false),
        ])
    func acrossMidnight(day: Int, time: String, open: Bool) {
        #expect(hours.isOpen(at: Fixtures.zurichTime(day: day, time)) == open)
    }

    @Test("Sunday's late span runs into Monday, across the end of the week")
    func acrossWeekEnd() {
        let tuesdayEarly = Fixtures.zurichTime(day: 24, "00:30")
        #expect(hours.isOpen(at: Fixtures.zurichTime(day: 22, "23:30")))
        #expect(hours.isOpen(at: Fixtures.zurichTime(day: 23, "00:30")))
        // Monday is all day, which ends at 24:00: not open on Tuesday.
        #expect(hours.isOpen(at: Fixtures.zurichTime(day: 23, "23:59")))
        #expect(!hours.isOpen(at: tuesdayEarly))
    }

    @Test("a day with no hours is closed all day", arguments: ["00:00", "09:00", "12:00", "18:00", "23:59"])
    func dayWithoutHours(time: String) {
        // Thursday 19 November has no spans, and Wednesday's none run into it.
        #expect(!hours.isOpen(at: Fixtures.zurichTime(day: 19, time)))
    }

    @Test("hours are read in the place's own time zone")
    func timeZone() throws {
        let london = try #require(TimeZone(identifier: "Europe/London"))
        let nineToFive = [Fixtures.span("09:00", "17:00")]
        let inLondon = OpeningHours(timeZone: london, week: [.friday: nineToFive])
        let inZurich = OpeningHours(timeZone: Fixtures.zurich, week: [.friday: nineToFive])
        // 09:30 in Zürich is 08:30 in London.
        let instant = Fixtures.zurichTime(day: 20, "09:30")
        #expect(inZurich.isOpen(at: instant))
        #expect(!inLondon.isOpen(at: instant))
    }

    @Test("a span knows when it crosses midnight")
    func crossing() {
        #expect(Span(opens: 22 * 60, closes: 120).crossesMidnight)
        #expect(!Span(opens: 0, closes: 1_440).crossesMidnight)
    }
}
