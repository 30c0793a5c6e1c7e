/// Text from input made safe to show on a terminal, one line, in one form for the whole package.
extension String {
    /// This text, safe to print on a terminal and as one line: every scalar that could change
    /// what a terminal shows is written as a `\u{…}` escape of its code point (hexadecimal, upper
    /// case: `\u{1B}`), and every backslash is doubled (`\\`), so an escape in the output always
    /// stands for an escaped scalar and never for text that looked like one.
    ///
    /// Escaped are the scalars of the general categories control (NUL, tab, line breaks, ESC,
    /// DEL, C1 controls), format (bidirectional overrides such as U+202E, zero-width joiners),
    /// line and paragraph separators, private use, surrogate and unassigned. So text from a
    /// file, a payload or a command line can neither move the cursor, recolour or clear the
    /// screen, nor reorder or hide what is shown, nor split one diagnostic over several lines.
    /// Everything else, letters of any script and emoji included, is kept as it is.
    ///
    /// ```swift
    /// "sen\u{0}d\n\u{1B}[31m".escapedForTerminal   // sen\u{0}d\u{A}\u{1B}[31m
    /// #"C:\new"#.escapedForTerminal                   // C:\\new
    /// ```
    public var escapedForTerminal: String {
        TerminalText.escaped(self, quote: nil)
    }

    /// This text between two `quote`s, escaped as ``escapedForTerminal`` is, with `quote`
    /// inside it written as a backslash and `quote`: `"say \"hi\"\u{A}"`, as a Swift (or
    /// JavaScript) string literal writes it; cut to `maximumLength` Unicode scalars, with `…`,
    /// when it is longer, so that echoing input costs a bounded amount whatever its size.
    ///
    /// - Parameters:
    ///   - quote: The quotation mark, `"` unless given.
    ///   - maximumLength: The most scalars of the text shown, all of them unless given.
    /// - Returns: The quoted text.
    public func quotedForTerminal(_ quote: Unicode.Scalar = "\"", maximumLength: Int = .max) -> String {
        TerminalText.escaped(shortened(toScalars: maximumLength), quote: quote)
    }

    /// This text, cut to `maximumLength` Unicode scalars with `…` when it is longer; the work
    /// is bounded by that length, whatever the text's.
    package func shortened(toScalars maximumLength: Int) -> String {
        let length = max(0, maximumLength)
        guard length < .max, unicodeScalars.prefix(length + 1).count > length else { return self }
        var short = String.UnicodeScalarView()
        short.append(contentsOf: unicodeScalars.prefix(length))
        return String(short) + "…"
    }
}

/// The one implementation behind ``Swift/String/escapedForTerminal`` and
/// ``Swift/String/quotedForTerminal(_:maximumLength:)``, and the terminal-safe part of
/// ``Mermaid/label(_:)``.
enum TerminalText {
    /// Whether `scalar` could change what a terminal shows, so it is escaped.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        default: false
        }
    }

    /// Appends `scalar` to `output` as `\u{…}`.
    static func appendEscape(of scalar: Unicode.Scalar, to output: inout String.UnicodeScalarView) {
        output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
    }

    /// `text` escaped, between `quote`s when one is given.
    static func escaped(_ text: String, quote: Unicode.Scalar?) -> String {
        guard quote != nil || text.unicodeScalars.contains(where: { $0 == "\\" || isUnsafe($0) }) else {
            return text
        }
        var output = String.UnicodeScalarView()
        if let quote { output.append(quote) }
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == quote {
                output.append("\\")
                output.append(scalar)
            } else if isUnsafe(scalar) {
                appendEscape(of: scalar, to: &output)
            } else {
                output.append(scalar)
            }
        }
        if let quote { output.append(quote) }
        return String(output)
    }
}
