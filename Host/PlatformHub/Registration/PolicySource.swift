public import Foundation

/// Where a plugin's policy JSON comes from: a file the hub reads at start-up, or text
/// already in memory (a test, or a host that loaded it itself).
///
/// ```swift
/// let source = PolicySource.file(try Bundle.module.resourceFile("Policy/Maps.json"))
/// let inline = PolicySource.text(#"{"name": "Maps"}"#, file: "Maps.json")
/// ```
public struct PolicySource: Sendable, Hashable {
    enum Location: Sendable, Hashable {
        case url(URL)
        case text(String)
    }

    /// The name problems report for this policy (a path, or a label for in-memory text).
    public let file: String
    let location: Location

    /// A policy file on disk; problems name it by its path.
    public static func file(_ url: URL) -> PolicySource {
        PolicySource(file: url.path, location: .url(url))
    }

    /// Policy text already in memory; problems name it `file`.
    public static func text(_ text: String, file: String) -> PolicySource {
        PolicySource(file: file, location: .text(text))
    }

    /// The policy's text.
    /// - Throws: ``PolicyProblem`` (``PolicyProblem/Code/unreadableFile``) when the file
    ///   cannot be read as UTF-8.
    func read(plugin: String) throws(PolicyProblem) -> String {
        switch location {
        case .text(let text):
            return text
        case .url(let url):
            func unreadable(_ why: String) -> PolicyProblem {
                PolicyProblem(
                    .error, .unreadableFile, plugin: plugin, file: file, key: PolicyProblem.rootKey, message: why)
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw unreadable(
                    "there is no file at this path; check the path (or, for a shipped policy, that the "
                        + "target copies its Resources folder)")
            }
            guard !isFolder.boolValue else {
                throw unreadable("this path is a folder; give the path of the policy's JSON file inside it")
            }
            do {
                return try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw unreadable("cannot read the file as UTF-8 text; check its permissions and encoding")
            }
        }
    }
}
