import Prelude
import Testing

@Suite("Text for Mermaid diagrams")
struct MermaidLabelTests {
    @Test("a Mermaid label writes syntax and markup as entity codes, line breaks as spaces")
    func mermaid() {
        #expect(Mermaid.label("plain name.with-dots_and 東京 (x) [y] {z}") == "plain name.with-dots_and 東京 (x) [y] {z}")
        #expect(
            Mermaid.label("#\";%`<>&|:\\")
                == "#35;#34;#59;#37;#96;#60;#62;#38;#124;#58;#92;")
        #expect(Mermaid.label("a\nb\r\nc\u{2028}d") == "a b  c d")
        #expect(Mermaid.label("\u{1B}[2J\u{202E}") == #"\u{1B}[2J\u{202E}"#)
        // `;` followed by a combining mark is one Character, yet Mermaid reads the `;`.
        #expect(Mermaid.label(";\u{301}") == "#59;\u{301}")
    }
}
