import SwiftParser
import SwiftSyntax

/// Finds where in `Package.swift` a target or one of its dependencies is written, so that a
/// manifest finding points at a line. The manifest is parsed, so comments never match.
public struct ManifestLocator: Sendable {
    /// A 1-based line and column.
    public typealias Location = (line: Int, column: Int)

    private let literals: [Literal]

    private struct Literal: Sendable {
        var value: String
        var line: Int
        var column: Int
        /// The `name:` string of the nearest enclosing call that has one, if any.
        var enclosingTargetName: String?
        /// Whether the literal is itself the `name:` argument of a call.
        var isNameArgument: Bool
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
    /// first string equal to the target's name, else line 1.
    public func location(ofDependency dependency: String, inTarget target: String) -> Location {
        if let literal = literals.first(where: { $0.value == dependency && $0.enclosingTargetName == target }) {
            return (literal.line, literal.column)
        }
        return location(ofTarget: target)
    }

    /// Where the target `target` is named.
    public func location(ofTarget target: String) -> Location {
        if let literal = literals.first(where: { $0.value == target && $0.isNameArgument }) {
            return (literal.line, literal.column)
        }
        if let literal = literals.first(where: { $0.value == target }) {
            return (literal.line, literal.column)
        }
        return (1, 1)
    }

    private final class LiteralCollector: SyntaxVisitor {
        let converter: SourceLocationConverter
        var literals: [Literal] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard let value = node.representedLiteralValue else { return .skipChildren }
            let location = node.startLocation(converter: converter)
            let isNameArgument = node.parent?.as(LabeledExprSyntax.self)?.label?.text == "name"
            literals.append(
                Literal(
                    value: value,
                    line: location.line,
                    column: location.column,
                    enclosingTargetName: Self.enclosingTargetName(of: Syntax(node), skippingSelf: isNameArgument),
                    isNameArgument: isNameArgument
                )
            )
            return .skipChildren
        }

        /// The `name:` string of the nearest call around `node` (the call whose `name:`
        /// argument `node` is, when `skippingSelf`, is skipped).
        static func enclosingTargetName(of node: Syntax, skippingSelf: Bool) -> String? {
            var current = node.parent
            var skipped = !skippingSelf
            while let syntax = current {
                if let call = syntax.as(FunctionCallExprSyntax.self) {
                    let name = call.arguments.first { $0.label?.text == "name" }?
                        .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                    if let name {
                        if skipped { return name }
                        skipped = true
                    }
                }
                current = syntax.parent
            }
            return nil
        }
    }
}
