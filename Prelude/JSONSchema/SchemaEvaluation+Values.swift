extension SchemaEvaluation {
    /// `type`, `enum` and `const`.
    mutating func checkValue(_ node: SchemaNode, _ instance: JSON) -> Bool {
        var valid = true
        if let types = node.types, !Self.type(of: instance, isIn: types) {
            fail(node, "type", "expected \(Self.article(types.words)), found \(SchemaText.describe(instance))")
            valid = false
        }
        if let values = node.enumValues {
            let canonical = SchemaEquality.canonical(instance)
            if !values.contains(canonical) {
                let allowed = SchemaText.list(values.map(SchemaText.literal), limit: 8)
                fail(node, "enum", "\(SchemaText.literal(instance)) is not one of \(allowed)")
                valid = false
            }
        }
        if let constant = node.constValue, SchemaEquality.canonical(instance) != constant {
            fail(node, "const", "expected \(SchemaText.literal(constant)), found \(SchemaText.literal(instance))")
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
        if let divisor = node.multipleOf {
            let quotient = number / divisor
            if !quotient.isFinite || quotient.rounded() != quotient {
                fail(node, "multipleOf", "\(shown()) is not a multiple of \(SchemaText.number(divisor))")
                valid = false
            }
        }
        return valid
    }

    /// `minLength`, `maxLength` (in Unicode scalars, as JSON Schema counts) and `pattern`.
    mutating func checkString(_ node: SchemaNode, _ text: String) -> Bool {
        var valid = true
        if node.minLength != nil || node.maxLength != nil {
            let length = text.unicodeScalars.count
            if let minimum = node.minLength, length < minimum {
                fail(node, "minLength", "has \(Self.characters(length)), fewer than the minimum of \(minimum)")
                valid = false
            }
            if let maximum = node.maxLength, length > maximum {
                fail(node, "maxLength", "has \(Self.characters(length)), more than the maximum of \(maximum)")
                valid = false
            }
        }
        if let pattern = node.pattern {
            switch pattern.matches(text, budget: &budget) {
            case true?: break
            case false?:
                fail(node, "pattern", "\(SchemaPath.quoted(text)) does not match the pattern \(pattern.source)")
                valid = false
            case nil:
                return exhaust("matching the pattern \(pattern.source) needs more than \(limits.maximumSteps) steps")
            }
        }
        return valid
    }

    /// `3 characters`, `1 character`.
    static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }
}
