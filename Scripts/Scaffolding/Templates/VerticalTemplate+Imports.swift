extension VerticalTemplate {
    /// `import` lines for `modules` in the order swift-format's OrderedImports rule wants,
    /// wherever the vertical's own name falls among them.
    func imports(_ modules: [String]) -> String {
        modules.sorted().map { "import \($0)" }.joined(separator: "\n")
    }

    /// `text` as the inside of a Swift string literal: backslashes and quotes escaped (a
    /// package's name may hold any character).
    func swiftLiteral(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
