public import Foundation

extension RulesConfiguration {
    /// The configuration in the file at `url`. When the file does not exist, the defaults, unless
    /// `required` (the user named the file): then a missing file is an error, so a typo in CI
    /// never silently drops every allow-list.
    ///
    /// - Throws: ``CheckError/invalidConfiguration(_:)`` naming the file, and the line and
    ///   column where one applies: a missing named file, a folder, unreadable bytes, invalid
    ///   JSON, an unknown key (with the nearest known key), or a value of the wrong type.
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
        let text = String(decoding: data, as: UTF8.self)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidConfiguration(ConfigurationProblem(path: path, text: text, syntaxError: error))
        }
        if let problem = ConfigurationKeys.unknownKey(in: object, text: text, path: path) {
            throw .invalidConfiguration(problem)
        }
        do {
            return try JSONDecoder().decode(RulesConfiguration.self, from: data)
        } catch {
            throw .invalidConfiguration(ConfigurationProblem(path: path, text: text, decodingError: error))
        }
    }
}
