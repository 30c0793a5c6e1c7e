import Foundation
import PlatformHub
import Prelude
import Testing

/// Every kind of mistake the hub's validator finds in files, made once in an otherwise valid
/// graph and given to the built tool as the host's build gives it: exactly one diagnostic in
/// the compiler's form, at the absolute path of the file to edit and at the line and column of
/// the key or of the list's element that names the message; an error fails the run and writes
/// no graph, a warning lets the graph be written.
///
/// `policyDiffers`, `pluginFailed` and `launchSubscriptionFailed` cannot occur when the host is
/// built: they come from making plugins (a plugin's `policy` property, its initialiser, its
/// contracts compiled when it is made, its launch subscriptions), and the tool makes none; it
/// reads files only.
@Suite("PolicyGraphCheck: each mistake, one diagnostic at its place")
struct DiagnosticTests {
    /// One mistake: how to make it, and the diagnostic it must give.
    struct Mistake: Sendable, CustomTestStringConvertible {
        /// What the mistake is, in words.
        let name: String
        /// The problem's code.
        let code: PolicyProblem.Code
        /// The plugin the diagnostic names.
        let plugin: String
        /// The key it names.
        let key: String
        /// The file it is in, from the graph's root.
        let file: String
        /// Where in that file.
        let place: Place
        /// The edit of the valid graph that makes the mistake.
        let edit: @Sendable (inout ShopGraph) throws -> Void

        var testDescription: String { "\(code): \(name)" }
    }

    static let sender = ShopGraph.senderPolicy
    static let shop = ShopGraph.shopPolicy
    static let contracts = ShopGraph.shopContracts

