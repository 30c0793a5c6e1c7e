import Foundation
public import HubInterfaces
public import Prelude

/// ClinicalRecords' face towards the hub: a thin adapter that decodes payloads, hands
/// them to the view model or the worker, and encodes the answers.
///
/// Receives the commands `records.add`, `records.edit`, `records.remove`,
/// `records.restore` and `records.dismiss` (outcomes on
/// `records.outcomes`, changes on `records.changed`, both tagged with the command's
/// correlation id and sent only once the change is stored), the queries
/// `records.summary`, `records.section`, `records.entry`, and the view query
/// `records.view`; asks Maps for clinics with `maps.place`, `maps.view` and `maps.nearby`.
///
/// Everything comes from `Current.clinicalRecords` when the hub makes the plugin: the
/// records service, the limits and the start-up problem; switches and strings are read
/// on every view query, so flipping a switch at run time shows at once.
public final class ClinicalRecordsPlugin: PluginProtocol {
    /// The policy shipped in `Resources/Policy/ClinicalRecords.json`.
    public let policy: Policy
    let sender: any MessageSending
    let viewModel: RecordsViewModel
    let worker: RecordsWorker
    let limits: RecordsLimits
    /// Kept here, handed out as read-only streams; each subscriber's `for await` buffer
    /// holds at most 256 outputs and drops the oldest beyond that.
    let outcomes = EventSource<EventOutput>(buffering: .bounded(256, whenFull: .dropOldest))
    let changes = EventSource<EventOutput>(buffering: .bounded(256, whenFull: .dropOldest))

    /// The key of `configurationFiles` under which a host may give the plugin a policy of
    /// its own instead of the shipped one (a narrower one, say, that keeps records from
    /// asking Maps); the hub must then be given the same text, since it enforces that.
    public static let policyFileKey = "ClinicalRecords.json"

    /// Makes the plugin over the records in `Current.clinicalRecords`, with the policy in
    /// `configurationFiles[policyFileKey]` if given, else the shipped one.
    ///
    /// - Throws: `PluginError`: `unavailable` when the shipped policy, the contracts or the
    ///   records cannot be read, `invalidPayload` when a given policy is not a valid
    ///   ClinicalRecords policy.
    public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        let world = Current.clinicalRecords
        policy = try configurationFiles[Self.policyFileKey].map(Self.givenPolicy) ?? Self.shippedPolicy()
        sender = messageSender
        limits = world.configuration.limits
        // Records that cannot be read start the plugin empty: its queries then refuse with
        // the problem, and its view shows it, instead of the app failing to start.
        var problem = world.databaseProblem
        var entries: [RecordEntry] = []
        if problem?.canRead != false {
            do {
                entries = try world.records.allEntries()
            } catch {
                problem = RecordsDatabaseProblem(
                    kind: .unavailable, path: world.records.location, reason: "cannot be read: \(error.message)")
            }
        }
        let viewModel = RecordsViewModel(
            RecordsState(entries: entries, location: world.records.location, problem: problem, setAside: world.setAside)
        )
        self.viewModel = viewModel
        worker = RecordsWorker(
            service: world.records, directory: world.configuration.dataDirectory, viewModel: viewModel, limits: limits,
            report: { [outcomes, changes] result, correlationID in
                Self.report(result, correlationID: correlationID, outcomes: outcomes, changes: changes)
            })
    }

    /// The stream of `records.outcomes` or `records.changed`; neither takes a payload (the hub
    /// refuses one, as the events' contracts say).
    ///
    /// - Throws: `PluginError` (`unknownMessage`) for any other event.
    public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        switch event {
        case .recordsOutcomes: return outcomes.stream
        case .recordsChanged: return changes.stream
        default: throw Self.unknown(event, kind: .event)
        }
    }

    /// ClinicalRecords subscribes to nothing at launch; its policy lists no such event, so
    /// the hub never calls this.
    public func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}

    /// Reads the shipped policy file.
    static func shippedPolicy() throws(PluginError) -> Policy {
        do {
            let file = try ClinicalRecordsWorld.policyFile()
            return try JSON(parsing: try String(contentsOf: file, encoding: .utf8)).decode(Policy.self)
        } catch {
            throw PluginError(code: .unavailable, message: "ClinicalRecords cannot read its policy: \(error)")
        }
    }

    /// Reads a policy the host gave.
    static func givenPolicy(_ text: String) throws(PluginError) -> Policy {
        let policy: Policy
        do {
            policy = try JSON(parsing: text).decode(Policy.self)
        } catch {
            throw PluginError(code: .invalidPayload, message: "\(policyFileKey): \(error)")
        }
        guard policy.name == "ClinicalRecords" else {
            throw PluginError(
                code: .invalidPayload,
                message: "\(policyFileKey): name: the policy is named \"\(policy.name.prefix(40))\"; "
                    + "ClinicalRecords' policy must be named ClinicalRecords")
        }
        return policy
    }

    /// Sends a finished command's outcome, and for a success the change first.
    private static func report(
        _ result: Result<RecordsOutcome, PluginError>, correlationID: CorrelationID,
        outcomes: EventSource<EventOutput>, changes: EventSource<EventOutput>
    ) {
        switch result {
        case .success(let outcome):
            let payload = outcome.json
            if outcome.changesRecords { changes.send(EventOutput(.success(payload), correlationID: correlationID)) }
            outcomes.send(EventOutput(.success(payload), correlationID: correlationID))
        case .failure(let error):
            outcomes.send(EventOutput(.failure(error), correlationID: correlationID))
        }
    }

    /// Refuses a query when the records cannot be read, with the problem and its fix.
    func requireReadable(_ message: Message, kind: MessageKind) throws(PluginError) {
        guard let problem = viewModel.state.value.problem, !problem.canRead else { return }
        throw PluginError(
            code: .unavailable, message: "\(message.name): \(problem)", messageName: message.name, kind: kind)
    }

    /// The error for a message ClinicalRecords does not receive.
    static func unknown(_ message: Message, kind: MessageKind) -> PluginError {
        PluginError(
            code: .unknownMessage,
            message:
                "ClinicalRecords does not receive the \(kind) \"\(message.name)\"; see its policy for the ones it does",
            messageName: message.name, kind: kind, receiver: "ClinicalRecords")
    }

    /// Decodes `payload` as `type` (no payload, or `null`, as `{}`), or refuses it naming the
    /// message and the coding path that does not fit. The hub has checked it against the
    /// message's contract already (an unknown field, a blank title, an id out of range).
    static func decode<Payload: Decodable>(
        _ type: Payload.Type, from payload: JSON?, for message: Message, kind: MessageKind
    ) throws(PluginError) -> Payload {
        let given: JSON = if let payload, !payload.isNull { payload } else { .object([:]) }
        do {
            return try given.decode(type)
        } catch {
            throw PluginError(
                code: .invalidPayload, message: "\(message.name): \(error)", messageName: message.name, kind: kind)
        }
    }
}
