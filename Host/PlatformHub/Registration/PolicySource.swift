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

    /// The largest policy the hub reads, in bytes (1 MiB): a larger file is refused before
    /// it is read. Shipped policies are a few hundred bytes.
    public static let maximumSize = 1 << 20

    /// The policy's text.
    /// - Throws: ``PolicyProblem`` (``PolicyProblem/Code/unreadableFile``) saying why the
    ///   file cannot be read, in the system's words (no such file, permission denied, too
    ///   many symbolic links, not a regular file, too large, not UTF-8).
    func read(plugin: String) throws(PolicyProblem) -> String {
        func unreadable(_ why: String) -> PolicyProblem {
            PolicyProblem(.error, .unreadableFile, plugin: plugin, file: file, key: PolicyProblem.rootKey, message: why)
        }
        switch location {
        case .text(let text):
            guard text.utf8.count <= Self.maximumSize else {
                throw unreadable(Self.tooLarge(text.utf8.count))
            }
            return text
        case .url(let url):
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(path: url.path, limit: Self.maximumSize)
            } catch {
                throw unreadable(error.message)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw unreadable("the file is not UTF-8 text; save it as UTF-8")
            }
            return text
        }
    }

    static func tooLarge(_ size: Int) -> String {
        "the policy is \(PolicyReport.grouped(size)) bytes; a policy may be at most "
            + "\(PolicyReport.grouped(maximumSize)) bytes (1 MiB), so split the plugin or trim its lists"
    }
}
