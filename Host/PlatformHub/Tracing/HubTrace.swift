/// The hub's traffic record: a bounded buffer of the most recent messages, exportable as
/// a Mermaid `sequenceDiagram` and as JSON lines.
///
/// Tracing is switchable, and off unless the hub was made with `tracing: true`: when off
/// it costs a plugin's send nothing (the check of the sender reads the switch too); when
/// on, a lock, two clock reads and a buffer write per message (the benchmark reports both).
///
/// ```swift
/// hub.trace.isEnabled = true
/// try sender.send(query: .recordsSummary, payload: nil, sender: self)   // a prepared Message constant
/// print(hub.trace.mermaid())
/// ```
public struct HubTrace: Sendable {
    /// The hub's core, which switches tracing (see ``isEnabled``).
    let core: HubCore

    /// The core's tracer, which keeps the record.
    var tracer: Tracer { core.tracer }

    /// Whether messages are recorded now. Setting it takes effect for the next message.
    public var isEnabled: Bool {
        get { tracer.isEnabled }
        nonmutating set { core.setTracing(newValue) }
    }

    /// How many entries the buffer keeps; older ones are dropped.
    public var capacity: Int { tracer.capacity }

    /// The kept entries, oldest first.
    public var entries: [TraceEntry] { tracer.snapshot().entries }

    /// How many entries were dropped because the buffer was full.
    public var droppedCount: Int { tracer.snapshot().droppedCount }

    /// The kept entries and the dropped count, read together (while messages flow, reading
    /// ``entries`` and then ``droppedCount`` can see two different moments).
    public func snapshot() -> (entries: [TraceEntry], droppedCount: Int) {
        tracer.snapshot()
    }

    /// Forgets every entry (sequence numbers start again at 0).
    public func clear() {
        tracer.clear()
    }

    /// The kept entries as a Mermaid `sequenceDiagram`.
    public func mermaid() -> String {
        Self.mermaid(entries)
    }

    /// The kept entries as JSON lines: one compact object per line, keys sorted.
    public func jsonLines() -> String {
        Self.jsonLines(entries)
    }
}

extension Hub {
    /// The traffic record; switch it with `trace.isEnabled`.
    public var trace: HubTrace { HubTrace(core: core) }
}
