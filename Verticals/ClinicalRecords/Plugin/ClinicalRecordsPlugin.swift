import Foundation
public import Prelude
public import VerticalInterfaces

/// ClinicalRecords' face towards the hub: a thin adapter that decodes payloads, hands
/// them to the view model or the worker, and encodes the answers.
///
/// Receives the commands `records.add`, `records.edit`, `records.remove` (outcomes on
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

    /// Makes the plugin over the records in `Current.clinicalRecords`.
    ///
    /// - Throws: ``PluginError`` (``PluginError/Code/unavailable``) when the shipped policy
    ///   or the records cannot be read.
    public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        let world = Current.clinicalRecords
        policy = try Self.shippedPolicy()
        sender = messageSender
        limits = world.configuration.limits
        let entries: [RecordEntry]
        do {
            entries = try world.records.allEntries()
        } catch {
            throw PluginError(code: .unavailable, message: "ClinicalRecords cannot start: \(error)")
        }
        let viewModel = RecordsViewModel(
            RecordsState(entries: entries, location: world.records.location, problem: world.databaseProblem))
        self.viewModel = viewModel
        worker = RecordsWorker(
            service: world.records, viewModel: viewModel, limits: limits,
            report: { [outcomes, changes] result, correlationID in
                Self.report(result, correlationID: correlationID, outcomes: outcomes, changes: changes)
            })
    }

    /// The stream of `records.outcomes` or `records.changed`.
    ///
    /// - Throws: ``PluginError`` (``PluginError/Code/unknownMessage``) for any other event.
    public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        switch event {
        case .recordsOutcomes: outcomes.stream
        case .recordsChanged: changes.stream
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

    /// Sends a finished command's outcome, and for a success the change first.
    private static func report(
        _ result: Result<RecordsChange, PluginError>, correlationID: CorrelationID,
        outcomes: EventSource<EventOutput>, changes: EventSource<EventOutput>
    ) {
        switch result {
        case .success(let change):
            do {
                let payload = try JSON(encoding: change)
                changes.send(EventOutput(.success(payload), correlationID: correlationID))
                outcomes.send(EventOutput(.success(payload), correlationID: correlationID))
            } catch {
                outcomes.send(
                    EventOutput(
                        .failure(
                            PluginError(
                                code: .failed, message: "the change was stored but cannot be described: \(error)")),
                        correlationID: correlationID))
            }
        case .failure(let error):
            outcomes.send(EventOutput(.failure(error), correlationID: correlationID))
        }
    }

    /// The error for a message ClinicalRecords does not receive.
    static func unknown(_ message: Message, kind: MessageKind) -> PluginError {
        PluginError(
            code: .unknownMessage,
            message:
                "ClinicalRecords does not receive the \(kind) \"\(message.name)\"; see its policy for the ones it does",
            messageName: message.name, kind: kind, receiver: "ClinicalRecords")
    }

    /// Decodes `payload` as `type`, or refuses it naming the message and the coding path.
    static func decode<Payload: Decodable>(
        _ type: Payload.Type, from payload: JSON?, for message: Message, kind: MessageKind
    ) throws(PluginError) -> Payload {
        do {
            return try (payload ?? .object([:])).decode(type)
        } catch {
            throw PluginError(
                code: .invalidPayload, message: "\(message.name): \(error)", messageName: message.name, kind: kind)
        }
    }
}
