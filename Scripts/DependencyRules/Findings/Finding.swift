/// One violation of the module rule, located where a person can fix it.
public struct Finding: Sendable, Hashable, Codable {
    /// Which of the checks found the violation.
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        /// A dependency edge declared in `Package.swift`.
        case manifest
        /// An `import` (in any form, on any `#if` branch) in a Swift source file.
        case imports
        /// A declaration in VerticalInterfaces that is not a protocol requirement or plain DTO.
        case interface
        /// A problem in the check's own configuration file.
        case configuration
        /// A declared target dependency that no file of the target imports (a warning).
        case redundant
    }

    /// How much a finding weighs: an error fails the check, a warning does not.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// Fails the check (exit 1).
        case error
        /// Printed and counted; the check still passes.
        case warning

        /// Errors before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// Which check found the violation.
    public var rule: Rule
    /// The file at fault, relative to the package root.
    public var path: String
    /// The 1-based line in `path`.
    public var line: Int
    /// The 1-based column in `path`.
    public var column: Int
    /// What is wrong and how to fix it, in one sentence.
    public var message: String
    /// Whether it fails the check (``Severity/error``) or is only reported.
    public var severity: Severity
    /// The module-graph edge at fault, for a manifest or import finding: the target and the
    /// module it depends on or imports.
    public var edge: Edge?

    /// A dependency of one module on another, as the module graph draws it.
    public struct Edge: Sendable, Hashable, Codable {
        /// The target that depends or imports.
        public var from: String
        /// The module it depends on or imports.
        public var to: String

        /// Makes an edge.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    /// Makes a finding at `path:line:column`, on `edge` when it is about one.
    ///
    /// - Parameters:
    ///   - rule: The check that found it.
    ///   - path: The file at fault, relative to the package root.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column.
    ///   - message: What is wrong and how to fix it.
    ///   - edge: The module-graph edge at fault, if any.
    ///   - severity: An error (the default) or a warning.
    public init(
        rule: Rule, path: String, line: Int, column: Int, message: String, edge: Edge? = nil,
        severity: Severity = .error
    ) {
        self.rule = rule
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.edge = edge
        self.severity = severity
    }
}
