import ArgumentParser
import Foundation
import Scaffolding
import ScriptSupport

/// What both subcommands do once they have a plan: print it, apply it, refresh the architecture article's
/// module graph, and say what to do next.
enum Execution {
    /// Prints `plan`; unless `dryRun`, applies it and updates the architecture article's module graph.
    static func finish(_ plan: ScaffoldPlan, root: String, dryRun: Bool, verb: String) throws {
        print(plan.report)
        if dryRun {
            print("dry run: nothing was changed")
            return
        }
        try PlanApplier(root: root).apply(plan)
        print("\(verb): \(plan.newFolders.count + plan.removedFolders.count) folders, \(plan.edits.count) files edited")
        updateReadmeGraph(root: root)
        let steps = plan.nextSteps.filter { !$0.contains("--update-readme") }
        if !steps.isEmpty {
            print("next:\n" + steps.map { "  " + $0 }.joined(separator: "\n"))
        }
    }

    /// Prints `error` on standard error and exits 1.
    static func fail(_ command: String, _ error: ScaffoldError) -> Never {
        FileHandle.standardError.write(Data("\(command): error: \(error.message)\n".utf8))
        Foundation.exit(1)
    }

    /// Redraws the module graph (``ModuleGraphDocument``) with `CheckDependencies` when the
    /// document has one (this package's architecture article; a package that depends on this one
    /// has none): the graph names every vertical and CI checks that it is current. The checker
    /// must be built beside this tool, as `Scripts/new-vertical` builds it; otherwise (the package
    /// plugin, which builds the scaffold alone) the command to redraw it is printed.
    private static func updateReadmeGraph(root: String) {
        let document = ModuleGraphDocument.path
        let readme = root + "/" + document
        guard (try? String(contentsOfFile: readme, encoding: .utf8))?.contains("<!-- module-graph:begin -->") == true
        else { return }
        let tool = FixtureCopy.builtExecutable("CheckDependencies")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print(
                "\(document)'s module graph is now stale; redraw it with "
                    + "Scripts/check-dependencies --skip-interface --graph mermaid --update-readme \(document)")
            return
        }
        // Drawn as CI checks it (.ci/run): with the benchmarks and the Scripts tooling in the manifest.
        let arguments = [
            "-u", "VERTICALHUB_SKIP_TOOLING", "VERTICALHUB_BENCHMARKS=1", tool.path, "--package-path", root,
            "--skip-interface", "--graph", "mermaid", "--verify-readme", readme, "--update-readme",
        ]
        let result = try? CommandRunner.run(arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
        if result?.status == 0 {
            print("\(document): module graph redrawn")
        } else {
            print(
                "\(document)'s module graph could not be redrawn (\(result?.errorOutput.suffix(300) ?? "did not run")); "
                    + "run Scripts/check-dependencies --skip-interface --graph mermaid --update-readme \(document)")
        }
    }
}
