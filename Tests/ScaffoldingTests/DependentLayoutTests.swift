import Foundation
import Scaffolding
import Testing

/// A package that depends on this one, laid out as README's "Depend on it" shows, written to a
/// temporary folder: `let verticals: [String] = []` in its manifest, its host in `Sources/App`
/// with its list of entry points and its own plugin's policy, a rules file at its root. Each
/// test removes it with ``remove()``.
struct DependentPackage {
    /// The package's root.
    let root: URL

    /// The host list the README's layout has.
    static let hostList = """
        import HubInterfaces

        /// Every vertical of the app.
        let verticals: [any VerticalEntryPoint] = []

        """

    /// The host's own plugin's policy.
    static let shellPolicy = """
        {
          "name": "Shell",
          "send": { "commands": [], "queries": [], "viewQueries": [] },
          "subscribe": { "events": [] }
        }

        """

    /// Writes the package: `files` (path to text) over the README's layout, where a `nil` text
    /// leaves that file out.
    init(_ files: [String: String?] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dependent-\(UUID().uuidString)")
        let layout: [String: String?] = [
            "Package.swift": """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(name: "MyApp", targets: [])
            let verticals: [String] = []

            """,
            "dependency-rules.json": #"{ "interfacesTarget": "AppInterfaces" }"# + "\n",
            "Sources/App/main.swift": "print(verticals.count)\n",
            "Sources/App/Verticals.swift": Self.hostList,
            "Sources/App/Resources/Policy/Shell.json": Self.shellPolicy,
            "Sources/AppInterfaces/Reference.swift": "public struct Reference: Sendable {}\n",
        ]
        for (path, text) in layout.merging(files, uniquingKeysWith: { _, new in new }) {
            guard let text else { continue }
            try write(text, to: path)
        }
    }

    /// Removes the package.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The text of `path`.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Writes `text` to `path`, making its folders.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A plan for `name` in this package, called `MyApp`.
    func newPlan(_ name: String, command: Bool = false, database: Bool = false) throws -> ScaffoldPlan {
        let template = VerticalTemplate(
            try VerticalName(name), withCommand: command, withDatabase: database, packageName: "MyApp")
        return try NewVerticalPlanner(root: root.path, takenNames: ["MyApp", "App", "AppInterfaces"]).plan(template)
    }

    /// Every file with its text.
    func snapshot() throws -> [String: String] {
        var result: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        for path in files {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                result[path] = try read(path)
            }
        }
        return result
    }
}

@Suite("new-vertical in a package that depends on this one: its manifest, its host's list and policy, its name")
struct DependentLayoutTests {
    @Test(
        "the host's list is found in the host's target, and the vertical is added to it and to the typed manifest list")
    func hostListFound() throws {
        let package = try DependentPackage()
        defer { package.remove() }
        let plan = try package.newPlan("Orders")
        let manifest = try #require(plan.edits.first { $0.path == "Package.swift" })
        #expect(manifest.new.contains(#"let verticals: [String] = ["Orders"]"#))
        let hostList = try #require(plan.edits.first { $0.path == "Sources/App/Verticals.swift" })
        #expect(hostList.new.contains("import HubInterfaces\nimport Orders\n"))
        #expect(hostList.new.contains("let verticals: [any VerticalEntryPoint] = [OrdersVertical()]"))
        #expect(plan.newFolders.map(\.path) == ["Verticals/Orders", "Tests/OrdersTests"])
    }

    @Test("the host's own policy is the one JSON file of the host target's Resources/Policy, and gains the messages")
    func shellPolicyEdited() throws {
        let package = try DependentPackage()
        defer { package.remove() }
        let plan = try package.newPlan("Billing", command: true)
        let edit = try #require(plan.edits.first { $0.path == "Sources/App/Resources/Policy/Shell.json" })
        let json = try JSONSerialization.jsonObject(with: Data(edit.new.utf8)) as? [String: Any]
        let send = json?["send"] as? [String: [String]]
        #expect(send?["queries"] == ["billing.example"])
        #expect(send?["viewQueries"] == ["billing.view"])
        #expect(send?["commands"] == ["billing.refresh"])
        #expect((json?["subscribe"] as? [String: [String]])?["events"] == ["billing.outcomes"])
        #expect(!plan.nextSteps.contains { $0.contains("grant") })
        #expect(!plan.nextSteps.contains { $0.contains("swift run host") }, "\(plan.nextSteps)")
    }

