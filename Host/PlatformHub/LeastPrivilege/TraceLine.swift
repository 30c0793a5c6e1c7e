import HubInterfaces
import Prelude

/// One line of a trace file, read: the header, or the fields of an entry that least
/// privilege needs (who, which side, which message, how it ended).
enum TraceLine {
    /// A header: `{"format":"verticalhub-trace","version":1,...}`.
    case header(version: Int)
    /// An entry.
    case entry(Fields)

    /// An entry's fields. Names are checked against the hub's bounds (plugin names 64
    /// bytes, message names 128), so what a trace can make the reader keep is bounded.
    struct Fields {
        var kind: MessageKind
        var action: TraceAction
        var from: String
        var to: String?
        var message: String
        var outcome: TraceOutcome
        var lackingPolicy: PluginError.PolicySide?
        var atLaunch: Bool
    }

    /// The longest plugin name a trace may carry (`(unregistered)` included).
    static let maximumPluginBytes = Policy.maximumPluginNameLength
    /// The longest message name a trace may carry.
    static let maximumMessageBytes = Message.maximumNameLength

    /// Reads one line; throws a sentence saying what is wrong with it.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(TraceLineProblem) -> TraceLine {
        let json: JSON
        do {
            json = try JSON(parsing: bytes)
        } catch {
            throw TraceLineProblem("it is not JSON (\(error.message), column \(error.column))")
        }
        guard case .object(let object) = json else {
            throw TraceLineProblem("it is \(json.typeName), not a JSON object")
        }
        // One pass over the members (a lookup per key costs a search per key).
        var values: [Key: JSON] = [:]
        for (key, value) in object {
            if let known = Key(rawValue: key) { values[known] = value }
        }
        if let format = values[.format] {
            guard format.stringValue == TraceFile.formatName else {
                throw TraceLineProblem("its \"format\" is not \"\(TraceFile.formatName)\"")
            }
            guard let version = values[.version]?.intValue else {
                throw TraceLineProblem("the header has no integer \"version\"")
            }
            return .header(version: version)
        }
        func text(_ key: Key, limit: Int) throws(TraceLineProblem) -> String {
            guard let value = values[key]?.stringValue else {
                throw TraceLineProblem("\"\(key.rawValue)\" is missing or not a string")
            }
            guard !value.isEmpty, value.utf8.count <= limit else {
                throw TraceLineProblem("\"\(key.rawValue)\" is empty or longer than \(limit) bytes")
            }
            return value
        }
        func choice<Value: RawRepresentable<String>>(
            _ key: Key, _ type: Value.Type, _ allowed: String
        ) throws(TraceLineProblem) -> Value {
            guard let raw = values[key]?.stringValue, let value = Value(rawValue: raw) else {
                throw TraceLineProblem("\"\(key.rawValue)\" is missing or not one of \(allowed)")
            }
            return value
        }
        let kind = try choice(.kind, MessageKind.self, "command, query, viewQuery, event")
        let action = try choice(.action, TraceAction.self, "send, subscribe, emit")
        let outcome = try choice(
            .outcome, TraceOutcome.self, "ok, denied, invalidPayload, unknownMessage, failed, unavailable")
        let from = try text(.from, limit: maximumPluginBytes)
        let message = try text(.message, limit: maximumMessageBytes)
        var to: String?
        if let value = values[.to], !value.isNull {
            to = try text(.to, limit: maximumPluginBytes)
        }
        var lacking: PluginError.PolicySide?
        if let value = values[.lackingPolicy], !value.isNull {
            lacking = try choice(.lackingPolicy, PluginError.PolicySide.self, "sender, receiver")
        }
        var atLaunch = false
        if let value = values[.atLaunch] {
            guard let flag = value.boolValue else { throw TraceLineProblem("\"atLaunch\" is not true or false") }
            atLaunch = flag
        }
        return .entry(
            Fields(
                kind: kind, action: action, from: from, to: to, message: message, outcome: outcome,
                lackingPolicy: lacking, atLaunch: atLaunch))
    }

    /// The keys the reader uses; others (`sequence`, `correlationID`, …) are read past.
    private enum Key: String {
        case format, version, kind, action, outcome, from, to, message, lackingPolicy, atLaunch
    }
}

/// What is wrong with a trace line, as a sentence fragment.
struct TraceLineProblem: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
