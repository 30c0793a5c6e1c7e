import ArgumentParser

/// `host policy`: work with the plugins' policies.
struct PolicyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "policy",
        abstract: "Work with the policies that say what each plugin may send, receive, publish and subscribe to.",
        subcommands: [PolicyCheckCommand.self, PolicyGraphCommand.self]
    )

    /// A bare `host policy` is a usage error that shows this help.
    func run() async throws {
        throw MissingSubcommand(command: Self.self, name: "host policy")
    }
}
