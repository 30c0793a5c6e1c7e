import DependencyRules
import Foundation
import Testing

/// The checker on a package laid out as `Sources/<Target>/`, named by the rules file's
/// `layers` or by flags: an iOS app whose one dependency cannot be fetched.
@Suite(
    "check-dependencies on another package's layout",
    .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct LayersCLITests {
    /// The flags that say what `Fixtures/Features/rules.json` says.
    static let flags = [
        "--verticals", "*Feature", "--verticals", "Sources/Features/", "--not-vertical", "AppFeature",
        "--host", "AppFeature", "--shared", "DesignSystem", "--shared", "Api*", "--shared", "Analytics",
        "--interfaces", "ApiInterface",
    ]

    /// Every finding on the fixture, as `path:line:col: severity` and its rule.
    static let expected = [
        "Package.swift:14:69: warning [redundant]",
        "Package.swift:14:82: error [manifest]",
        "Package.swift:17:59: warning [redundant]",
        "Package.swift:23:51: error [manifest]",
        "Package.swift:24:77: error [manifest]",
        "Sources/Analytics/Analytics.swift:1:8: error [imports]",
        "Sources/AppFeature/App.swift:5:8: error [imports]",
        "Sources/Features/Profile/Profile.swift:3:15: error [imports]",
        "Sources/HomeFeature/Home.swift:5:8: error [imports]",
        "Sources/HomeFeature/Home.swift:6:18: error [imports]",
        "Sources/SettingsFeature/Settings.swift:4:8: error [imports]",
        "Tests/HomeFeatureTests/HomeTests.swift:3:8: error [imports]",
    ]

    /// `--package-path` the fixture copy and `--config` its `rules.json`.
    static func withRulesFile(_ package: URL) -> [String] {
        ["--package-path", package.path, "--config", package.appendingPathComponent("rules.json").path]
    }

    /// `path:line:col: severity [rule]` of each diagnostic line.
    static func places(_ run: CheckTool.Run) -> [String] {
        run.output.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: /^(\S+:\d+:\d+): (error|warning): .* \[(\w+)\]$/) else { return nil }
            return "\(match.1): \(match.2) [\(match.3)]"
        }
    }

    @Test("finds every cross-vertical edge at its place, with no finding on an Apple SDK module")
    func everyEdge() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(Self.withRulesFile(package) + ["--skip-interface"])
        #expect(run.status == 1)
        #expect(Self.places(run) == Self.expected)
        for module in ["UIKit", "SwiftUI", "Combine", "GameKit", "StoreKit", "AVFoundation", "CoreMotion", "XCTest"] {
            #expect(!run.output.contains("'\(module)'"), "no finding names \(module)")
        }
        #expect(!run.output.contains("Decoys.swift"))
        #expect(
            run.output.contains(
                "Package.swift:14:82: error: vertical 'HomeFeature' depends on vertical 'SettingsFeature'; a vertical "
                    + "depends on and imports no other vertical and no host"))
        #expect(
            run.output.contains(
                "Sources/Features/Profile/Profile.swift:3:15: error: vertical 'Profile' imports 'HomeFeature' "
                    + "(`import struct HomeFeature.HomeView`)"))
        #expect(
            run.output.contains(
                "check-dependencies: 3 verticals; 3 edges between them (4 places in Package.swift and imports); "
                    + "worst offender: HomeFeature, which uses 2 other verticals."))
        #expect(
            run.output.hasSuffix(
                "check-dependencies: 10 violations (manifest 3, imports 7), 2 warnings in 9 targets, 10 Swift files, "
                    + "interface purity skipped.\n"))
        // Nothing was resolved or built: the dependency cannot be fetched, and no scratch folder was made.
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.resolved").path))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path))
    }

    @Test("the flags and the rules file give the same findings")
    func flagsAndFileAgree() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let file = try CheckTool.run(Self.withRulesFile(package) + ["--skip-interface"])
        let flags = try CheckTool.run(["--package-path", package.path, "--skip-interface"] + Self.flags)
        #expect(flags.status == file.status)
        #expect(flags.output == file.output)
        #expect(Self.places(flags) == Self.expected)
    }

    @Test("a one-line first run: verticals by glob, the app an exception and the host")
    func quickFirstRun() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(
            [
                "--package-path", package.path, "--verticals", "*Feature", "--not-vertical", "AppFeature", "--host",
                "AppFeature",
            ])
        #expect(run.status == 1)
        // Profile is no vertical by name alone, so the edges between HomeFeature and SettingsFeature remain.
        #expect(
            Self.places(run).filter { $0.hasSuffix("error [manifest]") || $0.contains("Home.swift:5:") } == [
                "Package.swift:14:82: error [manifest]", "Sources/HomeFeature/Home.swift:5:8: error [imports]",
            ])
        #expect(run.output.contains("check-dependencies: 2 verticals; 1 edge between them (2 places"))
    }

    @Test("interface purity is skipped with the reason when the dependencies cannot be resolved")
    func interfaceSkippedWhenUnresolvable() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(Self.withRulesFile(package))
        // The structural findings decide the exit status; the skipped rule is named with its reason.
        #expect(run.status == 1)
        #expect(Self.places(run) == Self.expected)
        #expect(
            run.output.contains(
                "check-dependencies: skipped the interface rule: it needs a build, and the package's dependencies "
                    + "could not be resolved (`swift package"))
        #expect(run.output.contains("the manifest and import rules ran without them"))
        // The interface build's scratch folder was a temporary one: nothing is left in the team's package.
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build-check").path))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path))
        let json = try CheckTool.run(Self.withRulesFile(package) + ["--format", "json"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let skipped = try #require(document["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["rule"] as? String } == ["interface"])
        #expect(document["violations"] as? Int == 10)
        #expect(document["warnings"] as? Int == 2)
    }

    @Test("a target in two layers is refused, naming both; an exception settles it")
    func layerConflict() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(
            ["--package-path", package.path, "--skip-interface", "--verticals", "*Feature", "--host", "AppFeature"])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("The target AppFeature matches the patterns of verticals and hosts."))
        #expect(run.errorOutput.contains("--not-vertical"))
    }

    /// The fixture's verticals (`*Feature` but AppFeature) and host, with `extra` rules-file keys.
    static func rules(_ extra: String) -> String {
        #"{"layers": {"verticals": {"names": ["*Feature"], "except": ["AppFeature"]}, "hosts": {"names": ["AppFeature"]}}"#
            + (extra.isEmpty ? "" : ", \(extra)") + "}"
    }

    /// Runs the structural rules on `package` with a rules file holding `json`.
    static func check(_ package: URL, rules json: String) throws -> CheckTool.Run {
        let rules = package.appendingPathComponent("rules-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: rules)
        return try CheckTool.run(["--package-path", package.path, "--skip-interface", "--config", rules.path])
    }

    @Test("undeclared imports and redundant dependencies are errors, warnings or off as the rules file says")
    func severities() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let run = try Self.check(
            package, rules: Self.rules(#""undeclaredImports": "warning", "redundantDependencies": "off""#))
        let places = Self.places(run)
        #expect(places.contains("Sources/AppFeature/App.swift:5:8: warning [imports]"))
        #expect(places.contains("Sources/SettingsFeature/Settings.swift:4:8: warning [imports]"))
        #expect(!places.contains { $0.hasSuffix("[redundant]") })
        #expect(places.contains("Package.swift:14:82: error [manifest]"))

        let off = try Self.check(
            package, rules: #"{"layers": {"verticals": {"names": ["SettingsFeature"]}}, "undeclaredImports": "off"}"#)
        #expect(!off.output.contains("which it does not declare"))
        #expect(off.status == 0)

        let bad = try Self.check(package, rules: #"{"undeclaredImports": "warn"}"#)
        #expect(bad.status == 2)
        #expect(bad.errorOutput.contains("'warn' is not a severity; write \"error\", \"warning\" or \"off\""))
    }

    @Test("a product whose module has another name is mapped in productModules")
    func productModules() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let unmapped = try Self.check(package, rules: Self.rules(""))
        #expect(unmapped.output.contains("imports 'PrivateKit' (`import PrivateKit`), which it does not declare"))
        #expect(
            unmapped.output.contains("declares a dependency on 'PrivateSDK', but its one Swift file does not import it")
        )
        let mapped = try Self.check(package, rules: Self.rules(#""productModules": {"PrivateSDK": ["PrivateKit"]}"#))
        #expect(!mapped.output.contains("PrivateKit"))
        #expect(!mapped.output.contains("PrivateSDK"))
    }
}
