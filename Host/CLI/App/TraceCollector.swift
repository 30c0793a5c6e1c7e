import PlatformHub
import Prelude

/// Collects the hubs started while it is installed, so that `host trace` can draw the
/// traffic of the command it ran. A ``HostApp`` started with a collector installed
/// traces from its first message.
///
/// ```swift
/// let collector = TraceCollector()
/// try await TraceCollector.$current.withValue(collector) { try await command.run() }
/// print(collector.mermaid())
/// ```
final class TraceCollector: Sendable {
    /// The collector installed for the current task, if any.
    @TaskLocal static var current: TraceCollector?

    private let hubs = Locked<[Hub]>([])

    /// Makes an empty collector.
    init() {}

    /// Adds a started hub whose traffic to draw.
    func add(_ hub: Hub) {
        hubs.withLock { $0.append(hub) }
    }

    /// Every entry of every hub added, in the order the hubs were added.
    var entries: [TraceEntry] {
        hubs.value.flatMap { $0.trace.entries }
    }

    /// How many entries the hubs' bounded buffers dropped.
    var droppedCount: Int {
        hubs.value.reduce(0) { $0 + $1.trace.droppedCount }
    }

    /// The entries as a Mermaid `sequenceDiagram`.
    func mermaid() -> String {
        HubTrace.mermaid(entries)
    }
}
