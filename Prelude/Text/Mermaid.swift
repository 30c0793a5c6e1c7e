/// Text for Mermaid diagrams (`flowchart` and `sequenceDiagram`), the one way every diagram
/// writer of the package puts a name, a message or an id into a label.
public enum Mermaid {
    /// The scalars written as Mermaid entity codes (`#35;`, decimal), and why:
    /// `"` ends a quoted flowchart label; `#` starts an entity code, so a literal one must be
    /// one too; `;` ends a statement in a sequence diagram; `%` starts a comment (`%%`) or a
    /// directive (`%%{init: …}%%`, read anywhere in the text); the backtick starts a Markdown
    /// label; `<`, `>` and `&` are HTML in a rendered label; `|` closes a flowchart link's
    /// label; `:` would let Mermaid's pre-processing of `style …:#…;` lines cut a label's
    /// last entity code short; the backslash, so the `\u{…}` escapes below stay unambiguous.
    static let entityCoded: Set<Unicode.Scalar> = ["\"", "#", ";", "%", "`", "<", ">", "&", "|", ":", "\\"]

    /// The line breaks, written as a space so that a label stays on its statement's line.
    static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    /// `text` as it can stand in any Mermaid label, a quoted flowchart node or link label
    /// (`A["…"]`, `-->|"…"|`) or a sequence diagram's participant alias, message or note: the
    /// characters Mermaid reads as syntax or markup as entity codes (`#35;` for `#`), which
    /// Mermaid shows as the characters themselves; line breaks as spaces; and every other
    /// scalar that could change what a terminal shows (the diagram is also printed) as
    /// `\u{…}`, as ``Swift/String/escapedForTerminal`` writes it. Nothing in `text` can end
    /// the label, start a comment or directive, or become markup.
    ///
    /// The text is read by Unicode scalar, not by `Character`: `;` followed by a combining
    /// mark is one `Character` that is not equal to `";"`, yet Mermaid still reads the `;`.
    ///
    /// - Parameter text: A name, message or id.
    /// - Returns: The label's text, without quotes.
    public static func label(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if entityCoded.contains(scalar) {
                output.append(contentsOf: "#\(scalar.value);".unicodeScalars)
            } else if lineBreaks.contains(scalar) {
                output.append(" ")
            } else if TerminalText.isUnsafe(scalar) {
                TerminalText.appendEscape(of: scalar, to: &output)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }
}
