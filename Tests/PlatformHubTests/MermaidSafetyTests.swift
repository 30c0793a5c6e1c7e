import HubInterfaces
import MermaidParsing
import PlatformHub
import Prelude
import Testing

@Suite("Mermaid export against hostile names and ids")
struct MermaidSafetyTests {
    /// Plugin names that are Mermaid keywords or would merge or break a lifeline.
    static let names = [
        "Details", "Box", "Note", "end", "loop", "alt", "else", "opt", "par", "and", "rect", "critical", "break",
        "participant", "actor", "as", "over", "autonumber", "activate", "deactivate", "title", "create", "destroy",
        "links", "A-B", "A.B", "A_B", "left of", "x->>y", "a:b", "a;b", "#1", "%%", "", " ", "Ma ps\n\u{1B}[2J",
        "\u{202E}evil", "🗺️", "a`b",
    ]
    /// Correlation ids and message names that try to form syntax.
    static let texts = [
        #"%%{init: {"theme":"forest"}}%%"#, "a%%b", "x;y", "#35;", "line\nbreak", "end", "`tick`", "-->>",
        "\u{0}nul", "\u{7F}", "\u{2028}", "a\rb",
    ]

    /// Entries between every pair of hostile names, with every hostile text as message and id.
    static func corpus() -> [[TraceEntry]] {
        var diagrams: [[TraceEntry]] = []
        for (index, name) in names.enumerated() {
            let other = names[(index + 1) % names.count]
            var entries: [TraceEntry] = []
            for (offset, text) in texts.enumerated() {
                for (action, outcome, to) in [
                    (TraceAction.send, TraceOutcome.ok, Optional(other)), (.send, .denied, other),
                    (.send, .denied, nil),
                    (.emit, .failed, other), (.subscribe, .ok, other), (.send, .failed, other), (.send, .ok, nil),
                ] {
                    entries.append(
                        TraceEntry(
                            sequence: entries.count, kind: offset % 2 == 0 ? .command : .query, action: action,
                            from: name, to: to, message: text, correlationID: CorrelationID(text), outcome: outcome,
                            durationNanoseconds: 0))
                }
            }
            diagrams.append(entries)
        }
        return diagrams
    }

    @Test("every diagram of the hostile corpus passes the (partial) grammar check")
    func grammar() {
        for entries in Self.corpus() {
            let diagram = HubTrace.mermaid(entries)
            #expect(MermaidGrammar.violation(in: diagram) == nil, "\(diagram)")
        }
    }

    @Test(
        "every diagram of the hostile corpus parses with Mermaid's own parser",
        .enabled(if: MermaidParser.isAvailable, "set MERMAID_PARSER_BUNDLE (see MermaidParser)"))
    func realParser() throws {
        let diagrams = Self.corpus().map(HubTrace.mermaid)
        let errors = try MermaidParser.errors(in: diagrams + ["sequenceDiagram\nparticipant end\nend->>B: hi\n"])
        for (diagram, error) in zip(diagrams, errors) {
            #expect(error == nil, "\(error ?? "")\n\(diagram)")
        }
        // The parser is real: a keyword as a bare participant id fails.
        #expect(errors.last ?? nil != nil)
    }

    @Test(
        "a label of every syntax character and line breaks parses and shows as itself",
        .enabled(if: MermaidParser.isAvailable, "set MERMAID_PARSER_BUNDLE (see MermaidParser)"))
    func hostileLabelShown() throws {
        let label = MermaidParser.hostileLabel
        let entry = TraceEntry(
            sequence: 0, kind: .query, action: .send, from: label, to: "B", message: label,
            correlationID: CorrelationID(label), outcome: .ok, durationNanoseconds: 0)
        let diagram = HubTrace.mermaid([entry])
        let parsed = try #require(try MermaidParser.parse([diagram]).first)
        #expect(parsed.error == nil, "\(parsed.error ?? "")\n\(diagram)")
        let shown = MermaidParser.hostileLabelShown
        #expect(parsed.labels.contains(shown), "\(parsed.labels)")
        #expect(parsed.labels.contains("query(\(shown), id: `\(shown)`)"), "\(parsed.labels)")
    }

    @Test("names that differ only in punctuation stay separate lifelines; keywords are aliases only")
    func lifelines() {
        let entries = [
            TraceEntry(
                sequence: 0, kind: .query, action: .send, from: "A-B", to: "A.B", message: "m", correlationID: nil,
                outcome: .ok, durationNanoseconds: 0),
            TraceEntry(
                sequence: 1, kind: .query, action: .send, from: "end", to: "A_B", message: "m", correlationID: nil,
                outcome: .ok, durationNanoseconds: 0),
        ]
        let diagram = HubTrace.mermaid(entries)
        #expect(diagram.contains("participant p1 as A-B\nparticipant p2 as A.B\nparticipant p3 as end\n"))
        #expect(diagram.contains("participant p4 as A_B"))
    }

    @Test("a directive or comment in an id or name is escaped, not obeyed")
    func noDirective() {
        let entry = TraceEntry(
            sequence: 0, kind: .command, action: .send, from: "A", to: "B", message: "x%%y",
            correlationID: #"%%{init: {"theme":"forest"}}%%"#, outcome: .ok, durationNanoseconds: 0)
        let diagram = HubTrace.mermaid([entry])
        #expect(!diagram.contains("%"))
        #expect(
            diagram.contains("command(x#37;#37;y, id: `#37;#37;{init#58; {#34;theme#34;#58;#34;forest#34;}}#37;#37;`)"))
    }

    @Test("cause before effect: a nested send and an output emitted inside a handler follow their cause")
    func causeBeforeEffect() throws {
        let hub = Hub(tracing: true)
        let starter = Policy(name: "Starter", send: .init(commands: [ForwardPlugin.go]))
        let back = Policy(name: "Back", receive: .init(queries: [ForwardPlugin.ask]))
        try hub.registerEcho(starter)
        try hub.register(ForwardPlugin.self, named: "Front", policy: .policy(ForwardPlugin.policyValue))
        try hub.registerEcho(back)
        try hub.start()
        let echo = try hub.echo("Starter")
        try echo.sender.send(command: ForwardPlugin.go, payload: nil, correlationID: "go", sender: echo)
        #expect(hub.trace.entries.map(\.to) == ["Front", "Back"])
        #expect(hub.trace.mermaid().contains("p1->>p2: command(f.go, id: `go`)\n    p2->>p3: query(f.ask)"))

        // An outcome emitted inside the command's handler is drawn after the command.
        let routed = try RoutingTests.started(Hub(tracing: true))
        routed.trace.clear()
        let asker = try routed.echo("Asker")
        let stream = try asker.sender.publisher(forEvent: "r.done", payload: nil, subscriber: asker)
        let token = stream.subscribe { _ in }
        try asker.sender.send(command: "r.do", payload: nil, correlationID: "c1", sender: asker)
        token.cancel()
        let actions = routed.trace.entries.map(\.action)
        let command = try #require(actions.firstIndex(of: .send))
        let firstEmit = try #require(actions.firstIndex(of: .emit))
        #expect(command < firstEmit)
    }
}
