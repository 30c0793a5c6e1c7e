import ArgumentParser

/// The `host` executable: the app shell that configures every vertical's world and runs
/// the hub.
@main
struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Run and inspect the vertical app: its verticals, their worlds and their policies.",
        subcommands: [WorldCommand.self, PolicyCommand.self],
        defaultSubcommand: WorldCommand.self
    )
}
