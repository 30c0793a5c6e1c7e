import Foundation
import Prelude

/// A JSON Schema in one short line for people: the fields of an object with their types
/// (`{latitude: number, kinds?: [clinic|pharmacy|hospital]}`), optional ones marked `?`.
/// `host messages MESSAGE` and `--format json` give the whole schema.
enum SchemaSummary {
    /// How deep nested objects are spelled out before they show as `{…}`: the payload's
    /// fields, and the fields of the objects in them (arrays and `$ref`s add no depth, so
    /// `pins: [{title: string, …}]` shows the shape of a pin, not the name of its definition).
    static let maximumDepth = 2
    /// How many `$ref`s one line follows, so a reference loop ends.
    static let maximumReferences = 16

    /// `schema` in one line.
    static func line(_ schema: JSON) -> String {
        var references = 0
        return describe(schema, root: schema, depth: 0, references: &references)
    }

    private static func describe(_ schema: JSON, root: JSON, depth: Int, references: inout Int) -> String {
        guard case .object(let members) = schema else {
            return schema == .bool(false) ? "nothing" : "anything"
        }
        if let target = members["$ref"]?.stringValue {
            let name = target.split(separator: "/").last.map(String.init) ?? target
            guard references < maximumReferences, let resolved = resolve(target, in: root) else { return name }
            references += 1
            return describe(resolved, root: root, depth: depth, references: &references)
        }
        if let values = members["enum"]?.arrayValue {
            return values.map { $0.stringValue ?? $0.description }.joined(separator: "|")
        }
        if let constant = members["const"] { return constant.stringValue.map { "\"\($0)\"" } ?? constant.description }
        for key in ["oneOf", "anyOf"] {
            if let alternatives = members[key]?.arrayValue {
                return alternatives.map { describe($0, root: root, depth: depth, references: &references) }
                    .joined(separator: " | ")
            }
        }
        let types = typeNames(members["type"])
        if types == ["null"] { return "none" }
        if types.contains("object") || members["properties"] != nil {
            let object = objectLine(members, root: root, depth: depth, references: &references)
            return types.contains("null") ? "\(object) or none" : object
        }
        if types.contains("array") || members["items"] != nil {
            let element =
                members["items"].map { describe($0, root: root, depth: depth, references: &references) } ?? "anything"
            return "[\(element)]"
        }
        return types.isEmpty ? "anything" : types.joined(separator: "|")
    }

    private static func objectLine(_ members: JSON.Object, root: JSON, depth: Int, references: inout Int) -> String {
        guard let properties = members["properties"]?.objectValue, !properties.isEmpty else { return "{}" }
        guard depth < maximumDepth else { return "{…}" }
        let required = Set(members["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        let fields = properties.map { name, schema in
            let shape = describe(schema, root: root, depth: depth + 1, references: &references)
            return "\(name)\(required.contains(name) ? "" : "?"): \(shape)"
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func typeNames(_ type: JSON?) -> [String] {
        switch type {
        case .string(let name)?: [name]
        case .array(let names)?: names.compactMap(\.stringValue)
        default: []
        }
    }

    /// The subschema `#/$defs/name` (or any `#/…` pointer) of `root`.
    private static func resolve(_ target: String, in root: JSON) -> JSON? {
        guard target.hasPrefix("#") else { return nil }
        var current: JSON? = root
        for token in target.dropFirst().split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            current = current?[key] ?? Int(key).flatMap { current?[$0] }
        }
        return current
    }
}
