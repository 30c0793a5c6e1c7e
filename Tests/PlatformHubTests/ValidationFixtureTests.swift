import Foundation
import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// D-Bus style configuration tests: every set under `Fixtures/valid` loads (warnings
/// allowed), every set under `Fixtures/invalid` fails with exactly the expected problems.
@Suite("Policy validation fixtures")
struct ValidationFixtureTests {
    @Test("the fixture folders are present")
    func present() {
        #expect(FixtureSet.all("valid").count >= 3)
        #expect(FixtureSet.all("invalid").count >= 8)
    }

    @Test("valid sets load, report only the expected warnings, and start a hub", arguments: FixtureSet.all("valid"))
    func valid(_ set: FixtureSet) throws {
        let policies = try set.policies()
        let report = PolicyValidator.validate(policies)
        #expect(report.isValid, "\(report.text())")
        try expectProblems(report, match: set.expected())

        let hub = Hub()
        for entry in policies {
            let policy = try PolicySourceReader.policy(entry)
            try hub.register(named: entry.plugin, policy: entry.source) { sender in
                EchoPlugin(policy: policy, sender: sender)
            }
        }
        #expect(try hub.start() == report)
    }

    @Test("invalid sets fail with every expected problem at once", arguments: FixtureSet.all("invalid"))
    func invalid(_ set: FixtureSet) throws {
        let policies = try set.policies()
        let report = PolicyValidator.validate(policies)
        #expect(!report.isValid)
        try expectProblems(report, match: set.expected())
        for problem in report.problems {
            // Each problem names the plugin's own file: `<Plugin>[.anything].json` in this set.
            let file = URL(fileURLWithPath: problem.file)
            #expect(file.deletingLastPathComponent().standardizedFileURL == set.folder.standardizedFileURL)
            #expect(file.pathExtension == "json")
            #expect(file.lastPathComponent.split(separator: ".").first.map(String.init) == problem.plugin)
            #expect(!problem.key.isEmpty)
        }

        let hub = Hub()
        for entry in policies {
            try hub.register(named: entry.plugin, policy: entry.source) { sender in
                EchoPlugin(policy: Policy(name: entry.plugin), sender: sender)
            }
        }
        let error = #expect(throws: HubStartError.self) { try hub.start() }
        #expect(error?.report == report)
    }

    private func expectProblems(_ report: PolicyReport, match expected: [FixtureSet.Expected]) {
        let actual = report.problems.map { problem in
            FixtureSet.project(
                problem, like: expected.first { $0.code == problem.code.rawValue && $0.key == problem.key })
        }
        #expect(Set(actual) == Set(expected), "\(report.text())")
        #expect(actual.count == expected.count, "\(report.text())")
    }
}

/// Reads a fixture policy the way the hub does, for fake plugins that must report it.
enum PolicySourceReader {
    static func policy(_ entry: PluginPolicy) throws -> Policy {
        let url = URL(fileURLWithPath: entry.source.file)
        return try JSON(parsing: String(contentsOf: url, encoding: .utf8)).decode(Policy.self)
    }
}
