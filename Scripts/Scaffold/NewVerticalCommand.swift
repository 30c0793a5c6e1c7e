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
            adds NAME to Package.swift's `let verticals`, NAMEVertical() to the host's list (the one Swift \
            file that declares `[any VerticalEntryPoint] = [`; Host/CLI/App/Verticals.swift here) and the \
            example messages to the policy of the host's own plugin (the one Resources/Policy/*.json of \
            the host's target; when there is none or several, the next steps say what to grant). Works \
            the same in a package that depends on this one. All of it or nothing: a name that exists or \
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
            let package = try PackageNames.readPackage(root: root, scratchPath: options.scratchPath)
            let template = VerticalTemplate(
                vertical, withCommand: withCommand, withDatabase: withDatabase, packageName: package.packageName)
            let plan = try NewVerticalPlanner(root: root, takenNames: package.takenNames).plan(template)
                .formatted(with: SwiftFormatter(packageRoot: root))
            try Execution.finish(plan, root: root, dryRun: options.dryRun, verb: "made \(vertical.name)")
        } catch let error as ScaffoldError {
            Execution.fail("new-vertical \(name)", error)
        }
    }
}
