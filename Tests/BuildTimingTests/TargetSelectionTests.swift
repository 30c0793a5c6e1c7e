import BuildTiming
import ScriptSupport
import Testing

/// time-builds names verticals and hosts with check-dependencies' layer patterns.
@Suite("time-builds' layer patterns")
struct TargetSelectionTests {
    /// A package in the `Sources/<Target>/` layout: two features, one under a folder, an app.
    let graph = TargetGraph(nodes: [
        .init(
            name: "AppFeature", kind: "library", path: "Sources/AppFeature", dependencies: ["HomeFeature", "Profile"]),
        .init(name: "HomeFeature", kind: "library", path: "Sources/HomeFeature", dependencies: ["DesignSystem"]),
        .init(name: "Profile", kind: "library", path: "Sources/Features/Profile", dependencies: ["DesignSystem"]),
        .init(name: "DesignSystem", kind: "library", path: "Sources/DesignSystem", dependencies: []),
        .init(name: "HomeFeatureTests", kind: "test", path: "Tests/HomeFeatureTests", dependencies: ["HomeFeature"]),
        .init(name: "Kingfisher", kind: "external", path: "", dependencies: []),
    ])

    @Test("verticals by glob and folder with an exception; the hosts are those that use them")
    func verticalsAndHosts() {
        let verticals = graph.targets(
            matching: .commandLine(["*Feature", "Sources/Features/"], except: ["AppFeature"]))
        #expect(verticals == ["HomeFeature", "Profile"])
        #expect(graph.hostTargets(verticals: Set(verticals)) == ["AppFeature"])
        #expect(graph.targets(matching: .commandLine(["App*"], except: [])) == ["AppFeature"])
        // Test targets and external products are never verticals.
        #expect(graph.targets(matching: .commandLine(["*"], except: [])).contains("HomeFeatureTests") == false)
        #expect(graph.targets(matching: .commandLine(["*"], except: [])).contains("Kingfisher") == false)
    }
}
