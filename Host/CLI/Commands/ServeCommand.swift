import ArgumentParser
import FrontEndServer
import HubInterfaces
import PlatformHub
import Prelude

/// `host serve`: the app as a server for a front end in any language. The transports, their
/// options and the protocol core are the `FrontEndServer` library's (``ServeOptions``); this
/// command starts the app with the plugins the chosen transport adds, hands it over, and
/// records the session's traffic when asked.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: ServeOptions.abstract, discussion: ServeOptions.discussion)

    @OptionGroup var serve: ServeOptions

    @Option(
        help: ArgumentHelp(
            "Record the session's hub traffic to this trace file as it happens (made 0600; names, never payloads), "
                + "for host policy check --trace.",
            valueName: "file"),
        completion: .file())
    var record: String?

    @OptionGroup var app: AppOptions

    func run() async throws {
        let transport = serve.transport
        try await TraceRecorder.recording(to: record, as: "host serve") {
            let added: [PluginRegistration]
            do throws(FrontEndServerError) {
                added = try transport.plugins()
            } catch {
                throw HostFailure(error.description)
            }
            let started = try HostApp.start(try app.configuration(), adding: added)
            let backend = FrontEndBackend(
                hub: started.hub, sender: started.shell,
                world: {
                    // Every world as it is configured for its first message, without making a plugin.
                    try? started.configureEveryWorld()
                    return WorldReport(
                        locale: started.configuration.locale, graphValidation: started.hub.graphValidation,
                        sections: verticals.map { $0.worldSection(of: Current) }
                    )
                    .json
                },
                stop: { started.hub.stop() })
            do throws(FrontEndServerError) {
                try await transport.serve(
                    FrontEndApp(backend: backend, dataDirectory: started.configuration.dataDirectory))
            } catch {
                throw HostFailure(error.description)
            }
        }
    }
}
