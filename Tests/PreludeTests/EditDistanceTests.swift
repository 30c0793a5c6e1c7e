import Prelude
import Testing

@Suite("Edit distance and did-you-mean")
struct EditDistanceTests {
    @Test(
        "the distance counts insertions, deletions and substitutions of characters",
        arguments: [
            ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0), ("comands", "commands", 1),
            ("requried", "required", 2), ("kitten", "sitting", 3), ("Case", "case", 1), ("é", "e\u{301}", 0),
            ("🗺️", "🗺", 1),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }

    @Test("one edit per three characters, rounded up, at least one and at most three")
    func allowedEdits() {
        #expect((0...12).map(EditDistance.allowedEdits(forLength:)) == [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3])
    }

    @Test(
        "a likely typo gets the nearest candidate, case ignored",
        arguments: [
            ("requried", "required"), ("minLenght", "minLength"), ("comands", "commands"), ("sendd", "send"),
            ("interfaceAllowlist", "interfaceAllowList"), ("allowedModule", "allowedModules"), ("titel", "title"),
            ("ID", "id"),
        ])
    func suggests(written: String, meant: String) {
        let candidates = ["id", "title", "send", "commands", "required", "minLength", "allowedModules"]
        #expect(EditDistance.suggestion(for: written, among: candidates + ["interfaceAllowList"]) == meant)
    }

    @Test("a name too far from every candidate gets no suggestion", arguments: ["ab", "colour", "tags", "", "x"])
    func noSuggestion(written: String) {
        #expect(EditDistance.suggestion(for: written, among: ["if", "type", "title", "required"]) == nil)
    }

    @Test("of equally near candidates the first in the given order is suggested")
    func ties() {
        #expect(EditDistance.suggestion(for: "cat", among: ["bat", "hat"]) == "bat")
        #expect(EditDistance.suggestion(for: "cat", among: ["hat", "bat"]) == "hat")
    }

    @Test("a huge name is never compared with short candidates")
    func hugeName() {
        let huge = String(repeating: "required", count: 100_000)
        #expect(EditDistance.suggestion(for: huge, among: ["required"]) == nil)
    }

    @Test("the nearest candidates come nearest first, however far, up to the limit")
    func nearest() {
        let names = ["Bridge", "BFeature", "AFeature", "Zzzzzzzzzzzz"]
        #expect(EditDistance.nearest(to: "feature", among: names, limit: 2) == ["BFeature", "AFeature"])
        #expect(EditDistance.nearest(to: "x", among: names).count == 4)
    }
}
