/// A changelog in Keep a Changelog's form, read for what the API check needs: the version
/// headings (`## [1.0.0] - 2026-12-01`), the `## [Unreleased]` section, and the entries in it
/// marked `**BREAKING**`.
///
/// The next version after a baseline is, in this order:
/// 1. the smallest version heading above the baseline's version (`## [2.0.0] - 2027-01-10` when
///    a release is being cut, or a planned `## [2.0.0] - Unreleased`);
/// 2. else, when a list item under `## [Unreleased]` begins with `**BREAKING**`, the baseline's
///    next major (`2.0.0` after `1.4.2`);
/// 3. else a minor or patch release, which may not break the API.
public struct Changelog: Sendable, Hashable {
    /// A `## [x.y.z]` heading.
    public struct Release: Sendable, Hashable {
        /// The version it names.
        public var version: SemanticVersion
        /// Its line, from 1.
        public var line: Int
        /// The heading as written, without `## `.
        public var title: String
        /// Whether the heading says the version is planned rather than released
        /// (`## [2.0.0] - Unreleased`).
        public var isPlanned: Bool
    }

    /// A list item under `## [Unreleased]` that begins with `**BREAKING**`.
    public struct BreakingEntry: Sendable, Hashable {
        /// Its line, from 1.
        public var line: Int
        /// Its text after the list marker.
        public var text: String
    }

    /// The file's name as shown in messages, such as `CHANGELOG.md`.
    public var name: String
    /// Every version heading, in file order.
    public var releases: [Release]
    /// The line of `## [Unreleased]`, if there is one.
    public var unreleasedLine: Int?
    /// The entries of the Unreleased section marked `**BREAKING**`.
    public var breakingEntries: [BreakingEntry]

    /// Reads a changelog's text. Anything that is not a level-2 heading or a list item in the
    /// Unreleased section is left alone, and so is everything inside fenced code blocks.
    ///
    /// - Parameters:
    ///   - text: The changelog's text.
    ///   - name: The file's name, for messages.
    public init(text: String, name: String) {
        self.name = name
        releases = []
        breakingEntries = []
        var inUnreleased = false
        var inFence = false
        // `\r\n` is one character in Swift, and a newline like `\n`.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            if line.hasPrefix("## ") {
                let title = line.dropFirst(3).trimmingSpaces
                inUnreleased = false
                if Self.isUnreleased(title) {
                    if unreleasedLine == nil { unreleasedLine = index + 1 }
                    inUnreleased = true
                } else if let version = Self.version(in: title) {
                    releases.append(
                        Release(
                            version: version, line: index + 1, title: String(title),
                            isPlanned: title.lowercased().contains("unreleased")))
                }
                continue
            }
            if line.hasPrefix("# ") { inUnreleased = false }
            guard inUnreleased, let item = Self.listItem(trimmed), Self.isBreaking(item) else { continue }
            breakingEntries.append(BreakingEntry(line: index + 1, text: String(item)))
        }
    }

    /// The highest version heading that is not planned: the latest release.
    public var latestRelease: Release? {
        releases.filter { !$0.isPlanned }.max { $0.version < $1.version }
    }

    /// The version the changelog declares next after `baseline`, and whether it is a new major
    /// (see the type's documentation for the rule).
    ///
    /// - Parameter baseline: The version whose API is the baseline.
    /// - Returns: The next version and where the changelog says it.
    public func nextVersion(after baseline: SemanticVersion) -> NextVersion {
        if let next = releases.filter({ $0.version > baseline }).min(by: { $0.version < $1.version }) {
            return NextVersion(
                version: next.version, isNewMajor: next.version.major > baseline.major, source: .versionHeading,
                reason: "\(name):\(next.line): `## \(next.title)` is the first version after \(baseline)")
        }
        if let entry = breakingEntries.first {
            return NextVersion(
                version: baseline.nextMajor, isNewMajor: true, source: .breakingEntry,
                reason: "\(name):\(entry.line): an entry under `## [Unreleased]` is marked **BREAKING**")
        }
        let unreleased =
            unreleasedLine.map { "its `## [Unreleased]` section (line \($0)) has no entry marked **BREAKING**" }
            ?? "it has no `## [Unreleased]` section"
        return NextVersion(
            version: nil, isNewMajor: false, source: .unreleasedWithoutBreaking,
            reason: "\(name) has no version heading above \(baseline), and \(unreleased)")
    }

    /// Whether a heading's title is the Unreleased section's: `[Unreleased]` or `Unreleased`.
    static func isUnreleased(_ title: Substring) -> Bool {
        let bare = title.hasPrefix("[") ? title.dropFirst() : title
        return bare.lowercased().hasPrefix("unreleased")
    }

    /// The version a heading names: `[1.0.0] - 2026-12-01`, `1.0.0 - 2026-12-01`, `[v1.0.0]`.
    static func version(in title: Substring) -> SemanticVersion? {
        if title.hasPrefix("[") {
            guard let close = title.firstIndex(of: "]") else { return nil }
            return SemanticVersion(title[title.index(after: title.startIndex)..<close])
        }
        return SemanticVersion(title.prefix { $0 != " " && $0 != "\t" })
    }

    /// The text of a Markdown list item (`- `, `* ` or `+ `), without its marker.
    static func listItem(_ line: Substring) -> Substring? {
        guard let marker = line.first, "-*+".contains(marker), line.dropFirst().first == " " else { return nil }
        return line.dropFirst(2).trimmingSpaces
    }

    /// Whether an entry begins with `**BREAKING**` (or `**BREAKING:**`), in any case.
    static func isBreaking(_ item: Substring) -> Bool {
        let upper = item.uppercased()
        return upper.hasPrefix("**BREAKING**") || upper.hasPrefix("**BREAKING:**")
    }
}

/// The version a changelog declares next, and whether it may break the API.
public struct NextVersion: Sendable, Hashable, Codable {
    /// Where the next version comes from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// A version heading above the baseline's version.
        case versionHeading = "version-heading"
        /// An entry marked **BREAKING** under `## [Unreleased]`.
        case breakingEntry = "breaking-entry"
        /// Neither: the next release is a minor or patch one.
        case unreleasedWithoutBreaking = "unreleased-without-breaking"
        /// There is no changelog.
        case noChangelog = "no-changelog"
    }

    /// The next version, when the changelog names it or implies it (a **BREAKING** entry);
    /// `nil` when it only says the next release is no major.
    public var version: SemanticVersion?
    /// Whether the next version is a new major, so the API may break.
    public var isNewMajor: Bool
    /// Where the next version comes from.
    public var source: Source
    /// Where the changelog says so, in words with the file and line.
    public var reason: String

    /// Makes a next version.
    ///
    /// - Parameters:
    ///   - version: The next version, if known.
    ///   - isNewMajor: Whether it is a new major.
    ///   - source: Where it comes from.
    ///   - reason: Where the changelog says so.
    public init(version: SemanticVersion?, isNewMajor: Bool, source: Source, reason: String) {
        self.version = version
        self.isNewMajor = isNewMajor
        self.source = source
        self.reason = reason
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
