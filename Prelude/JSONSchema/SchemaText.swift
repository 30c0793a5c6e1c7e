import Prelude
/// How values and numbers are written in violations and problems: short, quoted, and safe
/// to print (control characters escaped, long strings cut short).
enum SchemaText {
    /// `string "abc"`, `integer 3`, `number 2.5`, `boolean true`, `null`, `an array of 2
    /// elements`, `an object`.
    static func describe(_ value: JSON) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "boolean \(flag)"
        case .int(let number): "integer \(number)"
        case .double(let number): "number \(SchemaText.number(number))"
        case .string(let text): "string \(SchemaPath.quoted(text))"
        case .array(let elements): "an array of \(elements.count) \(elements.count == 1 ? "element" : "elements")"
        case .object(let members): "an object of \(members.count) \(members.count == 1 ? "field" : "fields")"
        }
    }

    /// The value itself, short: `"abc"`, `3`, `true`, `[…]`, `{…}`.
    static func literal(_ value: JSON) -> String {
        switch value {
        case .string(let text): SchemaPath.quoted(text)
        case .array: "[…]"
        case .object: "{…}"
        case .double(let number): SchemaText.number(number)
        default: value.description
        }
    }

    /// `90` for a whole number a 64-bit integer holds (`9007199254740991`, not
    /// `9007199254740991.0`), `2.5` or `1e+20` otherwise.
    static func number(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return "\(value)"
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`.
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (1, let tens) where tens != 11: suffix = "st"
        case (2, let tens) where tens != 12: suffix = "nd"
        case (3, let tens) where tens != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// `a, b and c`, at most `limit` names, then `and 3 more`; `total` is how many there
    /// are when `names` holds only the first of them.
    static func list(_ names: [String], limit: Int = 12, total: Int? = nil) -> String {
        let count = total ?? names.count
        var shown = Array(names.prefix(limit))
        if count > limit { shown.append("\(count - limit) more") }
        guard shown.count > 1, let last = shown.popLast() else { return shown.joined() }
        return shown.joined(separator: ", ") + " and " + last
    }
}
