import Prelude
extension SchemaText {
    /// Why `key` is refused by `additionalProperties: false`: the fields the object takes
    /// (named under `properties`, or matching a `patternProperties` pattern), or, for a name
    /// that looks like one of them but is written with other Unicode scalars (another
    /// normalization, `e` and a combining accent for `é`), that difference.
    static func unknownField(_ key: String, of node: SchemaNode) -> String {
        let shown = SchemaPath.quoted(key)
        if let index = node.propertyIndex[key] {
            let name = node.properties[index].name
            return "unknown field \(shown): it looks like the field \(SchemaPath.quoted(name)) but is written with "
                + "other Unicode scalars (\(scalars(key)) here, \(scalars(name)) in the schema: another "
                + "normalization form); send the name exactly as the schema writes it"
        }
        let names = node.properties.map(\.name)
        let sources = node.patternProperties.prefix(4).map(\.pattern.source)
        let more = node.patternProperties.count > 4 ? " or another pattern under patternProperties" : ""
        let matching = "those whose names match " + sources.joined(separator: " or ") + more
        switch (names.isEmpty, sources.isEmpty) {
        case (true, true): return "unknown field \(shown); this object takes no fields"
        case (true, false): return "unknown field \(shown); the only fields allowed are \(matching)"
        case (false, true): return "unknown field \(shown); the fields are " + list(names)
        case (false, false): return "unknown field \(shown); the fields are " + list(names) + ", and \(matching)"
        }
    }

    /// `U+0063 U+00E9`: the scalars of a short name, at most 16 of them.
    static func scalars(_ text: String) -> String {
        let all = text.unicodeScalars
        let shown = all.prefix(16).map { scalar in
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        return shown.joined(separator: " ") + (all.count > 16 ? " …" : "")
    }
}
