import HubInterfaces
import Prelude

extension FetchedInfo {
    /// The info as `info.updates` and `info.current` carry it; the release notes only
    /// when "what's new" is on.
    func json(includingWhatsNew: Bool) -> JSON {
        var members: JSON.Object = [
            "version": .string(info.version),
            "supportAddress": .string(info.supportAddress),
            "fetchedAt": .string(InfoFormat.time(fetchedAt)),
        ]
        if includingWhatsNew {
            members["whatsNew"] = .array(JSON.Array(info.releaseNotes.map(JSON.string)))
        }
        return .object(members)
    }
}

extension RefreshFailure {
    /// The failure as `info.updates` carries it: what happened and what to do.
    var pluginError: PluginError {
        let message: String
        switch self {
        case .serverError(let status):
            message = "the info server answered with status \(status); send info.refresh to try again"
        case .timedOut(let seconds):
            message =
                "the info server did not answer within \(InfoFormat.seconds(seconds)) s (info.timeout); "
                + "the refresh was given up and a late answer is dropped; send info.refresh to try again"
        }
        return PluginError(
            code: .failed, message: message, messageName: "info.refresh", kind: .command, receiver: "Info")
    }
}

extension RefreshOutcome {
    /// The outcome as an element of `info.updates`.
    func eventOutput(includingWhatsNew: Bool) -> EventOutput {
        EventOutput(
            result.map { $0.json(includingWhatsNew: includingWhatsNew) }.mapError(\.pluginError),
            correlationID: correlationID)
    }
}

extension InfoScreenState {
    /// The answer to `info.current`: the refresh state, the last info (or `null`), the
    /// last failure if the last refresh failed, and the record changes seen.
    func json(includingWhatsNew: Bool) -> JSON {
        var members: JSON.Object = [
            "info": latest.map { $0.json(includingWhatsNew: includingWhatsNew) } ?? .null,
            "refreshesInFlight": .int(inFlight),
            "recordChanges": .int(recordChanges),
        ]
        switch refresh {
        case .notRefreshed: members["state"] = "notRefreshed"
        case .loading: members["state"] = "loading"
        case .loaded: members["state"] = "loaded"
        case .failed(.serverError(let status)):
            members["state"] = "failed"
            members["status"] = .int(status)
        case .failed(.timedOut(let seconds)):
            members["state"] = "timedOut"
            members["seconds"] = .double(seconds)
        }
        return .object(members)
    }
}
