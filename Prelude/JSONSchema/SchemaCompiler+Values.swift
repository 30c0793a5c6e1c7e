import Prelude
extension SchemaCompiler {
    /// One keyword's value, read into the shape the keyword expects; a value of another
    /// shape is reported at the keyword's place and read as absent.
    struct Context {
        let location: String
        let keyword: String
        let depth: Int
        let value: JSON

        /// The place of the keyword's own subschemas: `#/properties`.
        private var place: String { location + "/" + SchemaPath.escapePointerToken(keyword) }

        /// `type`: one type name or a list of distinct ones.
        func types(_ compiler: inout SchemaCompiler) -> SchemaNode.Types? {
            let names: [JSON]
            switch value {
            case .string: names = [value]
            case .array(let list) where !list.isEmpty: names = Array(list)
            default:
                compiler.problem(location, keyword, "expects a type name or a non-empty list of them")
                return nil
            }
            var types: SchemaNode.Types = []
            for name in names {
                guard let text = name.stringValue, let type = SchemaNode.Types.byName[text] else {
                    compiler.problem(
                        location, keyword,
                        "\(SchemaText.describe(name)) is not a type; use null, boolean, integer, number, string, "
                            + "array or object")
                    continue
                }
                guard !types.contains(type) else {
                    compiler.problem(location, keyword, "lists \(text) twice")
                    continue
                }
                types.insert(type)
            }
            return types
        }

        /// A number (`minimum`).
        func number(_ compiler: inout SchemaCompiler) -> Double? {
            guard let number = value.doubleValue, number.isFinite else {
                compiler.problem(location, keyword, "expects a number; found \(SchemaText.describe(value))")
                return nil
            }
            return number
        }

        /// A whole number of 0 or more (`minLength`); `2.0` counts as whole.
        func count(_ compiler: inout SchemaCompiler) -> Int? {
            guard let count = value.intValue, count >= 0 else {
                compiler.problem(
                    location, keyword, "expects a whole number of 0 or more; found \(SchemaText.describe(value))")
                return nil
            }
            return count
        }

        /// A `pattern`, compiled.
        func pattern(_ compiler: inout SchemaCompiler) -> SchemaPattern? {
            guard case .string(let source) = value else {
                compiler.problem(location, keyword, "expects a regular expression as a string")
                return nil
            }
            do {
                return try SchemaPattern(source, maximumSize: compiler.limits.maximumPatternSize)
            } catch {
                compiler.problem(location, keyword, "is not a usable pattern: \(error.message)")
                return nil
            }
        }

        /// One subschema (`not`, `items`).
        func schema(_ compiler: inout SchemaCompiler) -> Int? {
            compiler.subschema(value, at: place, depth: depth + 1)
        }

        /// A non-empty list of subschemas (`anyOf`, `prefixItems`).
        func schemaList(_ compiler: inout SchemaCompiler) -> [Int] {
            guard case .array(let list) = value, !list.isEmpty else {
                compiler.problem(location, keyword, "expects a non-empty array of schemas")
                return []
            }
            return list.enumerated().map { offset, element in
                compiler.subschema(element, at: place + "/\(offset)", depth: depth + 1)
            }
        }

        /// Subschemas by name (`properties`, `$defs`).
        func schemaMap(_ compiler: inout SchemaCompiler) -> [SchemaNode.Named] {
            guard case .object(let members) = value else {
                compiler.problem(location, keyword, "expects an object of names to schemas")
                return []
            }
            return members.map { name, schema in
                SchemaNode.Named(
                    name: name,
                    node: compiler.subschema(
                        schema, at: place + "/" + SchemaPath.escapePointerToken(name), depth: depth + 1))
            }
        }

        /// A list of distinct field names (`required`).
        func names(_ compiler: inout SchemaCompiler) -> [String] {
            guard case .array(let list) = value else {
                compiler.problem(location, keyword, "expects an array of field names")
                return []
            }
            var names: [String] = []
            var seen: Set<[UInt8]> = []
            for element in list {
                guard let name = element.stringValue else {
                    compiler.problem(
                        location, keyword, "expects field names; found \(SchemaText.describe(element))")
                    continue
                }
                guard seen.insert(Array(name.utf8)).inserted else {
                    compiler.problem(location, keyword, "lists \(SchemaPath.quoted(name)) twice")
                    continue
                }
                names.append(name)
            }
            return names
        }
    }
}
