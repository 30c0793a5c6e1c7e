import ArgumentParser
import FrontEndServer
import Testing

/// `host serve`'s options come from the library: which flag chooses which transport, with
/// which options, and what is refused.
@Suite struct ServeOptionsTests {
    @Test func eachFlagChoosesItsTransportWithItsOptions() throws {
        let stdio = try ServeOptions.parse(["--stdio", "--max-line-bytes", "4096", "--drain-timeout", "2"])
        let standard = try #require(stdio.transport as? StdioTransport)
        #expect(standard.limits.lineBytes == 4096)
        #expect(standard.limits.drainTimeout == 2)
        let http = try ServeOptions.parse(["--http", "--port", "0", "--bind", "::1", "--max-connections", "3"])
        let web = try #require(http.transport as? HTTPTransport)
        #expect(web.options.port == 0)
        #expect(web.options.address == "::1")
        #expect(web.options.maximumConnections == 3)
        #expect(try web.plugins().isEmpty, "the page sends as the host's shell")
        let defaults = try #require(try ServeOptions.parse(["--http"]).transport as? HTTPTransport)
        #expect(defaults.options.address == "127.0.0.1", "loopback unless --bind is given")
    }

    @Test(arguments: [
        ([], "Give one of --stdio"),
        (["--stdio", "--http"], "Give one of --stdio"),
        (["--stdio", "--max-line-bytes", "12"], "--max-line-bytes from 1024"),
        (["--stdio", "--drain-timeout", "nan"], "--drain-timeout as seconds"),
        (["--http", "--port", "70000"], "--port from 0 to 65535"),
        (["--http", "--bind", "a b"], "--bind as an IP address"),
        (["--stdio", "--agent-policy", "agent.json"], "--agent-policy goes with --mcp only"),
        (["--http", "--call-timeout", "5"], "--call-timeout goes with --mcp only"),
        (["--mcp", "--port", "8080", "--bind", "::1"], "--port and --bind go with --http only"),
        (["--stdio", "--max-connections", "3"], "--max-connections goes with --http only"),
    ])
    func wrongOptionsAreRefusedInWords(arguments: [String], expected: String) {
        #expect {
            _ = try ServeOptions.parse(arguments)
        } throws: { error in
            ServeOptions.message(for: error).contains(expected)
        }
    }
}
