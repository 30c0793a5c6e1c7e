import DependencyRules
import Foundation
import Testing

/// The checker on a package that depends on this one and is laid out as it is (README, "Depend
/// on it"): verticals in `Verticals/<Name>/` taking `Prelude` and `HubInterfaces` as this
/// package's products, their tests also `JSONSchema`, a shim of its own named by a rules file at
/// the root, a host in `Sources/App`. No layers, and nothing resolved or built.
@Suite(
    "check-dependencies on a package that depends on this one",
    .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct DependentPackageCLITests {
    /// The README's layout, with `extra` files over it (a `nil` text leaves a file out).
    static func package(_ extra: [String: String?] = [:]) throws -> URL {
        let hub =
            #".product(name: "Prelude", package: "VerticalHub"), .product(name: "HubInterfaces", package: "VerticalHub")"#
        let files: [String: String?] = [
            "Package.swift": TemporaryPackage.manifest(
                """
                    dependencies: [.package(path: "../VerticalHub")],
                    targets: [
                        .target(name: "AppInterfaces", dependencies: [\(hub)]),
                        .target(name: "Orders", dependencies: [\(hub)], path: "Verticals/Orders"),
                        .target(name: "Billing", dependencies: ["AppInterfaces", \(hub)], path: "Verticals/Billing"),
                        .testTarget(
                            name: "OrdersTests",
                            dependencies: ["Orders", .product(name: "JSONSchema", package: "VerticalHub"), \(hub)]),
                        .executableTarget(
                            name: "App",
                            dependencies: ["Orders", "Billing", \(hub), .product(name: "PlatformHub", package: "VerticalHub")]),
                    ]
                """, name: "MyApp"),
            "dependency-rules.json": #"{ "interfacesTarget": "AppInterfaces" }"#,
            "Sources/AppInterfaces/CustomerReference.swift":
                "import HubInterfaces\nimport Prelude\npublic struct CustomerReference: Sendable {}\n",
            "Verticals/Orders/Orders.swift": "import HubInterfaces\nimport Prelude\n",
            "Verticals/Billing/Billing.swift": "import AppInterfaces\nimport HubInterfaces\nimport Prelude\n",
            "Tests/OrdersTests/OrdersTests.swift":
                "import HubInterfaces\nimport JSONSchema\nimport Orders\nimport Prelude\n",
            "Sources/App/main.swift":
                "import Billing\nimport HubInterfaces\nimport Orders\nimport PlatformHub\nimport Prelude\n",
        ]
        return try TemporaryPackage.write(
            files.merging(extra, uniquingKeysWith: { _, new in new }).compactMapValues { $0 })
    }

    @Test("the README's layout, configured by a root dependency-rules.json naming the shim, is clean")
    func clean() throws {
        let package = try Self.package()
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface"])
        #expect(run.status == 0, "\(run.output)\n\(run.errorOutput)")
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(!run.output.contains("warning:"), "\(run.output)")
        #expect(run.output.hasPrefix("check-dependencies: no violations"), "\(run.output)")
    }

    @Test("a vertical importing another is reported at the file and line, naming both")
    func verticalImportsVertical() throws {
        let package = try Self.package([
            "Verticals/Orders/OrdersBilling.swift": "import HubInterfaces\nimport Billing\n"
        ])
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface"])
        #expect(run.status == 1, "\(run.output)\n\(run.errorOutput)")
        #expect(
            run.diagnostics.contains {
                $0.hasPrefix("Verticals/Orders/OrdersBilling.swift:2:8: error: vertical 'Orders' imports 'Billing'")
            }, "\(run.diagnostics)")
    }

    @Test("without the rules file the shim is no layer: a vertical that uses it is told what the rule allows")
    func withoutRulesFile() throws {
        let package = try Self.package(["dependency-rules.json": nil])
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface"])
        #expect(run.status == 1, "\(run.output)\n\(run.errorOutput)")
        #expect(
            run.diagnostics.contains {
                $0.contains("vertical 'Billing' depends on 'AppInterfaces'")
                    && $0.contains("a vertical may use only Prelude, HubInterfaces, VerticalInterfaces")
            }, "\(run.diagnostics)")
        let purity = try CheckTool.run(["--package-path", package.path])
        #expect(purity.status == 2, "\(purity.output)\n\(purity.errorOutput)")
        #expect(
            purity.errorOutput.contains(
                "Set interfacesTarget in the rules file (dependency-rules.json at the package's root"),
            "\(purity.errorOutput)")
    }

    @Test("a rules file in Scripts/ and one at the root: the check stops, naming both")
    func twoRulesFiles() throws {
        let package = try Self.package(["Scripts/dependency-rules.json": "{}"])
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface"])
        #expect(run.status == 2, "\(run.output)\n\(run.errorOutput)")
        #expect(
            run.errorOutput.contains(
                "both Scripts/dependency-rules.json and dependency-rules.json exist, and only one can be the "
                    + "package's rules file"), "\(run.errorOutput)")
    }
}

@Suite("Where the rules file is when none is named")
struct DefaultRulesFileTests {
    @Test("Scripts/dependency-rules.json, else dependency-rules.json at the root, else the first (absent: defaults)")
    func order() throws {
        let root = try TemporaryPackage.write([:])
        defer { Fixture.remove(root) }
        #expect(
            try RulesConfiguration.defaultFile(in: root) == root.appendingPathComponent("Scripts/dependency-rules.json")
        )
        try Data("{}".utf8).write(to: root.appendingPathComponent("dependency-rules.json"))
        #expect(try RulesConfiguration.defaultFile(in: root) == root.appendingPathComponent("dependency-rules.json"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("dependency-rules.json"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: root.appendingPathComponent("Scripts/dependency-rules.json"))
        #expect(
            try RulesConfiguration.defaultFile(in: root) == root.appendingPathComponent("Scripts/dependency-rules.json")
        )
        try Data("{}".utf8).write(to: root.appendingPathComponent("dependency-rules.json"))
        #expect(throws: CheckError.self) { try RulesConfiguration.defaultFile(in: root) }
    }
}
