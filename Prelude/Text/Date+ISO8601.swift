public import Foundation

/// ISO 8601 dates as the package writes them in payloads and files, in one place.
///
/// The text is the form Foundation's `Date.ISO8601FormatStyle` writes by default, `2026-11-23T09:00:00Z`
/// (UTC, whole seconds), and the dates read are those `Date(_:strategy: .iso8601)` reads. Both
/// are read and written here without Foundation's calendar for that one fixed form, between the
/// years 1600 and 9999 (where Foundation's calendar is the proleptic Gregorian one), and through
/// Foundation for any other text or date, so the result is always Foundation's.
extension Date {
    /// Reads an ISO 8601 date, as `Date(text, strategy: .iso8601)` does.
    ///
    /// The form ``iso8601Text`` writes, `YYYY-MM-DDThh:mm:ssZ` with a real day and time from the
    /// year 1600 on, is read directly; any other text (a time zone offset, fractional seconds, lower-case `z`, a day
    /// Foundation rolls over such as 30 February) is handed to Foundation.
    ///
    /// ```swift
    /// Date(iso8601Text: "2026-11-23T09:00:00Z")?.timeIntervalSince1970   // 1795424400
    /// Date(iso8601Text: "23 November 2026")                              // nil
    /// ```
    ///
    /// - Parameter text: The text to read.
    /// - Returns: `nil` when the text is not an ISO 8601 date.
    public init?(iso8601Text text: String) {
        if let seconds = ISO8601FixedForm.seconds(of: text) {
            self.init(timeIntervalSince1970: Double(seconds))
            return
        }
        guard let date = try? Date(text, strategy: .iso8601) else { return nil }
        self = date
    }

    /// The date as ISO 8601 text, as `formatted(.iso8601)` writes it: UTC, to the whole second
    /// (rounded down), `2026-11-23T09:00:00Z`.
    public var iso8601Text: String {
        // Rounded down from the reference date, as Foundation's calendar rounds: the seconds since
        // 1970 are that value plus a constant in `Double`, which can round a fraction just below a
        // whole second up to it.
        let seconds = timeIntervalSinceReferenceDate.rounded(.down)
        guard seconds >= ISO8601FixedForm.first, seconds < ISO8601FixedForm.end else { return formatted(.iso8601) }
        return ISO8601FixedForm.text(of: Int(seconds) + ISO8601FixedForm.referenceDate)
    }
}

/// The fixed form `YYYY-MM-DDThh:mm:ssZ`, read and written by the proleptic Gregorian calendar
/// (days counted from the civil date as in Howard Hinnant's `days_from_civil`).
private enum ISO8601FixedForm {
    /// The form's length in bytes.
    static let length = 20
    /// The first year read or written directly; Foundation's calendar is Julian before 1582.
    static let firstYear = 1_600
    /// The last year read or written directly; later years take more than four digits.
    static let lastYear = 9_999
    /// Foundation's reference date, 2001-01-01T00:00:00Z, in seconds since 1970.
    static let referenceDate = 978_307_200
    /// The first second (since the reference date) written directly: 1600-01-01T00:00:00Z.
    static let first = Double(days(year: firstYear, month: 1, day: 1) * 86_400 - referenceDate)
    /// The second (since the reference date) after the last one written directly:
    /// 10000-01-01T00:00:00Z.
    static let end = Double(days(year: lastYear + 1, month: 1, day: 1) * 86_400 - referenceDate)

    /// The seconds since 1970 that `text` writes in the fixed form, or `nil` when it is not in
    /// that form or names a day or time that does not exist.
    static func seconds(of text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard bytes.count == length, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                bytes[19] == UInt8(ascii: "Z")
            else { return nil }
            /// The number the `count` digits at `start` write, or `nil` when one is not a digit.
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for index in start..<start + count {
                    let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
                    guard digit >= 0, digit <= 9 else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                year >= firstYear, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
                hour <= 23, minute <= 59, second <= 59
            else { return nil }
            return days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
        }
    }

    /// The fixed form of `seconds` since 1970, from 1600 to 9999.
    static func text(of seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let second = seconds - days * 86_400
        let (year, month, day) = civil(days)
        return String(unsafeUninitializedCapacity: length) { buffer in
            /// Writes `value` as `count` digits at `start`.
            func write(_ value: Int, _ start: Int, _ count: Int) {
                var value = value
                for index in (start..<start + count).reversed() {
                    buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            write(year, 0, 4)
            buffer[4] = UInt8(ascii: "-")
            write(month, 5, 2)
            buffer[7] = UInt8(ascii: "-")
            write(day, 8, 2)
            buffer[10] = UInt8(ascii: "T")
            write(second / 3_600, 11, 2)
            buffer[13] = UInt8(ascii: ":")
            write(second / 60 % 60, 14, 2)
            buffer[16] = UInt8(ascii: ":")
            write(second % 60, 17, 2)
            buffer[19] = UInt8(ascii: "Z")
            return length
        }
    }

    /// The days from 1970-01-01 to a civil date (years from 1600 on).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = year / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date `days` after 1970-01-01 (years from 1600 on).
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The days of `month` in `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
