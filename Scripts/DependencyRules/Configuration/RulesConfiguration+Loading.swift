public import Foundation

extension RulesConfiguration {
    /// The largest rules file read: far more than any team's layers and allow-lists.
    static let maximumFileSize = 1 << 20

    /// Where a package keeps its rules file when none is named, from its root, in the order the
    /// tools look: `Scripts/dependency-rules.json` (this package's), then `dependency-rules.json`
    /// at the root (for a package without a `Scripts/` folder, such as one that depends on this
    /// package and only names its shim: `{"interfacesTarget": "AppInterfaces"}`).
    public static let defaultPaths = ["Scripts/dependency-rules.json", "dependency-rules.json"]

    /// The rules file the tools read in the package at `root` when none is named: the one of
    /// ``defaultPaths`` that exists, else the first of them (which need not exist: then the
    /// defaults apply).
    ///
    /// - Throws: ``CheckError/invalidConfiguration(_:)`` when both exist, since a check that
    ///   silently read one would leave the other's rules out.
    public static func defaultFile(in root: URL) throws(CheckError) -> URL {
        let existing = defaultPaths.map { root.appendingPathComponent($0) }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        guard existing.count < 2 else {
            throw .invalidConfiguration(
                ConfigurationProblem(
                    path: existing[1].path,
                    message: "both \(defaultPaths[0]) and \(defaultPaths[1]) exist, and only one can be the "
                        + "package's rules file; merge them into one and delete the other, or name one with --config"))
        }
        return existing.first ?? root.appendingPathComponent(defaultPaths[0])
    }

    /// The configuration in the file at `url`. When the file does not exist, the defaults, unless
    /// `required` (the user named the file): then a missing file is an error, so a typo in CI
    /// never silently drops every allow-list.
    ///
    /// - Throws: ``CheckError/invalidConfiguration(_:)`` naming the file, and the line and
    ///   column where one applies: a missing named file, a folder, unreadable bytes, a file over
    ///   1 MiB, invalid JSON (a trailing comma and a key written twice included), an unknown key
    ///   (with the nearest known key), or a value of the wrong type.
    public static func load(from url: URL, required: Bool) throws(CheckError) -> RulesConfiguration {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            guard required else { return RulesConfiguration() }
            throw .invalidConfiguration(
                ConfigurationProblem(path: path, message: "there is no such file; check the path given to --config"))
        }
        guard !isDirectory.boolValue else {
            throw .invalidConfiguration(
                ConfigurationProblem(path: path, message: "it is a folder; name the rules file itself"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidConfiguration(
                ConfigurationProblem(path: path, message: "it cannot be read; check its permissions"))
        }
        guard data.count <= maximumFileSize else {
            throw .invalidConfiguration(
                ConfigurationProblem(
                    path: path,
                    message: "it is \(data.count) bytes long, more than a rules file's 1 MiB; name the "
                        + "rules file, not another file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidConfiguration(ConfigurationProblem(path: path, message: "it is not UTF-8 text"))
        }
        if let problem = StrictJSON.problem(in: text) {
            throw .invalidConfiguration(
                ConfigurationProblem(
                    path: path, line: problem.line, column: problem.column,
                    message: problem.isSyntaxError ? "it is not valid JSON: \(problem.message)" : problem.message))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .invalidConfiguration(ConfigurationProblem(path: path, message: "it is not valid JSON"))
        }
        if let problem = ConfigurationKeys.unknownKey(in: object, text: text, path: path) {
            throw .invalidConfiguration(problem)
        }
        do {
            return try JSONDecoder().decode(RulesConfiguration.self, from: data)
        } catch {
            throw .invalidConfiguration(
                ConfigurationProblem(path: path, text: text, object: object, decodingError: error))
        }
    }
}
