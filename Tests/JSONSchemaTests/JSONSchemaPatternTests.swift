import JSONSchema
import Prelude
import Testing

/// `pattern`: ECMA-262 syntax matched in linear time, unanchored as JSON Schema says.
@Suite("JSON Schema patterns")
struct JSONSchemaPatternTests {
    func matches(_ pattern: String, _ text: String) throws -> Bool {
        try JSONSchema(["pattern": .string(pattern)]).accepts(.string(text))
    }

    @Test(
        "matches as ECMA-262 does",
        arguments: [
            ("^[a-z]+$", "clinic", true), ("^[a-z]+$", "Clinic", false), ("lin", "clinic", true),
            ("^a|b$", "xb", true), ("^(?:ab)+$", "ababab", true), ("^(?:ab)+$", "aba", false),
            (#"^\d{3}-\d{2,}$"#, "123-45", true), (#"^\d{3}-\d{2,}$"#, "123-4", false),
            (#"^\w+@\w+\.\w{2,3}$"#, "ada@example.org", true), ("^.$", "\n", false), ("^.$", "é", true),
            (#"^[^\s]+$"#, "no space", false), (#"^\p{Lu}\p{Ll}+$"#, "Zürich", true), (#"\bcat\b"#, "a cat!", true),
            (#"\bcat\b"#, "concat", false), (#"^\u00e9$"#, "é", true), (#"^\x41$"#, "A", true),
            (#"^[\d.-]+$"#, "-1.5", true), ("^a{2}$", "aa", true), ("^a{2}$", "aaa", false), ("^a{0}$", "", true),
            ("^(?<year>[0-9]{4})$", "2026", true), ("^x*?y$", "xxy", true), ("a{,2}", "a{,2}", true),
            (#"^[+]?[0-9 ()-]{5,}$"#, "+41 44 225 42 42", true), ("^$", "", true), ("^😀$", "😀", true),
        ])
    func ecma(pattern: String, text: String, expected: Bool) throws {
        #expect(try matches(pattern, text) == expected, "\(pattern) on \(text)")
    }

    @Test(
        "what a linear-time matcher cannot do is refused, naming it",
        arguments: [
            (#"(a)\1"#, "back-reference"), ("a(?=b)", "look-ahead"), ("(?<!a)b", "look-behind"),
            ("*a", "nothing to repeat"),
            ("a**", "a quantifier after a quantifier"), ("[z-a]", "start is above its end"),
            (#"\p{Greek}"#, "unsupported property"),
            ("a{2000}", "a count above 1000"), (#"\q"#, "unknown escape"),
        ])
    func refused(pattern: String, reason: String) {
        #expect {
            _ = try JSONSchema(["pattern": .string(pattern)])
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test("a catastrophic pattern for a backtracking engine runs in linear time")
    func noBacktracking() throws {
        let schema = try JSONSchema(["pattern": "^(a+)+$"])
        let text = String(repeating: "a", count: 5_000) + "!"
        #expect(!schema.accepts(.string(text)))
        #expect(schema.accepts(.string(String(repeating: "a", count: 5_000))))
    }

    @Test("matching beyond the step budget is refused with a violation, not run for ever")
    func budget() throws {
        let schema = try JSONSchema(
            ["pattern": "(a|b|c|d|e|f|g|h)*z"], limits: JSONSchema.Limits(maximumSteps: 10_000))
        let violations = schema.violations(of: .string(String(repeating: "abcdefgh", count: 2_000)))
        #expect(violations.count == 1)
        #expect(violations.first?.keyword == "limits")
        #expect(violations.first?.message.contains("more than 10000 steps") == true)
    }
}
