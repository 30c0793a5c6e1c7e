import Foundation
import Prelude
import Testing

/// `Date(iso8601Text:)` and `iso8601Text` always give Foundation's result, read directly or not.
@Suite struct DateISO8601Tests {
    /// Seconds since 1970 spread over the years written directly and beyond them, with the day
    /// boundaries and leap days that a calendar gets wrong first.
    static let seconds: [Double] = {
        var generator = JSONCodingReference.SeededGenerator(state: 0x1508_2026)
        let edges: [Double] = [
            0, -1, 1, 86_399, 86_400, -86_400, 951_782_400 /* 2000-02-29 */, 4_107_542_400 /* 2100-03-01 */,
            -11_676_096_000 /* 1600-01-01 */, -11_676_096_001, 253_402_300_799 /* 9999-12-31T23:59:59 */,
            253_402_300_800, -62_135_596_800 /* 0001-01-01, proleptic Gregorian */, 1_795_424_400.75, -0.5,
        ]
        let random = (0..<2_000).map { _ in Double(Int64(bitPattern: generator.next()) % 300_000_000_000) }
        return edges + random
    }()

    /// Seconds since the reference date just below a whole second, which Foundation rounds down
    /// and which the seconds since 1970 (the reference date's plus a constant, in `Double`) may
    /// round up.
    static let belowWholeSeconds: [Double] = [Double(1).nextDown, 816_000_000.999_999_9, -0.000_000_1]

    @Test func writesWhatFoundationWrites() {
        let dates =
            Self.seconds.map { Date(timeIntervalSince1970: $0) }
            + Self.belowWholeSeconds.map { Date(timeIntervalSinceReferenceDate: $0) }
        for date in dates {
            #expect(date.iso8601Text == date.formatted(.iso8601), "at \(date.timeIntervalSinceReferenceDate)")
        }
    }

    /// Foundation refuses some of what it writes (years before year 1), and so does the reader.
    @Test func readsWhatFoundationReadsOfWhatItWrites() {
        for second in Self.seconds {
            let text = Date(timeIntervalSince1970: second).formatted(.iso8601)
            #expect(Date(iso8601Text: text) == (try? Date(text, strategy: .iso8601)), "\(text)")
        }
    }

    @Test(arguments: [
        "2026-11-23T09:00:00+01:00", "2026-11-23T09:00:00+0100", "2026-11-23T09:00:00.5Z", "2026-02-30T09:00:00Z",
        "2026-11-23T24:00:00Z", "2026-11-23T09:00:60Z", "2026-11-23T09:00:00z", "2023-02-29T00:00:00Z",
        "2024-02-29T00:00:00Z", "1599-12-31T23:59:59Z", "0001-01-01T00:00:00Z",
    ])
    func otherFormsAreReadAsFoundationReadsThem(text: String) throws {
        #expect(Date(iso8601Text: text) == (try Date(text, strategy: .iso8601)))
    }

    @Test(arguments: [
        "", "2026-11-23", "2026-11-23 09:00:00Z", "2026-13-01T00:00:00Z", "2026-00-01T00:00:00Z",
        "20261123T090000Z", "2026-1a-23T09:00:00Z", "23 November 2026",
    ])
    func textThatIsNoDateIsNil(text: String) {
        #expect(Date(iso8601Text: text) == nil)
        #expect((try? Date(text, strategy: .iso8601)) == nil)
    }
}
