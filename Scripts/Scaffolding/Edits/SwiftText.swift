/// Small reads of Swift source text for the manifest and host-list edits: the line that
/// declares a `let`, and the bracket that closes the one it opens, skipping strings and comments.
enum SwiftText {
    /// The offsets (in `Character`s) of the `[` that starts the value of the declaration whose
    /// line begins with `declaration`, and of its closing `]`.
    ///
    /// - Throws: ``ScaffoldError`` naming `file` and the declaration when there is not exactly one.
    static func bracketedValue(
        after declaration: String, in text: String, file: String
    ) throws(ScaffoldError)
        -> (open: String.Index, close: String.Index)
    {
        var starts: [String.Index] = []
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            if text[lineStart...].hasPrefix(declaration) { starts.append(lineStart) }
            guard let newline = text[lineStart...].firstIndex(of: "\n") else { break }
            lineStart = text.index(after: newline)
        }
        guard starts.count == 1, let declared = starts.first,
            let start = text.index(declared, offsetBy: declaration.count, limitedBy: text.endIndex),
            let open = text[start...].firstIndex(of: "["),
            !text[start..<open].contains("\n")
        else {
            throw ScaffoldError(
                "\(file): expected one line starting `\(declaration)` followed by `[` on that line, found "
                    + "\(starts.count); the tool edits that list as data, so restore its shape "
                    + "(`\(declaration) [...]`) or make the change by hand")
        }
        guard let close = matchingBracket(from: open, in: text) else {
            throw ScaffoldError("\(file): the `[` after `\(declaration)` is never closed; fix the file first")
        }
        return (open, close)
    }

    /// The `]` that closes the `[` at `open`, skipping brackets in strings and comments.
    static func matchingBracket(from open: String.Index, in text: String) -> String.Index? {
        var depth = 0
        var index = open
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" {
                    index = text.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if text[index...].hasPrefix("//"), let newline = text[index...].firstIndex(of: "\n") {
                index = newline
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    /// `text` with the range replaced.
    static func replacing(_ range: Range<String.Index>, in text: String, with replacement: String) -> String {
        String(text[..<range.lowerBound]) + replacement + String(text[range.upperBound...])
    }
}
