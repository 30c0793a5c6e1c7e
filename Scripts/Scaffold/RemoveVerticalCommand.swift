import ArgumentParser
import Prelude
import Scaffolding

/// `scaffold remove-vertical NAME [--dry-run]`.
struct RemoveVerticalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove-vertical",
        abstract:
            "Removes a vertical new-vertical made: its folders, and its lines in the manifest, the host, the shell's policy and the rules.",
        discussion: """
            Refuses, changing nothing, while another vertical's policy or the shell's names NAME's \
            messages beyond what new-vertical added, or another file imports NAME; it lists each one \
            (file, section and message). All of it or nothing. Exits 0 on success, 1 when refused or \
            failed, 64 on bad arguments.
            """,
        version: VerticalHub.version
    )

    @Argument(help: "The vertical's name, such as Pharmacy.")
    var name: String

    @OptionGroup var options: PackageOptions

    func run() throws {
        do {
            let root = options.root
            let plan = try RemoveVerticalPlanner(root: root).plan(try VerticalName(name))
                .formatted(with: SwiftFormatter(packageRoot: root))
            try Execution.finish(plan, root: root, dryRun: options.dryRun, verb: "removed \(name)")
        } catch let error as ScaffoldError {
            Execution.fail("remove-vertical \(name)", error)
        }
    }
}
