import HubInterfaces
import Prelude

extension PolicyValidator {
    static let topKeys = [
        "name", "send", "receive", "publish", "subscribe", "subscribeAtAppLaunch", "startAtAppLaunch",
    ]
    static let routeKeys = ["commands", "queries", "viewQueries"]

    /// Every structural problem in a parsed policy: unknown keys, wrong types, a missing
    /// `name`. `Policy`'s decoder stops at the first; this walk reports them all.
    static func schemaProblems(_ json: JSON, plugin: String, file: String) -> [PolicyProblem] {
        func problem(_ code: PolicyProblem.Code, _ key: String, _ message: String) -> PolicyProblem {
            let severity: PolicyProblem.Severity = [.duplicateEntry, .discardedKey].contains(code) ? .warning : .error
            return PolicyProblem(severity, code, plugin: plugin, file: file, key: key, message: message)
        }
        guard case .object(let root) = json else {
            return [problem(.wrongType, PolicyProblem.rootKey, "a policy is a JSON object, found \(json.typeName)")]
        }
        var problems: [PolicyProblem] = []
        if root["name"] == nil {
            problems.append(problem(.missingKey, "name", "missing mandatory key \"name\"; set it to \"\(plugin)\""))
        }
        for (key, value) in root.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "name":
                if value.stringValue == nil {
                    problems.append(problem(.wrongType, key, "expected a string, found \(value.typeName)"))
                }
            case "send", "receive":
                problems += sectionProblems(value, path: key, allowed: routeKeys, problem: problem)
            case "publish", "subscribe", "subscribeAtAppLaunch":
                problems += sectionProblems(value, path: key, allowed: ["events"], problem: problem)
            case "startAtAppLaunch":
                if case .bool = value { break }
                problems.append(problem(.wrongType, key, "expected true or false, found \(value.typeName)"))
            default:
                problems.append(
                    problem(
                        .unknownKey, key,
                        "unknown key \"\(key)\"\(suggestion(for: key, among: topKeys)); "
                            + "expected one of \(topKeys.joined(separator: ", "))"))
            }
        }
        return problems
    }

    /// Problems inside `send`/`receive` (`allowed` = route keys) or an events section.
    private static func sectionProblems(
        _ value: JSON, path: String, allowed: [String],
        problem: (PolicyProblem.Code, String, String) -> PolicyProblem
    ) -> [PolicyProblem] {
        guard case .object(let members) = value else {
            return [problem(.wrongType, path, "expected an object, found \(value.typeName)")]
        }
        var problems: [PolicyProblem] = []
        let isRoutes = allowed == routeKeys
        if isRoutes && members["viewQueries"] != nil && members["viewControllerQueries"] != nil {
            problems.append(
                problem(
                    .invalidPolicy, "\(path).viewControllerQueries",
                    "both viewQueries and its old name viewControllerQueries are given; keep viewQueries"))
        }
        for (key, list) in members.sorted(by: { $0.key < $1.key }) {
            let keyPath = "\(path).\(key)"
            if allowed.contains(key) || (isRoutes && key == "viewControllerQueries") {
                problems += listProblems(list, path: keyPath, problem: problem)
            } else if isRoutes && key == "requests", case .array(let elements) = list, elements.isEmpty {
                problems.append(
                    problem(
                        .discardedKey, keyPath,
                        "requests were discarded in Alpha.9, so this empty list was ignored; remove it"))
            } else if isRoutes && key == "requests" {
                problems.append(
                    problem(
                        .unknownKey, keyPath,
                        "requests were discarded in Alpha.9; send a command and subscribe to the event "
                            + "that carries its outcome"))
            } else {
                problems.append(
                    problem(
                        .unknownKey, keyPath,
                        "unknown key \"\(key)\"\(suggestion(for: key, among: allowed)); "
                            + "expected \(allowed.joined(separator: ", "))"))
            }
        }
        return problems
    }

    /// Problems in a list of message names.
    private static func listProblems(
        _ value: JSON, path: String, problem: (PolicyProblem.Code, String, String) -> PolicyProblem
    ) -> [PolicyProblem] {
        guard case .array(let elements) = value else {
            return [problem(.wrongType, path, "expected an array of message names, found \(value.typeName)")]
        }
        var problems: [PolicyProblem] = []
        var seen: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            guard case .string(let name) = element else {
                problems.append(
                    problem(.wrongType, "\(path)[\(index)]", "expected a message name, found \(element.typeName)"))
                continue
            }
            if let why = Message.nameProblem(name) {
                problems.append(problem(.invalidName, "\(path)[\(index)]", "\(why); rename the message"))
            } else if let first = seen[name] {
                problems.append(
                    problem(
                        .duplicateEntry, "\(path)[\(index)]",
                        "\"\(name)\" is already listed at \(path)[\(first)]; the hub reads it once, so remove this one"
                    ))
            } else {
                seen[name] = index
            }
        }
        return problems
    }

    /// ` (did you mean "x"?)` when a known key is close enough to be a likely typo
    /// (Prelude's `EditDistance.suggestion`), else empty.
    static func suggestion(for key: String, among known: [String]) -> String {
        EditDistance.suggestion(for: key, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
