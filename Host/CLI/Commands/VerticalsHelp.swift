import ArgumentParser
import Prelude

/// The parts of the help texts that read every vertical: each vertical's switches and settings
/// with their summaries (which come from its string tables) and the locales they all ship.
///
/// ArgumentParser makes every option's help text and completions, and the root command's
/// discussion, each time it parses a command line, whether it shows them or not, so a host
/// with many verticals would read every vertical's strings at every start. These parts are
/// therefore made only once the process is about to show help, a usage message or a
/// completion script (``willRender()``, which ``ErrorReport`` calls before the parser renders
/// anything: ArgumentParser hands all three over as errors); until then they are empty, and
/// nothing shows them.
///
/// ```swift
/// @Option(help: "One of \(VerticalsHelp.text { HostCatalog.switchNames.joined(separator: ", ") }).",
///         completion: VerticalsHelp.completion { HostCatalog.switchNames })
/// ```
enum VerticalsHelp {
    /// Whether help, usage or completions are being rendered.
    private static let rendering = Locked(false)

    /// From now on, the help texts list what the verticals offer.
    static func willRender() {
        rendering.withLock { $0 = true }
    }

    /// `text()` once help is rendered; empty before.
    static func text(_ text: () -> String) -> String {
        rendering.withLock { $0 } ? text() : ""
    }

    /// `.list(values())` once completions are rendered; an empty list before.
    static func completion(_ values: () -> [String]) -> CompletionKind {
        .list(rendering.withLock { $0 } ? values() : [])
    }
}
