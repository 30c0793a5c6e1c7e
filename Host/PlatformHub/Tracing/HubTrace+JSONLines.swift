import HubInterfaces
import Prelude

extension HubTrace {
    /// Writes `entries` as JSON lines: one compact object per line, keys sorted (the entry
    /// lines of a ``TraceFile``).
    ///
    /// ```text
    /// {"action":"send","correlationID":"abc","durationNanoseconds":812,"from":"Journey",...}
    /// ```
    public static func jsonLines(_ entries: [TraceEntry]) -> String {
        entries.map { json($0).description + "\n" }.joined()
    }

    /// One entry as a JSON object.
    static func json(_ entry: TraceEntry) -> JSON {
        var object: JSON.Object = [
            "sequence": .int(entry.sequence),
            "kind": .string(entry.kind.rawValue),
            "action": .string(entry.action.rawValue),
            "from": .string(entry.from),
            "to": entry.to.map(JSON.string) ?? .null,
            "message": .string(entry.message),
            "outcome": .string(entry.outcome.rawValue),
            "durationNanoseconds": .int(Int(clamping: entry.durationNanoseconds)),
        ]
        object["correlationID"] = entry.correlationID.map { .string($0.rawValue) } ?? .null
        if let lacking = entry.lackingPolicy { object["lackingPolicy"] = .string(lacking.rawValue) }
        if entry.atLaunch { object["atLaunch"] = .bool(true) }
        return .object(object)
    }
}
