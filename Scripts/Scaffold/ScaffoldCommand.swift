import ArgumentParser
import Prelude

/// `scaffold new-vertical NAME` and `scaffold remove-vertical NAME`: the tool behind
/// `Scripts/new-vertical`, `Scripts/remove-vertical` and `swift package new-vertical`.
@main
struct ScaffoldCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Adds a vertical that passes every check of the package, or removes one it added.",
        version: VerticalHub.version,
        subcommands: [NewVerticalCommand.self, RemoveVerticalCommand.self]
    )
}
