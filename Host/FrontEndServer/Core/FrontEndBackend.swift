public import HubInterfaces
public import PlatformHub
public import Prelude

/// What a front end's session drives: the started hub (with the message contracts its plugins
/// registered), the plugin the session sends as, and the world.
///
/// `host serve --stdio` and `--http` send as the host's `Shell` plugin; `host serve --mcp`
/// sends as the `Agent` plugin, whose own policy says what an agent may do. Either way every
/// request goes through the hub, which checks both sides' policies.
///
/// ```swift
/// let backend = FrontEndBackend(hub: hub, sender: shell, world: { report }, stop: { hub.stop() })
/// ```
public struct FrontEndBackend: Sendable {
    /// The started hub.
    public let hub: Hub
    /// The plugin every request is sent as; its policy says what the front end may send and
    /// subscribe to.
    public let sender: any PluginProtocol
    /// The world report (`host world --format json`).
    public let world: @Sendable () throws -> JSON
    /// Stops the app: finishes the streams and closes the databases.
    public let stop: @Sendable () -> Void
    /// The `rpc.discover` document, made once for all the backend's sessions.
    let discovery = DiscoveryCache()

    /// Makes a backend.
    ///
    /// - Parameters:
    ///   - hub: The started hub.
    ///   - sender: The registered plugin every request is sent as.
    ///   - world: Makes the world report; what it throws is answered as a failure.
    ///   - stop: Stops the app; a transport calls it once, when it has finished serving.
    public init(
        hub: Hub, sender: any PluginProtocol, world: @escaping @Sendable () throws -> JSON,
        stop: @escaping @Sendable () -> Void
    ) {
        self.hub = hub
        self.sender = sender
        self.world = world
        self.stop = stop
    }
}
