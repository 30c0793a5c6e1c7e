import SwiftParser
import SwiftSyntax

/// Finds every module a Swift source file names, with swift-syntax: comments and string
/// literals are never mistaken for imports, and every `#if` branch is read whether or not
/// its condition holds on this machine.
public enum ImportScanner {
    /// Every import and `canImport` reference in `source`, in source order.
    public static func references(in source: String) -> [ImportReference] {
        let tree = Parser.parse(source: source)
        let collector = Collector(converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        return collector.references
    }

    private final class Collector: SyntaxVisitor {
        let converter: SourceLocationConverter
        var references: [ImportReference] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let first = node.path.first else { return .skipChildren }
            let location = first.name.startLocation(converter: converter)
            let attributes = node.attributes.compactMap { element -> String? in
                element.as(AttributeSyntax.self).map { "@" + $0.attributeName.trimmedDescription }
            }
            let path = node.path.map(\.name.text).joined(separator: ".")
            references.append(
                ImportReference(
                    module: first.name.text,
                    path: path,
                    form: .importDeclaration(
                        attributes: attributes,
                        modifiers: node.modifiers.map(\.name.text),
                        kind: node.importKindSpecifier?.text
                    ),
                    line: location.line,
                    column: location.column
                )
            )
            return .skipChildren
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition {
                let finder = CanImportFinder(converter: converter)
                finder.walk(condition)
                references += finder.references
            }
            return .visitChildren
        }
    }

    /// Finds `canImport(Module)` and `canImport(Module.Sub, _version: ...)` calls.
    private final class CanImportFinder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var references: [ImportReference] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
                let argument = node.arguments.first?.expression
            else { return .visitChildren }
            let path = argument.trimmedDescription
            let module = String(path.split(separator: ".").first ?? Substring(path))
            let location = argument.startLocation(converter: converter)
            references.append(
                ImportReference(
                    module: module, path: path, form: .canImport, line: location.line, column: location.column)
            )
            return .skipChildren
        }
    }
}
