import HubInterfaces
import Prelude

extension PluginError {
    /// The error as data: its code, message and advice, and the message, kind, sender,
    /// receiver and lacking side where known.
    var json: JSON {
        var members: JSON.Object = ["code": .string(code.rawValue), "message": .string(message)]
        members["advice"] = advice.map(JSON.string)
        members["messageName"] = messageName.map(JSON.string)
        members["kind"] = kind.map { .string($0.rawValue) }
        members["sender"] = sender.map(JSON.string)
        members["receiver"] = receiver.map(JSON.string)
        members["lackingPolicy"] = lackingPolicy.map { .string($0.rawValue) }
        return .object(members)
    }
}

extension EventOutput {
    /// The output as data, with the event it arrived on:
    /// `{"event": "info.updates", "correlationID": "#1", "value": …}` or `…, "error": {…}}`.
    func json(event: Message) -> JSON {
        var members: JSON.Object = ["event": .string(event.name)]
        members["correlationID"] = correlationID.map { .string($0.rawValue) }
        switch result {
        case .success(let value): members["value"] = value
        case .failure(let error): members["error"] = error.json
        }
        return .object(members)
    }

    /// The output as one line of text: `info.updates #1: ok {"temperature":12}` or
    /// `info.updates #2: failed: Info's server answered 500`.
    func text(event: Message) -> String {
        let id = correlationID.map { " \($0.rawValue)" } ?? ""
        switch result {
        case .success(let value):
            return "\(event.name)\(id): ok \((try? value.serialized()) ?? value.typeName)"
        case .failure(let error):
            return "\(event.name)\(id): \(error)"
        }
    }
}
