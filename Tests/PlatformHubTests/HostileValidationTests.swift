import HubInterfaces
import PlatformHub
import Prelude
import Testing

@Suite("Validation of hostile policies")
struct HostileValidationTests {
    static func report(_ text: String, plugin: String = "Maps") -> PolicyReport {
        PolicyValidator.validate([PluginPolicy(plugin: plugin, source: .text(text, file: "\(plugin).json"))])
    }

    @Test(
        "message names outside the rule are errors naming the key",
        arguments: ["", " ", "  \t", "a b", "line\nbreak", "nul\u{0}", "#1a", "#", "1abc", "é.x", "🗺️", "a\u{202E}b"])
    func badMessageNames(name: String) throws {
        let encoded = try JSON.string(name).serialized()
        let report = Self.report(#"{"name": "Maps", "receive": {"commands": [\#(encoded)]}}"#)
        let problem = try #require(report.errors.first)
        #expect(problem.code == .invalidName)
        #expect(problem.key == "receive.commands[0]")
        #expect(problem.line == 1)
    }

    @Test(
        "plugin names outside the rule are errors", arguments: ["", "Ma ps", "Ma ps\n\u{1B}[2J", "🗺️", "#2", "9Lives"])
    func badPluginNames(name: String) throws {
        let encoded = try JSON.string(name).serialized()
        let report = Self.report(#"{"name": \#(encoded)}"#, plugin: name)
        #expect(report.errors.contains { $0.code == .invalidName && $0.key == "name" })
    }

    @Test("a name repeated in one list is a warning that names both places")
    func duplicates() throws {
        let report = Self.report(#"{"name": "Maps", "receive": {"commands": ["maps.a", "maps.b", "maps.a"]}}"#)
        let warning = try #require(report.warnings.first { $0.code == .duplicateEntry })
        #expect(warning.key == "receive.commands[2]")
        #expect(warning.message.contains("already listed at receive.commands[0]"))
        #expect(report.isValid)
    }

    @Test("an empty requests list (the design note's template) is a warning; a non-empty one an error")
    func requests() throws {
        let empty = Self.report(#"{"name": "Maps", "send": {"requests": []}}"#)
        #expect(empty.isValid)
        #expect(empty.warnings.map(\.code) == [.discardedKey])
        let full = Self.report(#"{"name": "Maps", "send": {"requests": ["maps.x"]}}"#)
        #expect(full.errors.map(\.code) == [.unknownKey])
        // The hub starts with the template too.
        let hub = Hub()
        try hub.register(named: "Maps", policy: .text(#"{"name": "Maps", "send": {"requests": []}}"#, file: "M.json")) {
            sender in EchoPlugin(policy: Policy(name: "Maps"), sender: sender)
        }
        #expect(try hub.start().warnings.map(\.code) == [.discardedKey])
    }

    @Test("schema problems carry the line and column of their key")
    func positions() throws {
        let text = """
            {
              "name": "Maps",
              "send": {
                "comands": [],
                "queries": ["maps.ok", 7]
              }
            }
            """
        let report = Self.report(text)
        let unknown = try #require(report.errors.first { $0.key == "send.comands" })
        #expect(unknown.line == 4 && unknown.column == 5)
        let wrong = try #require(report.errors.first { $0.key == "send.queries[1]" })
        #expect(wrong.line == 5 && wrong.column == 28)
        #expect(unknown.description.hasPrefix("Maps.json:4:5: error:"))
    }

    @Test("many findings of one kind are summarised after the documented count")
    func summarised() throws {
        let names = (0..<500).map { "\"bad name \($0)\"" }.joined(separator: ",")
        let report = Self.report(#"{"name": "Maps", "send": {"commands": [\#(names)]}}"#)
        let invalid = report.problems.filter { $0.code == .invalidName }
        #expect(invalid.count == PolicyReport.maximumProblemsPerKind)
        let summary = try #require(report.problems.first { $0.code == .moreProblems })
        #expect(summary.message.hasPrefix("and 480 more invalidName problems"))
        #expect(report.text().split(separator: "\n").count < 30)
    }

    @Test("text output escapes every control, format and bidi scalar: one problem, one line")
    func escapedText() throws {
        let report = Self.report(#"{"name": "Ma ps\n\u001b[2J", "send": {"sen\u0000d\n\u001b[31m": []}}"#)
        let text = report.text()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains(#"sen\u{0}d\u{A}\u{1B}[31m"#))
        // One line per problem, then the skipped-checks note and the summary.
        #expect(report.skippedGraphChecks)
        #expect(text.split(separator: "\n").count == report.problems.count + 2)
        let bidi = Self.report("{\"name\": \"Maps\", \"x\u{202E}y\": 1}").text()
        #expect(bidi.contains(#"x\u{202E}y"#) && !bidi.contains("\u{202E}"))
    }

    @Test("validation accepts every shipped-style name and the names the verticals use")
    func goodNames() {
        for name in ["maps.nearby", "records.v2/entry", "info:updates", "a", "Z_9-x.y"] {
            #expect(Message.nameProblem(name) == nil, "\(name)")
        }
        for name in ["Maps", "ClinicalRecords", "Clinical-Records", "Shell", "A.B"] {
            #expect(Policy.pluginNameProblem(name) == nil, "\(name)")
        }
    }
}
