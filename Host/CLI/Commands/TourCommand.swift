import ArgumentParser
import Prelude

/// `host tour`: the newcomer's walk through every vertical, ending in the sequence
/// diagram of the traffic it produced.
struct TourCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Walk through every vertical: each kind of message, a denial, a bad payload, failures and timeouts.",
        discussion: """
            Each step is sent through the hub as `host send` would send it, and shows that command \
            line. The tour turns on \(Tour.switches.joined(separator: ", ")), adds an appointment \
            that stays in --data-dir (run the tour twice with the same folder to see it kept), and \
            ends with the Mermaid sequence diagram of its traffic. Exits 1 if a step went otherwise \
            than the tour expects.
            """
    )

    @Option(help: "How many seconds each command's outcome may take.")
    var timeout: Double = 60

    @Option(
        help: ArgumentHelp(
            "Also record the tour's hub traffic to this trace file (made 0600), for host policy check --trace.",
            valueName: "file"),
        completion: .file())
    var record: String?

    @OptionGroup var app: AppOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        try TimeoutOption.check(timeout)
    }

    func run() async throws {
        let configuration = try app.configuration().enabling(Tour.switches)
        // Under `host trace tour`, the trace's collector sees the same hub.
        let collector = TraceCollector.current ?? TraceCollector()
        let guide = try await TraceRecorder.recording(to: record, as: "host tour") {
            try await TraceCollector.$current.withValue(collector) {
                let guide = TourGuide(
                    app: try HostApp.start(configuration), timeout: .seconds(timeout), enabled: Tour.switches)
                try await Tour(guide: guide).run()
                return guide
            }
        }
        let report = TourReport(
            configuration: configuration, steps: guide.steps, facts: guide.facts, mermaid: collector.mermaid())
        switch output.format {
        case .text: Console.write(report.text)
        case .json: try Console.json(report.json)
        }
        let unexpected = guide.steps.filter { !$0.asExpected }.count
        if unexpected > 0 {
            throw HostFailure("\(unexpected) of the tour's \(guide.steps.count) steps went otherwise than expected")
        }
    }
}
