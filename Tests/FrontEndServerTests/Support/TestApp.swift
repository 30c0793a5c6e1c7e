import FrontEndServer
import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// A started hub with ``NotesPlugin`` and a front end's sender, `Front`, whose policy sends and
/// subscribes to all of Notes' messages: the app every transport test serves.
struct TestApp {
    static let frontPolicy = """
        {
          "name": "Front",
          "send": {
            "commands": ["notes.add", "notes.fail", "notes.silent"],
            "queries": ["notes.echo", "notes.big", "notes.count"],
            "viewQueries": ["notes.view"]
          },
          "subscribe": { "events": ["notes.outcomes", "notes.changed"] }
        }
        """

    let hub: Hub
    /// Whether ``backend``'s `stop` was called.
    let stopped = Locked(false)

    /// Starts the hub with Notes (with `notesContracts`, or none), Front and any `added` plugins
    /// (an agent with its policy).
    init(adding added: [PluginRegistration] = [], notesContracts: [MessageContract]? = nil) throws {
        hub = Hub()
        try hub.register(
            named: "Notes", policy: .text(NotesPlugin.policyText, file: "Notes.json"),
            contracts: notesContracts.map { PluginContracts($0, file: "NotesContracts") }
        ) { sender in try NotesPlugin(messageSender: sender, configurationFiles: [:]) }
        try hub.register(
            SenderPlugin.self, named: "Front", policy: .text(Self.frontPolicy, file: "Front.json"),
            configurationFiles: [SenderPlugin.policyFileKey: Self.frontPolicy])
        for plugin in added {
            try hub.register(named: plugin.policy.plugin, policy: plugin.policy.source, factory: plugin.make)
        }
        _ = try hub.start()
    }

    /// The backend that sends as `sender` (Front unless another is named).
    func backend(sendingAs sender: String = "Front") throws -> FrontEndBackend {
        let plugin = try #require(try hub.plugin(named: sender))
        let stopped = stopped
        let hub = hub
        return FrontEndBackend(
            hub: hub, sender: plugin, world: { ["locale": "en"] },
            stop: {
                stopped.withLock { $0 = true }
                hub.stop()
            })
    }
}
