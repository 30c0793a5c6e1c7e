extension SchemaEvaluation {
    /// `prefixItems`, `items`, `contains` (with `minContains`, `maxContains`), `minItems`,
    /// `maxItems`, `uniqueItems`.
    mutating func checkArray(_ node: SchemaNode, _ elements: JSON.Array) -> Bool {
        var valid = true
        for (offset, element) in elements.enumerated() {
            guard !done else { return false }
            let schema = offset < node.prefixItems.count ? node.prefixItems[offset] : node.items
            guard let schema else { continue }
            if nodes[schema].constant == false {
                fail(
                    node, "items",
                    "the array has \(elements.count) elements; at most \(node.prefixItems.count) are allowed")
                valid = false
                break
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
        if let minimum = node.minItems, elements.count < minimum {
            fail(node, "minItems", "has \(Self.elements(elements.count)), fewer than the minimum of \(minimum)")
            valid = false
        }
        if let maximum = node.maxItems, elements.count > maximum {
            fail(node, "maxItems", "has \(Self.elements(elements.count)), more than the maximum of \(maximum)")
            valid = false
        }
        if node.uniqueItems {
            budget -= elements.count
            var first: [JSON: Int] = [:]
            for (offset, element) in elements.enumerated() {
                if let earlier = first.updateValue(offset, forKey: SchemaEquality.canonical(element)) {
                    fail(node, "uniqueItems", "elements \(earlier) and \(offset) are equal; each must be different")
                    valid = false
                    break
                }
            }
        }
        return valid
    }

    /// `3 elements`, `1 element`.
    static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }

    /// `required`, `properties`, `patternProperties`, `additionalProperties`,
    /// `propertyNames`, `dependentRequired`, `dependentSchemas`, `minProperties`,
    /// `maxProperties`.
    mutating func checkObject(_ node: SchemaNode, _ members: JSON.Object) -> Bool {
        var valid = true
        for name in node.required where members[name] == nil {
            fail(node, "required", "missing required field \(SchemaPath.quoted(name))", at: .key(name))
            valid = false
        }
        for (name, needed) in node.dependentRequired where members[name] != nil {
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
        if let minimum = node.minProperties, members.count < minimum {
            fail(node, "minProperties", "has \(Self.fields(members.count)), fewer than the minimum of \(minimum)")
            valid = false
        }
        if let maximum = node.maxProperties, members.count > maximum {
            fail(node, "maxProperties", "has \(Self.fields(members.count)), more than the maximum of \(maximum)")
            valid = false
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
                let names = node.properties.map(\.name)
                let known = names.isEmpty ? "this object takes no fields" : "the fields are " + SchemaText.list(names)
                fail(node, "additionalProperties", "unknown field \(SchemaPath.quoted(key)); \(known)", at: .key(key))
                valid = false
            } else {
                valid = descend(.key(key)) { $0.evaluate(additional, value) } && valid
            }
        }
        if let names = node.propertyNames {
            valid = descend(.key(key)) { $0.evaluate(names, .string(key)) } && valid
        }
        return valid
    }

    /// `3 fields`, `1 field`.
    static func fields(_ count: Int) -> String {
        count == 1 ? "1 field" : "\(count) fields"
    }
}
