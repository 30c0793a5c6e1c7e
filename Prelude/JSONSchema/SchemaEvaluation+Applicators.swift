import Prelude
extension SchemaEvaluation {
    /// `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`.
    mutating func checkApplicators(_ node: SchemaNode, _ instance: JSON) -> Bool {
        var valid = true
        for schema in node.allOf {
            guard !done else { return false }
            valid = evaluate(schema, instance) && valid
        }
        if !node.anyOf.isEmpty, !done {
            let outcomes = node.anyOf.map { probe($0, instance) }
            if !outcomes.contains(where: \.fits) {
                if !done {
                    let message = noneFits(node.anyOf, outcomes, instance, keyword: "anyOf")
                    fail(node, "anyOf", message)
                }
                valid = false
            }
        }
        if !node.oneOf.isEmpty, !done {
            let outcomes = node.oneOf.map { probe($0, instance) }
            let fitting = outcomes.indices.filter { outcomes[$0].fits }
            if fitting.isEmpty {
                if !done {
                    let message = noneFits(node.oneOf, outcomes, instance, keyword: "oneOf")
                    fail(node, "oneOf", message)
                }
                valid = false
            } else if fitting.count > 1 {
                let which = SchemaText.list(fitting.map { SchemaText.ordinal($0 + 1) })
                fail(
                    node, "oneOf",
                    "fits \(fitting.count) of the \(node.oneOf.count) alternatives (the \(which)); oneOf wants "
                        + "exactly one")
                valid = false
            }
        }
        if let not = node.not, !done, probe(not, instance).fits, !exhausted {
            fail(node, "not", "fits the schema under not, which it must not")
            valid = false
        }
        if let condition = node.ifSchema, !done {
            let branch = probe(condition, instance).fits ? node.thenSchema : node.elseSchema
            if let branch, !exhausted { valid = evaluate(branch, instance) && valid }
        }
        return valid
    }

    /// Why a value fits none of `alternatives`: when each refused it by its type, the types
    /// they take; otherwise the alternative that got furthest into the value, and why it
    /// refused.
    private func noneFits(
        _ alternatives: [Int], _ outcomes: [(fits: Bool, violation: JSONSchemaViolation?)], _ instance: JSON,
        keyword: String
    ) -> String {
        let here = SchemaPath.pointer(path)
        let byType = outcomes.allSatisfy { $0.violation?.keyword == "type" && $0.violation?.pointer == here }
        let types = alternatives.compactMap { nodes[$0].types }
        if byType, types.count == alternatives.count {
            let union = types.reduce(SchemaNode.Types()) { $0.union($1) }
            return "expected \(Self.article(union.words)), found \(describe(instance))"
        }
        let violations = outcomes.compactMap(\.violation)
        let count = alternatives.count
        guard let nearest = violations.max(by: { $0.pointer.count < $1.pointer.count }) else {
            return "fits none of the \(count) alternatives under \(keyword)"
        }
        return "fits none of the \(count) alternatives under \(keyword); the nearest fails at \(nearest)"
    }
}
