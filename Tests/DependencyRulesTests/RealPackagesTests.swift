import DependencyRules
import Foundation
import ScriptSupport
import Testing

/// The checker on real modular app packages nobody here wrote. Their code is not committed
/// (it is theirs, and nothing fetched is committed here), and CI has no network: so these
/// tests are skipped unless `VERTICALHUB_REAL_PACKAGES` names a folder holding clones of them
/// at the commits below, as Scripts/README.md ("Real packages") shows how to make. Each run
/// needs no resolution: their dependencies are never fetched, and no Package.resolved or build
/// folder appears. Undeclared imports are checked (as warnings), so that the check that no
/// finding names an Apple SDK module can fail.
@Suite(
    "check-dependencies on real app packages",
    .enabled(if: CheckTool.isBuilt && RealPackages.folder != nil, "Set VERTICALHUB_REAL_PACKAGES (Scripts/README.md).")
)
struct RealPackagesTests {
    @Test(
        "isowords (pointfreeco, c727d3a): every edge between its 15 verticals, direct or through GameCore; no SDK finding"
    )
    func isowords() throws {
        let run = try RealPackages.check(
            "isowords", commit: "c727d3a7c49cf0c98f2fa4f24c562f81e30165f7", host: "AppFeature")
        let throughGameCore = ["DemoFeature", "OnboardingFeature", "TrailerFeature"].flatMap { vertical in
            ["ActiveGamesFeature", "GameOverFeature", "SettingsFeature", "UpgradeInterstitialFeature"].map {
                "\(vertical) -> \($0)"
            }
        }
        #expect(
            RealPackages.edges(run)
                == ([
                    "DailyChallengeFeature -> LeaderboardFeature", "DailyChallengeFeatureTests -> LeaderboardFeature",
                    "DemoFeature -> OnboardingFeature", "GameOverFeature -> UpgradeInterstitialFeature",
                    "GameOverFeatureTests -> UpgradeInterstitialFeature", "HomeFeature -> ActiveGamesFeature",
                    "HomeFeature -> ChangelogFeature", "HomeFeature -> DailyChallengeFeature",
                    "HomeFeature -> LeaderboardFeature", "HomeFeature -> MultiplayerFeature",
                    "HomeFeature -> SettingsFeature", "HomeFeature -> SoloFeature",
                    "HomeFeature -> UpgradeInterstitialFeature", "SettingsFeature -> StatsFeature",
                    "StatsFeature -> VocabFeature", "TrailerFeature -> OnboardingFeature",
                ] + throughGameCore).sorted())
        #expect(
            run.diagnostics.filter { $0.contains(", which brings in vertical ") }.count == 12,
            "DemoFeature, OnboardingFeature and TrailerFeature each reach 4 verticals through GameCore")
        // At DemoFeature's dependency on GameCore in isowords' Package.swift.
        #expect(
            run.diagnostics.filter {
                $0.hasPrefix(
                    "Package.swift:519:9: error: vertical 'DemoFeature' depends on 'GameCore', which brings in vertical "
                )
            }.count == 4)
        #expect(
            run.output.contains(
                "check-dependencies: 15 verticals; 26 edges between them (44 places in Package.swift and imports); "
                    + "worst offender: HomeFeature, which uses 8 other verticals."))
        #expect(
            run.output.contains(
                "46 violations (manifest 26, imports 20), 512 warnings in 123 targets, 369 Swift files"))
    }

    @Test("GithubApp (tomoakiWeb, 703c3b0): the detail screen imports the web-repository screen")
    func githubApp() throws {
        let run = try RealPackages.check(
            "GithubApp", commit: "703c3b01a125800445d494cc7adb12d63aa7318d", host: "HomeFeature")
        #expect(RealPackages.edges(run) == ["DetailFeature -> WebRepoFeature"])
        #expect(
            run.diagnostics.map { String($0.prefix { $0 != " " }) } == [
                "Package.swift:56:17:", "Sources/DetailFeature/DetailView.swift:4:8:",
            ])
    }
}

/// Where the real packages are, and what every check of them expects.
enum RealPackages {
    /// The folder `VERTICALHUB_REAL_PACKAGES` names.
    static var folder: URL? {
        ProcessInfo.processInfo.environment["VERTICALHUB_REAL_PACKAGES"].map { URL(fileURLWithPath: $0) }
    }

    /// The clone `name` in the folder, which must be at `commit`.
    static func checkout(_ name: String, commit: String) throws -> URL {
        let package = try #require(folder).appendingPathComponent(name)
        let head = try CommandRunner.run(["git", "-C", package.path, "rev-parse", "HEAD"]).output
        try #require(
            head.trimmingCharacters(in: .whitespacesAndNewlines) == commit,
            "\(name) must be checked out at \(commit) (Scripts/README.md)")
        return package
    }

    /// Checks the clone `name` (at `commit`) with `*Feature` as verticals but `host`, the host;
    /// it exits 1, names no Apple SDK module, and resolves nothing.
    static func check(_ name: String, commit: String, host: String) throws -> CheckTool.Run {
        let package = try checkout(name, commit: commit)
        let run = try CheckTool.run(["--package-path", package.path, "--config", try rules(verticalsExcept: host).path])
        #expect(run.status == 1)
        expectNoSDKFinding(run)
        expectNothingResolved(package)
        return run
    }

    /// A rules file: `*Feature` are verticals, `host` is the exception and the host; undeclared
    /// imports are warnings (so that a finding on an SDK module would show) and redundant
    /// dependencies off, so that only the vertical rule fails the check.
    static func rules(verticalsExcept host: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("real-rules-\(UUID().uuidString).json")
        try Data(
            """
            {"layers": {"verticals": {"names": ["*Feature"], "except": ["\(host)"]}, "hosts": {"names": ["\(host)"]}},
             "undeclaredImports": "warning", "redundantDependencies": "off"}
            """.utf8
        ).write(to: url)
        return url
    }

    /// The distinct `from -> to` edges of the run's JSON-free diagnostics, sorted.
    static func edges(_ run: CheckTool.Run) -> [String] {
        let pattern =
            /(?:vertical|test target) '(\w+)'.*? (?:depends on vertical|imports|which brings in vertical) '(\w+)'/
        return Set(run.diagnostics.compactMap { line in line.firstMatch(of: pattern).map { "\($0.1) -> \($0.2)" } })
            .sorted()
    }

    /// No finding, error or warning, names a module of Apple's SDKs: the undeclared-import rule
    /// is on (as warnings), so an SDK module this tool did not know would be reported.
    static func expectNoSDKFinding(_ run: CheckTool.Run) {
        let named = run.output.split(separator: "\n").flatMap { line in
            line.matches(of: /(?:imports|probes) '(\w+)'/).map { String($0.1) }
        }
        #expect(!named.isEmpty, "the run reports imports at all")
        #expect(named.filter { AppleSDKModules.names.contains($0) || ToolchainModules.names.contains($0) } == [])
    }

    /// The check resolved and built nothing.
    static func expectNothingResolved(_ package: URL) {
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.resolved").path))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build-check").path))
    }
}
