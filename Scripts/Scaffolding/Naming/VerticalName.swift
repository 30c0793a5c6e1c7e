/// A vertical's name checked against the rules a Swift module, its types and its messages
/// share: `Pharmacy`, with the world property `pharmacy` and the message prefix `pharmacy`.
///
/// ```swift
/// let name = try VerticalName("Pharmacy")
/// name.property        // "pharmacy", as in Current.pharmacy
/// name.key             // "pharmacy", as in pharmacy.example
/// ```
public struct VerticalName: Sendable, Hashable, CustomStringConvertible {
    /// The longest name accepted, in characters.
    public static let maximumLength = 40

    /// The name as written: the module, the folder and the prefix of every type.
    public let name: String

    /// Checks `name`: an ASCII letter A-Z first, then ASCII letters and digits, at most
    /// ``maximumLength`` characters, not a Swift keyword.
    ///
    /// - Throws: ``ScaffoldError`` saying what is wrong with it and what to give instead.
    public init(_ name: String) throws(ScaffoldError) {
        let shown = String(name.prefix(Self.maximumLength + 10))
        guard !name.isEmpty else {
            throw ScaffoldError("the vertical's name is empty; give a name such as Pharmacy")
        }
        guard name.count <= Self.maximumLength else {
            throw ScaffoldError(
                "\"\(shown)…\" is longer than \(Self.maximumLength) characters; give a shorter name such as Pharmacy")
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw ScaffoldError(
                "\"\(shown)\" does not start with an uppercase ASCII letter (A-Z); a vertical is a module and "
                    + "its types are named after it, so write it like a type: Pharmacy, not pharmacy")
        }
        if let bad = name.unicodeScalars.first(where: { !Self.isLetterOrDigit($0) }) {
            throw ScaffoldError(
                "\"\(shown)\" is not a plain Swift identifier: \"\(bad)\" is not an ASCII letter or digit; "
                    + "give a name of letters and digits only, such as Pharmacy2")
        }
        guard !SwiftKeywords.names.contains(name) else {
            throw ScaffoldError("\"\(name)\" is a Swift keyword or standard type; choose another name")
        }
        self.name = name
    }

    /// The local world's property and the start of `configure<Name>`'s world member:
    /// `pharmacy`, `clinicalRecords`, `urlTools` for `URLTools`.
    public var property: String {
        let scalars = Array(name)
        var upper = 0
        while upper < scalars.count, scalars[upper].isUppercase { upper += 1 }
        // Keep the last capital of a run that starts a word: URLTools -> urlTools.
        let lowered = upper > 1 && upper < scalars.count && scalars[upper].isLowercase ? upper - 1 : max(upper, 1)
        return String(scalars[..<lowered]).lowercased() + String(scalars[lowered...])
    }

    /// The prefix of the vertical's messages and switches: the name in lowercase, `pharmacy`.
    public var key: String { name.lowercased() }

    /// The name.
    public var description: String { name }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
