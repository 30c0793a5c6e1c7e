import Foundation
import HubInterfaces
import Prelude

/// A small plugin the transports are tested against, so that no vertical is needed: it keeps
/// notes, answers queries of any size, fails and stays silent on demand, and publishes the
/// outcome of each command and each change.
final class NotesPlugin: PluginProtocol {
    static let policyText = """
        {
          "name": "Notes",
          "receive": {
            "commands": ["notes.add", "notes.fail", "notes.silent"],
            "queries": ["notes.echo", "notes.big", "notes.count"],
            "viewQueries": ["notes.view"]
          },
          "publish": { "events": ["notes.outcomes", "notes.changed"] }
        }
        """

    let policy: Policy
    private let outcomes = EventSource<EventOutput>(buffering: .unbounded)
    private let changes = EventSource<EventOutput>(buffering: .unbounded)
    private let notes = Locked<[String]>([])
    /// Outcomes go out from here, later than the command's answer, as a real plugin's do.
    private let worker = DispatchQueue(label: "notes")

    init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        policy = try JSON(parsing: Self.policyText).decode(Policy.self)
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        event.name == "notes.outcomes" ? outcomes.stream : changes.stream
    }

    private struct AddPayload: Decodable {
        let text: String
    }

    private struct BigPayload: Decodable {
        let bytes: Int
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        switch command.name {
        case "notes.add":
            let text = try (payload ?? .null).decode(AddPayload.self).text
            worker.async { [outcomes, changes, notes] in
                let count = notes.withLock { notes in
                    notes.append(text)
                    return notes.count
                }
                outcomes.send(EventOutput(.success(["count": .int(count)]), correlationID: correlationID))
                changes.send(EventOutput(.success(["text": .string(text)]), correlationID: correlationID))
            }
        case "notes.fail":
            worker.async { [outcomes] in
                let error = PluginError(code: .failed, message: "the notes server answered 500")
                outcomes.send(EventOutput(.failure(error), correlationID: correlationID))
            }
        default:
            break
        }
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        switch query.name {
        case "notes.big":
            let bytes = try (payload ?? .null).decode(BigPayload.self).bytes
            guard (0...(8 << 20)).contains(bytes) else {
                throw PluginError(code: .invalidPayload, message: "bytes: give 0 to \(8 << 20)")
            }
            return ["text": .string(String(repeating: "x", count: bytes))]
        case "notes.count":
            return .int(notes.withLock { $0.count })
        default:
            return payload ?? .null
        }
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        let notes = notes.value
        return ViewNode(
            .screen, text: "Notes",
            children: notes.map { ViewNode(.text, text: $0) } + [ViewNode(.text, text: "\(notes.count) notes")])
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
