import Prelude
extension SchemaEvaluation {
    /// `prefixItems`, `items`, `contains` (with `minContains`, `maxContains`), `minItems`,
    /// `maxItems`, `uniqueItems`.
    ///
    /// The size comes first: an array beyond `maxItems` is refused for that, without looking
    /// at its elements, so an oversized value is told its real fault instead of running out
    /// of steps.
    mutating func checkArray(_ node: SchemaNode, _ elements: JSON.Array) -> Bool {
        guard var valid = checkSize(node, "Items", node.minItems, node.maxItems, elements.count, Self.elements)
        else { return false }
        for (offset, element) in elements.enumerated() {
            guard !done else { return false }
            let prefixed = offset < node.prefixItems.count
            guard let schema = prefixed ? node.prefixItems[offset] : node.items else { continue }
            if nodes[schema].constant == false {
                if prefixed {
                    fail(node, "prefixItems", "no element is allowed at position \(offset)", at: .index(offset))
                } else {
                    let allowed = node.prefixItems.count
                    fail(
                        node, "items",
                        "the array has \(Self.elements(elements.count)); at most \(allowed) "
                            + (allowed == 1 ? "is" : "are") + " allowed")
                    valid = false
                    break
                }
                valid = false
                continue
            }
            valid = descend(.index(offset)) { $0.evaluate(schema, element) } && valid
        }
        if let contains = node.contains {
            var matches = 0
            for element in elements {
                guard !exhausted else { return false }
                if probe(contains, element).fits { matches += 1 }
            }
            let minimum = node.minContains ?? 1
            if matches < minimum {
                fail(
                    node, node.minContains == nil ? "contains" : "minContains",
                    "\(matches) of the elements fit the schema under contains; at least \(minimum) must")
                valid = false
            }
            if let maximum = node.maxContains, matches > maximum {
                fail(
                    node, "maxContains",
                    "\(matches) of the elements fit the schema under contains; at most \(maximum) may")
                valid = false
            }
        }
        if node.uniqueItems, !exhausted {
            valid = checkUnique(node, elements) && valid
        }
        return valid
    }

    /// `uniqueItems`: each element is rewritten in canonical form and hashed, a step for every
    /// value inside it.
    private mutating func checkUnique(_ node: SchemaNode, _ elements: JSON.Array) -> Bool {
        var first: [JSON: Int] = [:]
        for (offset, element) in elements.enumerated() {
            guard let canonical = SchemaEquality.canonical(element, budget: &budget) else {
                return exhaust("comparing the elements for uniqueItems needs more than \(limits.maximumSteps) steps")
            }
            if let earlier = first.updateValue(offset, forKey: canonical) {
                fail(node, "uniqueItems", "elements \(earlier) and \(offset) are equal; each must be different")
                return false
            }
        }
        return true
    }

    /// `minItems`/`maxItems` or `minProperties`/`maxProperties` (`suffix` is `Items` or
    /// `Properties`) for a value of `count` elements or fields, said by `words` (`3 elements`):
    /// whether the minimum holds, or `nil` when the maximum is exceeded, so the caller stops
    /// there without looking inside.
    private mutating func checkSize(
        _ node: SchemaNode, _ suffix: String, _ minimum: Int?, _ maximum: Int?, _ count: Int,
        _ words: (Int) -> String
    ) -> Bool? {
        if let maximum, count > maximum {
            fail(node, "max" + suffix, "has \(words(count)), more than the maximum of \(maximum)")
            return nil
        }
        guard let minimum, count < minimum else { return true }
        fail(node, "min" + suffix, "has \(words(count)), fewer than the minimum of \(minimum)")
        return false
    }

    /// `3 elements`, `1 element`.
    static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }

    /// `required`, `properties`, `patternProperties`, `additionalProperties`,
    /// `propertyNames`, `dependentRequired`, `dependentSchemas`, `minProperties`,
    /// `maxProperties`.
    ///
    /// The size comes first, as for arrays: an object beyond `maxProperties` is refused for
    /// that without looking at its members. Each required field looked up is a step.
    mutating func checkObject(_ node: SchemaNode, _ members: JSON.Object) -> Bool {
        guard
            var valid = checkSize(
                node, "Properties", node.minProperties, node.maxProperties, members.count, Self.fields)
        else { return false }
        budget -= node.required.count + node.dependentRequired.count
        guard budget >= 0 else {
            return exhaust("looking up the required fields needs more than \(limits.maximumSteps) steps")
        }
        for name in node.required where members[name] == nil {
            fail(node, "required", "missing required field \(SchemaPath.quoted(name))", at: .key(name))
            valid = false
        }
        for (name, needed) in node.dependentRequired where members[name] != nil {
            budget -= needed.count
            guard budget >= 0 else {
                return exhaust("looking up the required fields needs more than \(limits.maximumSteps) steps")
            }
            for other in needed where members[other] == nil {
                fail(
                    node, "dependentRequired",
                    "missing field \(SchemaPath.quoted(other)), which is required when "
                        + "\(SchemaPath.quoted(name)) is given", at: .key(other))
                valid = false
            }
        }
        for (key, value) in members {
            guard !done else { return false }
            valid = checkMember(node, key, value) && valid
        }
        for dependent in node.dependentSchemas where members[dependent.name] != nil {
            valid = evaluate(dependent.node, .object(members)) && valid
        }
        return valid
    }

    /// One member against `properties`, `patternProperties`, `additionalProperties` and
    /// `propertyNames`.
    private mutating func checkMember(_ node: SchemaNode, _ key: String, _ value: JSON) -> Bool {
        var valid = true
        var described = false
        if let property = node.property(key) {
            described = true
            valid = descend(.key(key)) { $0.evaluate(property, value) } && valid
        }
        for (pattern, schema) in node.patternProperties {
            guard let matched = pattern.matches(key, budget: &budget) else {
                return exhaust("matching the pattern \(pattern.source) needs more than \(limits.maximumSteps) steps")
            }
            guard matched else { continue }
            described = true
            valid = descend(.key(key)) { $0.evaluate(schema, value) } && valid
        }
        if !described, let additional = node.additionalProperties {
            if nodes[additional].constant == false {
                fail(node, "additionalProperties", SchemaText.unknownField(key, of: node), at: .key(key))
                valid = false
            } else {
                valid = descend(.key(key)) { $0.evaluate(additional, value) } && valid
            }
        }
        if let names = node.propertyNames, nodes[names].constant == false {
            fail(
                node, "propertyNames", "unknown field \(SchemaPath.quoted(key)); this object takes no fields",
                at: .key(key))
            valid = false
        } else if let names = node.propertyNames {
            let outcome = probe(names, .string(key))
            if !outcome.fits, !exhausted {
                let why = outcome.violation.map { "\($0.message) (\($0.keyword))" } ?? "it does not fit"
                fail(
                    node, "propertyNames",
                    "the field name \(SchemaPath.quoted(key)) is not allowed by propertyNames: \(why)", at: .key(key))
                valid = false
            }
        }
        return valid
    }

    /// `3 fields`, `1 field`.
    static func fields(_ count: Int) -> String {
        count == 1 ? "1 field" : "\(count) fields"
    }
}
