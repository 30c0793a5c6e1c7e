extension String {
    /// The text with each scalar in `replacements` written as its replacement and every line
    /// break (of any kind) as a space, by scalar: a quote followed by a combining mark is
    /// one `Character` that is not equal to `"`, yet a diagram's parser still reads the quote.
    func escaping(_ replacements: [Unicode.Scalar: String]) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] {
                escaped.append(contentsOf: replacement.unicodeScalars)
            } else if Self.lineBreaks.contains(scalar) {
                escaped.append(" ")
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]
}
