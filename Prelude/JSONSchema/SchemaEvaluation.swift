import Prelude
/// One check of a value against a compiled schema: walks the value and the subschemas
/// together, counting steps against the budget and recording violations with their paths.
struct SchemaEvaluation {
    /// Whether to find every violation (up to the limit) or stop at the first.
    enum Mode {
        case all
        case first
    }

    let nodes: [SchemaNode]
    let limits: JSONSchema.Limits
    var mode: Mode
    var violations: [JSONSchemaViolation] = []
    /// Steps left before the check gives up.
    var budget: Int
    /// Whether the budget or the depth ran out; the check has then failed.
    var exhausted = false
    var path: [SchemaPath.Component] = []
    var depth = 0
    /// Whether the value checked stands for a message sent without a payload, so that the
    /// root's `null` is said as "no payload".
    var payloadAbsent = false

    init(schema: JSONSchema, mode: Mode) {
        nodes = schema.nodes
        limits = schema.limits
        self.mode = mode
        budget = schema.limits.maximumSteps
    }

    /// Whether to stop looking: the check has failed and nothing more is wanted.
    var done: Bool {
        exhausted || violations.count >= (mode == .first ? 1 : limits.maximumViolations)
    }

    /// Records a violation at the current path (plus `extra`); the message is made only when
    /// the violation is recorded.
    mutating func fail(
        _ node: SchemaNode, _ keyword: String, _ message: @autoclosure () -> String,
        at extra: SchemaPath.Component? = nil
    ) {
        guard !done else { return }
        let components = extra.map { path + [$0] } ?? path
        violations.append(
            JSONSchemaViolation(
                path: SchemaPath.codingPath(components), pointer: SchemaPath.pointer(components), keyword: keyword,
                schemaLocation: node.location + "/" + SchemaPath.escapePointerToken(keyword), message: message()))
    }

    /// Whether `instance` fits the subschema at `index`, recording why not.
    mutating func evaluate(_ index: Int, _ instance: JSON) -> Bool {
        guard !done else { return false }
        budget -= 1
        guard budget >= 0 else { return exhaust("checking this value needs more than \(limits.maximumSteps) steps") }
        guard depth < limits.maximumDepth else {
            return exhaust("the value or the schema nests deeper than \(limits.maximumDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        let node = nodes[index]
        if let constant = node.constant {
            if !constant { fail(node, "false", "no value is allowed here (the schema is false)") }
            return constant
        }
        var valid = true
        if let target = node.ref { valid = evaluate(target, instance) && valid }
        valid = checkValue(node, instance) && valid
        switch instance {
        case .int, .double: valid = checkNumber(node, instance) && valid
        case .string(let text): valid = checkString(node, text) && valid
        case .array(let elements): valid = checkArray(node, elements) && valid
        case .object(let members): valid = checkObject(node, members) && valid
        default: break
        }
        valid = checkApplicators(node, instance) && valid
        return valid && !exhausted
    }

    /// `instance` described for a message (`string "abc"`, `an array of 2 elements`), or
    /// `no payload` for a root that stands for none.
    func describe(_ instance: JSON) -> String {
        isAbsent(instance) ? "no payload" : SchemaText.describe(instance)
    }

    /// `instance` itself, short (`"abc"`, `3`), or `no payload` for a root that stands for none.
    func literal(_ instance: JSON) -> String {
        isAbsent(instance) ? "no payload" : SchemaText.literal(instance)
    }

    /// Whether `instance` is the root standing for a message sent without a payload.
    func isAbsent(_ instance: JSON) -> Bool {
        payloadAbsent && path.isEmpty && instance == .null
    }

    /// Records that the check gave up, and fails it.
    mutating func exhaust(_ why: String) -> Bool {
        guard !exhausted else { return false }
        let components = path
        violations.append(
            JSONSchemaViolation(
                path: SchemaPath.codingPath(components), pointer: SchemaPath.pointer(components), keyword: "limits",
                schemaLocation: "#",
                message: "\(why); a value this complex is refused rather than checked without end"))
        exhausted = true
        return false
    }

    /// Whether `instance` fits the subschema at `index`, without recording; the first
    /// violation, if any, is returned for messages. Shares the budget.
    mutating func probe(_ index: Int, _ instance: JSON) -> (fits: Bool, violation: JSONSchemaViolation?) {
        let saved = (violations, mode)
        violations = []
        mode = .first
        let fits = evaluate(index, instance)
        let first = violations.first
        (violations, mode) = saved
        if exhausted, let first {
            violations.append(first)
        }
        return (fits, first)
    }

    /// Runs `body` with `component` added to the path.
    mutating func descend<Result>(_ component: SchemaPath.Component, _ body: (inout Self) -> Result) -> Result {
        path.append(component)
        defer { path.removeLast() }
        return body(&self)
    }
}
