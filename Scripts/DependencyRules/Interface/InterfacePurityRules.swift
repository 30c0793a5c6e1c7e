public import Foundation

/// Rule 3: VerticalInterfaces holds protocols and plain DTOs only ("a C header"), read from
/// the compiler's symbol graph: no class or actor, no global function, no method added in
/// an extension or in a struct's or enum's body (subscripts, operators and hand-written
/// conformance witnesses included), no member added by a protocol extension (default
/// implementations included), nothing added to another module's types, unless allow-listed
/// with a reason.
public struct InterfacePurityRules: Sendable {
    /// The allow-list and target names.
    public var configuration: RulesConfiguration

    /// Makes the rules with `configuration`.
    public init(configuration: RulesConfiguration) {
        self.configuration = configuration
    }

    /// The symbol kinds that are methods when declared in an extension.
    static let methodKinds: Set<String> = [
        "swift.method", "swift.type.method", "swift.func.op", "swift.subscript", "swift.type.subscript",
    ]

    /// The outcome of the purity check: what it reports and what the allow-list excused.
    public struct Outcome: Sendable, Hashable {
        /// Every impure declaration that is not allow-listed (and every entry without a reason).
        public var findings: [Finding]
        /// Every impure declaration the allow-list accepted, with its reason.
        public var allowed: [AllowedUse]
    }

    /// Every impure declaration in `graphs` (the interface module's symbol graphs). File
    /// paths are printed relative to `packageRoot`; `configurationPath` locates
    /// allow-list entries that lack a reason.
    public func findings(in graphs: [SymbolGraph], packageRoot: URL, configurationPath: String) -> [Finding] {
        check(graphs, packageRoot: packageRoot, configurationPath: configurationPath).findings
    }

    /// Checks `graphs` (the interface module's symbol graphs): the findings, and the
    /// declarations the allow-list accepted with their reasons.
    public func check(_ graphs: [SymbolGraph], packageRoot: URL, configurationPath: String) -> Outcome {
        var outcome = Outcome(findings: [], allowed: [])
        let allowList = Dictionary(
            configuration.interfaceAllowList.map { ($0.symbol, $0.reason) }, uniquingKeysWith: { first, _ in first })
        for entry in configuration.interfaceAllowList
        where entry.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            outcome.findings.append(
                Finding(
                    rule: .configuration, path: configurationPath, line: 1, column: 1,
                    message: "allow-list entry '\(entry.symbol)' gives no reason; write why it is acceptable"))
        }
        let module = configuration.interfacesTarget
        // Where logic belongs instead: this layout's foundation, or a team's shared targets.
        let home = configuration.layers == nil ? configuration.preludeTarget : "a shared target"
        let index = Index(graphs)
        for symbol in graphs.flatMap(\.symbols) where !symbol.isSynthesized {
            guard let problem = problem(with: symbol, module: module, index) else { continue }
            let (path, line, column) = place(symbol, packageRoot: packageRoot)
            if let reason = allowList[symbol.displayPath],
                !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            {
                outcome.allowed.append(
                    AllowedUse(symbol: symbol.displayPath, reason: reason, path: path, line: line, column: column))
                continue
            }
            outcome.findings.append(
                Finding(
                    rule: .interface, path: path, line: line, column: column,
                    message: "\(module) declares \(problem); \(module) may hold only protocols without default "
                        + "implementations and plain DTOs (move it into a vertical or \(home), or allow-list "
                        + "'\(symbol.displayPath)' with a reason)"))
        }
        outcome.allowed.sort { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        return outcome
    }

    /// What the relationships of the graphs say about each symbol.
    private struct Index {
        /// Requirement USR by default implementation USR.
        var defaultImplementations: [String: String] = [:]
        /// Display path by USR.
        var names: [String: String] = [:]
        /// Kind identifier by USR.
        var kinds: [String: String] = [:]
        /// The USR of the type each member belongs to.
        var parents: [String: String] = [:]
        /// The USRs of protocol requirements.
        var requirements: Set<String> = []

        init(_ graphs: [SymbolGraph]) {
            for symbol in graphs.flatMap(\.symbols) {
                names[symbol.identifier.precise] = symbol.displayPath
                kinds[symbol.identifier.precise] = symbol.kind.identifier
            }
            for relationship in graphs.flatMap(\.relationships) {
                switch relationship.kind {
                case "defaultImplementationOf": defaultImplementations[relationship.source] = relationship.target
                case "memberOf": parents[relationship.source] = relationship.target
                case "requirementOf", "optionalRequirementOf": requirements.insert(relationship.source)
                default: break
                }
            }
        }
    }

    /// How a member of kind `kind` reads in a message.
    private static func noun(for kind: String) -> String {
        if kind.hasSuffix("subscript") { return "a subscript" }
        if kind == "swift.func.op" { return "an operator" }
        return "a method"
    }

    private func problem(with symbol: SymbolGraph.Symbol, module: String, _ index: Index) -> String? {
        let kind = symbol.kind.identifier
        let path = symbol.displayPath
        let usr = symbol.identifier.precise
        if let extensionInfo = symbol.swiftExtension {
            if let requirement = index.defaultImplementations[usr] {
                let requirementName = index.names[requirement] ?? path
                return "a default implementation '\(path)' of protocol requirement '\(requirementName)'"
            }
            if extensionInfo.extendedModule != module {
                return "'\(path)', added by an extension to a type of module \(extensionInfo.extendedModule)"
            }
            if extensionInfo.typeKind == "swift.protocol" {
                return "'\(path)', added by a protocol extension"
            }
            if Self.methodKinds.contains(kind) {
                return "\(Self.noun(for: kind)) '\(path)' added in an extension"
            }
            return nil
        }
        if kind == "swift.actor" || (kind == "swift.class" && symbol.isDeclaredAsActor) {
            return "an actor '\(path)'"
        }
        if kind == "swift.class" {
            return "a class '\(path)'"
        }
        if (kind == "swift.func" || kind == "swift.func.op") && symbol.pathComponents.count == 1 {
            return "a global function '\(path)'"
        }
        // A method in a struct's or enum's own body: business logic, even as a conformance
        // witness. Protocol requirements are contracts; a class or actor is reported itself;
        // compiler-made members have no location.
        if Self.methodKinds.contains(kind), symbol.location != nil, !index.requirements.contains(usr),
            let parent = index.parents[usr], let parentKind = index.kinds[parent],
            parentKind == "swift.struct" || parentKind == "swift.enum"
        {
            let owner = index.names[parent] ?? path
            return "\(Self.noun(for: kind)) '\(path)' in the body of '\(owner)'"
        }
        return nil
    }

    private func place(_ symbol: SymbolGraph.Symbol, packageRoot: URL) -> (String, Int, Int) {
        guard let location = symbol.location else {
            return (configuration.interfacesTarget, 1, 1)
        }
        let filePath = URL(string: location.uri)?.path ?? location.uri
        return (
            RelativePath.make(filePath, relativeTo: packageRoot), location.position.line + 1,
            location.position.character + 1
        )
    }
}

extension SymbolGraph.Symbol {
    /// Whether the declaration is spelled `actor` (symbol graphs give actors the class kind).
    var isDeclaredAsActor: Bool {
        declarationFragments?.contains { $0.kind == "keyword" && $0.spelling == "actor" } ?? false
    }
}
