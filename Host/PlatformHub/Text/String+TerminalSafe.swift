extension String {
    /// The text with every scalar that could change what a terminal shows escaped as
    /// `\u{…}`: controls (NUL, line breaks, ESC), format characters (bidi overrides,
    /// zero-width joiners), line and paragraph separators, private-use, surrogate and
    /// unassigned code points; a backslash is doubled so the escapes stay unambiguous. So
    /// one diagnostic is one line, and a policy cannot move the cursor or recolour output.
    package var terminalSafe: String {
        guard unicodeScalars.contains(where: { $0 == "\\" || Self.isUnsafe($0) }) else { return self }
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\\" {
                escaped.append(contentsOf: #"\\"#.unicodeScalars)
            } else if Self.isUnsafe(scalar) {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            true
        default:
            false
        }
    }
}
