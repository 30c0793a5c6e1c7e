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

/// `host serve --stdio` and `host serve --http`: the app as a JSON-RPC 2.0 server for a front
/// end in any language. The same protocol core (``ServeSession``) on two transports:
/// newline-delimited on standard input and output, or one message per WebSocket text frame
/// beside a web page. Logs go to standard error.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract:
            "Serve the app to a front end: JSON-RPC 2.0 on standard input and output (--stdio), or a web page and its WebSocket (--http).",
        discussion: """
            Methods: plugins, policy, world, query, view, command (answers the correlation id at once; \
            the outcome follows as an `outcome` notification), subscribe and unsubscribe (events follow \
            as `event` notifications). Logs go to standard error. With --stdio, at end of input the server \
            waits up to --drain-timeout seconds for the outcomes of commands already sent, then exits 0. \
            With --http, the server prints the URL to open (it carries a token new at every launch) and \
            serves until SIGINT or SIGTERM; it answers only the browser that opened that URL. The error \
            codes, bounds and security model are in PlatformHub's documentation: \
            Host/PlatformHub/PlatformHub.docc/FrontEndProtocol.md and WebFrontEnd.md.
            """
    )

    @Flag(help: "Speak on standard input and output, one request per line.")
    var stdio = false

    @Flag(help: "Serve the web page and its WebSocket over HTTP, and print the URL to open.")
    var http = false

    @Option(help: "With --http: the port to listen on; 0 picks a free one.")
    var port = WebServer.Options().port

    @Option(
        help: ArgumentHelp(
            "With --http: the address to listen on. Any other than 127.0.0.1 (the default) or ::1 lets other "
                + "machines reach the app's login page.",
            valueName: "address"))
    var bind = WebServer.Options().address

    @Option(
        name: .customLong("max-connections"),
        help: "With --http: the most WebSocket connections served at once; one more is closed with code 1013.")
    var maximumConnections = WebServer.Options().maximumConnections

    @Option(
        name: .customLong("max-line-bytes"),
        help:
            "The longest request line (or WebSocket message) accepted, in bytes; a longer one is refused with -32600 and skipped."
    )
    var maximumLineBytes = LineReader.defaultMaximumLineBytes

    @Option(
        name: .customLong("max-queued-notifications"),
        help:
            "How many notifications may wait for a client that is not reading before new ones are dropped and counted.")
    var maximumQueuedNotifications = ServeLimits().queuedNotifications

    @Option(
        name: .customLong("drain-timeout"),
        help:
            "How many seconds to wait, at end of input or when a connection or the server stops, for the outcomes of commands already sent."
    )
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
        guard stdio != http else {
            throw ValidationError(
                "Give either --stdio (standard input and output) or --http (a web page and its WebSocket).")
        }
        guard (0...65535).contains(port) else {
            throw ValidationError("Give --port from 0 to 65535 (0 picks a free port).")
        }
        guard (1...1024).contains(maximumConnections) else {
            throw ValidationError("Give --max-connections from 1 to 1024.")
        }
        guard !bind.isEmpty, bind.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == ":" || $0 == "-" })
        else {
            throw ValidationError("Give --bind as an IP address or a host name, such as 127.0.0.1.")
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
        try await TraceRecorder.recording(to: record, as: "host serve") { try await serve() }
    }

    private func serve() async throws {
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
        if stdio {
            _ = ServeLoop.run(
                backend: backend, input: STDIN_FILENO, output: STDOUT_FILENO, limits: limits, logger: logger)
            return
        }
        if !["127.0.0.1", "::1", "localhost"].contains(bind) {
            let warning =
                "listening on \(bind), not loopback: other machines that reach this address can reach the app "
                + "(they still need the token printed on standard output)"
            logger.warning("\(warning)")
        }
        let sessionSecret: String
        do {
            sessionSecret = try WebSessionSecret.load(in: started.configuration.dataDirectory)
        } catch {
            backend.stop()
            throw error
        }
        let server = WebServer(
            backend: backend, limits: limits,
            options: WebServer.Options(
                address: bind, port: port, maximumConnections: maximumConnections, sessionSecret: sessionSecret),
            logger: Logger(label: "host.web"))
        do {
            try await server.run { url in
                FileHandle.standardOutput.write(Data("Open \(url) in your browser.\n".utf8))
            }
        } catch let failure as HostFailure {
            backend.stop()
            throw failure
        } catch {
            backend.stop()
            throw HostFailure(
                "the web server on \(bind) port \(port) could not run: \(error); if the port is taken, "
                    + "choose another with --port (0 picks a free one)")
        }
    }
}
