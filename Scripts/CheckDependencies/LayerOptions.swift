import ArgumentParser
import DependencyRules
import ScriptSupport

/// The layer flags: a quick first run without a rules file, such as
/// `--verticals '*Feature' --not-vertical AppFeature --host AppFeature`.
///
/// Each value is a glob on target names (`*Feature`), or a folder when it contains a `/`
/// (`Sources/Features/`). The flags add to the rules file's `layers`.
struct LayerOptions: ParsableArguments {
    @Option(
        name: .customLong("verticals"),
        help:
            "Targets that are verticals: a name glob such as '*Feature', or a folder such as Sources/Features/ (repeatable)."
    )
    var verticals: [String] = []

    @Option(
        name: .customLong("not-vertical"), help: "A name glob the verticals leave out, such as AppFeature (repeatable)."
    )
    var notVertical: [String] = []

    @Option(
        name: .customLong("shared"),
        help: "Targets every layer may use, which use no vertical and no host: a glob or a folder (repeatable).")
    var shared: [String] = []

    @Option(name: .customLong("not-shared"), help: "A name glob the shared targets leave out (repeatable).")
    var notShared: [String] = []

    @Option(
        name: [.customLong("host"), .customLong("hosts")],
        help: "Targets that wire verticals together and may import them: a glob or a folder (repeatable).")
    var hosts: [String] = []

    @Option(name: .customLong("not-host"), help: "A name glob the hosts leave out (repeatable).")
    var notHost: [String] = []

    @Option(
        name: .customLong("interfaces"),
        help:
            "Shared targets that must hold only protocols and plain DTOs (interface purity): a glob or a folder (repeatable)."
    )
    var interfaces: [String] = []

    /// The layers the flags name.
    var layers: Layers {
        Layers(
            verticals: .commandLine(verticals, except: notVertical), shared: .commandLine(shared, except: notShared),
            hosts: .commandLine(hosts, except: notHost), interfaces: .commandLine(interfaces, except: []))
    }
}
