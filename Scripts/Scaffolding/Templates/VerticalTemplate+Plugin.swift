/// The `Plugin/` folder: the thin adapter between the hub and the layers.
extension VerticalTemplate {
    var plugin: String {
        #"""
        import Foundation
        public import HubInterfaces
        public import Prelude

        /// \#(name)'s face towards the hub: a thin adapter that decodes each payload (the hub has checked it
        /// against its contract already), calls the catalogue or the view model, and encodes the answer.
        ///
        /// - `\#(key).example` (query, payload `{}` or `{"id": "first"}`) answers every example, or the
        ///   one with that id; an id that does not exist fails (`failed`) with `not found:`.
        /// - `\#(key).view` (view query, no payload) renders the screen.\#(withCommand ? "\n/// - `\(key).refresh` (command, no payload) reads the examples again; its outcome arrives on\n///   `\(key).outcomes` tagged with the command's correlation id." : "")
        ///
        /// Its policy is the shipped `Resources/Policy/\#(name).json`. The service, switches and strings
        /// come from `Current` when a message arrives.
        public final class \#(name)Plugin: PluginProtocol {
        \#(withCommand ? "    /// How many outcomes a `for await` subscriber of `\(key).outcomes` may fall behind; beyond\n    /// that the oldest are dropped.\n    public static let outcomesBuffer = 256\n\n" : "")    /// The shipped policy.
            public let policy: Policy
            let viewModel = \#(name)ViewModel()\#(withCommand ? "\n    let outcomes = EventSource<EventOutput>(buffering: .bounded(\(name)Plugin.outcomesBuffer, whenFull: .dropOldest))" : "")

            /// Makes the plugin with its shipped policy. \#(name) reads no configuration files.
            ///
            /// - Throws: ``MissingResourceError`` when the policy file is missing, or the JSON error
            ///   naming where the shipped policy is malformed.
            public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
                policy = try JSON(parsing: try String(contentsOf: \#(name)World.policyFile(), encoding: .utf8))
                    .decode(Policy.self)
            }

        \#(publisherFunction)

        \#(commandFunction)

            /// Answers `\#(key).example`: every example, or the one the payload's `id` names.
            public func onReceive(query: Message, payload: JSON?) throws -> JSON {
                guard query == .\#(property)Example else {
                    throw \#(name)Payload.unknown(query, kind: .query, handled: [.\#(property)Example])
                }
                let request = try \#(name)Payload.decode(\#(name)Payload.ExampleRequest.self, from: payload, for: query)
                let world = Current.\#(property)
                let examples: [\#(name)Example]
                do throws(\#(name)ServiceError) {
                    examples = try \#(name)Catalogue.examples(in: world)
                } catch {
                    throw \#(name)Payload.failed(error, for: query, kind: .query)
                }
                let details = world.features[.details]
                guard let id = request.id else {
                    return .object([
                        "count": .int(examples.count),
                        "examples": .array(JSON.Array(examples.map { $0.json(includingDetails: details) })),
                    ])
                }
                guard let example = \#(name)Catalogue.example(id: id, among: examples) else {
                    throw \#(name)Payload.notFound(id, among: examples, for: query)
                }
                return .object(["example": example.json(includingDetails: details)])
            }

            /// Renders `\#(key).view` (no payload) from the examples the service holds now.
            public func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
                guard viewQuery == .\#(property)View else {
                    throw \#(name)Payload.unknown(viewQuery, kind: .viewQuery, handled: [.\#(property)View])
                }
                try \#(name)Payload.requireEmpty(payload, for: viewQuery, kind: .viewQuery)
                let world = Current.\#(property)
                do throws(\#(name)ServiceError) {
                    viewModel.show(try \#(name)Catalogue.examples(in: world))
                } catch {
                    throw \#(name)Payload.failed(error, for: viewQuery, kind: .viewQuery)
                }
                return \#(name)Screen.view(of: viewModel.state.value, in: world)
            }

            /// \#(name) subscribes to no events; a stream given anyway is ignored.
            public func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
        }

        """#
    }

    private var publisherFunction: String {
        if withCommand {
            return #"""
                    /// The stream of `\#(key).outcomes`; it takes no payload.
                    public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
                        guard event == .\#(property)Outcomes else {
                            throw \#(name)Payload.unknown(event, kind: .event, handled: [.\#(property)Outcomes])
                        }
                        try \#(name)Payload.requireEmpty(payload, for: event, kind: .event)
                        return outcomes.stream
                    }
                """#
        }
        return #"""
                /// \#(name) publishes no events: every event is refused as unknown.
                public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
                    throw \#(name)Payload.unknown(event, kind: .event, handled: [])
                }
            """#
    }

    private var commandFunction: String {
        if withCommand {
            return #"""
                    /// Reads the examples again (`\#(key).refresh`, no payload); the outcome is published on
                    /// `\#(key).outcomes` with `correlationID`.
                    public func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
                        try refresh(command, payload: payload, correlationID: correlationID)
                    }
                """#
        }
        return #"""
                /// \#(name) receives no commands: every command is refused as unknown.
                public func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
                    throw \#(name)Payload.unknown(command, kind: .command, handled: [])
                }
            """#
    }

    var messages: String {
        var lines = [
            "/// Query: every example, or the one with the payload's `id`.",
            "static let \(property)Example: Message = \"\(key).example\"",
            "/// View query: \(name)'s screen.",
            "static let \(property)View: Message = \"\(key).view\"",
        ]
        if withCommand {
            lines += [
                "/// Command: read the examples again; the outcome arrives on ``\(property)Outcomes``.",
                "static let \(property)Refresh: Message = \"\(key).refresh\"",
                "/// Event: every refresh's outcome, tagged with its command's correlation id.",
                "static let \(property)Outcomes: Message = \"\(key).outcomes\"",
            ]
        }
        return """
            import HubInterfaces

            /// The messages \(name) handles, prepared once so the hot paths never parse a literal.
            extension Message {
            \(lines.map { "    " + $0 }.joined(separator: "\n"))
            }

            """
    }
}
