import Prelude

/// The keys a rules file may use, and the check that it uses no other: a misspelt key would
/// otherwise be ignored and its allow-list silently dropped.
enum ConfigurationKeys {
    /// The top-level keys.
    static let topLevel = [
        "allowedExternalProducts", "verticalProducts", "allowedModules", "interfaceAllowList", "preludeTarget",
        "hubInterfacesTarget", "interfacesTarget", "verticalTestTargets",
        "verticalsFolder", "layers", "undeclaredImports", "redundantDependencies", "productModules",
    ]
    /// The keys of `layers`.
    static let layerNames = ["verticals", "shared", "hosts", "interfaces"]
    /// The keys of one layer's pattern.
    static let patternKeys = ["names", "folders", "except"]
    /// The keys of one `interfaceAllowList` entry.
    static let allowListEntry = ["symbol", "reason"]

    /// The first unknown key in `object` (the parsed rules file), with a "did you mean".
    static func unknownKey(in object: Any, text: String, path: String) -> ConfigurationProblem? {
        guard let top = object as? [String: Any] else {
            return ConfigurationProblem(
                path: path, line: 1, column: 1,
                message: "it must be a JSON object ({...}), not a list or a single value")
        }
        for key in top.keys.sorted() where !topLevel.contains(key) {
            return problem(key: key, known: topLevel, where: "at the top level", text: text, path: path)
        }
        if let layers = top["layers"] as? [String: Any] {
            for key in layers.keys.sorted() where !layerNames.contains(key) {
                return problem(key: key, known: layerNames, where: "in layers", text: text, path: path)
            }
            for layer in layerNames {
                guard let pattern = layers[layer] as? [String: Any] else { continue }
                for key in pattern.keys.sorted() where !patternKeys.contains(key) {
                    return problem(key: key, known: patternKeys, where: "in layers.\(layer)", text: text, path: path)
                }
            }
        }
        for (index, entry) in (top["interfaceAllowList"] as? [Any] ?? []).enumerated() {
            guard let entry = entry as? [String: Any] else { continue }
            for key in entry.keys.sorted() where !allowListEntry.contains(key) {
                return problem(
                    key: key, known: allowListEntry, where: "in interfaceAllowList[\(index)]", text: text, path: path)
            }
        }
        return nil
    }

    private static func problem(
        key: String, known: [String], where place: String, text: String, path: String
    )
        -> ConfigurationProblem
    {
        let location = ConfigurationProblem.place(ofKey: key, in: text)
        let suggestion = EditDistance.suggestion(for: key, among: known).map { " Did you mean '\($0)'?" } ?? ""
        return ConfigurationProblem(
            path: path, line: location?.line, column: location?.column,
            message: "unknown key '\(key)' \(place).\(suggestion) Known keys: \(known.joined(separator: ", ")).")
    }
}
