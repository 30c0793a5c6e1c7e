import APICompatibility
import Testing

@Suite("the changelog's next version: a new major, or not")
struct ChangelogTests {
    static let baseline = SemanticVersion(1, 0, 0)

    static func changelog(_ text: String) -> Changelog {
        Changelog(text: text, name: "CHANGELOG.md")
    }

    static let released = """
        ## [1.0.0] - 2026-12-01

        ### Added
        - The hub's library products.

        [unreleased]: https://example.com/compare/1.0.0...HEAD
        [1.0.0]: https://example.com/releases/1.0.0
        """

    @Test("an Unreleased entry marked **BREAKING** makes the next version the baseline's next major")
    func breakingEntry() {
        let changelog = Self.changelog(
            """
            # Changelog

            All notable changes to this project are documented in this file.

            ## [Unreleased]

            ### Added
            - A new transport.

            ### Removed
            - **BREAKING** `PluginProtocol.legacy(_:)` is gone; use `handle(_:)`.

            """ + Self.released)
        let next = changelog.nextVersion(after: Self.baseline)
        #expect(next.isNewMajor)
        #expect(next.version == SemanticVersion(2, 0, 0))
        #expect(next.source == .breakingEntry)
        #expect(next.reason == "CHANGELOG.md:11: an entry under `## [Unreleased]` is marked **BREAKING**")
        #expect(changelog.unreleasedLine == 5)
        #expect(changelog.latestRelease?.version == Self.baseline)
    }

    @Test("the marker may be written **BREAKING:**, in any case, with any list marker")
    func markerForms() {
        for entry in ["- **BREAKING:** x", "* **Breaking** x", "+ **breaking** x", "  - **BREAKING** nested"] {
            let next = Self.changelog("## [Unreleased]\n### Changed\n\(entry)\n" + Self.released).nextVersion(
                after: Self.baseline)
            #expect(next.isNewMajor, "\(entry)")
        }
    }

    @Test("an Unreleased section without a marked entry, or none at all, is no major")
    func notMajor() {
        let plain = Self.changelog(
            "## [Unreleased]\n### Changed\n- BREAKING in the text is not a marker.\n" + Self.released)
        let next = plain.nextVersion(after: Self.baseline)
        #expect(!next.isNewMajor)
        #expect(next.version == nil)
        #expect(next.source == .unreleasedWithoutBreaking)
        #expect(
            next.reason
                == "CHANGELOG.md has no version heading above 1.0.0, and its `## [Unreleased]` section (line 1) has no entry marked **BREAKING**"
        )
        let none = Self.changelog(Self.released).nextVersion(after: Self.baseline)
        #expect(!none.isNewMajor)
        #expect(none.reason.hasSuffix("it has no `## [Unreleased]` section"))
    }

    @Test("a marker outside Unreleased (in a released section) or in a code block does not count")
    func markerOutsideUnreleased() {
        let changelog = Self.changelog(
            """
            ## [Unreleased]
            ```
            - **BREAKING** an example in a code block
            ## [9.0.0] - not a heading in a code block
            ```

            ## [1.0.0] - 2026-12-01
            - **BREAKING** an old break, released in 1.0.0
            """)
        #expect(!changelog.nextVersion(after: Self.baseline).isNewMajor)
        #expect(changelog.releases.map(\.version) == [Self.baseline])
    }

    @Test("a version heading above the baseline is the next version: a release being cut, or a planned one")
    func versionHeading() {
        let cut = Self.changelog("## [Unreleased]\n\n## [2.0.0] - 2027-01-10\n### Removed\n- x\n\n" + Self.released)
        let next = cut.nextVersion(after: Self.baseline)
        #expect(next.isNewMajor && next.version == SemanticVersion(2, 0, 0) && next.source == .versionHeading)
        #expect(next.reason == "CHANGELOG.md:3: `## [2.0.0] - 2027-01-10` is the first version after 1.0.0")
        #expect(cut.latestRelease?.version == SemanticVersion(2, 0, 0))

        let planned = Self.changelog("## [2.0.0] - Unreleased\n- x\n\n" + Self.released)
        #expect(planned.nextVersion(after: Self.baseline).isNewMajor)
        // A planned version is not released: the latest release is still the baseline's.
        #expect(planned.latestRelease?.version == Self.baseline)

        let bare = Self.changelog("## v2.0.0 (2027-01-10)\n\n## 1.0.0 - 2026-12-01\n")
        #expect(bare.nextVersion(after: Self.baseline).version == SemanticVersion(2, 0, 0))
    }

    @Test("the heading just above the baseline decides, even with a marked entry: a minor there is no major")
    func headingWins() {
        let changelog = Self.changelog(
            "## [Unreleased]\n- **BREAKING** x\n\n## [2.0.0] - 2027-06-01\n\n## [1.1.0] - 2027-01-10\n\n"
                + Self.released)
        let next = changelog.nextVersion(after: Self.baseline)
        #expect(next.version == SemanticVersion(1, 1, 0))
        #expect(!next.isNewMajor)
        #expect(next.source == .versionHeading)
    }

    @Test("a pre-release of the next major is a new major; a 0.x baseline's next major is 1.0.0")
    func preReleaseAndZero() {
        let beta = Self.changelog("## [2.0.0-beta.1] - 2027-01-10\n\n" + Self.released)
        #expect(beta.nextVersion(after: Self.baseline).isNewMajor)
        let zero = Self.changelog("## [Unreleased]\n- **BREAKING** x\n\n## [0.9.0] - 2026-01-01\n")
        #expect(zero.nextVersion(after: SemanticVersion(0, 9, 0)).version == SemanticVersion(1, 0, 0))
    }

    @Test("Windows line ends are read as well")
    func carriageReturns() {
        let changelog = Self.changelog(
            "## [Unreleased]\r\n### Removed\r\n- **BREAKING** x\r\n\r\n## [1.0.0] - 2026-12-01\r\n")
        #expect(changelog.nextVersion(after: Self.baseline).isNewMajor)
        #expect(changelog.releases.first?.title == "[1.0.0] - 2026-12-01")
    }
}
