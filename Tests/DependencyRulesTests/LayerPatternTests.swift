import DependencyRules
import ScriptSupport
import Testing

/// Layer patterns: name globs, folders and exceptions.
@Suite("layer patterns")
struct LayerPatternTests {
    @Test(
        "globs match whole names",
        arguments: [
            ("*Feature", "GameFeature", true), ("*Feature", "Feature", true), ("*Feature", "FeatureKit", false),
            ("Api*", "ApiClient", true), ("Api*", "MyApi", false), ("*Client*", "ApiClientLive", true),
            ("Game?", "Games", true), ("Game?", "Game", false), ("Home", "Home", true), ("*", "Anything", true),
        ])
    func glob(pattern: String, name: String, matches: Bool) {
        #expect(Glob.matches(name, pattern: pattern) == matches)
    }

    @Test("a folder names the targets inside it; an exception wins over a match")
    func foldersAndExceptions() {
        let pattern = LayerPattern(names: ["*Feature"], folders: ["./Sources/Features/"], except: ["App*"])
        #expect(pattern.folders == ["Sources/Features"])
        #expect(pattern.matches(name: "Profile", path: "Sources/Features/Profile"))
        #expect(!pattern.matches(name: "Profile", path: "Sources/FeaturesKit/Profile"))
        #expect(pattern.matches(name: "HomeFeature", path: "Sources/HomeFeature"))
        #expect(!pattern.matches(name: "AppFeature", path: "Sources/AppFeature"))
        #expect(!pattern.matches(name: "AppShell", path: "Sources/Features/AppShell"))
    }

    @Test("command-line values with a slash are folders, the others name globs")
    func commandLine() {
        let pattern = LayerPattern.commandLine(["*Feature", "Sources/Features/"], except: ["AppFeature"])
        #expect(pattern.names == ["*Feature"])
        #expect(pattern.folders == ["Sources/Features"])
        #expect(pattern.except == ["AppFeature"])
    }
}
