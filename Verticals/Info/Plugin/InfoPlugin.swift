import Foundation
public import HubInterfaces
public import Prelude

/// Info's face towards the hub: a thin adapter that checks each payload, calls the
/// refresher or the view model, and encodes the answer.
///
/// - `info.refresh` (command, no payload) returns at once; its outcome (the info, a
///   server error such as 500, or a timeout) arrives on `info.updates` tagged with the
///   command's correlation id, exactly once. Its `whatsNew` list is there when the switch
///   is on as the outcome is sent (on the thread the answer or deadline arrives on).
/// - `info.current` (query) answers from state at hand, without I/O.
/// - `info.view` (view query) renders the info screen.
/// - `records.changed` (subscribed at launch) counts ClinicalRecords' record changes.
///
/// Its policy is the shipped `Resources/Policy/Info.json`. Server, deadline, clock,
/// switches and strings all come from `Current` when a message arrives.
public final class InfoPlugin: PluginProtocol {
    /// How many outcomes a `for await` subscriber of `info.updates` may fall behind; beyond
    /// that the oldest are dropped.
    public static let updatesBuffer = 256

    /// The shipped policy.
    public let policy: Policy
    private let updates: EventSource<EventOutput>
    private let viewModel: InfoViewModel
    private let refresher: InfoRefresher
    private let recordChanges = Locked<SubscriptionToken?>(nil)

    /// Makes the plugin with its shipped policy. Info reads no configuration files.
    ///
    /// - Throws: `MissingResourceError` when the policy file is missing, or the JSON
    ///   error naming where the shipped policy is malformed.
    public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        policy = try JSON(parsing: try String(contentsOf: InfoWorld.policyFile(), encoding: .utf8)).decode(Policy.self)
        let viewModel = InfoViewModel()
        let updates = EventSource<EventOutput>(buffering: .bounded(Self.updatesBuffer, whenFull: .dropOldest))
        self.viewModel = viewModel
        self.updates = updates
        refresher = InfoRefresher(
            started: { _ in viewModel.refreshStarted() },
            finished: { outcome in
                viewModel.refreshFinished(outcome)
                updates.send(outcome.eventOutput(includingWhatsNew: Current.info.features[.whatsNew]))
            })
    }

    /// The stream of `info.updates`; it takes no payload.
    public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        guard event == .infoUpdates else { throw InfoPayload.unknown(event, kind: .event, handled: [.infoUpdates]) }
        try InfoPayload.requireEmpty(payload, for: event, kind: .event)
        return updates.stream
    }

    /// Starts a refresh (`info.refresh`, no payload) and returns at once.
    public func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        guard command == .infoRefresh else {
            throw InfoPayload.unknown(command, kind: .command, handled: [.infoRefresh])
        }
        try InfoPayload.requireEmpty(payload, for: command, kind: .command)
        let world = Current
        try refresher.refresh(correlationID, in: world.info, clock: world.clock)
    }

    /// Answers `info.current` (no payload) from the view model's state.
    public func onReceive(query: Message, payload: JSON?) throws -> JSON {
        guard query == .infoCurrent else { throw InfoPayload.unknown(query, kind: .query, handled: [.infoCurrent]) }
        try InfoPayload.requireEmpty(payload, for: query, kind: .query)
        return viewModel.state.value.json(includingWhatsNew: Current.info.features[.whatsNew])
    }

    /// Renders `info.view` (no payload).
    public func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        guard viewQuery == .infoView else {
            throw InfoPayload.unknown(viewQuery, kind: .viewQuery, handled: [.infoView])
        }
        try InfoPayload.requireEmpty(payload, for: viewQuery, kind: .viewQuery)
        return InfoScreen.view(of: viewModel.state.value, in: Current.info)
    }

    /// Counts each record change on the `records.changed` stream the hub wires at launch.
    /// A second stream replaces the first; other events are ignored.
    public func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {
        guard event == .recordsChanged else { return }
        let viewModel = viewModel
        let token = publisher.subscribe { output in
            if output.value != nil { viewModel.recordsChanged() }
        }
        let previous = recordChanges.withLock { current in
            defer { current = token }
            return current
        }
        previous?.cancel()
    }
}
