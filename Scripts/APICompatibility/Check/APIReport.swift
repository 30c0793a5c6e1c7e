public import Foundation

/// What the API check found: each module's breaks against the baseline, the version the
/// changelog declares next (read only when something broke), and the verdict.
public struct APIReport: Sendable, Hashable, Codable {
    /// One module's breaks.
    public struct ModuleResult: Sendable, Hashable, Codable {
        /// The module.
        public var name: String
        /// Its breaks, in the digester's words (`API breakage: func f() has been removed`).
        public var breaks: [String]

        /// Makes a module's result.
        ///
        /// - Parameters:
        ///   - name: The module.
        ///   - breaks: Its breaks.
        public init(name: String, breaks: [String]) {
            self.name = name
            self.breaks = breaks
        }
    }

    /// The verdict.
    public enum Verdict: String, Sendable, Hashable, Codable {
        /// No break: the next version may be anything.
        case compatible
        /// Breaks, and the changelog declares the next version a new major.
        case breakingDeclared = "breaking-declared"
        /// Breaks, and the changelog does not declare a new major: the check fails.
        case breakingUndeclared = "breaking-undeclared"
    }

    /// The baseline compared against.
    public var baseline: APIBaseline
    /// The compiler that dumped the working tree's API (`swift --version`'s first line).
    public var swift: String
    /// Each module's result, in the baseline's order.
    public var modules: [ModuleResult]
    /// The version the changelog declares next; `nil` when nothing broke (it is not read then).
    public var nextVersion: NextVersion?
    /// The verdict.
    public var verdict: Verdict

    /// Makes a report; the verdict follows from the breaks and the next version.
    ///
    /// - Parameters:
    ///   - baseline: The baseline compared against.
    ///   - swift: The compiler that dumped the working tree's API.
    ///   - modules: Each module's result.
    ///   - nextVersion: The version the changelog declares next, when something broke.
    public init(baseline: APIBaseline, swift: String, modules: [ModuleResult], nextVersion: NextVersion?) {
        self.baseline = baseline
        self.swift = swift
        self.modules = modules
        self.nextVersion = nextVersion
        let breaks = modules.contains { !$0.breaks.isEmpty }
        verdict = !breaks ? .compatible : nextVersion?.isNewMajor == true ? .breakingDeclared : .breakingUndeclared
    }

    /// The number of breaks in all modules.
    public var breakCount: Int { modules.map(\.breaks.count).reduce(0, +) }

    /// The report for a person; it ends with what to do when the check fails.
    ///
    /// - Parameter changelogName: The changelog's name as the reader knows it, such as `CHANGELOG.md`.
    /// - Returns: Lines ending with a newline.
    public func text(changelogName: String) -> String {
        var lines = [
            "API of \(baseline.version) (commit \(baseline.commit.prefix(12))) against the working tree, "
                + "module by module:"
        ]
        for module in modules {
            let count = module.breaks.count
            lines.append("  \(module.name): " + (count == 0 ? "no break" : "\(count) break\(count == 1 ? "" : "s")"))
            lines += module.breaks.map { "    💔 \($0)" }
        }
        switch verdict {
        case .compatible:
            lines.append("No break: the public API of \(baseline.version) is intact.")
        case .breakingDeclared:
            let next = nextVersion?.version.map { "\($0)" } ?? "a new major"
            lines.append(
                "\(breakCount) break\(breakCount == 1 ? "" : "s"), as \(changelogName) allows: the next version is "
                    + "\(next), a new major (\(nextVersion?.reason ?? "")).")
        case .breakingUndeclared:
            lines.append(
                "error: \(breakCount) break\(breakCount == 1 ? "" : "s") of the public API of \(baseline.version), "
                    + "and \(changelogName) does not declare the next version a new major: "
                    + "\(nextVersion?.reason ?? "it was not read").")
            lines.append("Either restore the API (the lines above name each break), or " + declareMajor(changelogName))
        }
        if verdict != .compatible, swift != baseline.swift {
            lines.append(
                "note: the baseline was dumped by \(baseline.swift), the working tree by \(swift); a break the "
                    + "code does not explain may come from the toolchain: then regenerate the baseline at "
                    + "\(baseline.commit.prefix(12)) with this toolchain (Scripts/README.md, check-api).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How to declare the next version a new major, for the changelog as it is.
    func declareMajor(_ changelogName: String) -> String {
        let major = baseline.version.nextMajor
        let entry =
            "add an entry that begins with **BREAKING** under `## [Unreleased]` (in `### Changed` or `### Removed`), "
            + "saying what broke and what to use instead"
        switch nextVersion?.source {
        case .versionHeading?:
            let next = nextVersion?.version.map { "\($0)" } ?? "next"
            return "make the next version a new major: its heading in \(changelogName) names \(next); if the "
                + "break is meant for it, name it \(major) instead; if \(next) is released already, the baseline "
                + "is stale: regenerate it at \(next)'s commit (`Scripts/check-api --write-baseline`)."
        case .noChangelog?:
            return "create \(changelogName) in Keep a Changelog's form and declare the next version \(major) there: "
                + entry + "."
        default:
            return "declare the next version \(major) in \(changelogName): " + entry + "."
        }
    }

    /// The whole report as JSON (keys sorted).
    ///
    /// - Returns: UTF-8 JSON, ending with a newline.
    /// - Throws: The encoder's error, which a report of strings never causes.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
