import Foundation

extension String {
    /// The text as one word for a POSIX shell (`sh`, `bash`, `zsh`), to print a command line
    /// a person can paste: in single quotes, each single quote in it written `'\''` (close the
    /// quotes, an escaped quote, open them again), so `Doctor's visit` stays one word.
    ///
    /// ```swift
    /// #"{"title": "Doctor's visit"}"#.shellQuoted   // '{"title": "Doctor'\''s visit"}'
    /// ```
    var shellQuoted: String {
        "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
