import Foundation
import Testing

/// The host's build validates its policy graph: in a copy of this package, a broken policy
/// fails `swift build` with the compiler's diagnostic at the policy's line, the fixed one builds,
/// and the built host trusts its graph until a policy in its resources differs. Slow (it builds
/// the copy), so it runs only with `VERTICALHUB_POLICY_GRAPH_E2E=1` (`.ci/run` sets it in its
/// own step). The copy builds in `VERTICALHUB_POLICY_GRAPH_E2E_SCRATCH` (by default
/// `.build-policy-graph-e2e` in this package), with the settings of the new-vertical end-to-end
/// test, so the two can share one scratch folder and build no dependency twice.
@Suite(
    "PolicyGraphPlugin end to end: the host's build checks its policies, the host trusts the result",
    .enabled(if: ProcessInfo.processInfo.environment["VERTICALHUB_POLICY_GRAPH_E2E"] == "1"))
struct EndToEndTests {
    static let scratch =
        ProcessInfo.processInfo.environment["VERTICALHUB_POLICY_GRAPH_E2E_SCRATCH"]
        ?? PackageCopy.packageRoot.appendingPathComponent(".build-policy-graph-e2e").path

    static let infoPolicy = "Verticals/Info/Resources/Policy/Info.json"
    static let mapsPolicy = "Verticals/Maps/Resources/Policy/Maps.json"

    private func expectSuccess(_ result: ProcessRun.Result, _ what: String) {
        #expect(result.status == 0, "\(what) exited \(result.status):\n\(result.printed.suffix(6000))")
    }

    /// How long `body` took, printed as `what`.
    private func timed<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let seconds = (clock.now - start) / .seconds(1)
        print("policy graph end to end: \(what) took \(String(format: "%.1f", seconds)) s")
        return result
    }

    /// What `host world` says of the policy graph.
    private func policyGraphLine(host: String, data: String, in copy: PackageCopy) throws -> String {
        let world = try copy.run([host, "world", "--data-dir", data])
        expectSuccess(world, "host world")
        return world.output.split(separator: "\n").first { $0.hasPrefix("Policy graph: ") }.map(String.init) ?? ""
    }

    @Test(
        "a query nobody receives fails swift build at its line; fixed, it builds; the host trusts the graph until its resources change"
    )
    func buildValidatesTheGraph() throws {
        let copy = try PackageCopy(scratch: Self.scratch)
        defer { copy.remove() }
        let original = try copy.read(Self.infoPolicy)
        let noQueries = #""send": { "commands": [], "queries": [], "viewQueries": [] },"#
        let oneQuery = #""send": { "commands": [], "queries": ["info.nowhere"], "viewQueries": [] },"#
        try #require(original.components(separatedBy: noQueries).count == 2, "Info's policy changed:\n\(original)")
        let brokenText = original.replacingOccurrences(of: noQueries, with: oneQuery)
        try copy.write(brokenText, to: Self.infoPolicy)

        let broken = try timed("swift build --product host, Info's policy broken") {
            try copy.build(["--product", "host"])
        }
        #expect(broken.status != 0, "swift build succeeded with a query nobody receives")
        let place = try #require(Place.text(#""info.nowhere""#).position(in: Array(brokenText.utf8)))
        let diagnostic =
            "\(copy.file(Self.infoPolicy).path):\(place.line):\(place.column): error: [Info] send.queries: "
            + #"no plugin receives query "info.nowhere""#
        #expect(
            broken.output.contains(diagnostic) || broken.errorOutput.contains(diagnostic),
            "expected \(diagnostic) in:\n\(broken.printed.suffix(6000))")

        try copy.write(original, to: Self.infoPolicy)
        let fixed = try timed("swift build --product host, fixed") { try copy.build(["--product", "host"]) }
        expectSuccess(fixed, "swift build --product host")
        let bin = try copy.build(["--show-bin-path"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let host = bin + "/host"
        let data = copy.file(".build-data").path
        #expect(
            try policyGraphLine(host: host, data: data, in: copy) == "Policy graph: validated when the host was built")

        // A policy edited in the build's resources after the build: the host validates at start.
        let resource = URL(fileURLWithPath: bin + "/VerticalHub_Maps.resources/Resources/Policy/Maps.json")
        let shipped = try Data(contentsOf: resource)
        try (shipped + Data(" ".utf8)).write(to: resource)
        let stale = try policyGraphLine(host: host, data: data, in: copy)
        #expect(stale.hasPrefix("Policy graph: validated at start (Maps's policy ("), "\(stale)")
        #expect(stale.contains("/VerticalHub_Maps.resources/Resources/Policy/Maps.json) differs"), "\(stale)")
        // SwiftPM copies a resource folder again when its source changes, not when its copy does:
        // whatever a plain rebuild leaves, the host trusts its graph only if the copy is the source.
        expectSuccess(try copy.build(["--product", "host"]), "swift build --product host after the resource edit")
        let restored = try Data(contentsOf: resource) == Data(contentsOf: copy.file(Self.mapsPolicy))
        let afterRebuild = try policyGraphLine(host: host, data: data, in: copy)
        #expect(
            afterRebuild.hasPrefix(restored ? "Policy graph: validated when" : "Policy graph: validated at start ("))
        print("policy graph end to end: a plain rebuild \(restored ? "restored" : "kept") the edited resource copy")
        // A rebuild after the source's modification date changed copies the resources again.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)],
            ofItemAtPath: copy.file(Self.mapsPolicy).path)
        expectSuccess(
            try copy.build(["--product", "host"]), "swift build --product host after the source's date changed")
        #expect(try Data(contentsOf: resource) == Data(contentsOf: copy.file(Self.mapsPolicy)))
        #expect(
            try policyGraphLine(host: host, data: data, in: copy) == "Policy graph: validated when the host was built")

        // A one-line edit of a policy: the graph is validated again, and trusted.
        let maps = try copy.read(Self.mapsPolicy)
        let firstLineEnd = try #require(maps.firstIndex(of: "\n"))
        try copy.write(String(maps[..<firstLineEnd]) + " " + String(maps[firstLineEnd...]), to: Self.mapsPolicy)
        let incremental = try timed("swift build --product host after a one-line policy edit") {
            try copy.build(["--product", "host"])
        }
        expectSuccess(incremental, "swift build --product host after a one-line policy edit")
        #expect(
            try policyGraphLine(host: host, data: data, in: copy) == "Policy graph: validated when the host was built")
    }
}
