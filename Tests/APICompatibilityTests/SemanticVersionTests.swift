import APICompatibility
import Testing

@Suite("semantic versions")
struct SemanticVersionTests {
    @Test("reads a version with or without v, a pre-release and build metadata; refuses the rest")
    func parsing() {
        #expect(SemanticVersion("1.2.3") == SemanticVersion(1, 2, 3))
        #expect(SemanticVersion("v10.0.1") == SemanticVersion(10, 0, 1))
        #expect(SemanticVersion("2.0.0-rc.1+build.5") == SemanticVersion(2, 0, 0, preRelease: ["rc", "1"]))
        for text in ["1.2", "1.2.3.4", "a.b.c", "1..3", "", "1.2.3-", "-1.2.3", "1.2.x", "1.2.3-a..b", "１.2.3"] {
            #expect(SemanticVersion(text) == nil, "\(text)")
        }
    }

    @Test("orders by number, a pre-release below its release, and names the next major")
    func ordering() throws {
        let versions = [
            "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0",
            "1.0.1", "1.10.0", "2.0.0",
        ].compactMap { SemanticVersion($0) }
        #expect(versions.count == 9)
        #expect(versions == versions.sorted())
        #expect(versions.shuffled().sorted() == versions)
        #expect(try #require(SemanticVersion("1.4.2")).nextMajor.description == "2.0.0")
        #expect(SemanticVersion(2, 0, 0, preRelease: ["rc", "1"]).description == "2.0.0-rc.1")
    }
}
