import Prelude
extension SchemaEvaluation {
    /// `type`, `enum` and `const`. Membership and equality cost one step for every value
    /// inside the instance (it is rewritten in canonical form, then hashed or compared once).
    mutating func checkValue(_ node: SchemaNode, _ instance: JSON) -> Bool {
        var valid = true
        if let types = node.types, !Self.type(of: instance, isIn: types) {
            let found = describe(instance)
            fail(node, "type", "expected \(Self.article(types.words)), found \(found)")
            valid = false
        }
        guard node.enumValues != nil || node.constValue != nil else { return valid }
        guard let canonical = SchemaEquality.canonical(instance, budget: &budget) else {
            return exhaust("comparing this value with enum or const needs more than \(limits.maximumSteps) steps")
        }
        if let values = node.enumValues, !node.enumSet.contains(canonical) {
            let allowed = SchemaText.list(values.prefix(9).map(SchemaText.literal), limit: 8, total: values.count)
            let message =
                isAbsent(instance)
                ? "expected one of \(allowed), found no payload" : "\(literal(instance)) is not one of \(allowed)"
            fail(node, "enum", message)
            valid = false
        }
        if let constant = node.constValue, canonical != constant {
            let found = literal(instance)
            fail(node, "const", "expected \(SchemaText.literal(constant)), found \(found)")
            valid = false
        }
        return valid
    }

    /// Whether `instance` is one of `types`; `2.0` is an integer, as JSON Schema says.
    static func type(of instance: JSON, isIn types: SchemaNode.Types) -> Bool {
        switch instance {
        case .null: types.contains(.null)
        case .bool: types.contains(.boolean)
        case .int: types.contains(.integer) || types.contains(.number)
        case .double(let number):
            types.contains(.number) || (types.contains(.integer) && number.isFinite && number.rounded() == number)
        case .string: types.contains(.string)
        case .array: types.contains(.array)
        case .object: types.contains(.object)
        }
    }

    /// `an integer`, `a string or null`.
    static func article(_ words: String) -> String {
        guard let first = words.first, words != "null" else { return words }
        return ("aeiou".contains(first) ? "an " : "a ") + words
    }

    /// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`.
    mutating func checkNumber(_ node: SchemaNode, _ instance: JSON) -> Bool {
        guard let number = instance.doubleValue else { return true }
        var valid = true
        // Written out only for a violation: formatting a number costs more than checking it.
        func shown() -> String { SchemaText.literal(instance) }
        if let minimum = node.minimum, number < minimum {
            fail(node, "minimum", "\(shown()) is less than the minimum, \(SchemaText.number(minimum))")
            valid = false
        }
        if let maximum = node.maximum, number > maximum {
            fail(node, "maximum", "\(shown()) is more than the maximum, \(SchemaText.number(maximum))")
            valid = false
        }
        if let bound = node.exclusiveMinimum, number <= bound {
            fail(node, "exclusiveMinimum", "\(shown()) must be more than \(SchemaText.number(bound))")
            valid = false
        }
        if let bound = node.exclusiveMaximum, number >= bound {
            fail(node, "exclusiveMaximum", "\(shown()) must be less than \(SchemaText.number(bound))")
            valid = false
        }
        if let divisor = node.multipleOf, let exact = node.multipleOfDecimal,
            SchemaDecimal(instance).map({ !$0.isMultiple(of: exact) }) ?? true
        {
            fail(node, "multipleOf", "\(shown()) is not a multiple of \(SchemaText.number(divisor))")
            valid = false
        }
        return valid
    }

    /// `minLength`, `maxLength` (in Unicode scalars, as JSON Schema counts) and `pattern`.
    ///
    /// The length is counted only as far as the bounds need (a step per scalar), and a text
    /// longer than `maxLength` is refused for that without matching its pattern: a text of a
    /// million scalars against `maxLength: 100` costs 101 steps and says why it is refused.
    mutating func checkString(_ node: SchemaNode, _ text: String) -> Bool {
        var valid = true
        if node.minLength != nil || node.maxLength != nil {
            // Enough to tell both bounds apart, and a little more to say how long the text is.
            let needed = max(node.minLength ?? 0, (node.maxLength ?? -1) + 1 + Self.lengthShownBeyondMaximum)
            var length = 0
            for _ in text.unicodeScalars where length < needed { length += 1 }
            budget -= length
            guard budget >= 0 else {
                return exhaust("counting this text's characters needs more than \(limits.maximumSteps) steps")
            }
            if let minimum = node.minLength, length < minimum {
                fail(node, "minLength", "has \(Self.characters(length)), fewer than the minimum of \(minimum)")
                valid = false
            }
            if let maximum = node.maxLength, length > maximum {
                let counted = length < needed ? Self.characters(length) : "more than \(Self.characters(length - 1))"
                fail(node, "maxLength", "has \(counted), more than the maximum of \(maximum)")
                return false
            }
        }
        if let pattern = node.pattern {
            switch pattern.matches(text, budget: &budget) {
            case true?: break
            case false? where pattern.source == PayloadText.nonBlankPattern:
                fail(
                    node, "pattern",
                    "\(SchemaPath.quoted(text)) is blank; give at least one character that is not white space")
                valid = false
            case false?:
                fail(node, "pattern", "\(SchemaPath.quoted(text)) does not match the pattern \(pattern.source)")
                valid = false
            case nil:
                return exhaust("matching the pattern \(pattern.source) needs more than \(limits.maximumSteps) steps")
            }
        }
        return valid
    }

    /// How many scalars beyond `maxLength` are counted to say how long a text is; a longer
    /// text is said to have "more than" that many.
    static let lengthShownBeyondMaximum = 1_000

    /// `3 characters`, `1 character`.
    static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }
}
