import Prelude
import Testing

@Suite("Text for a terminal")
struct TerminalTextTests {
    @Test(
        "controls, format characters, separators, private-use and unassigned scalars are escaped as \\u{…}",
        arguments: [
            ("plain text, é, 東京, 🗺️", "plain text, é, 東京, 🗺️"),
            ("sen\u{0}d\n\u{1B}[31m", #"sen\u{0}d\u{A}\u{1B}[31m"#), ("\u{202E}evil", #"\u{202E}evil"#),
            ("a\u{200D}b\u{2028}c\u{7F}\u{85}", #"a\u{200D}b\u{2028}c\u{7F}\u{85}"#), ("\u{E000}", #"\u{E000}"#),
            ("\u{F0000}", #"\u{F0000}"#), ("\u{0378}", #"\u{378}"#), ("tab\there", #"tab\u{9}here"#),
        ])
    func escaped(text: String, expected: String) {
        #expect(text.escapedForTerminal == expected)
    }

    @Test("a backslash is doubled, so text that looks like an escape stays distinguishable from one")
    func backslash() {
        #expect(#"C:\new \u{1B}"#.escapedForTerminal == #"C:\\new \\u{1B}"#)
        #expect("\u{1B}".escapedForTerminal != #"\u{1B}"#.escapedForTerminal)
    }

    @Test("quoted text escapes its quotation mark and is cut to the bound with …")
    func quoted() {
        #expect("say \"hi\"\n".quotedForTerminal() == #""say \"hi\"\u{A}""#)
        #expect("it's".quotedForTerminal("'") == #"'it\'s'"#)
        #expect("abcdef".quotedForTerminal(maximumLength: 3) == #""abc…""#)
        #expect("abc".quotedForTerminal(maximumLength: 3) == #""abc""#)
        #expect("abc".quotedForTerminal(maximumLength: -1) == #""…""#)
        let huge = String(repeating: "a", count: 1_000_000)
        #expect(huge.quotedForTerminal(maximumLength: 80).count == 83)
    }
}
