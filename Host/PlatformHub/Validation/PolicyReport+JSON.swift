public import Prelude

extension PolicyReport {
    /// The report as a JSON value, for tools and the front-end protocol.
    ///
    /// ```json
    /// {"valid": false, "errors": 1, "warnings": 0, "plugins": ["Maps", "Info"], "skippedGraphChecks": true,
    ///  "problems": [{"severity": "error", "code": "unknownKey", "plugin": "Maps",
    ///                "file": "Maps.json", "key": "send.comands", "message": "…"}]}
    /// ```
    public var json: JSON {
        .object([
            "valid": .bool(isValid),
            "errors": .int(errors.count),
            "warnings": .int(warnings.count),
            "plugins": .array(JSON.Array(plugins.map(JSON.string))),
            "skippedGraphChecks": .bool(skippedGraphChecks),
            "problems": .array(JSON.Array(problems.map(\.json))),
        ])
    }

    /// ``json`` as text (compact, or indented when `pretty`).
    public func jsonText(pretty: Bool = false) -> String {
        // The report holds no floating-point numbers, so serialising cannot fail.
        (try? json.serialized(pretty: pretty)) ?? json.description
    }
}

extension PolicyProblem {
    /// The problem as a JSON object; absent fields are left out.
    public var json: JSON {
        var object: JSON.Object = [
            "severity": .string(severity.rawValue),
            "code": .string(code.rawValue),
            "plugin": .string(plugin),
            "file": .string(file),
            "key": .string(key),
            "message": .string(message),
        ]
        if let messageName { object["messageName"] = .string(messageName) }
        if let line { object["line"] = .int(line) }
        if let column { object["column"] = .int(column) }
        return .object(object)
    }
}
