import Prelude
extension SchemaCompiler {
    /// Reads one subschema's keywords into its ``SchemaNode``, reporting each keyword whose
    /// value does not fit.
    struct KeywordReader {
        let location: String
        let depth: Int
        /// The index of the node being built.
        let index: Int

        /// Reads `keyword` with `value`.
        func read(_ keyword: String, _ value: JSON, into node: SchemaNode, compiler: inout SchemaCompiler) {
            let context = Context(location: location, keyword: keyword, depth: depth, value: value)
            switch keyword {
            case "type": node.types = context.types(&compiler)
            case "enum":
                guard case .array(let values) = value else {
                    return compiler.problem(location, keyword, "expects an array of the allowed values")
                }
                guard !values.isEmpty else {
                    return compiler.problem(
                        location, keyword,
                        "lists no value, so no value would be allowed; list the values allowed, or write false as "
                            + "the schema if nothing is")
                }
                let canonical = values.map(SchemaEquality.canonical)
                node.enumValues = canonical
                node.enumSet = Set(canonical)
            case "const": node.constValue = SchemaEquality.canonical(value)
            case "minimum": node.minimum = context.number(&compiler)
            case "maximum": node.maximum = context.number(&compiler)
            case "exclusiveMinimum": node.exclusiveMinimum = context.number(&compiler)
            case "exclusiveMaximum": node.exclusiveMaximum = context.number(&compiler)
            case "multipleOf":
                node.multipleOf = context.number(&compiler)
                node.multipleOfDecimal = SchemaDecimal(value)
                if let divisor = node.multipleOf, divisor <= 0 {
                    compiler.problem(location, keyword, "expects a number above 0")
                }
            case "minLength": node.minLength = context.count(&compiler)
            case "maxLength": node.maxLength = context.count(&compiler)
            case "pattern": node.pattern = context.pattern(&compiler)
            case "properties":
                node.properties = context.schemaMap(&compiler)
                for (index, property) in node.properties.enumerated() {
                    if node.propertyIndex[property.name] != nil {
                        compiler.problem(
                            location, keyword,
                            "names \(SchemaPath.quoted(property.name)) twice in different Unicode normalizations; "
                                + "keep one")
                    }
                    node.propertyIndex[property.name] = index
                }
            case "patternProperties":
                for named in context.schemaMap(&compiler) {
                    do {
                        let pattern = try SchemaPattern(named.name, maximumSize: compiler.limits.maximumPatternSize)
                        node.patternProperties.append((pattern, named.node))
                    } catch {
                        compiler.problem(
                            location, keyword,
                            "\(SchemaPath.quoted(named.name)) is not a usable pattern: \(error.message)")
                    }
                }
            case "additionalProperties": node.additionalProperties = context.schema(&compiler)
            case "propertyNames": node.propertyNames = context.schema(&compiler)
            case "required": node.required = context.names(&compiler)
            case "dependentRequired":
                guard case .object(let members) = value else {
                    return compiler.problem(location, keyword, "expects an object of field names to lists of fields")
                }
                for (name, list) in members {
                    let inner = Context(location: location, keyword: keyword, depth: depth, value: list)
                    node.dependentRequired.append((name, inner.names(&compiler)))
                }
            case "dependentSchemas": node.dependentSchemas = context.schemaMap(&compiler)
            case "minProperties": node.minProperties = context.count(&compiler)
            case "maxProperties": node.maxProperties = context.count(&compiler)
            case "prefixItems": node.prefixItems = context.schemaList(&compiler)
            case "items": node.items = context.schema(&compiler)
            case "contains": node.contains = context.schema(&compiler)
            case "minContains": node.minContains = context.count(&compiler)
            case "maxContains": node.maxContains = context.count(&compiler)
            case "minItems": node.minItems = context.count(&compiler)
            case "maxItems": node.maxItems = context.count(&compiler)
            case "uniqueItems":
                guard case .bool(let flag) = value else {
                    return compiler.problem(location, keyword, "expects true or false")
                }
                node.uniqueItems = flag
            case "allOf": node.allOf = context.schemaList(&compiler)
            case "anyOf": node.anyOf = context.schemaList(&compiler)
            case "oneOf": node.oneOf = context.schemaList(&compiler)
            case "not": node.not = context.schema(&compiler)
            case "if": node.ifSchema = context.schema(&compiler)
            case "then": node.thenSchema = context.schema(&compiler)
            case "else": node.elseSchema = context.schema(&compiler)
            case "$ref":
                guard case .string(let target) = value else {
                    return compiler.problem(location, keyword, "expects a reference such as #/$defs/name")
                }
                compiler.refer(index, to: target, at: location)
            case "$defs": _ = context.schemaMap(&compiler)
            default: annotation(keyword, value, compiler: &compiler)
            }
        }

        /// Checks what only the keywords together can say: a lower bound above its upper bound
        /// leaves nothing that fits, which is a mistake in the schema, not a rule.
        func finish(_ node: SchemaNode, compiler: inout SchemaCompiler) {
            if let low = node.minimum, let high = node.maximum, low > high {
                compiler.problem(location, "minimum", "is above maximum, so no number fits")
            }
            let counts: [(String, Int?, String, Int?, String)] = [
                ("minLength", node.minLength, "maxLength", node.maxLength, "string"),
                ("minItems", node.minItems, "maxItems", node.maxItems, "array"),
                ("minProperties", node.minProperties, "maxProperties", node.maxProperties, "object"),
            ]
            for (lowName, low, highName, high, noun) in counts {
                guard let low, let high, low > high else { continue }
                compiler.problem(
                    location, lowName,
                    "is \(low), above \(highName) (\(high)), so no \(noun) fits; lower one or raise the other")
            }
        }

        /// An annotation, a refused keyword, or an unknown one.
        private func annotation(_ keyword: String, _ value: JSON, compiler: inout SchemaCompiler) {
            if let reason = SchemaKeywords.refused[keyword] {
                return compiler.problem(location, keyword, reason)
            }
            guard SchemaKeywords.annotations.contains(keyword) || keyword.hasPrefix("x-") else {
                return compiler.problem(location, "", SchemaKeywords.unknown(keyword))
            }
            switch keyword {
            case "$schema":
                let given = value.stringValue.map { $0.hasSuffix("#") ? String($0.dropLast()) : $0 }
                if given != SchemaKeywords.draft {
                    compiler.problem(
                        location, keyword, "names a draft this validator does not read; use \(SchemaKeywords.draft)")
                }
            case "$id" where location != "#":
                compiler.problem(location, keyword, "is supported only at the root; remove it here")
            case "format", "title", "description", "$comment", "contentMediaType", "contentEncoding":
                if value.stringValue == nil { compiler.problem(location, keyword, "expects a string") }
            case "deprecated", "readOnly", "writeOnly":
                if value.boolValue == nil { compiler.problem(location, keyword, "expects true or false") }
            case "examples":
                if value.arrayValue == nil { compiler.problem(location, keyword, "expects an array of examples") }
            default: break
            }
        }
    }
}
