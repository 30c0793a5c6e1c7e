public import Foundation

/// Rule 3: VerticalInterfaces holds protocols and plain DTOs only ("a C header"), read from
/// the compiler's symbol graph: no class or actor, no global function, no method added in
/// an extension, no member added by a protocol extension (default implementations included),
/// nothing added to another module's types, unless allow-listed with a reason.
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

    /// Every impure declaration in `graphs` (the interface module's symbol graphs). File
    /// paths are printed relative to `packageRoot`; `configurationPath` locates
    /// allow-list entries that lack a reason.
    public func findings(in graphs: [SymbolGraph], packageRoot: URL, configurationPath: String) -> [Finding] {
        var findings: [Finding] = []
        let allowList = Dictionary(
            configuration.interfaceAllowList.map { ($0.symbol, $0.reason) }, uniquingKeysWith: { first, _ in first })
        for entry in configuration.interfaceAllowList
        where entry.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            findings.append(
                Finding(
                    rule: .configuration, path: configurationPath, line: 1, column: 1,
                    message: "allow-list entry '\(entry.symbol)' gives no reason; write why it is acceptable"))
        }
        let module = configuration.interfacesTarget
        let relationships = graphs.flatMap(\.relationships)
        let defaultImplementations = Dictionary(
            relationships.filter { $0.kind == "defaultImplementationOf" }.map { ($0.source, $0.target) },
            uniquingKeysWith: { first, _ in first })
        let names = Dictionary(
            graphs.flatMap(\.symbols).map { ($0.identifier.precise, $0.displayPath) },
            uniquingKeysWith: { first, _ in first })
        for symbol in graphs.flatMap(\.symbols) where !symbol.isSynthesized {
            guard let problem = problem(with: symbol, module: module, defaultImplementations, names) else { continue }
            if let reason = allowList[symbol.displayPath],
                !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            {
                continue
            }
            let (path, line, column) = place(symbol, packageRoot: packageRoot)
            findings.append(
                Finding(
                    rule: .interface, path: path, line: line, column: column,
                    message: "\(module) declares \(problem); \(module) may hold only protocols without default "
                        + "implementations and plain DTOs (move it into a vertical or Prelude, or allow-list "
                        + "'\(symbol.displayPath)' with a reason)"))
        }
        return findings
    }

    private func problem(
        with symbol: SymbolGraph.Symbol, module: String, _ defaultImplementations: [String: String],
        _ names: [String: String]
    ) -> String? {
        let kind = symbol.kind.identifier
        let path = symbol.displayPath
        if let extensionInfo = symbol.swiftExtension {
            if let requirement = defaultImplementations[symbol.identifier.precise] {
                let requirementName = names[requirement] ?? path
                return "a default implementation '\(path)' of protocol requirement '\(requirementName)'"
            }
            if extensionInfo.extendedModule != module {
                return "'\(path)', added by an extension to a type of module \(extensionInfo.extendedModule)"
            }
            if extensionInfo.typeKind == "swift.protocol" {
                return "'\(path)', added by a protocol extension"
            }
            if Self.methodKinds.contains(kind) {
                return "a method '\(path)' added in an extension"
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
