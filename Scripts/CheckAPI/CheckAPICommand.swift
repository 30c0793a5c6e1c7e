import APICompatibility
import ArgumentParser
import Foundation
import Prelude
import ScriptSupport

/// `check-api`: the working tree's public API against the committed baseline, and a failure
/// unless the changelog declares the next version a new major when the API breaks.
@main
struct CheckAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-api",
        abstract: "Fails when the public API of the last release breaks, unless the changelog declares a new major.",
        discussion: """
            Compares the working tree's public API (the baseline's modules) with the committed baseline, the \
            API digester's dump of the release commit, through `swift package diagnose-api-breaking-changes`, \
            which builds the package in its scratch folder (.build unless --scratch-path says otherwise). It \
            also reports a declaration that went from `public` to `package`, which the digester misses. When \
            something breaks, the check passes only if the changelog declares the next version a new major: \
            the smallest version heading above the baseline's version (`## [2.0.0] - 2027-01-10`, or a planned \
            `## [2.0.0] - Unreleased`) is a new major, or, without such a heading, an entry under \
            `## [Unreleased]` begins with **BREAKING**. The baseline needs no fetch and no second build: any \
            clone works, a shallow one too. --write-baseline writes a new baseline from HEAD, which must have \
            no uncommitted change. Exits 0 when the API is intact or its break is declared, 1 on an undeclared \
            break, 2 when the check could not run (the message says why and what to do), 64 on bad arguments.
            """,
        version: VerticalHub.version
    )

    @Option(help: "The folder of the package; the current folder when omitted.")
    var packagePath: String = "."

    @Option(
        help: ArgumentHelp(
            "The folder of baseline.json and the module dumps; Scripts/api-baseline in the package when omitted.",
            valueName: "folder"))
    var baseline: String?

    @Option(help: "The changelog in Keep a Changelog's form; CHANGELOG.md in the package when omitted.")
    var changelog: String?

    @Option(help: "SwiftPM's scratch folder for the build the comparison needs; SwiftPM's .build when omitted.")
    var scratchPath: String?

    @Option(help: "The output: text for a person, json for the whole report.")
    var format: OutputFormat = .text

    @Flag(
        help: """
            Writes a new baseline from HEAD instead of checking: HEAD's commit, the version and a dump of each \
            module. The working tree must have no uncommitted change.
            """)
    var writeBaseline = false

    @Option(
        help: ArgumentHelp(
            "With --write-baseline: the release the baseline is; the changelog's latest release when omitted.",
            valueName: "x.y.z"))
    var baselineVersion: String?

    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "With --write-baseline: a module whose API the baseline holds (repeatable); the earlier baseline's "
                + "modules when omitted.",
            valueName: "name"))
    var modules: [String] = []

    @Flag(help: "Keeps SwiftPM's build log off standard error.")
    var quiet = false

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        guard FileManager.default.fileExists(atPath: packagePath + "/Package.swift") else {
            throw ValidationError("Pass --package-path a folder that contains a Package.swift (got '\(packagePath)').")
        }
        if !writeBaseline && (baselineVersion != nil || !modules.isEmpty) {
            throw ValidationError(
                "--baseline-version and --module go with --write-baseline; add it, or leave them out.")
        }
        if let baselineVersion, SemanticVersion(baselineVersion) == nil {
            throw ValidationError("--baseline-version takes a version such as 1.0.0 (got '\(baselineVersion)').")
        }
    }

    func run() async throws {
        SignalCleanup.install { "check-api: stopped by signal \($0); SwiftPM and the digester were stopped too" }
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let check = APICheck(
            packageRoot: root,
            baselineFolder: baseline.map { URL(fileURLWithPath: $0).standardizedFileURL }
                ?? root.appendingPathComponent("Scripts/api-baseline"),
            changelog: changelog.map { URL(fileURLWithPath: $0).standardizedFileURL }
                ?? root.appendingPathComponent("CHANGELOG.md"),
            scratchPath: scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL },
            echoBuildLog: !quiet, environment: ProcessInfo.processInfo.environment)
        do {
            if writeBaseline {
                let written = try check.writeBaseline(
                    version: baselineVersion.flatMap { SemanticVersion($0) }, modules: modules)
                try emit(written: written, folder: check.baselineFolder)
            } else {
                let report = try check.check()
                switch format {
                case .text: FileHandle.standardOutput.write(Data(report.text(changelogName: changelogName).utf8))
                case .json: FileHandle.standardOutput.write(try report.json())
                }
                if report.verdict == .breakingUndeclared { throw ExitCode(1) }
            }
        } catch let error as APICheckError {
            FileHandle.standardError.write(Data("check-api: error: \(error)\n".utf8))
            if format == .json {
                let object = ["error": error.description]
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                FileHandle.standardOutput.write(try encoder.encode(object) + Data("\n".utf8))
            }
            throw ExitCode(APICheckError.exitStatus)
        }
    }

    /// The changelog's name as the reader typed it, or CHANGELOG.md.
    var changelogName: String { changelog ?? "CHANGELOG.md" }

    /// Reports a written baseline.
    func emit(written: APIBaseline, folder: URL) throws {
        switch format {
        case .text:
            let text = """
                Wrote the API baseline of \(written.version) (commit \(written.commit.prefix(12)), \
                \(written.swift)) to \(folder.path): \(written.modules.map { "\($0).json" }.joined(separator: ", ")) \
                and \(APIBaseline.fileName). Commit them.

                """
            FileHandle.standardOutput.write(Data(text.utf8))
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(written) + Data("\n".utf8))
        }
    }
}
