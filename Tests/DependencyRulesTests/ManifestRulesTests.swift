import DependencyRules
import Foundation
import Testing

@Suite("Manifest rules")
struct ManifestRulesTests {
    /// Reads a fixture's manifest the way the tool does, with SwiftPM's own JSON.
    private func findings(
        fixture: String, configuration: RulesConfiguration = RulesConfiguration()
    ) throws -> [Finding] {
        let package = try Fixture.materialize(fixture)
        defer { Fixture.remove(package) }
        let commands = SwiftPackageCommands(
            packageRoot: package, scratchPath: package.appendingPathComponent(".scratch"))
        let manifest = try commands.dumpPackage()
        let source = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        return ManifestRules(configuration: configuration)
            .findings(in: manifest, locator: ManifestLocator(manifestSource: source)).sorted()
    }

    @Test("catches each forbidden edge at the dependency's name in Package.swift")
    func everyEdge() throws {
        let found = try findings(fixture: "Manifest")
        #expect(found.allSatisfy { $0.rule == .manifest && $0.path == "Package.swift" })
        #expect(
            found.map { "\($0.line):\($0.column)" } == [
                "10:49",  // Prelude -> VerticalInterfaces
                "11:71",  // VerticalInterfaces -> Alpha
                "12:80",  // vertical Alpha -> vertical Beta (by name)
                "13:71",  // vertical Beta -> Host (.target)
                "18:32",  // vertical Gamma -> external product
                "23:76",  // AlphaTests -> sibling Beta
            ])
        #expect(found[0].message.hasPrefix("Prelude target 'Prelude' depends on 'VerticalInterfaces'"))
        #expect(found[1].message.hasPrefix("interface target 'VerticalInterfaces' depends on 'Alpha'"))
        #expect(found[2].message.hasPrefix("vertical 'Alpha' depends on 'Beta'"))
        #expect(found[3].message.hasPrefix("vertical 'Beta' depends on 'Host'"))
        #expect(found[4].message.hasPrefix("vertical 'Gamma' depends on external product 'ArgumentParser'"))
        #expect(found[5].message.hasPrefix("test target 'AlphaTests' of vertical 'Alpha' depends on 'Beta'"))
    }

    @Test("accepts an external product on the allow-list")
    func allowList() throws {
        let found = try findings(
            fixture: "Manifest", configuration: RulesConfiguration(allowedExternalProducts: ["ArgumentParser"]))
        #expect(found.count == 5)
        #expect(!found.contains { $0.message.contains("ArgumentParser") })
    }

    @Test("allows a product to the one vertical the rules name, not to its siblings")
    func verticalProducts() throws {
        let gammaOnly = RulesConfiguration(
            verticalProducts: [.init(vertical: "Gamma", product: "ArgumentParser", reason: "Gamma parses arguments.")])
        #expect(
            !(try findings(fixture: "Manifest", configuration: gammaOnly)).contains {
                $0.message.contains("ArgumentParser")
            })
        let alphaOnly = RulesConfiguration(
            verticalProducts: [.init(vertical: "Alpha", product: "ArgumentParser", reason: "Alpha parses arguments.")])
        #expect(
            (try findings(fixture: "Manifest", configuration: alphaOnly)).contains {
                $0.message.hasPrefix("vertical 'Gamma' depends on external product 'ArgumentParser'")
            })
    }

    @Test("refuses a vertical product without a reason")
    func verticalProductNeedsReason() throws {
        let text = #"{"verticalProducts": [{"vertical": "Gamma", "product": "GRDB", "reason": " "}]}"#
        #expect(throws: (any Error).self) {
            _ = try JSONDecoder().decode(RulesConfiguration.self, from: Data(text.utf8))
        }
    }

    @Test("finds nothing in a package that keeps the rule")
    func clean() throws {
        #expect(try findings(fixture: "Clean").isEmpty)
    }

    @Test("reads the verticals from the manifest, by folder")
    func verticalsFromManifest() throws {
        let package = try Fixture.materialize("Clean")
        defer { Fixture.remove(package) }
        let manifest = try SwiftPackageCommands(
            packageRoot: package, scratchPath: package.appendingPathComponent(".scratch")
        ).dumpPackage()
        let configuration = RulesConfiguration()
        #expect(manifest.verticalNames(configuration: configuration) == ["Alpha", "Beta"])
        let roles = Dictionary(
            manifest.roles(configuration: configuration).map { ($0.target.name, $0.role) },
            uniquingKeysWith: { a, _ in a })
        #expect(roles["AlphaTests"] == .verticalTests(of: "Alpha"))
        #expect(roles["Host"] == .unruled)
        #expect(manifest.target(named: "AlphaTests")?.path == "Tests/AlphaTests")
    }
}
