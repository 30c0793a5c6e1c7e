import Foundation
import Scaffolding
import ScriptSupport
import Testing

@Suite("the templates: the layout of the other verticals, documented, en and de, default deny")
struct TemplateTests {
    static let options = [(false, false), (true, false), (false, true), (true, true)]

    private func files(_ name: String = "Pharmacy", command: Bool, database: Bool) throws -> [String: String] {
        let template = VerticalTemplate(try VerticalName(name), withCommand: command, withDatabase: database)
        return Dictionary(uniqueKeysWithValues: template.files.map { ($0.path, $0.contents) })
    }

    @Test("the folders of a vertical: World, Entry, Plugin, Service, Worker, ViewModel, Views, Resources, the catalog")
    func layout() throws {
        let paths = Set(try files(command: false, database: false).keys)
        for folder in ["World", "Entry", "Plugin", "Service", "Worker", "ViewModel", "Views", "Resources/Policy"] {
            #expect(paths.contains { $0.hasPrefix("Verticals/Pharmacy/\(folder)/") }, "\(folder)")
        }
        #expect(paths.contains("Verticals/Pharmacy/World/World+Pharmacy.swift"))
        #expect(paths.contains("Verticals/Pharmacy/Service/InMemoryPharmacyService.swift"))
        #expect(paths.contains("Verticals/Pharmacy/Service/LivePharmacyService.swift"))
        #expect(paths.contains("Verticals/Pharmacy/Resources/Localization/de.json"))
        #expect(paths.contains("Verticals/Pharmacy/Pharmacy.docc/Pharmacy.md"))
        #expect(paths.contains("Tests/PharmacyTests/ExampleQueryTests.swift"))
        #expect(
            try files(command: true, database: true).keys.contains("Verticals/Pharmacy/Worker/PharmacyRefresher.swift"))
    }

    @Test("every public declaration has a /// comment", arguments: options)
    func documented(command: Bool, database: Bool) throws {
        for (path, text) in try files(command: command, database: database) where path.hasSuffix(".swift") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for (number, line) in lines.enumerated() where line.hasPrefix("public ") && !line.hasPrefix("public import")
            {
                var above = number - 1
                while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
                #expect(above >= 0 && lines[above].hasPrefix("///"), "\(path):\(number + 1): \(line)")
            }
        }
    }

    @Test("the policy receives exactly the vertical's messages and sends nothing (default deny)", arguments: options)
    func policy(command: Bool, database: Bool) throws {
        let text = try #require(
            try files(command: command, database: database)["Verticals/Pharmacy/Resources/Policy/Pharmacy.json"])
        let policy = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(policy["name"] as? String == "Pharmacy")
        let send = policy["send"] as? [String: [String]]
        #expect(send?.values.allSatisfy(\.isEmpty) == true)
        let receive = policy["receive"] as? [String: [String]]
        #expect(receive?["queries"] == ["pharmacy.example"])
        #expect(receive?["viewQueries"] == ["pharmacy.view"])
        #expect(receive?["commands"] == (command ? ["pharmacy.refresh"] : []))
        #expect((policy["publish"] as? [String: [String]])?["events"] == (command ? ["pharmacy.outcomes"] : []))
    }

    @Test("the contracts name exactly the messages the policy receives or publishes, with examples", arguments: options)
    func contracts(command: Bool, database: Bool) throws {
        let files = try files(command: command, database: database)
        let text = try #require(files["Verticals/Pharmacy/Resources/Contracts/Pharmacy.json"])
        let contracts = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let named = contracts.map { "\($0["kind"] as? String ?? "") \($0["message"] as? String ?? "")" }
        let expected =
            ["query pharmacy.example", "viewQuery pharmacy.view"]
            + (command ? ["command pharmacy.refresh", "event pharmacy.outcomes"] : [])
        #expect(named == expected)
        for contract in contracts {
            #expect((contract["summary"] as? String)?.hasSuffix(".") == true)
            #expect((contract["payloadSchema"] as? [String: Any])?["$schema"] != nil)
            #expect((contract["examples"] as? [Any])?.isEmpty == false)
            #expect((contract["answerSchema"] == nil) == (contract["kind"] as? String == "viewQuery"))
        }
        // The contract test proves the examples and the payloads a schema accepts near them; what a
        // schema refuses, the hub refuses before the plugin sees it.
        #expect(files["Tests/PharmacyTests/ContractTests.swift"]?.contains("acceptedVariants(of:") == true)
        #expect(files["Tests/PharmacyTests/ContractTests.swift"]?.contains("counterexamples(near:") == false)
    }

    @Test("English and German have the same keys, every key the Swift code reads", arguments: options)
    func strings(command: Bool, database: Bool) throws {
        let files = try files(command: command, database: database)
        func keys(_ locale: String) throws -> Set<String> {
            let text = try #require(files["Verticals/Pharmacy/Resources/Localization/\(locale).json"])
            return Set(try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]).keys)
        }
        let english = try keys("en")
        #expect(english == (try keys("de")))
        let code = files.filter { $0.key.hasPrefix("Verticals/") && $0.key.hasSuffix(".swift") }.values.joined()
        for key in ["pharmacy.title", "pharmacy.count"] + (command ? ["pharmacy.refresh"] : []) {
            #expect(english.contains(key) && code.contains("\"\(key)\""), "\(key)")
        }
    }

    @Test("no template placeholder is left, and only --with-database files import GRDB", arguments: options)
    func substituted(command: Bool, database: Bool) throws {
        for (path, text) in try files("URLTools", command: command, database: database) {
            #expect(!text.contains("\\#("), "\(path)")
            #expect(!text.contains("Pharmacy"), "\(path)")
            #expect(text.contains("import GRDB") == (path.contains("/Persistence/")), "\(path)")
        }
    }

    @Test(
        "what the tool writes (templates through swift-format) passes swift format lint --strict, for a short and a long name",
        arguments: ["Lab", "PrescriptionsAndRepeatDispensing"])
    func formatted(name: String) throws {
        let configuration = Sandbox.packageRoot.appendingPathComponent(".swift-format").path
        let files = try files(name, command: true, database: true).filter { $0.key.hasSuffix(".swift") }
        let formatted = try SwiftFormatter(configuration: configuration).format(files)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffolding-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, text) in formatted.values.enumerated() {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(index).swift"))
        }
        let lint = try CommandRunner.run(
            ["swift", "format", "lint", "--strict", "--configuration", configuration, "--recursive", folder.path])
        #expect(lint.status == 0, "\(lint.errorOutput)")
    }
}
