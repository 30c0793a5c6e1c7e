import ArgumentParser
import DependencyRules
import Foundation

/// `check-dependencies`: keeps the module rule true. Prints compiler-style diagnostics and
/// a summary; exits 1 on any violation, 0 on a clean tree.
@main
struct CheckDependenciesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-dependencies",
        abstract: "Checks that verticals depend on and import only Prelude and VerticalInterfaces.",
        discussion: """
            Three rules: (1) the target graph SwiftPM reads from Package.swift; (2) every import, in \
            every form and on every #if branch, of Prelude, VerticalInterfaces, each vertical and each \
            vertical's test target; (3) VerticalInterfaces holds only protocols and DTOs, read from \
            the compiler's symbol graph. Exits 1 on any violation.
            """
    )

    @Option(help: "The folder of the package to check; the current folder when omitted.")
    var packagePath: String = "."

    @Option(help: "The output format: text prints compiler-style diagnostics and a summary, json one object.")
    var format: OutputFormat = .text

    @Option(help: "The rules file with allow-lists; Scripts/dependency-rules.json in the package when omitted.")
    var config: String?

    @Option(help: "The scratch folder for SwiftPM; .build-check in the package when omitted (never .build).")
    var scratchPath: String?

    @Option(help: "A folder of prepared symbol graph files to check instead of building VerticalInterfaces.")
    var symbolGraphDir: String?

    @Flag(help: "Skips the interface purity check, which needs a build of VerticalInterfaces.")
    var skipInterface = false

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if skipInterface && symbolGraphDir != nil {
            throw ValidationError("Pass either --skip-interface or --symbol-graph-dir, not both.")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: packagePath + "/Package.swift", isDirectory: &isDirectory) else {
            throw ValidationError("Pass --package-path a folder that contains a Package.swift (got '\(packagePath)').")
        }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let interfaceSource: DependencyCheck.InterfaceSource =
            if skipInterface { .skip } else if let symbolGraphDir {
                .directory(URL(fileURLWithPath: symbolGraphDir))
            } else {
                .build
            }
        let check = DependencyCheck(
            packageRoot: root,
            scratchPath: scratchPath.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".build-check"),
            configurationURL: config.map { URL(fileURLWithPath: $0) }
                ?? root.appendingPathComponent("Scripts/dependency-rules.json"),
            interfaceSource: interfaceSource
        )
        let report: CheckReport
        do {
            report = try check.run { line in
                FileHandle.standardError.write(Data("check-dependencies: \(line)\n".utf8))
            }
        } catch let error as CheckError {
            FileHandle.standardError.write(Data("check-dependencies: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let rendered = try report.rendered(as: format == .json ? .json : .text)
        FileHandle.standardOutput.write(Data(rendered.utf8))
        if !report.isClean { throw ExitCode(1) }
    }
}
