/// A semantic version, `major.minor.patch` with an optional pre-release (`2.0.0-beta.1`); build
/// metadata (`+...`) is read and ignored, as semantic versioning orders versions without it.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The major version: a new one may break the public API.
    public var major: Int
    /// The minor version.
    public var minor: Int
    /// The patch version.
    public var patch: Int
    /// The pre-release identifiers after `-`, or empty for a release.
    public var preRelease: [String]

    /// Makes a version.
    ///
    /// - Parameters:
    ///   - major: The major version.
    ///   - minor: The minor version.
    ///   - patch: The patch version.
    ///   - preRelease: The pre-release identifiers, empty for a release.
    public init(_ major: Int, _ minor: Int, _ patch: Int, preRelease: [String] = []) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.preRelease = preRelease
    }

    /// Reads `1.2.3`, `v1.2.3` or `1.2.3-rc.1+build`; `nil` for anything else.
    ///
    /// - Parameter text: The version as written.
    public init?(_ text: some StringProtocol) {
        var rest = Substring(text)
        if rest.first == "v" || rest.first == "V" { rest = rest.dropFirst() }
        if let plus = rest.firstIndex(of: "+") { rest = rest[..<plus] }
        var preRelease: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            preRelease = rest[rest.index(after: dash)...].split(separator: ".", omittingEmptySubsequences: false)
                .map(String.init)
            guard !preRelease.contains(where: \.isEmpty) else { return nil }
            rest = rest[..<dash]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }) else { return nil }
        guard let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2]),
            major >= 0, minor >= 0, patch >= 0
        else { return nil }
        self.init(major, minor, patch, preRelease: preRelease)
    }

    /// The first version of the next major: `2.0.0` after `1.4.2`.
    public var nextMajor: SemanticVersion { SemanticVersion(major + 1, 0, 0) }

    /// The version as written: `1.2.3` or `1.2.3-rc.1`.
    public var description: String {
        "\(major).\(minor).\(patch)" + (preRelease.isEmpty ? "" : "-" + preRelease.joined(separator: "."))
    }

    /// Semantic versioning's precedence: numbers first, then a pre-release below its release,
    /// pre-release identifiers compared one by one (numeric ones as numbers, below textual ones).
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.preRelease, rhs.preRelease) where left != right {
            switch (Int(left), Int(right)) {
            case (let left?, let right?): return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.preRelease.count < rhs.preRelease.count
    }

    /// Decodes the version from its text form, `"1.2.3"`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a semantic version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = SemanticVersion(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text.prefix(100))' is not a version such as 1.0.0")
        }
        self = version
    }

    /// Encodes the version as its text form, `"1.2.3"`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
