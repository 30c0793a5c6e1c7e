import AffectedTargets
import ArgumentParser
import DependencyRules
import Foundation
import Prelude

/// `affected --base REF`: the targets and test targets a change reaches through the manifest's
/// target graph, for CI that builds and tests only those (one runner per affected vertical).
@main
struct AffectedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "affected",
        abstract: "Lists the targets and test targets that a change since a base reaches through the target graph.",
        discussion: """
            Reads the files that differ between the merge base of --base and HEAD and the working tree \
            (untracked files included) with git, and the targets with `swift package dump-package`. A \
            file's owning target (the one whose folder holds it) and every target that depends on it \
            are affected; a change to Package.swift or Package.resolved affects every target; a file \
            in no target's folder (a README) affects none. A renamed file counts at both paths. On a \
            shallow clone whose history lacks the base it fails with a clear message; on a first \
            commit, or with GitHub's all-zero `before` commit as the base, every file counts as added. \
            Exits 0 with a report, 2 when the change could not be read.
            """,
        version: VerticalHub.version
    )

    @Option(
        help: ArgumentHelp(
            "The branch, tag or commit to compare with, such as origin/main; forty zeros for no base.",
            valueName: "ref"))
    var base: String

    @Option(
        help: """
            The output: text for a person, json for the whole report, matrix for a GitHub Actions \
            matrix of the affected verticals.
            """)
    var format: OutputFormat = .text

    @Option(help: "The folder of the package; the current folder when omitted.")
    var packagePath: String = "."

    @Option(
        help: """
            The rules file that names the verticals folder; when omitted, Scripts/dependency-rules.json, or \
            dependency-rules.json at the package's root when there is no Scripts/ one.
            """)
    var config: String?

    @Option(help: "The scratch folder for `swift package dump-package`; .build-affected in the package when omitted.")
    var scratchPath: String?

    @Option(
        help: ArgumentHelp(
            "A file or folder whose change affects every target, such as a CI workflow (repeatable).",
            valueName: "path"))
    var everythingWhen: [String] = []

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, matrix
    }

    func validate() throws {
        guard FileManager.default.fileExists(atPath: packagePath + "/Package.swift") else {
            throw ValidationError("Pass --package-path a folder that contains a Package.swift (got '\(packagePath)').")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        do {
            let rules: RulesConfiguration
            do {
                let file: URL
                if let config {
                    file = URL(fileURLWithPath: config)
                } else {
                    file = try RulesConfiguration.defaultFile(in: root)
                }
                rules = try RulesConfiguration.load(from: file, required: config != nil)
            } catch {
                throw AffectedError.unreadableRules(error.description)
            }
            let commands = SwiftPackageCommands(
                packageRoot: root,
                scratchPath: scratchPath.map { URL(fileURLWithPath: $0) }
                    ?? root.appendingPathComponent(".build-affected"))
            let report = try AffectedReport.reading(
                since: base, changes: GitChanges(packageRoot: root), manifest: DumpedManifest(commands: commands),
                configuration: rules, everythingWhen: everythingWhen, packageRoot: root)
            switch format {
            case .text: FileHandle.standardOutput.write(Data(report.text.utf8))
            case .json: FileHandle.standardOutput.write(try report.json())
            case .matrix: FileHandle.standardOutput.write(try report.matrix())
            }
        } catch let error as AffectedError {
            FileHandle.standardError.write(Data("affected: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
