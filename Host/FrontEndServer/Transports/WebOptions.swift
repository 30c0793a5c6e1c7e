import ArgumentParser

/// The options of `host serve --http`: where to listen and how many connections to serve.
struct WebOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "With --http: the port to listen on (\(WebServer.Options().port) unless given); 0 picks a free one."))
    var port: Int?

    @Option(
        help: ArgumentHelp(
            "With --http: the address to listen on. Any other than 127.0.0.1 (the default) or ::1 lets other "
                + "machines reach the app's login page.",
            valueName: "address"))
    var bind: String?

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp(
            "With --http: the most WebSocket connections served at once (\(WebServer.Options().maximumConnections) "
                + "unless given); one more is closed with code 1013."))
    var maximumConnections: Int?

    /// The options given on the command line, as the user wrote them: each goes with `--http` only.
    var given: [String] {
        [(port != nil, "--port"), (bind != nil, "--bind"), (maximumConnections != nil, "--max-connections")]
            .compactMap { isGiven, name in isGiven ? name : nil }
    }

    /// Checks the port, the address and the connection bound.
    func validate() throws {
        let options = options
        guard (0...65535).contains(options.port) else {
            throw ValidationError("Give --port from 0 to 65535 (0 picks a free port).")
        }
        guard (1...1024).contains(options.maximumConnections) else {
            throw ValidationError("Give --max-connections from 1 to 1024.")
        }
        let address = options.address
        guard !address.isEmpty,
            address.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == ":" || $0 == "-" })
        else {
            throw ValidationError("Give --bind as an IP address or a host name, such as 127.0.0.1.")
        }
    }

    /// The server's options (its session secret is read when it serves).
    var options: WebServer.Options {
        let defaults = WebServer.Options()
        return WebServer.Options(
            address: bind ?? defaults.address, port: port ?? defaults.port,
            maximumConnections: maximumConnections ?? defaults.maximumConnections)
    }
}
