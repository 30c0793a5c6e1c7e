import ArgumentParser
import Foundation
import Logging
import PlatformHub
import Prelude
import VerticalInterfaces

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `host serve --stdio`: the app as a JSON-RPC 2.0 server for a front end in any language,
/// newline-delimited on standard input and output, with logs on standard error.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the app to a front end: JSON-RPC 2.0, one request per line, on standard input and output.",
        discussion: """
            Methods: plugins, policy, world, query, view, command (answers the correlation id at once; \
            the outcome follows as an `outcome` notification), subscribe and unsubscribe (events follow \
            as `event` notifications). Logs go to standard error. At end of input the server waits up to \
            --drain-timeout seconds for the outcomes of commands already sent, then exits 0. The error codes \
            and bounds are in Host/PlatformHub/PlatformHub.docc/FrontEndProtocol.md.
            """
    )

    @Flag(help: "Speak on standard input and output (the one transport there is; required).")
    var stdio = false

    @Option(
        name: .customLong("max-line-bytes"),
        help: "The longest request line accepted, in bytes; a longer one is refused with -32600 and skipped.")
    var maximumLineBytes = LineReader.defaultMaximumLineBytes

    @Option(
        name: .customLong("max-queued-notifications"),
        help:
            "How many notifications may wait for a client that is not reading before new ones are dropped and counted.")
    var maximumQueuedNotifications = ServeLimits().queuedNotifications

    @Option(
        name: .customLong("drain-timeout"),
        help: "How many seconds to wait at end of input for the outcomes of commands already sent.")
    var drainTimeout = ServeLimits().drainTimeout

    @Option(
        help: ArgumentHelp(
            "Record the session's hub traffic to this trace file as it happens (made 0600; names, never payloads), "
                + "for host policy check --trace.",
            valueName: "file"),
        completion: .file())
    var record: String?

    @OptionGroup var app: AppOptions

    func validate() throws {
        guard stdio else {
            throw ValidationError("Give --stdio: standard input and output are the one transport `serve` speaks.")
        }
        guard (1024...(64 << 20)).contains(maximumLineBytes) else {
            throw ValidationError("Give --max-line-bytes from 1024 to \(64 << 20).")
        }
        guard (1...1_000_000).contains(maximumQueuedNotifications) else {
            throw ValidationError("Give --max-queued-notifications from 1 to 1000000.")
        }
        guard drainTimeout.isFinite, (0...3600).contains(drainTimeout) else {
            throw ValidationError("Give --drain-timeout as seconds from 0 to 3600.")
        }
    }

    func run() async throws {
        try await TraceRecorder.recording(to: record, as: "host serve") { try serve() }
    }

    private func serve() throws {
        signal(SIGPIPE, SIG_IGN)
        let logger = Logger(label: "host.serve")
        let started = try HostApp.start(try app.configuration())
        let backend = ServeBackend(
            hub: started.hub, shell: started.shell,
            world: {
                WorldReport(
                    locale: started.configuration.locale, sections: verticals.map { $0.worldSection(of: Current) }
                )
                .json
            },
            stop: { started.hub.stop() })
        let limits = ServeLimits(
            lineBytes: maximumLineBytes, queuedNotifications: maximumQueuedNotifications, drainTimeout: drainTimeout)
        _ = ServeLoop.run(
            backend: backend, input: STDIN_FILENO, output: STDOUT_FILENO, limits: limits, logger: logger)
    }
}