    @Test("a host list in a folder below the target's finds the policy in the nearest folder above that has one")
    func nestedHostList() throws {
        let package = try DependentPackage([
            "Sources/App/Verticals.swift": nil, "Sources/App/Wiring/AppVerticals.swift": DependentPackage.hostList,
        ])
        defer { package.remove() }
        let plan = try package.newPlan("Orders")
        #expect(
            plan.edits.map(\.path).sorted() == [
                "Package.swift", "Sources/App/Resources/Policy/Shell.json", "Sources/App/Wiring/AppVerticals.swift",
            ])
    }

    @Test("no host list: refused, saying what to add, and nothing is planned")
    func hostListMissing() throws {
        let package = try DependentPackage(["Sources/App/Verticals.swift": "let names: [String] = []\n"])
        defer { package.remove() }
        let before = try package.snapshot()
        let error = #expect(throws: ScaffoldError.self) { try package.newPlan("Orders") }
        let message = error?.message ?? ""
        #expect(message.contains("declares the host's list of verticals"), "\(message)")
        #expect(message.contains("let verticals: [any VerticalEntryPoint] = []"), "\(message)")
        #expect(message.contains("hub.register(_:settings:)"), "\(message)")
        #expect(try package.snapshot() == before)
    }

    @Test("two host lists: refused, naming both files")
    func twoHostLists() throws {
        let package = try DependentPackage(["Sources/Admin/Verticals.swift": DependentPackage.hostList])
        defer { package.remove() }
        let error = #expect(throws: ScaffoldError.self) { try package.newPlan("Orders") }
        let message = error?.message ?? ""
        #expect(message.contains("several Swift files declare a list of verticals"), "\(message)")
        #expect(message.contains("Sources/Admin/Verticals.swift, Sources/App/Verticals.swift"), "\(message)")
    }

    @Test(
        "declarations in comments, strings, DocC catalogs, tests, verticals, hidden folders and nested packages do not count"
    )
    func notHostLists() throws {
        let declaration = "let verticals: [any VerticalEntryPoint] = [OldVertical()]\n"
        let package = try DependentPackage([
            "Sources/App/Documented.swift": "/// " + declaration + "// " + declaration,
            "Sources/App/Help.swift": "let help = \"" + declaration.dropLast() + "\"\n    + \"" + declaration.dropLast()
                + "\"\n",
            "Sources/App/App.docc/Resources/step-01.swift": declaration,
            "Tests/AppTests/ListTests.swift": declaration,
            "Verticals/Old/Old.swift": declaration,
            ".build/checkouts/Other/Host/Verticals.swift": declaration,
            "Packages/Other/Package.swift": "// swift-tools-version: 6.2\n",
            "Packages/Other/Sources/Host/Verticals.swift": declaration,
        ])
        defer { package.remove() }
        let plan = try package.newPlan("Orders")
        #expect(plan.edits.contains { $0.path == "Sources/App/Verticals.swift" })
    }

    @Test("no policy in the host's target: no policy is edited, and the next steps name the grants")
    func noShellPolicy() throws {
        let package = try DependentPackage(["Sources/App/Resources/Policy/Shell.json": nil])
        defer { package.remove() }
        let plan = try package.newPlan("Orders", command: true)
        #expect(plan.edits.map(\.path).sorted() == ["Package.swift", "Sources/App/Verticals.swift"])
        let step = try #require(plan.nextSteps.first { $0.contains("grant") }, "\(plan.nextSteps)")
        #expect(step.contains("has no Resources/Policy/"), "\(step)")
        #expect(
            step.contains(
                "send.queries: orders.example, send.viewQueries: orders.view, send.commands: orders.refresh, "
                    + "subscribe.events: orders.outcomes"), "\(step)")
    }

    @Test("several policies in the host's target: none is edited, and the next steps say why and what to grant")
    func severalShellPolicies() throws {
        let package = try DependentPackage(["Sources/App/Resources/Policy/Agent.json": #"{"name": "Agent"}"#])
        defer { package.remove() }
        let plan = try package.newPlan("Orders")
        #expect(!plan.edits.contains { $0.path.hasSuffix(".json") })
        let step = try #require(plan.nextSteps.first { $0.contains("grant") }, "\(plan.nextSteps)")
        #expect(step.contains("Sources/App/Resources/Policy/ holds 2 policies (Agent.json, Shell.json)"), "\(step)")
    }

    @Test("the generated world looks up its resource bundle under the package's own name")
    func packageNameInWorld() throws {
        let template = VerticalTemplate(try VerticalName("Orders"), packageName: "MyApp")
        let world = try #require(template.files.first { $0.path == "Verticals/Orders/World/World+Orders.swift" })
        #expect(world.contents.contains(#"try Bundle.resources(package: "MyApp", target: "Orders")"#))
        #expect(!world.contents.contains("VerticalHub"))
        let quoted = VerticalTemplate(try VerticalName("Orders"), packageName: #"My "App"\"#)
        let file = try #require(quoted.files.first { $0.path.hasSuffix("World+Orders.swift") })
        #expect(file.contents.contains(#"Bundle.resources(package: "My \"App\"\\", target: "Orders")"#))
    }

    @Test("the package's name comes from swift package dump-package")
    func packageNameFromDump() throws {
        let json = #"{"name": "MyApp", "targets": [], "products": [], "dependencies": []}"#
        #expect(try PackageNames.packageName(dumpPackageJSON: json) == "MyApp")
    }

    @Test("the contract tests import JSONSchema, which the dependent's helper gives a vertical's tests")
    func contractTestsImportJSONSchema() throws {
        let template = VerticalTemplate(try VerticalName("Orders"), packageName: "MyApp")
        let tests = try #require(template.files.first { $0.path == "Tests/OrdersTests/ContractTests.swift" })
        #expect(tests.contents.contains("import JSONSchema\n"))
    }

    @Test(
        "--with-database adds verticalProducts to a root rules file that has none; without a rules file it is refused")
    func rulesFile() throws {
        let package = try DependentPackage([
            "Package.swift": """
            let verticals: [String] = []
            let verticalProducts: [String: [Target.Dependency]] = [:]
            let grdb = "https://github.com/groue/GRDB.swift"

            """
        ])
        defer { package.remove() }
        let plan = try package.newPlan("Ledger", database: true)
        let rules = try #require(plan.edits.first { $0.path == "dependency-rules.json" })
        let json = try JSONSerialization.jsonObject(with: Data(rules.new.utf8)) as? [String: Any]
        #expect(json?["interfacesTarget"] as? String == "AppInterfaces")
        #expect((json?["verticalProducts"] as? [[String: String]])?.map { $0["vertical"] } == ["Ledger"])
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("dependency-rules.json"))
        let error = #expect(throws: ScaffoldError.self) { try package.newPlan("Ledger", database: true) }
        #expect(error?.message.contains("create one holding `{}`") == true, "\(String(describing: error))")
    }

    @Test("the first vertical makes Verticals/ and Tests/, and a failure at any change takes them out again")
    func firstVertical() throws {
        var changes = 0
        repeat {
            changes += 1
            let package = try DependentPackage()
            defer { package.remove() }
            let plan = try package.newPlan("Orders")
            let before = try package.snapshot()
            let failing = FailingFileSystem(failAt: changes)
            do {
                try PlanApplier(root: package.root.path, fileSystem: failing).apply(plan)
                #expect(
                    FileManager.default.fileExists(atPath: package.root.appendingPathComponent("Verticals/Orders").path)
                )
                break
            } catch {
                #expect(try package.snapshot() == before, "a failure at change \(changes) left a change")
                for folder in ["Verticals", "Tests"] {
                    #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent(folder).path))
                }
            }
        } while changes < 100
    }

    @Test("remove-vertical gives the dependent's files back byte for byte, with and without a host policy")
    func roundTrip() throws {
        for shellPolicy in [DependentPackage.shellPolicy, nil] {
            let package = try DependentPackage(["Sources/App/Resources/Policy/Shell.json": shellPolicy])
            defer { package.remove() }
            let before = try package.snapshot()
            try PlanApplier(root: package.root.path).apply(try package.newPlan("Orders", command: true))
            try PlanApplier(root: package.root.path).apply(try package.newPlan("Billing"))
            for name in ["Billing", "Orders"] {
                let plan = try RemoveVerticalPlanner(root: package.root.path).plan(try VerticalName(name))
                try PlanApplier(root: package.root.path).apply(plan)
            }
            #expect(try package.snapshot() == before)
        }
    }
}
