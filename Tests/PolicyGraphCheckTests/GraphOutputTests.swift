import Foundation
import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// What the tool writes for a valid graph: every plugin with the fingerprints of the very
/// bytes of its files, and a hub given those files trusts it.
@Suite("PolicyGraphCheck: the graph written for a valid set")
struct GraphOutputTests {
    /// Why a plugin the test never expects to be made was made.
    struct NotMade: Error {}

    private func writtenGraph(_ folder: PolicyFolder, arguments: [String]) throws -> ValidatedGraph {
        let run = try GraphTool.run(arguments)
        #expect(run.status == 0, "\(run.printed)")
        #expect(run.errorOutput.isEmpty, "\(run.printed)")
        #expect(run.output.isEmpty, "\(run.printed)")
        return try ValidatedGraph(json: JSON(parsing: Data(contentsOf: URL(fileURLWithPath: folder.output))))
    }

    @Test("each plugin's fingerprints are those of its files; paths are from --root")
    func fingerprints() throws {
        let folder = try ShopGraph().written()
        let graph = try writtenGraph(folder, arguments: folder.arguments)
        #expect(graph.format == ValidatedGraph.currentFormat)
        #expect(graph.report.problems.isEmpty)
        #expect(graph.report.plugins == ["Sender", "Shop"])
        #expect(
            graph.plugins == [
                ValidatedGraph.Plugin(
                    name: "Sender", policyFile: ShopGraph.senderPolicy,
                    policyFingerprint: ValidatedGraph.fingerprint(try folder.bytes(ShopGraph.senderPolicy))),
                ValidatedGraph.Plugin(
                    name: "Shop", policyFile: ShopGraph.shopPolicy,
                    policyFingerprint: ValidatedGraph.fingerprint(try folder.bytes(ShopGraph.shopPolicy)),
                    contractsFile: ShopGraph.shopContracts,
                    contractsFingerprint: ValidatedGraph.fingerprint(try folder.bytes(ShopGraph.shopContracts))),
            ])
        // The fingerprint tells files apart: each differs from the others'.
        #expect(Set(graph.plugins.map(\.policyFingerprint)).count == 2)
        #expect(graph.plugins[1].contractsFingerprint != graph.plugins[1].policyFingerprint)
    }

    @Test("without --root the graph names the files by the paths given")
    func withoutRoot() throws {
        let folder = try ShopGraph().written()
        let graph = try writtenGraph(folder, arguments: folder.arguments.dropLast(2))
        #expect(
            graph.plugins.map(\.policyFile) == [
                folder.absolute(ShopGraph.senderPolicy), folder.absolute(ShopGraph.shopPolicy),
            ])
        #expect(graph.plugins.map(\.contractsFile) == [nil, folder.absolute(ShopGraph.shopContracts)])
    }

    @Test("a set with warnings only writes its graph with the warnings in its report")
    func warningsKept() throws {
        var set = ShopGraph()
        try set.replace(#"["shop.buy"]"#, with: #"["shop.buy", "shop.buy"]"#, in: ShopGraph.senderPolicy)
        let folder = try set.written()
        let run = try GraphTool.run(folder.arguments)
        #expect(run.status == 0, "\(run.printed)")
        let graph = try ValidatedGraph(json: JSON(parsing: Data(contentsOf: URL(fileURLWithPath: folder.output))))
        #expect(graph.report.errors.isEmpty)
        #expect(graph.report.problems.map(\.code) == [.duplicateEntry])
        #expect(graph.plugins.map(\.name) == ["Sender", "Shop"])
    }

    @Test("a hub given the files the graph was made from trusts it, in any order of registration")
    func trustedByTheHub() throws {
        let folder = try ShopGraph().written()
        let graph = try writtenGraph(folder, arguments: folder.arguments)
        for plugins in [folder.plugins, folder.plugins.reversed()] {
            let hub = Hub()
            for plugin in plugins {
                let policy = URL(fileURLWithPath: folder.absolute(plugin.policy))
                try hub.register(
                    named: policy.deletingPathExtension().lastPathComponent, policy: .file(policy),
                    contracts: plugin.contracts.map { .file(URL(fileURLWithPath: folder.absolute($0))) },
                    activation: .onFirstUse
                ) { _ in throw NotMade() }
            }
            try hub.start(validatedGraph: graph)
            #expect(hub.graphValidation == .whenBuilt)
        }
    }
}
