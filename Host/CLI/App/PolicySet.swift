import Foundation
import HubInterfaces
import PlatformHub
import Prelude

/// The app's policies, validated as the hub validates them at start-up and read, for
/// commands that show them without starting the app (`plugins`, `policy graph`).
struct PolicySet {
    /// Each plugin's policy, in registration order.
    let policies: [Policy]
    /// Every contract the plugins declare, with its plugin, in registration order.
    let contracts: [RegisteredContract]

    /// Reads and validates the policies the app registers.
    ///
    /// - Throws: ``HostFailure`` with the validation report when the graph has errors.
    static func shipped() throws(HostFailure) -> PolicySet {
        let entries = try PolicyFiles.shipped()
        let report = PolicyValidator.validate(entries)
        guard report.isValid else {
            throw HostFailure("the policies have errors:\n\(report.text())")
        }
        var policies: [Policy] = []
        for entry in entries {
            do {
                let text = try String(contentsOfFile: entry.source.file, encoding: .utf8)
                policies.append(try JSON(parsing: text).decode(Policy.self))
            } catch {
                throw HostFailure("\(entry.source.file): cannot read \(entry.plugin)'s policy: \(error)")
            }
        }
        var contracts: [RegisteredContract] = []
        for entry in entries {
            do {
                contracts += try (entry.contracts?.load() ?? []).map {
                    RegisteredContract(plugin: entry.plugin, contract: $0)
                }
            } catch {
                throw HostFailure("cannot read \(entry.plugin)'s contracts: \(error)")
            }
        }
        return PolicySet(policies: policies, contracts: contracts)
    }

    /// The plugin whose policy receives `message` of `kind` (publishes it, for an event).
    func receiver(of message: Message, kind: MessageKind) -> Policy? {
        policies.first { $0.handles(message, kind: kind) }
    }

    /// Every message of `kind` some plugin receives (or publishes), sorted.
    func messages(of kind: MessageKind) -> [Message] {
        policies.flatMap { $0.handled(kind) }.sorted()
    }
}

extension Policy {
    /// The messages of `kind` this plugin receives, or publishes for events.
    func handled(_ kind: MessageKind) -> [Message] {
        switch kind {
        case .command: receive.commands
        case .query: receive.queries
        case .viewQuery: receive.viewQueries
        case .event: publish.events
        }
    }

    /// The messages of `kind` this plugin sends, or subscribes to (on demand or at launch) for events.
    func sent(_ kind: MessageKind) -> [Message] {
        switch kind {
        case .command: send.commands
        case .query: send.queries
        case .viewQuery: send.viewQueries
        case .event: subscribe.events + subscribeAtAppLaunch.events
        }
    }

    /// Whether this plugin receives (or publishes) `message` of `kind`.
    func handles(_ message: Message, kind: MessageKind) -> Bool {
        handled(kind).contains(message)
    }
}
