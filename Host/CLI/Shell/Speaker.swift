import HubInterfaces
import PlatformHub
import Prelude

/// A plugin the host sends as: the shell, or (to show what another plugin's policy
/// allows) any registered plugin. Every send goes through the hub, which checks both
/// sides' policies.
///
/// ```swift
/// let view = try app.speaker().view("maps.view", payload: configuration)
/// try app.speaker(as: "Info").query("maps.nearby", payload: nil)   // denied: Info's policy lacks it
/// ```
struct Speaker: Sendable {
    /// The plugin's name.
    let name: String
    /// The plugin the hub sees as the sender.
    let plugin: any PluginProtocol
    /// The hub.
    let hub: Hub

    /// Sends a query and returns its answer.
    func query(_ message: Message, payload: JSON?) throws -> JSON {
        try hub.send(query: message, payload: payload, sender: plugin)
    }

    /// Sends a view query and returns the view.
    func view(_ message: Message, payload: JSON?) throws -> ViewNode {
        try hub.send(viewQuery: message, payload: payload, sender: plugin)
    }

    /// Sends a command tagged `correlationID`; its outcome arrives later on an event stream.
    func command(_ message: Message, payload: JSON?, correlationID: CorrelationID) throws {
        try hub.send(command: message, payload: payload, correlationID: correlationID, sender: plugin)
    }

    /// The stream of `event`, made for this plugin.
    func events(_ event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        try hub.publisher(forEvent: event, payload: payload, subscriber: plugin)
    }
}

extension Speaker {
    /// Sends a command under an id the hub makes, and returns that id.
    func command(_ message: Message, payload: JSON?) throws -> CorrelationID {
        try hub.send(command: message, payload: payload, sender: plugin)
    }
}
