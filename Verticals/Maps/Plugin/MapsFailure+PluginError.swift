public import HubInterfaces

extension MapsFailure {
    /// The failure as the hub reports it for `message` of `kind`.
    ///
    /// - An invalid field is `PluginError/Code/invalidPayload` naming its coding path.
    /// - An unknown place id is `PluginError/Code/failed` with a message that starts
    ///   `not found:` and names the field: the payload is well formed, so it is not an
    ///   invalid payload, and the message exists, so it is not an unknown message; the
    ///   work (finding the place) failed.
    /// - A switched-off feature is `PluginError/Code/unavailable` naming the switch.
    public func pluginError(for message: Message, kind: MessageKind) -> PluginError {
        switch self {
        case .invalid(let path, let reason):
            PluginError(
                code: .invalidPayload,
                message: "Maps cannot use the payload of \(kind) \"\(message)\": \(path): \(reason)",
                messageName: message.name, kind: kind, receiver: "Maps")
        case .notFound(let id, let path):
            PluginError(
                code: .failed,
                message: "not found: \(path): no place has id \"\(id.prefix(80))\"; "
                    + "ask maps.nearby or maps.search for the ids Maps knows",
                messageName: message.name, kind: kind, receiver: "Maps")
        case .switchedOff(let feature):
            PluginError(
                code: .unavailable,
                message: "\(kind) \"\(message)\" is switched off; turn on the switch maps.\(feature.rawValue)",
                messageName: message.name, kind: kind, receiver: "Maps")
        }
    }
}
