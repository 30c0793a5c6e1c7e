import DependencyRules
import Foundation
import ScriptSupport
import Testing

@Suite("Interface purity rules (prepared symbol graphs)")
struct InterfacePurityRulesTests {
    /// The symbol graphs this toolchain's compiler emitted for the `Interface` fixture
    /// (`-emit-symbol-graph -symbol-graph-minimum-access-level internal`), with the file
    /// URIs rewritten to `/fixture/Interface`.
    private let graphs: [SymbolGraph]
    private let root = URL(fileURLWithPath: "/fixture/Interface")

    init() throws {
        graphs = try SymbolGraph.load(
            module: "VerticalInterfaces", from: Fixture.root.appendingPathComponent("SymbolGraphs"))
    }

    private func findings(_ configuration: RulesConfiguration = RulesConfiguration()) -> [Finding] {
        InterfacePurityRules(configuration: configuration)
            .findings(in: graphs, packageRoot: root, configurationPath: "rules.json").sorted()
    }

    @Test("reads the main graph and the graph of extensions to Swift's types")
    func loadsBothFiles() {
        #expect(graphs.count == 2)
        #expect(graphs.allSatisfy { $0.module.name == "VerticalInterfaces" })
    }

    @Test("catches each kind of impure declaration at its name")
    func everyKind() {
        let found = findings()
        #expect(found.allSatisfy { $0.rule == .interface && $0.path == "VerticalInterfaces/Interfaces.swift" })
        let summary = found.map { finding in
            "\(finding.line):\(finding.column) "
                + String(finding.message.prefix { $0 != ";" }.dropFirst("VerticalInterfaces declares ".count))
        }
        #expect(
            summary == [
                "9:17 a default implementation 'Greeter.greet()' of protocol requirement 'Greeter.greet()'",
                "10:16 'Greeter.shout', added by a protocol extension",
                "13:20 a class 'Registry'",
                "17:14 an actor 'Counter'",
                "21:13 a global function 'makeToken()'",
                "27:17 a method 'Configuration.doubled()' in the body of 'Configuration'",
                "32:17 a method 'Configuration.reset()' added in an extension",
                "34:24 a method 'Configuration.standard()' added in an extension",
                "43:17 'String.interfaceHelper()', added by an extension to a type of module Swift",
                "46:15 a global function 'hiddenHelper()'",
                "51:12 a subscript 'Page.subscript(_:)' in the body of 'Page'",
                "52:24 an operator 'Page.==(_:_:)' in the body of 'Page'",
                "53:17 a method 'Page.hash(into:)' in the body of 'Page'",
            ])
    }

    @Test("accepts DTO members: stored and computed properties, inits, requirements, synthesized conformances")
    func dtoMembersPass() {
        let flagged = Set(findings().map(\.message))
        for allowed in [
            "Configuration.init()", "Configuration.isDefault", "Configuration.init(from:)", "Mode.isFast",
            "Mode.hash(into:)", "Page.items", "Page.init(items:)", "Greeter.name", "!=",
        ] {
            #expect(!flagged.contains { $0.contains("'\(allowed)") })
        }
    }

    @Test("honours an allow-list entry with a reason and reports one without")
    func allowList() {
        let found = findings(
            RulesConfiguration(interfaceAllowList: [
                .init(symbol: "Greeter.greet()", reason: "A trivial alias default."),
                .init(symbol: "Registry", reason: "  "),
            ]))
        #expect(!found.contains { $0.message.contains("'Greeter.greet()'") })
        #expect(
            found.contains { $0.rule == .configuration && $0.path == "rules.json" && $0.message.contains("Registry") })
        #expect(found.contains { $0.rule == .interface && $0.message.contains("a class 'Registry'") })
    }

    @Test("a hand-written conformance witness passes only when allow-listed, and the reason is kept")
    func allowListedWitness() {
        let reason = "Compares the items only, as the synthesized one would."
        let rules = InterfacePurityRules(
            configuration: RulesConfiguration(interfaceAllowList: [.init(symbol: "Page.==(_:_:)", reason: reason)]))
        let outcome = rules.check(graphs, packageRoot: root, configurationPath: "rules.json")
        #expect(!outcome.findings.contains { $0.message.contains("'Page.==(_:_:)'") })
        #expect(outcome.findings.contains { $0.message.contains("'Page.hash(into:)'") })
        #expect(
            outcome.allowed == [
                AllowedUse(
                    symbol: "Page.==(_:_:)", reason: reason, path: "VerticalInterfaces/Interfaces.swift", line: 52,
                    column: 24)
            ])
    }

    @Test("reports a missing symbol graph as an error that says what to do")
    func missingGraph() {
        #expect(throws: CheckError.self) {
            try SymbolGraph.load(module: "Nothing", from: Fixture.root.appendingPathComponent("SymbolGraphs"))
        }
    }

    @Test("with a team's layers, the advice names the team's shared targets, not this package's Prelude")
    func adviceInTheTeamsWords() {
        let ours = findings()
        #expect(ours.allSatisfy { $0.message.contains("(move it into a vertical or Prelude, or allow-list") })
        var configuration = RulesConfiguration(layers: Layers(verticals: LayerPattern(names: ["*Feature"])))
        configuration.interfacesTarget = "VerticalInterfaces"
        let theirs = findings(configuration)
        #expect(theirs.count == ours.count)
        #expect(theirs.allSatisfy { $0.message.contains("(move it into a vertical or a shared target, or allow-list") })
        #expect(!theirs.contains { $0.message.contains("Prelude") })
    }
}
