import SwiftParser
import SwiftSyntax

/// Finds where in `Package.swift` a target or one of its dependencies is written, so that a
/// manifest finding points at a line. The manifest is parsed, so comments never match.
///
/// A target's place is the `name:` of its declaration (`.target(name:)`, `.testTarget(name:)`
/// and the other target kinds), never the `name:` of a product (`.library(name:)`,
/// `.executable(name:)`, `.plugin(name:targets:)`) nor the package's own: a product is often
/// called as its target is, and is often declared first.
public struct ManifestLocator: Sendable {
    /// A 1-based line and column.
    public typealias Location = (line: Int, column: Int)

    private let literals: [Literal]

    /// What the call whose `name:` a string is declares.
    enum Declaration: Sendable {
        /// A target (`.target`, `.executableTarget`, `.testTarget`, `.macro`, `.plugin` with a
        /// capability, `.systemLibrary`, `.binaryTarget`).
        case target
        /// A product, the package, or a product dependency (`.product(name:package:)`).
        case product
        /// Any other call with a `name:`, such as a helper that makes a target.
        case other
    }

    private struct Literal: Sendable {
        var value: String
        var line: Int
        var column: Int
        /// The `name:` string of the nearest enclosing call that declares a target, if any.
        var enclosingTargetName: String?
        /// What the call declares whose `name:` argument the literal is; `nil` when it is none.
        var nameOf: Declaration?
        /// Whether the literal lies inside a product's or the package's declaration.
        var isInsideProduct: Bool
    }

    /// Parses the manifest source `source`.
    public init(manifestSource source: String) {
        let tree = Parser.parse(source: source)
        let collector = LiteralCollector(converter: SourceLocationConverter(fileName: "Package.swift", tree: tree))
        collector.walk(tree)
        literals = collector.literals
    }

    /// Where target `target` declares the dependency `dependency`: the dependency's string
    /// inside the target's call when written there, else the target's `name:`, else the
    /// first string equal to the target's name outside product declarations, else line 1.
    public func location(ofDependency dependency: String, inTarget target: String) -> Location {
        if let literal = literals.first(where: { $0.value == dependency && $0.enclosingTargetName == target }) {
            return (literal.line, literal.column)
        }
        return location(ofTarget: target)
    }

    /// Where the target `target` is named: its declaration's `name:`, else (a target made by a
    /// helper) a `name:` of another call, else the first string equal to its name that is not
    /// in a product's declaration, else line 1.
    public func location(ofTarget target: String) -> Location {
        let candidates: [(Literal) -> Bool] = [
            { $0.nameOf == .target }, { $0.nameOf == .other }, { !$0.isInsideProduct && $0.nameOf == nil },
        ]
        for isCandidate in candidates {
            if let literal = literals.first(where: { $0.value == target && isCandidate($0) }) {
                return (literal.line, literal.column)
            }
        }
        return (1, 1)
    }

    private final class LiteralCollector: SyntaxVisitor {
        let converter: SourceLocationConverter
        var literals: [Literal] = []

        /// The manifest API's calls that declare a target.
        static let targetCalls: Set<String> = [
            "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
        ]
        /// The calls that declare a product or the package, or name a product dependency.
        static let productCalls: Set<String> = ["library", "executable", "product", "Package"]

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard let value = node.representedLiteralValue else { return .skipChildren }
            let location = node.startLocation(converter: converter)
            let argument = node.parent?.as(LabeledExprSyntax.self)
            let ownCall =
                argument?.label?.text == "name"
                ? argument?.parent?.parent?.as(FunctionCallExprSyntax.self) : nil
            literals.append(
                Literal(
                    value: value,
                    line: location.line,
                    column: location.column,
                    enclosingTargetName: Self.enclosingTargetName(of: Syntax(node), skipping: ownCall),
                    nameOf: ownCall.flatMap(Self.declarationNamed),
                    isInsideProduct: Self.isInsideProduct(Syntax(node))
                )
            )
            return .skipChildren
        }

        /// The name a call is made by: `target` for `.target(...)` and `Target.target(...)`.
        static func calledName(_ call: FunctionCallExprSyntax) -> String? {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return member.declName.baseName.text
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }

        /// What `call` declares. `.plugin(name:targets:)` is a product; `.plugin(name:capability:)`
        /// a target.
        static func declaration(_ call: FunctionCallExprSyntax) -> Declaration {
            guard let name = calledName(call) else { return .other }
            if productCalls.contains(name) { return .product }
            if name == "plugin" && call.arguments.contains(where: { $0.label?.text == "targets" }) { return .product }
            return targetCalls.contains(name) ? .target : .other
        }

        /// What the call whose `name:` a string is declares; `nil` for a dependency written as a
        /// call (`.target(name:)` inside another target's `dependencies:`, `.byName(name:)`).
        static func declarationNamed(by call: FunctionCallExprSyntax) -> Declaration? {
            if calledName(call) == "byName" { return nil }
            let declaration = declaration(call)
            guard declaration == .target else { return declaration }
            var current = call.parent
            while let syntax = current {
                if let outer = syntax.as(FunctionCallExprSyntax.self), Self.declaration(outer) == .target {
                    return nil
                }
                current = syntax.parent
            }
            return .target
        }

        /// Whether `node` lies inside a call that declares a product or the package.
        static func isInsideProduct(_ node: Syntax) -> Bool {
            var current = node.parent
            while let syntax = current {
                if let call = syntax.as(FunctionCallExprSyntax.self), declaration(call) == .product {
                    return true
                }
                current = syntax.parent
            }
            return false
        }

        /// The `name:` string of the nearest call around `node` that declares a target (or, for
        /// targets made by helpers, another call with a `name:`), skipping `ownCall` (the call
        /// whose `name:` argument `node` is) and stopping at a product's or the package's
        /// declaration.
        static func enclosingTargetName(of node: Syntax, skipping ownCall: FunctionCallExprSyntax?) -> String? {
            var current = node.parent
            while let syntax = current {
                if let call = syntax.as(FunctionCallExprSyntax.self), call.id != ownCall?.id {
                    let name = call.arguments.first { $0.label?.text == "name" }?
                        .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                    switch declaration(call) {
                    case .product where calledName(call) != "product": return nil
                    case .target, .other: if let name { return name }
                    case .product: break
                    }
                }
                current = syntax.parent
            }
            return nil
        }
    }
}
