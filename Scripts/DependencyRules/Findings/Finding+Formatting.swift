extension Finding {
    /// The finding as a compiler diagnostic, `path:line:col: error: message` (or `warning:`),
    /// which editors and CI systems annotate.
    public var diagnosticLine: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}

extension Finding: Comparable {
    /// Orders findings by file, then line, then column, then message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
    }
}
