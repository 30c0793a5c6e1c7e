import Foundation
import Testing

/// A target's sources as SwiftPM reads them: `exclude:` and `sources:` honoured, a target
/// without `path:` in the first of SwiftPM's predefined folders the package has, and a
/// target whose folder is missing reported instead of passed in silence (packages `S1` and
/// `S2`); and a finding about a target at its declaration, not at a product of the same name
/// (``ManifestLocatorTests/productsFirst``).
@Suite(
    "check-dependencies reads each target's sources as SwiftPM does",
    .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct TargetSourcesCLITests {
    /// Package `S1`: an excluded folder, a target in `Source/` while `Sources/` exists,
    /// SDK modules the checker did not know, and `import` with the module three lines further.
    static let sources = [
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "S1",
            dependencies: [.package(path: "../does-not-exist")],
            targets: [
                .target(name: "Shared"),
                .target(name: "AFeature", dependencies: ["Shared"]),
                .target(name: "BFeature", dependencies: ["Shared"]),
                .target(name: "CFeature", dependencies: ["Shared"], exclude: ["Excluded"]),
                .target(name: "DFeature", dependencies: ["Shared"]),
                .target(name: "EFeature", dependencies: ["Shared"], sources: ["Kept.swift"]),
                .target(name: "App", dependencies: ["AFeature", "BFeature", "CFeature", "DFeature", "EFeature"]),
                .testTarget(name: "AFeatureTests", dependencies: ["AFeature"]),
            ]
        )

        """,
        "Sources/Shared/S.swift": "public struct S {}\n",
        "Sources/AFeature/A.swift": """
        import Shared
        import WatchConnectivity
        import CoreTransferable
        import os.log
        import UIKit.UIGestureRecognizerSubclass
        #if canImport(
            BFeature
        )
        #endif
        import


        BFeature

        """,
        "Sources/BFeature/B.swift": "import Shared\n",
        "Sources/CFeature/C.swift": "import Shared\n",
        "Sources/CFeature/Excluded/Old.swift": "import AFeature\n",
        "Source/DFeature/D.swift": "import Shared\nimport AFeature\n",
        "Sources/EFeature/Kept.swift": "import Shared\n",
        "Sources/EFeature/Left.swift": "import AFeature\n",
        "Sources/App/App.swift":
            "import AFeature\nimport BFeature\nimport CFeature\nimport DFeature\nimport EFeature\n",
        "Tests/AFeatureTests/T.swift": "import AFeature\n@testable import BFeature\n",
    ]

    @Test("exclude and sources leave files out; a missing folder and every edge are reported; no SDK finding")
    func excludeSourcesAndFolders() throws {
        let package = try TemporaryPackage.write(Self.sources)
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(
            ["--package-path", package.path, "--verticals", "*Feature", "--host", "App", "--skip-interface"])
        #expect(run.status == 1)
        #expect(
            run.diagnostics.map { String($0.prefix { $0 != " " }) } == [
                "Package.swift:11:23:", "Sources/AFeature/A.swift:7:5:", "Sources/AFeature/A.swift:13:1:",
                "Tests/AFeatureTests/T.swift:2:18:",
            ])
        // SwiftPM looks for DFeature in Sources (the first predefined folder the package has), not in Source.
        #expect(
            run.diagnostics.first?.contains(
                "error: target 'DFeature' has no folder: SwiftPM looks for its sources in Sources/DFeature, which "
                    + "does not exist, and would not build the package, so its imports were not checked") == true)
        #expect(run.diagnostics[2].contains("vertical 'AFeature' imports 'BFeature' (`import BFeature`)"))
        for left in ["Excluded/Old.swift", "Left.swift", "Source/DFeature"] {
            #expect(!run.output.contains(left), "\(left) is not a source SwiftPM compiles")
        }
        for module in ["WatchConnectivity", "CoreTransferable", "os", "UIKit", "''"] {
            #expect(!run.output.contains("'\(module)'"))
        }
    }

    @Test("a package whose sources are in src/ (SwiftPM's third predefined folder) is read there")
    func srcFolder() throws {
        let package = try TemporaryPackage.write([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "S2", targets: [.target(name: "AFeature"), .target(name: "BFeature", dependencies: ["AFeature"])])

            """,
            "src/AFeature/A.swift": "public struct A {}\n",
            "src/BFeature/B.swift": "import AFeature\n",
        ])
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--verticals", "*Feature", "--skip-interface"])
        #expect(run.status == 1)
        #expect(
            run.diagnostics.map { String($0.prefix { $0 != " " }) } == [
                "Package.swift:3:113:", "src/BFeature/B.swift:1:8:",
            ])
        #expect(run.output.contains("in 2 targets, 2 Swift files"))
    }

    @Test("a finding about a target is placed at its declaration, not at the product named as it")
    func targetNotProduct() throws {
        let package = try TemporaryPackage.write([
            "Package.swift": ManifestLocatorTests.productsFirst,
            "Sources/AFeature/A.swift": "import BFeature\n",
            "Sources/BFeature/B.swift": "public struct B {}\n",
        ])
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--verticals", "*Feature", "--skip-interface"])
        #expect(
            run.diagnostics.first?.hasPrefix(
                "Package.swift:12:23: error: vertical 'AFeature' depends on vertical 'BFeature'") == true)
    }
}
