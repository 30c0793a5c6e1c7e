import SwiftParser
import SwiftSyntax

/// Finds every module a Swift source file names, with swift-syntax: comments and string
/// literals are never mistaken for imports, and every `#if` branch is read whether or not
/// its condition holds on this machine.
public enum ImportScanner {
    /// Every import and `canImport` reference in `source`, in source order.
    ///
    /// Most files name their imports in their first lines, so at first only the part of the
    /// file that can hold one is parsed: up to two lines past the last line where the word
    /// `import` or `canImport` appears (anywhere: in code, comments or strings). A file with
    /// neither word is not parsed at all. Swift is lexed left to right, so every token before
    /// the cut is the one the whole file has (a comment or string still open at the cut runs
    /// to the end of the text, as it would have run past the cut). What the cut can change is
    /// a reference that is not finished by then: `import` or `canImport(` followed by blank
    /// lines and then the module name, or a path that goes on past the cut. So when the cut
    /// text has an import whose path is missing, empty or incomplete, or a `canImport` probe
    /// without its module or closing parenthesis, the whole file is parsed instead, and its
    /// references are the answer. A reference without a module name (a real syntax error in
    /// the file) is left out: the compiler reports it.
    public static func references(in source: String) -> [ImportReference] {
        guard let end = parsedPrefixEnd(of: source.utf8) else { return [] }
        let prefix = collect(in: String(source[..<end]))
        guard prefix.isIncomplete && end != source.endIndex else { return prefix.references }
        return collect(in: source).references
    }

    /// The references in `text` and whether one of them was cut short.
    private static func collect(in text: String) -> (references: [ImportReference], isIncomplete: Bool) {
        let tree = Parser.parse(source: text)
        let collector = Collector(converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        return (collector.references.filter { !$0.module.isEmpty }, collector.isIncomplete)
    }

    /// Where the parsed part of `text` ends: two lines past the last line that mentions
    /// `import` as a word or `canImport`; `nil` when no line does.
    static func parsedPrefixEnd(of text: String.UTF8View) -> String.Index? {
        var last: String.Index?
        var index = text.startIndex
        var previous: UInt8 = 0
        while index != text.endIndex {
            let byte = text[index]
            if (byte == UInt8(ascii: "i") && !isIdentifierByte(previous)) || byte == UInt8(ascii: "I") {
                let word: [UInt8] = byte == UInt8(ascii: "i") ? Array("import".utf8) : Array("Import".utf8)
                let after = matchEnd(of: word, in: text, at: index)
                // `import` stands alone; `Import` counts only as the end of `canImport`.
                if let after, after == text.endIndex || !isIdentifierByte(text[after]) {
                    if byte == UInt8(ascii: "i") || endsWithCan(text, before: index) { last = after }
                }
            }
            previous = byte
            index = text.index(after: index)
        }
        guard var end = last else { return nil }
        var newlines = 0
        while end != text.endIndex {
            if text[end] == UInt8(ascii: "\n") {
                newlines += 1
                if newlines == 3 { break }
            }
            end = text.index(after: end)
        }
        return end
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The index after `word` when `text` holds it at `index`.
    private static func matchEnd(of word: [UInt8], in text: String.UTF8View, at index: String.Index) -> String.Index? {
        var position = index
        for expected in word {
            guard position != text.endIndex, text[position] == expected else { return nil }
            position = text.index(after: position)
        }
        return position
    }

    /// Whether `can` comes right before `index`.
    private static func endsWithCan(_ text: String.UTF8View, before index: String.Index) -> Bool {
        guard text.distance(from: text.startIndex, to: index) >= 3 else { return false }
        let start = text.index(index, offsetBy: -3)
        return matchEnd(of: Array("can".utf8), in: text, at: start) == index
    }

    private final class Collector: SyntaxVisitor {
        let converter: SourceLocationConverter
        var references: [ImportReference] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        /// Whether an import or a `canImport` probe was cut short (a missing token in it).
        var isIncomplete = false

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.isEmpty || node.path.hasError || node.path.contains(where: { $0.name.text.isEmpty }) {
                isIncomplete = true
            }
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
                isIncomplete = isIncomplete || finder.isIncomplete
            }
            return .visitChildren
        }
    }

    /// Finds `canImport(Module)` and `canImport(Module.Sub, _version: ...)` calls.
    private final class CanImportFinder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var references: [ImportReference] = []
        /// Whether a probe lacks its module or its closing parenthesis.
        var isIncomplete = false

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport" else {
                return .visitChildren
            }
            if node.hasError || node.rightParen?.presence != .present { isIncomplete = true }
            guard let argument = node.arguments.first?.expression else { return .skipChildren }
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
