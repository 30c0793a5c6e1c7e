import ArgumentParser

/// The options of `host serve --http`: where to listen and how many connections to serve.
struct WebOptions: ParsableArguments {
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

    /// Checks the port, the address and the connection bound.
    func validate() throws {
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
    }

    /// The server's options (its session secret is read when it serves).
    var options: WebServer.Options {
        WebServer.Options(address: bind, port: port, maximumConnections: maximumConnections)
    }
}
