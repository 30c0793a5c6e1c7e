public import Foundation

extension RulesConfiguration {
    /// The configuration in the file at `url`, or the defaults when there is no such file.
    ///
    /// - Throws: ``CheckError/unreadableConfiguration(path:reason:)`` when the file exists
    ///   but is not valid configuration JSON.
    public static func load(from url: URL) throws -> RulesConfiguration {
        guard FileManager.default.fileExists(atPath: url.path) else { return RulesConfiguration() }
        do {
            return try JSONDecoder().decode(RulesConfiguration.self, from: Data(contentsOf: url))
        } catch {
            throw CheckError.unreadableConfiguration(path: url.path, reason: String(describing: error))
        }
    }
}
