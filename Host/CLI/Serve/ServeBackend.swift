import PlatformHub
import Prelude
import VerticalInterfaces

/// What a serve session drives: the started hub, the shell plugin that sends for the
/// front end, and the world as `host world --format json` shows it.
struct ServeBackend: Sendable {
    /// The started hub.
    let hub: Hub
    /// The host's own plugin, whose policy says what a front end may send.
    let shell: any PluginProtocol
    /// The world report.
    let world: @Sendable () throws -> JSON
    /// Stops the app: finishes streams and closes databases.
    let stop: @Sendable () -> Void
}
