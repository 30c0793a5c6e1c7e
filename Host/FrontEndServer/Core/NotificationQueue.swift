/// The notifications a serve session owes a client that has not taken them yet, with a
/// bound: the bookkeeping every transport shares (``OutputChannel`` for standard output, and
/// for an MCP agent, ``WebSocketOutput`` for a WebSocket). Not thread safe: its owner guards it with a lock.
///
/// - At most ``bound`` notifications wait (counted until the writer reports them written);
///   one more is dropped and counted, and once the queue has emptied a `dropped`
///   notification with the count goes out (``takeDroppedReport()``).
/// - While a request is answered, the notifications it causes are held
///   (``hold()``/``release()``) so that its answer goes out first.
/// - A transport may queue answers in the same order (``append(owed:)``): they are never
///   dropped and do not count against the bound; the transport bounds them itself.
struct NotificationQueue {
    /// What ``offer(_:)`` did with a line.
    enum Offer {
        /// Queued; `wakeWriter` when it is ready to be taken now (not held).
        case queued(wakeWriter: Bool)
        /// Dropped and counted; `first` when none was dropped since the last report.
        case dropped(first: Bool)
    }

    /// The most notifications that may wait.
    let bound: Int
    /// A waiting line, and whether it counts against the bound (a notification) or is
    /// owed (an answer).
    private struct Entry {
        let bytes: [UInt8]
        let counted: Bool
    }

    /// What ``take(upTo:_:)`` took.
    struct Taken {
        /// Notifications taken: report them with ``written(_:)`` once written.
        var counted = 0
        /// Bytes of owed answers taken.
        var owedBytes = 0
    }

    private var lines: [Entry] = []
    private var head = 0
    /// Waiting, held, or taken and not yet reported written.
    private var counted = 0
    private var held: [[UInt8]]? = nil
    private var droppedSinceReport = 0
    /// Notifications dropped so far.
    private(set) var droppedTotal = 0

    /// Makes the notification that reports `count` dropped notifications (`total` so far).
    typealias DroppedReport = @Sendable (_ count: Int, _ total: Int) -> [UInt8]

    /// The front-end protocol's report: `{"method":"dropped","params":{"count","total"}}`.
    static let protocolDroppedReport: DroppedReport = { count, total in
        Array(
            "{\"jsonrpc\":\"2.0\",\"method\":\"dropped\",\"params\":{\"count\":\(count),\"total\":\(total)}}".utf8)
    }

    private let droppedReport: DroppedReport

    /// - Parameters:
    ///   - bound: The most notifications that may wait.
    ///   - droppedReport: Makes the report of what was dropped (MCP reports it as a log message).
    init(bound: Int, droppedReport: @escaping DroppedReport = NotificationQueue.protocolDroppedReport) {
        self.bound = max(1, bound)
        self.droppedReport = droppedReport
    }

    /// Queues `line` (a whole JSON-RPC message, without a line end), or drops and counts it.
    mutating func offer(_ line: [UInt8]) -> Offer {
        guard counted < bound else {
            droppedSinceReport += 1
            droppedTotal += 1
            return .dropped(first: droppedSinceReport == 1)
        }
        counted += 1
        if held != nil {
            held?.append(line)
            return .queued(wakeWriter: false)
        }
        lines.append(Entry(bytes: line, counted: true))
        return .queued(wakeWriter: true)
    }

    /// Queues an answer after everything queued so far (and before what is held).
    mutating func append(owed line: [UInt8]) {
        lines.append(Entry(bytes: line, counted: false))
    }

    /// Holds new notifications back until ``release()``.
    mutating func hold() {
        held = []
    }

    /// Ends the hold and queues what was held; returns whether anything was.
    mutating func release() -> Bool {
        let lines = held ?? []
        held = nil
        self.lines.append(contentsOf: lines.map { Entry(bytes: $0, counted: true) })
        return !lines.isEmpty
    }

    /// Whether lines are held now.
    var hasHeld: Bool { !(held?.isEmpty ?? true) }

    /// Whether a line waits to be taken.
    var hasLines: Bool { head < lines.count }

    /// Whether a `dropped` report is owed.
    var owesDroppedReport: Bool { droppedSinceReport > 0 }

    /// Takes waiting lines in order, up to `maximumBytes` (at least one), passing each to
    /// `body`. Report the notifications taken with ``written(_:)`` once written.
    mutating func take(upTo maximumBytes: Int, _ body: ([UInt8]) -> Void) -> Taken {
        var taken = Taken()
        var bytes = 0
        while head < lines.count && (bytes == 0 || bytes + lines[head].bytes.count <= maximumBytes) {
            let entry = lines[head]
            bytes += max(1, entry.bytes.count)
            body(entry.bytes)
            if entry.counted { taken.counted += 1 } else { taken.owedBytes += entry.bytes.count }
            head += 1
        }
        if head == lines.count {
            lines.removeAll(keepingCapacity: lines.capacity <= 4096)
            head = 0
        } else if head > 1024 && head * 2 > lines.count {
            lines.removeFirst(head)
            head = 0
        }
        return taken
    }

    /// Frees the room of `count` lines taken and written (or lost with the client).
    mutating func written(_ count: Int) {
        counted -= count
    }

    /// The `dropped` notification owed, once no line waits; `nil` when none is owed or
    /// lines still wait (the report goes after them).
    mutating func takeDroppedReport() -> [UInt8]? {
        guard droppedSinceReport > 0, !hasLines else { return nil }
        defer { droppedSinceReport = 0 }
        return droppedReport(droppedSinceReport, droppedTotal)
    }
}
