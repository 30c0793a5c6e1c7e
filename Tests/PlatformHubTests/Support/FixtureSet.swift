import Foundation
import PlatformHub
import Prelude
import Testing

/// One folder of policy fixtures: `<Plugin>[.anything].json` files and `expected.json`.
struct FixtureSet: CustomTestStringConvertible, Sendable {
    /// A problem the set must report; `file` (the file's name), `line` and `messageName`
    /// are checked when given.
    struct Expected: Decodable, Hashable, Sendable {
        let severity: String
        let code: String
        let plugin: String
        let key: String
        let file: String?
        let messageName: String?
        let line: Int?
    }

    private struct ExpectedFile: Decodable {
        let problems: [Expected]
    }

    let name: String
    let folder: URL

    var testDescription: String { name }

    /// The sets in `Fixtures/<group>/`, by name.
    static func all(_ group: String) -> [FixtureSet] {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
        let folder = root.appendingPathComponent(group)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { FixtureSet(name: "\(group)/\($0)", folder: folder.appendingPathComponent($0)) }
    }

    /// The policies, in file-name order; the plugin's name is the file name up to its first dot.
    func policies() throws -> [PluginPolicy] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "expected.json" }
            .sorted()
            .map { file in
                let plugin = String(file.prefix { $0 != "." })
                return PluginPolicy(plugin: plugin, source: .file(folder.appendingPathComponent(file)))
            }
    }

    /// The problems `expected.json` lists.
    func expected() throws -> [Expected] {
        let text = try String(contentsOf: folder.appendingPathComponent("expected.json"), encoding: .utf8)
        return try JSON(parsing: text).decode(ExpectedFile.self).problems
    }

    /// `problem` seen the way `expected.json` describes it (optional fields as given there).
    static func project(_ problem: PolicyProblem, like expected: Expected?) -> Expected {
        Expected(
            severity: problem.severity.rawValue, code: problem.code.rawValue, plugin: problem.plugin, key: problem.key,
            file: expected?.file == nil ? nil : URL(fileURLWithPath: problem.file).lastPathComponent,
            messageName: expected?.messageName == nil ? nil : problem.messageName,
            line: expected?.line == nil ? nil : problem.line)
    }
}
