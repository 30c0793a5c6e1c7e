import Maps
import Testing

@Suite("Folded search text")
struct SearchTextTests {
    @Test(
        "case and diacritics are ignored, and letters without a decomposition are spelled out",
        arguments: [
            ("Zürich", "zurich"), ("ZÜRICH", "zurich"), ("Friedrichstraße", "friedrichstrasse"),
            ("Universitätsspital", "universitatsspital"), ("Ærøskøbing", "aeroskobing"), ("Łódź", "lodz"),
            ("İstanbul", "istanbul"), ("Crème Brûlée", "creme brulee"), ("St Thomas' Hospital", "st thomas' hospital"),
        ])
    func folding(text: String, folded: String) {
        #expect(SearchText(text).folded == folded)
    }

    @Test("a folded text is found inside another whatever either's case and accents")
    func containment() {
        #expect(SearchText("STRASSE").isContained(in: SearchText("Müllerstraße 12, 13353 Berlin")))
        #expect(SearchText("Zurich").isContained(in: SearchText("Bahnhofplatz 15, 8001 Zürich")))
        #expect(!SearchText("Bern").isContained(in: SearchText("Zürich")))
    }
}
