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

    /// Makes a finding at `path:line:column`.
    public init(rule: Rule, path: String, line: Int, column: Int, message: String) {
        self.rule = rule
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}
