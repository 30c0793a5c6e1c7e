/// One place a Swift file names a module: an `import` declaration in any form, or a
/// `#if canImport(...)` condition. Found on every `#if` branch, active or not.
public struct ImportReference: Sendable, Hashable {
    /// How the module is named.
    public enum Form: Sendable, Hashable {
        /// An `import` declaration; `attributes` such as `@testable`, `modifiers` such as
        /// `public`, `kind` such as `struct` for `import struct Maps.X`.
        case importDeclaration(attributes: [String], modifiers: [String], kind: String?)
        /// A `canImport(...)` condition of an `#if` or `#elseif`.
        case canImport
    }

    /// The module named (the first component of the import path).
    public var module: String
    /// The whole import path, such as `Maps.MapView`.
    public var path: String
    /// How it is named.
    public var form: Form
    /// The 1-based line of the module name.
    public var line: Int
    /// The 1-based column of the module name.
    public var column: Int

    /// Makes a reference.
    public init(module: String, path: String, form: Form, line: Int, column: Int) {
        self.module = module
        self.path = path
        self.form = form
        self.line = line
        self.column = column
    }

    /// The reference as written, without the path, such as `@testable import` or
    /// `#if canImport`.
    public var spelling: String {
        switch form {
        case .importDeclaration(let attributes, let modifiers, let kind):
            return (attributes + modifiers + ["import"] + (kind.map { [$0] } ?? [])).joined(separator: " ")
        case .canImport:
            return "#if canImport"
        }
    }

    /// Whether this is an `@_exported import`, which makes the module visible to every
    /// target that imports the file's module.
    public var isReExport: Bool {
        if case .importDeclaration(let attributes, _, _) = form { return attributes.contains("@_exported") }
        return false
    }
}