    static let errors: [Mistake] = [
        Mistake(
            name: "a policy that is not UTF-8", code: .unreadableFile, plugin: "Shop", key: "<root>", file: shop,
            place: .file
        ) { graph in graph.files[shop] = [0x7B, 0xFF, 0xFE, 0x7D] },
        Mistake(
            name: "a missing comma", code: .malformedJSON, plugin: "Shop", key: "<root>", file: shop,
            place: .text(#""publish""#)
        ) { graph in
            try graph.replace(
                #""viewQueries": ["shop.view"]"# + "\n  },", with: #""viewQueries": ["shop.view"]"# + "\n  }", in: shop)
        },
        Mistake(
            name: "a misspelt key", code: .unknownKey, plugin: "Sender", key: "send.comands", file: sender,
            place: .text(#""comands""#)
        ) { graph in try graph.replace(#""commands""#, with: #""comands""#, in: sender) },
        Mistake(
            name: "a name where a list belongs", code: .wrongType, plugin: "Shop", key: "publish.events", file: shop,
            place: .text(#""events""#)
        ) { graph in try graph.replace(#"["shop.outcomes"]"#, with: #""shop.outcomes""#, in: shop) },
        Mistake(
            name: "no name", code: .missingKey, plugin: "Shop", key: "name", file: shop, place: .file
        ) { graph in try graph.replace(#""name": "Shop","#, with: "", in: shop) },
        Mistake(
            name: "view queries under both their names", code: .invalidPolicy, plugin: "Shop",
            key: "receive.viewControllerQueries", file: shop, place: .text(#""viewControllerQueries""#)
        ) { graph in
            try graph.replace(
                #""viewQueries": ["shop.view"]"#,
                with: #""viewQueries": ["shop.view"], "viewControllerQueries": ["shop.view"]"#, in: shop)
        },
        Mistake(
            name: "a policy named otherwise than its file", code: .nameMismatch, plugin: "Shop", key: "name",
            file: shop, place: .text(#""name""#)
        ) { graph in try graph.replace(#""Shop""#, with: #""Store""#, in: shop) },
        Mistake(
            name: "two files of one name in different folders", code: .duplicatePluginName, plugin: "Shop",
            key: "name", file: "Elsewhere/Resources/Policy/Shop.json", place: .text(#""name""#)
        ) { graph in graph.addPlugin("Elsewhere/Resources/Policy/Shop.json", "{\n  \"name\": \"Shop\"\n}\n") },
        Mistake(
            name: "a query two plugins receive", code: .duplicateReceiver, plugin: "Rival", key: "receive.queries",
            file: "Rival/Resources/Policy/Rival.json", place: .text(#""shop.price""#)
        ) { graph in
            graph.addPlugin(
                "Rival/Resources/Policy/Rival.json",
                "{\n  \"name\": \"Rival\",\n  \"receive\": { \"queries\": [\"shop.price\"] }\n}\n")
        },
        Mistake(
            name: "an event two plugins publish", code: .duplicatePublisher, plugin: "Rival", key: "publish.events",
            file: "Rival/Resources/Policy/Rival.json", place: .text(#""shop.outcomes""#)
        ) { graph in
            graph.addPlugin(
                "Rival/Resources/Policy/Rival.json",
                "{\n  \"name\": \"Rival\",\n  \"publish\": { \"events\": [\"shop.outcomes\"] }\n}\n")
        },
        Mistake(
            name: "a query nobody receives", code: .sendWithoutReceiver, plugin: "Sender", key: "send.queries",
            file: sender, place: .text(#""shop.stock""#)
        ) { graph in try graph.replace(#"["shop.price"]"#, with: #"["shop.price", "shop.stock"]"#, in: sender) },
        Mistake(
            name: "an event nobody publishes", code: .subscribeWithoutPublisher, plugin: "Sender",
            key: "subscribe.events", file: sender, place: .text(#""shop.news""#)
        ) { graph in
            try graph.replace(#"["shop.outcomes"]"#, with: #"["shop.outcomes", "shop.news"]"#, in: sender)
        },
        Mistake(
            name: "a message name with a space", code: .invalidName, plugin: "Sender", key: "send.commands[1]",
            file: sender, place: .text(#""shop buy""#)
        ) { graph in try graph.replace(#"["shop.buy"]"#, with: #"["shop.buy", "shop buy"]"#, in: sender) },
        Mistake(
            name: "a plugin name that starts with a digit", code: .invalidName, plugin: "9Lives", key: "name",
            file: "Lives/Resources/Policy/9Lives.json", place: .text(#""name""#)
        ) { graph in graph.addPlugin("Lives/Resources/Policy/9Lives.json", "{\n  \"name\": \"9Lives\"\n}\n") },
        Mistake(
            name: "a view query without a contract", code: .missingContract, plugin: "Shop",
            key: "receive.viewQueries[0]", file: shop, place: .text(#""shop.view""#)
        ) { graph in
            try graph.replace(
                ShopGraph.contract("shop.view", "viewQuery", answer: nil) + ",\n", with: "", in: contracts)
        },
        Mistake(
            name: "a contract for a command the policy lacks", code: .contractWithoutMessage, plugin: "Shop",
            key: "[4]", file: contracts, place: .text(#"{"message": "shop.refund""#)
        ) { graph in try graph.addContract("shop.refund", "command") },
        Mistake(
            name: "a contract without an example", code: .invalidContract, plugin: "Shop", key: "[1].examples",
            file: contracts, place: .text(#""examples": []"#)
        ) { graph in
            try graph.replace(
                #"{"type": "number"}, "examples": [null]"#, with: #"{"type": "number"}, "examples": []"#, in: contracts)
        },
    ]

    static let warnings: [Mistake] = [
        Mistake(
            name: "a command nobody sends", code: .unusedReceive, plugin: "Shop", key: "receive.commands", file: shop,
            place: .text(#""shop.refund""#)
        ) { graph in
            try graph.replace(#"["shop.buy"]"#, with: #"["shop.buy", "shop.refund"]"#, in: shop)
            try graph.addContract("shop.refund", "command")
        },
        Mistake(
            name: "an event nobody subscribes to", code: .unusedPublish, plugin: "Shop", key: "publish.events",
            file: shop, place: .text(#""shop.news""#)
        ) { graph in
            try graph.replace(#"["shop.outcomes"]"#, with: #"["shop.outcomes", "shop.news"]"#, in: shop)
            try graph.addContract("shop.news", "event")
        },
        Mistake(
            name: "a command listed twice", code: .duplicateEntry, plugin: "Sender", key: "send.commands[1]",
            file: sender, place: .text(#""shop.buy""#, occurrence: 2)
        ) { graph in try graph.replace(#"["shop.buy"]"#, with: #"["shop.buy", "shop.buy"]"#, in: sender) },
        Mistake(
            name: "an empty list of requests", code: .discardedKey, plugin: "Sender", key: "send.requests",
            file: sender, place: .text(#""requests""#)
        ) { graph in
            try graph.replace(
                #""commands": ["shop.buy"],"#, with: #""commands": ["shop.buy"], "requests": [],"#, in: sender)
        },
        Mistake(
            name: "a query its own receiver sends", code: .selfSend, plugin: "Shop", key: "send.queries", file: shop,
            place: .text(#""shop.price""#)
        ) { graph in
            try graph.replace(
                #""receive": {"#, with: #""send": { "queries": ["shop.price"] },"# + "\n  \"receive\": {", in: shop)
        },
    ]

    @Test("the valid graph gives no diagnostic")
    func validGivesNothing() throws {
        let folder = try ShopGraph().written()
        let run = try GraphTool.run(folder.arguments)
        #expect(run.status == 0, "\(run.printed)")
        #expect(run.errorOutput.isEmpty, "\(run.printed)")
    }

    @Test("every kind of mistake the validator knows is one of these cases, or cannot occur at build time")
    func everyKindIsCovered() {
        let covered = Set((Self.errors + Self.warnings).map(\.code))
        // Made when plugins are made, at start, never from files alone; `moreProblems` has its own test.
        let notFromFiles: Set<PolicyProblem.Code> = [.policyDiffers, .pluginFailed, .launchSubscriptionFailed]
        #expect(covered.union(notFromFiles).union([.moreProblems]) == Set(PolicyProblem.Code.allCases))
        #expect(Self.errors.allSatisfy { $0.code != .moreProblems })
    }

    @Test("an error: exactly one diagnostic at its place, exit 1, no graph written", arguments: errors)
    func error(_ mistake: Mistake) throws {
        let run = try expectOneDiagnostic(mistake, severity: .error)
        #expect(run.status == 1, "\(run.printed)")
        #expect(
            run.errorOutput.hasSuffix(
                "error: the policy graph has 1 error(s); the app cannot start with it, "
                    + "so fix each problem above in its file\n"), "\(run.printed)")
    }

    @Test("a warning: exactly one diagnostic at its place, exit 0, the graph written", arguments: warnings)
    func warning(_ mistake: Mistake) throws {
        let run = try expectOneDiagnostic(mistake, severity: .warning)
        #expect(run.status == 0, "\(run.printed)")
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.printed)")
    }

    /// Makes `mistake` in a fresh copy of the valid graph, runs the tool on it and expects
    /// exactly one diagnostic, the one `mistake` describes; the graph is written only for a warning.
    private func expectOneDiagnostic(
        _ mistake: Mistake, severity: PolicyProblem.Severity
    ) throws -> ProcessRun.Result {
        var graph = ShopGraph()
        try mistake.edit(&graph)
        let folder = try graph.written()
        let run = try GraphTool.run(folder.arguments)
        let diagnostics = run.diagnostics
        #expect(diagnostics.count == 1, "\(run.printed)")
        let diagnostic = try #require(diagnostics.first, "\(run.printed)")
        let position = try #require(
            mistake.place.position(in: try folder.bytes(mistake.file)), "\(mistake.place) is not in \(mistake.file)")
        #expect(diagnostic.file == folder.absolute(mistake.file), "\(diagnostic)")
        #expect(diagnostic.file.hasPrefix("/"), "\(diagnostic)")
        #expect(diagnostic.line == position.line && diagnostic.column == position.column, "\(diagnostic)")
        #expect(diagnostic.severity == severity.rawValue, "\(diagnostic)")
        #expect(diagnostic.code == mistake.code.rawValue, "\(diagnostic)")
        #expect(diagnostic.plugin == mistake.plugin, "\(diagnostic)")
        #expect(diagnostic.key == mistake.key, "\(diagnostic)")
        let written = FileManager.default.fileExists(atPath: folder.output)
        #expect(written == (severity == .warning), "\(run.printed)")
        if written {
            let graph = try ValidatedGraph(json: JSON(parsing: Data(contentsOf: URL(fileURLWithPath: folder.output))))
            #expect(graph.report.problems.map(\.code) == [mistake.code])
        }
        return run
    }

    @Test("files given by relative paths are still named by their absolute paths")
    func relativePaths() throws {
        var graph = ShopGraph()
        try graph.replace(#"["shop.price"]"#, with: #"["shop.price", "shop.stock"]"#, in: ShopGraph.senderPolicy)
        let folder = try graph.written()
        let arguments = folder.plugins.flatMap { plugin in
            ["--policy", plugin.policy] + (plugin.contracts.map { ["--contracts", $0] } ?? [])
        }
        let run = try ProcessRun.run(
            executable: try GraphTool.location(), arguments + ["--output", "ValidatedGraph.json"], in: folder.root)
        #expect(run.status == 1, "\(run.printed)")
        #expect(run.diagnostics.map(\.file) == [folder.absolute(ShopGraph.senderPolicy)], "\(run.printed)")
    }

    @Test("problems of one kind beyond the limit in one file end with one summary at the file")
    func moreProblems() throws {
        let limit = PolicyReport.maximumProblemsPerKind
        let unreceived = (1...limit + 3).map { "\"shop.stock\($0)\"" }.joined(separator: ", ")
        var graph = ShopGraph()
        try graph.replace(#"["shop.price"]"#, with: #"["shop.price", "# + unreceived + "]", in: ShopGraph.senderPolicy)
        let folder = try graph.written()
        let run = try GraphTool.run(folder.arguments)
        #expect(run.status == 1, "\(run.printed)")
        let diagnostics = run.diagnostics
        #expect(diagnostics.count == limit + 1, "\(run.printed)")
        #expect(diagnostics.dropLast().allSatisfy { $0.code == "sendWithoutReceiver" }, "\(run.printed)")
        // Each listed one at the name it is about.
        let bytes = try folder.bytes(ShopGraph.senderPolicy)
        for diagnostic in diagnostics.dropLast() {
            let name = try #require(diagnostic.message.firstMatch(of: /"(shop\.stock\d+)"/)?.1, "\(diagnostic)")
            let position = Place.text("\"\(name)\"").position(in: bytes)
            #expect(position.map { [$0.line, $0.column] } == [diagnostic.line, diagnostic.column], "\(diagnostic)")
        }
        let summary = try #require(diagnostics.last)
        #expect(summary.code == "moreProblems")
        #expect(summary.file == folder.absolute(ShopGraph.senderPolicy))
        #expect(summary.line == 1 && summary.column == 1)
        #expect(summary.severity == "error")
        #expect(summary.message.contains("and 3 more sendWithoutReceiver problems"), "\(summary)")
        #expect(!FileManager.default.fileExists(atPath: folder.output))
    }
}
