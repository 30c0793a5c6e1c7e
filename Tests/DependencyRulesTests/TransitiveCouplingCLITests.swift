import Foundation
import Testing

/// Verticals coupled through targets no layer names (package `S8`): a vertical that
/// reaches another through a chain of dependencies or re-exports links it, and is reported at
/// its dependency on the first target of the chain.
@Suite(
    "check-dependencies on verticals coupled through other targets",
    .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct TransitiveCouplingCLITests {
    /// Package `S8`: AFeature depends on Bridge, which `@_exported import`s BFeature.
    static let bridge = [
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "S8", targets: [
            .target(name: "BFeature"),
            .target(name: "Bridge", dependencies: ["BFeature"]),
            .target(name: "AFeature", dependencies: ["Bridge"]),
        ])

        """,
        "Sources/AFeature/A.swift": "import Bridge\npublic func make() -> BThing { BThing() }\n",
        "Sources/BFeature/B.swift": "public struct BThing { public init() {} }\n",
        "Sources/Bridge/Bridge.swift": "@_exported import BFeature\n",
    ]

    @Test("AFeature -> Bridge -> BFeature is an error at AFeature's dependency on Bridge, naming the chain")
    func throughBridge() throws {
        let package = try TemporaryPackage.write(Self.bridge)
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--verticals", "*Feature", "--skip-interface"])
        #expect(run.status == 1)
        #expect(
            run.diagnostics == [
                "Package.swift:6:46: error: vertical 'AFeature' depends on 'Bridge', which brings in vertical "
                    + "'BFeature' (AFeature -> Bridge -> BFeature), so AFeature links BFeature as if it depended on "
                    + "it: a vertical depends on and imports no other vertical and no host, directly or through other "
                    + "targets (a chain of dependencies or re-exports counts); cut the chain where it reaches BFeature "
                    + "('Bridge' depends on or re-exports it), or move what AFeature needs into a target that uses no "
                    + "vertical [manifest]"
            ])
        #expect(
            run.output.contains(
                "check-dependencies: 2 verticals; 1 edge between them (1 place in Package.swift and imports); "
                    + "worst offender: AFeature, which uses 1 other vertical."))
    }

    @Test("a re-export alone (no manifest edge) couples too, and a vertical's tests are held to the same rule")
    func reExportAndTests() throws {
        var files = Self.bridge
        files["Package.swift"] = TemporaryPackage.manifest(
            """
                targets: [
                    .target(name: "BFeature"),
                    .target(name: "CFeature"),
                    .target(name: "Bridge"),
                    .target(name: "AFeature", dependencies: ["Bridge"]),
                    .target(name: "Helpers", dependencies: ["CFeature"]),
                    .testTarget(name: "AFeatureTests", dependencies: ["AFeature", "Helpers"]),
                ]
            """)
        files["Sources/CFeature/C.swift"] = "public struct C {}\n"
        files["Sources/Helpers/Helpers.swift"] = "import CFeature\n"
        files["Tests/AFeatureTests/ATests.swift"] = "import AFeature\nimport Helpers\n"
        let package = try TemporaryPackage.write(files)
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--verticals", "*Feature", "--skip-interface"])
        #expect(run.status == 1)
        let chains = run.diagnostics.filter { $0.contains(", which brings in ") }
        #expect(
            chains.map { String($0.prefix { $0 != "," }) } == [
                "Package.swift:9:50: error: vertical 'AFeature' depends on 'Bridge'",
                "Package.swift:11:71: error: test target 'AFeatureTests' of vertical 'AFeature' depends on 'Helpers'",
            ])
        #expect(chains.first?.contains("(AFeature -> Bridge -> BFeature)") == true)
        #expect(chains.last?.contains("(AFeatureTests -> Helpers -> CFeature)") == true)
        // Bridge re-exports BFeature without declaring it: that is its own finding.
        #expect(run.diagnostics.contains { $0.hasPrefix("Sources/Bridge/Bridge.swift:1:19: error: target 'Bridge'") })
    }

    @Test("the graph draws the chain's edge in red and the targets no layer names in their own group")
    func graph() throws {
        let package = try TemporaryPackage.write(Self.bridge)
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(
            ["--package-path", package.path, "--verticals", "*Feature", "--skip-interface", "--graph", "mermaid"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                flowchart BT
                    subgraph layer0["Verticals"]
                        m_BFeature["BFeature"]
                        m_AFeature["AFeature"]
                    end
                    subgraph layer1["Other"]
                        m_Bridge["Bridge"]
                    end
                    m_Bridge --> m_BFeature
                    m_AFeature --> m_Bridge
                    m_AFeature -.->|"manifest, through other targets"| m_BFeature
                    linkStyle 2 stroke:#d00,stroke-width:3px,color:#d00

                """)
    }
}
