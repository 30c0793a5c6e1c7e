import ArgumentParser

/// Checks `host help <command>…` names real commands: the parser's own help command shows
/// the root's help for a name it does not know, and exits 0.
enum HelpRequest {
    /// - Throws: ``HostUsageError`` naming the unknown command and listing the known ones.
    static func check(_ arguments: [String]) throws {
        guard arguments.first == "help" else { return }
        var command: any ParsableCommand.Type = HostCommand.self
        var path = ["host"]
        for name in arguments.dropFirst() {
            if name.hasPrefix("-") { continue }
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { $0.configuration.commandName == name }) else {
                let known = subcommands.compactMap { $0.configuration.commandName }
                let list = known.isEmpty ? "it has none" : "use one of \(known.joined(separator: ", "))"
                throw HostUsageError(
                    "There is no command '\(path.joined(separator: " ")) \(name.prefix(100))'; \(list).")
            }
            command = next
            path.append(name)
        }
    }
}
