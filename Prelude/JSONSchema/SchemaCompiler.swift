import Prelude
/// Compiles a schema document into ``SchemaNode``s, collecting every problem rather than
/// stopping at the first: unknown or refused keywords, values of the wrong type, patterns
/// that do not compile, references that lead nowhere or loop, and a schema beyond the limits.
struct SchemaCompiler {
    let document: JSON
    let limits: JSONSchema.Limits
    private(set) var nodes: [SchemaNode] = []
    private var problems: [JSONSchemaError.Problem] = []
    /// Every subschema by its place (`#/properties/text`), for `$ref`.
    private var locations: [String: Int] = [:]
    /// The references to resolve once every subschema is known.
    private var references: [(node: Int, target: String, location: String)] = []

    /// The most problems one compilation reports.
    static let maximumProblems = 50

    init(document: JSON, limits: JSONSchema.Limits) {
        self.document = document
        self.limits = limits
    }

    /// The compiled subschemas, the root first.
    ///
    /// - Throws: ``JSONSchemaError`` with every problem found.
    mutating func compile() throws(JSONSchemaError) -> [SchemaNode] {
        _ = subschema(document, at: "#", depth: 0)
        if problems.isEmpty { resolveReferences() }
        if problems.isEmpty { findLoops() }
        guard problems.isEmpty else { throw JSONSchemaError(problems: problems) }
        return nodes
    }

    mutating func problem(_ location: String, _ keyword: String, _ message: String) {
        guard problems.count < Self.maximumProblems else { return }
        problems.append(JSONSchemaError.Problem(location: location, keyword: keyword, message: message))
        if problems.count == Self.maximumProblems {
            problems.append(
                JSONSchemaError.Problem(
                    location: "#", keyword: "",
                    message: "more than \(Self.maximumProblems) problems; fix these and compile again"))
        }
    }

    /// Compiles the subschema `json` found at `location`, returning its index.
    mutating func subschema(_ json: JSON, at location: String, depth: Int) -> Int {
        let index = nodes.count
        nodes.append(SchemaNode(location: location))
        locations[location] = index
        guard nodes.count <= limits.maximumSubschemas else {
            if nodes.count == limits.maximumSubschemas + 1 {
                problem(
                    location, "",
                    "the schema holds more than \(limits.maximumSubschemas) subschemas; split or simplify it")
            }
            return index
        }
        guard depth <= limits.maximumSchemaDepth else {
            problem(location, "", "subschemas nest deeper than \(limits.maximumSchemaDepth) levels; use $defs and $ref")
            return index
        }
        switch json {
        case .bool(let flag):
            nodes[index].constant = flag
        case .object(let members):
            let node = nodes[index]
            let reader = KeywordReader(location: location, depth: depth, index: index)
            for (keyword, value) in members {
                reader.read(keyword, value, into: node, compiler: &self)
            }
            reader.finish(node, compiler: &self)
        default:
            problem(location, "", "a schema is an object, true or false; found \(SchemaText.describe(json))")
        }
        return index
    }

    /// Records a `$ref` of `node` to resolve later.
    mutating func refer(_ node: Int, to target: String, at location: String) {
        references.append((node, target, location))
    }

    private mutating func resolveReferences() {
        for reference in references {
            guard let index = Self.pointer(reference.target).flatMap({ locations[$0] }) else {
                let shown = SchemaPath.quoted(reference.target)
                let message =
                    reference.target.hasPrefix("#")
                    ? "\(shown) leads to no schema in this document; point it at a place under $defs, such as "
                        + "#/$defs/name"
                    : "\(shown) points outside this document, which is not supported; copy the schema under $defs "
                        + "and point at #/$defs/name"
                problem(reference.location, "$ref", message)
                continue
            }
            nodes[reference.node].ref = index
        }
    }

    /// `#/$defs/a%20b` as the location it names (`#/$defs/a b`), or `nil` when it is not a
    /// reference into this document.
    static func pointer(_ target: String) -> String? {
        guard target.hasPrefix("#") else { return nil }
        guard target.contains("%") else { return target }
        var bytes: [UInt8] = []
        var utf8 = Array(target.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Reports a loop of subschemas applied to one value (through `$ref`, `allOf`, `not`…)
    /// that never moves into a member or element: checking it would never end.
    private mutating func findLoops() {
        var state = [UInt8](repeating: 0, count: nodes.count)  // 0 new, 1 on the path, 2 done
        for start in nodes.indices where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                let edges = nodes[top.node].inPlace
                guard top.next < edges.count else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = edges[top.next]
                if state[target] == 1 {
                    let loop =
                        stack.drop { $0.node != target }.map { nodes[$0.node].location } + [nodes[target].location]
                    problem(
                        nodes[target].location, "",
                        "a loop of subschemas that never moves into the value (\(loop.joined(separator: " -> "))); "
                            + "checking it would never end, so break the loop")
                    return
                }
                if state[target] == 0 {
                    state[target] = 1
                    stack.append((target, 0))
                }
            }
        }
    }
}
