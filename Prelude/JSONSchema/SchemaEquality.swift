import Prelude
/// Equality as JSON Schema defines it for `enum`, `const` and `uniqueItems`: numbers by
/// value (`1` equals `1.0`, `-0.0` equals `0`), objects by content.
enum SchemaEquality {
    /// How deep ``canonical(_:)`` rewrites numbers; deeper values compare as they are.
    static let maximumDepth = 128

    /// `value` with every whole number written as an integer, so that equal values in JSON
    /// Schema's sense are equal `JSON` values.
    static func canonical(_ value: JSON) -> JSON {
        var unlimited = Int.max
        return canonical(value, depth: 0, budget: &unlimited) ?? value
    }

    /// `value` in its canonical form, charging one step to `budget` for every value in it
    /// (the work of rewriting it, and of hashing or comparing it afterwards); `nil` when the
    /// budget runs out first.
    static func canonical(_ value: JSON, budget: inout Int) -> JSON? {
        canonical(value, depth: 0, budget: &budget)
    }

    private static func canonical(_ value: JSON, depth: Int, budget: inout Int) -> JSON? {
        budget -= 1
        guard budget >= 0 else { return nil }
        guard depth < maximumDepth else {
            // Kept as it is, but hashing and comparing it still visits every value in it.
            return charge(value, budget: &budget) ? value : nil
        }
        switch value {
        case .double(let number):
            if number == 0 { return .int(0) }
            if number.rounded() == number, let whole = Int(exactly: number) { return .int(whole) }
            return value
        case .array(let elements):
            var result: [JSON] = []
            result.reserveCapacity(elements.count)
            for element in elements {
                guard let rewritten = canonical(element, depth: depth + 1, budget: &budget) else { return nil }
                result.append(rewritten)
            }
            return .array(JSON.Array(result))
        case .object(let members):
            var result = JSON.Object()
            for (key, member) in members {
                guard let rewritten = canonical(member, depth: depth + 1, budget: &budget) else { return nil }
                result[key] = rewritten
            }
            return .object(result)
        default:
            return value
        }
    }

    /// Charges one step for every value inside `value` (without recursion); `false` when the
    /// budget runs out.
    private static func charge(_ value: JSON, budget: inout Int) -> Bool {
        var stack = [value]
        while let next = stack.popLast() {
            switch next {
            case .array(let elements):
                budget -= elements.count
                stack.append(contentsOf: elements)
            case .object(let members):
                budget -= members.count
                stack.append(contentsOf: members.values)
            default: break
            }
            guard budget >= 0 else { return false }
        }
        return true
    }
}
