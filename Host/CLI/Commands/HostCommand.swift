import ArgumentParser
import HubInterfaces
import Prelude

/// The `host` executable: the app shell that configures every vertical's world, runs the
/// hub with every plugin, and lets a person use every feature from the command line.
struct HostCommand: AsyncParsableCommand {
    /// The command, with the verticals and the locales in its discussion once help is shown (see
    /// ``VerticalsHelp``): the parser reads the configuration at every parse.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "host",
            abstract:
                "Run the vertical app from the command line: its verticals, their hub traffic and their policies.",
            discussion: """
                Start with `host tour`, which walks through every vertical. Commands that run the app \
                keep state in --data-dir and take --locale, --enable and --set.

                \(VerticalsHelp.text { HostCommand.verticalsSummary })

                Exit codes: 0 done, 1 the operation failed (a refused or failed message, an outcome that \
                did not arrive in time), 64 the command line is wrong.
                """,
            version: VerticalHub.version,
            subcommands: [
                TourCommand.self, SendCommand.self, SubscribeCommand.self, TraceCommand.self, ServeCommand.self,
                PluginsCommand.self, MessagesCommand.self,
                PolicyCommand.self, WorldCommand.self,
            ]
        )
    }

    /// A bare `host` is a usage error that shows this help.
    func run() async throws {
        throw MissingSubcommand(command: Self.self, name: "host")
    }

    /// Each vertical with its switches and settings, and the locales, made once a process.
    private static let verticalsSummary: String = {
        var lines = ["Verticals, with their switches (--enable) and settings (--set, defaults shown):"]
        for vertical in verticals {
            let switches = vertical.switches.map { "\(vertical.key).\($0.name)" }
            let settings = vertical.settings.map { "\(vertical.key).\($0.name)=\($0.defaultValue)" }
            lines.append("  \(vertical.name)")
            lines.append("    switches: " + (switches.isEmpty ? "none" : switches.joined(separator: ", ")))
            lines.append("    settings: " + (settings.isEmpty ? "none" : settings.joined(separator: ", ")))
        }
        lines.append("Locales: \(HostCatalog.locales.map(\.identifier).joined(separator: ", ")).")
        return lines.joined(separator: "\n")
    }()
}
