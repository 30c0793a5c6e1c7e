import ArgumentParser

/// A command group (`host`, `host policy`) run without one of its subcommands: a usage
/// error (exit code 64) that shows the group's help.
struct MissingSubcommand: Error, CustomStringConvertible {
    /// The group.
    let command: any ParsableCommand.Type
    /// Its full name, such as `host policy`.
    let name: String

    /// `Name a subcommand of host policy: check, graph.`
    var description: String {
        let names = command.configuration.subcommands.compactMap { $0.configuration.commandName }
        return "Name a subcommand of \(name): \(names.joined(separator: ", "))."
    }

    /// The message and then the group's help.
    var text: String {
        "Error: \(description)\n\n\(command.helpMessage())"
    }
}
