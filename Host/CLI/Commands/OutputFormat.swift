import ArgumentParser

/// How a command prints data.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// For people.
    case text
    /// For programs: one JSON document.
    case json

    /// Whether the command line asks for JSON (`--format json` or `--format=json`), read
    /// before parsing so that even a usage error can be reported as JSON.
    static func requested(in arguments: [String]) -> Bool {
        for (index, argument) in arguments.enumerated() {
            if argument == "--format=json" { return true }
            if argument == "--format", index + 1 < arguments.count, arguments[index + 1] == "json" { return true }
        }
        return false
    }
}

/// The `--format` option of every command that prints data.
struct FormatOption: ParsableArguments {
    @Option(help: "Print as text for people or as JSON for programs.")
    var format: OutputFormat = .text
}
