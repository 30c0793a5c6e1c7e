import Foundation

/// Text folded for matching: lower case, diacritics removed, so "Zurich" finds "Zürich"
/// and "STRASSE" finds "Straße".
///
/// Folding uses Unicode data only (canonical decomposition, then dropping combining
/// marks, then the locale-independent lowercase mapping), never the process's locale, so
/// it gives the same answer on Linux and macOS under any `LANG`. Letters that have no
/// decomposition are spelled out: ß as ss, æ as ae, ø as o, œ as oe, ł as l, đ as d, ı as i.
///
/// ```swift
/// SearchText("Zürich").folded                        // "zurich"
/// SearchText("Zürich").isContained(in: SearchText("Universitätsspital ZÜRICH"))   // true
/// ```
public struct SearchText: Sendable, Hashable {
    /// The folded text.
    public let folded: String

    /// Folds `text`.
    public init(_ text: String) {
        var result = String.UnicodeScalarView()
        for scalar in text.decomposedUnicodeScalars() {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                if let spelled = Self.spelledOut[lower] {
                    result.append(contentsOf: spelled.unicodeScalars)
                } else {
                    result.append(lower)
                }
            }
        }
        folded = String(result)
    }

    /// Whether this text occurs in `other`.
    public func isContained(in other: SearchText) -> Bool {
        folded.isEmpty || other.folded.contains(folded)
    }

    /// Letters without a canonical decomposition, spelled as a reader would type them.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "ł": "l", "đ": "d", "ı": "i",
    ]
}

extension String {
    /// The scalars of the text in canonical decomposition (NFD), from Unicode's own data:
    /// `ü` becomes `u` followed by U+0308 COMBINING DIAERESIS.
    fileprivate func decomposedUnicodeScalars() -> [Unicode.Scalar] {
        // Foundation's decomposedStringWithCanonicalMapping is locale-independent on every
        // platform; it comes from the same Unicode tables as Swift's own String comparison.
        Array(decomposedStringWithCanonicalMapping.unicodeScalars)
    }
}
