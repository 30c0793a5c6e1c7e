import HubInterfaces

/// The running tally of the traces read so far, in memory bounded by the policies (one
/// counter per declared grant) and by the report limits, whatever the traces' length.
struct TraceUsage {
    /// A denial as counted: who, to whom, what, and whose policy lacked it.
    struct DenialKey: Hashable {
        let from: String
        let to: String?
        let kind: MessageKind
        let message: String
        let lacking: PluginError.PolicySide?
    }

    /// Uses per declared grant; grants are added only from the policies.
    private(set) var uses: [Grant: Int]
    private(set) var denials: [DenialKey: Int] = [:]
    private(set) var otherDenials = 0
    private(set) var undescribedCount = 0
    private(set) var undescribedExamples: [String] = []
    private(set) var malformed: [LeastPrivilegeReport.MalformedLine] = []
    private(set) var malformedCount = 0

    init(grants: Set<Grant>) {
        uses = Dictionary(uniqueKeysWithValues: grants.map { ($0, 0) })
    }

    /// Reads the trace at `path`, adding what it recorded.
    mutating func read(_ path: String) -> LeastPrivilegeReport.Trace {
        var trace = LeastPrivilegeReport.Trace(file: path, entries: 0, malformedLines: 0, failure: nil)
        var sawHeader = false
        var stopped = false
        do throws(TraceFileError) {
            try TraceLines.read(path: path, maximumLineBytes: TraceFile.maximumLineBytes) { number, bytes in
                guard !stopped else { return }
                guard let bytes else {
                    trace.malformedLines += 1
                    return skip(path, number, "it is longer than \(TraceFile.maximumLineBytes) bytes")
                }
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
                let line: TraceLine
                do throws(TraceLineProblem) {
                    line = try TraceLine.parse(bytes)
                } catch {
                    if !sawHeader {
                        trace.failure =
                            "line \(number): it is not a \(TraceFile.formatName) file: its first line is not the "
                            + "header {\"format\":\"\(TraceFile.formatName)\",\"version\":\(TraceFile.version),…} "
                            + "(\(error.reason)); record one with host trace --record, host tour --record or "
                            + "host serve --record"
                        stopped = true
                        return
                    }
                    trace.malformedLines += 1
                    return skip(path, number, error.reason)
                }
                switch line {
                case .header(let version):
                    guard version == TraceFile.version else {
                        trace.failure =
                            "line \(number): the trace is version \(version) of the format; this host reads version "
                            + "\(TraceFile.version), so record it again with this host"
                        stopped = true
                        return
                    }
                    sawHeader = true
                case .entry(let fields):
                    guard sawHeader else {
                        trace.failure =
                            "line \(number): it is not a \(TraceFile.formatName) file: its first line is not the "
                            + "header {\"format\":\"\(TraceFile.formatName)\",\"version\":\(TraceFile.version),…}; "
                            + "record one with host trace --record, host tour --record or host serve --record"
                        stopped = true
                        return
                    }
                    trace.entries += 1
                    add(fields)
                }
            }
        } catch {
            trace.failure = error.reason
        }
        if trace.failure == nil && !sawHeader {
            trace.failure = "it is empty; a trace begins with its header line"
        }
        return trace
    }

    /// Notes a malformed line (the first few one by one, then only counted).
    private mutating func skip(_ path: String, _ number: Int, _ reason: String) {
        malformedCount += 1
        if malformed.count < LeastPrivilegeReport.maximumMalformedReports {
            malformed.append(.init(file: path, line: number, reason: reason))
        }
    }

    /// Adds one entry.
    mutating func add(_ entry: TraceLine.Fields) {
        if entry.outcome == .denied {
            let key = DenialKey(
                from: entry.from, to: entry.to, kind: entry.kind, message: entry.message, lacking: entry.lackingPolicy)
            if let count = denials[key] {
                denials[key] = count + 1
            } else if denials.count < LeastPrivilegeReport.maximumDistinctDenials {
                denials[key] = 1
            } else {
                otherDenials += 1
            }
            return
        }
        guard let to = entry.to else { return undescribed(entry, "it has no receiver") }
        var missing: [String] = []
        switch (entry.action, entry.kind) {
        case (.send, .command), (.send, .query), (.send, .viewQuery):
            if !use(Grant(plugin: entry.from, side: .send, kind: entry.kind, message: entry.message)) {
                missing.append("\(entry.from)'s \(entry.kind.sendKey)")
            }
            if !use(Grant(plugin: to, side: .receive, kind: entry.kind, message: entry.message)) {
                missing.append("\(to)'s \(entry.kind.receiveKey)")
            }
        case (.subscribe, .event):
            let onDemand = Grant(plugin: entry.from, side: .subscribe, kind: .event, message: entry.message)
            let atLaunch = Grant(plugin: entry.from, side: .subscribeAtAppLaunch, kind: .event, message: entry.message)
            let used = entry.atLaunch ? use(atLaunch) || use(onDemand) : use(onDemand) || use(atLaunch)
            if !used { missing.append("\(entry.from)'s subscribe.events") }
            if !use(Grant(plugin: to, side: .publish, kind: .event, message: entry.message)) {
                missing.append("\(to)'s publish.events")
            }
        case (.emit, .event):
            if !use(Grant(plugin: entry.from, side: .publish, kind: .event, message: entry.message)) {
                missing.append("\(entry.from)'s publish.events")
            }
        default:
            missing.append("no policy list (\(entry.action.rawValue) of a \(entry.kind.rawValue))")
        }
        if !missing.isEmpty {
            undescribed(entry, "not in " + missing.joined(separator: " nor "))
        }
    }

    /// Counts a use of `grant` when the policies declare it; `false` when they do not.
    private mutating func use(_ grant: Grant) -> Bool {
        guard let count = uses[grant] else { return false }
        uses[grant] = count + 1
        return true
    }

    private mutating func undescribed(_ entry: TraceLine.Fields, _ why: String) {
        undescribedCount += 1
        guard undescribedExamples.count < LeastPrivilegeReport.maximumUndescribedExamples else { return }
        let to = entry.to.map { " to \($0)" } ?? ""
        undescribedExamples.append(
            "\(entry.action.rawValue) \(entry.kind.rawValue) \"\(entry.message)\" from \(entry.from)\(to) "
                + "(\(entry.outcome.rawValue)): \(why)")
    }
}
