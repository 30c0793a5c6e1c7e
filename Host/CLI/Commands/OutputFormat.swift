import ArgumentParser

/// How a command prints data.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// For people.
    case text
    /// For programs: one JSON document.
    case json
}
