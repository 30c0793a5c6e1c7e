import ArgumentParser
import Prelude
import Scaffolding

/// `scaffold new-vertical NAME [--with-command] [--with-database] [--dry-run]`.
struct NewVerticalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-vertical",
        abstract:
            "Makes a vertical laid out like the others, with its tests, and lists it in the manifest, the host and the shell's policy.",
        discussion: """
            Makes Verticals/NAME (world, entry point, plugin, service, worker, view model, views, a \
            default-deny policy, English and German strings, a switch that is off) and Tests/NAMETests, \
            adds NAME to Package.swift's `let verticals`, NAMEVertical() to Host/CLI/App/Verticals.swift \
            and the example messages to the shell's policy. All of it or nothing: a name that exists or \
            collides is refused before anything changes, and a failure half-way undoes every step. \
            Exits 0 on success, 1 when refused or failed, 64 on bad arguments.
            """,
        version: VerticalHub.version
    )

    @Argument(help: "The vertical's name: an uppercase letter, then letters and digits, such as Pharmacy.")
    var name: String

    @Flag(
        help:
            "Adds a command, NAME.refresh, whose outcome arrives on the event NAME.outcomes with the command's correlation id."
    )
    var withCommand = false

    @Flag(
        help:
            "Keeps the examples in SQLite through GRDB (files 0600, folder 0700), allow-listed for NAME with a reason.")
    var withDatabase = false

    @OptionGroup var options: PackageOptions

    func run() throws {
        do {
            let root = options.root
            let vertical = try VerticalName(name)
            let template = VerticalTemplate(vertical, withCommand: withCommand, withDatabase: withDatabase)
            let names = try PackageNames.read(root: root, scratchPath: options.scratchPath)
            let plan = try NewVerticalPlanner(root: root, takenNames: names).plan(template)
                .formatted(with: SwiftFormatter(configuration: root + "/.swift-format"))
            try Execution.finish(plan, root: root, dryRun: options.dryRun, verb: "made \(vertical.name)")
        } catch let error as ScaffoldError {
            Execution.fail("new-vertical \(name)", error)
        }
    }
}
