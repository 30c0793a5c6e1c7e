/// The test target's support files: a harness and a fake hub.
extension VerticalTemplate {
    var testHarness: String {
        #"""
        \#(imports(["Foundation", "Prelude", name, "HubInterfaces"]))

        /// \#(name)'s plugin with examples the test chooses, switches the test sets and a fixed clock.
        struct \#(name)Harness {
            static let example: Message = "\#(key).example"
            static let view: Message = "\#(key).view"\#(withCommand ? "\n    static let refresh: Message = \"\(key).refresh\"\n    static let outcomes: Message = \"\(key).outcomes\"" : "")

            /// 2027-01-15 08:00:00 UTC.
            static let now = Date(timeIntervalSince1970: 1_800_000_000)
            static let examples = [
                \#(name)Example(id: "a", title: "Alpha", details: "The first letter"),
                \#(name)Example(id: "b", title: "Beta", details: "The second letter"),
            ]

            let service: InMemory\#(name)Service
            let plugin: \#(name)Plugin
            private let world: \#(name)World

            init(details: Bool = false, examples: [\#(name)Example] = Self.examples) throws {
                service = InMemory\#(name)Service(examples)
                plugin = try \#(name)Plugin(messageSender: FakeSender(), configurationFiles: [:])
                world = \#(name)World(
                    features: FeatureSwitches(enabled: details ? [.details] : []), strings: try \#(name)World.bundledStrings(),
                    service: service)
            }

            /// Runs `body` in this harness's world, in `locale`.
            func run<Result>(locale: LocaleID = "en", _ body: () throws -> Result) rethrows -> Result {
                try World.withOverrides(
                    {
                        $0.\#(property) = world
                        $0.clock = .fixed(Self.now)
                        $0.locale = locale
                    }, operation: body)
            }

            /// The answer to `\#(key).example` with `payload`.
            func query(_ payload: JSON? = nil) throws -> JSON {
                try run { try plugin.onReceive(query: Self.example, payload: payload) }
            }

            /// The screen.
            func screen(locale: LocaleID = "en") throws -> ViewNode {
                try run(locale: locale) { try plugin.onReceive(viewQuery: Self.view, payload: nil) }
            }
        }

        extension ViewNode {
            /// Every text in the tree, depth first.
            var allTexts: [String] {
                (text.map { [$0] } ?? []) + children.flatMap(\.allTexts)
            }
        }

        """#
    }

    var testFakeSender: String {
        #"""
        import HubInterfaces
        import Prelude

        /// The hub as \#(name) sees it in unit tests: \#(name)'s policy sends nothing, so every send is
        /// recorded and refused.
        final class FakeSender: MessageSending {
            /// The messages \#(name) tried to send.
            let attempts = Locked<[String]>([])

            private func refuse(_ message: Message) -> PluginError {
                attempts.withLock { $0.append(message.name) }
                return PluginError(code: .denied, message: "\#(name)'s policy sends nothing", messageName: message.name)
            }

            func publisher(
                forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
            ) throws -> EventStream<EventOutput> {
                throw refuse(event)
            }

            func send(command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol) throws {
                throw refuse(command)
            }

            func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
                throw refuse(command)
            }

            func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
                throw refuse(query)
            }

            func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
                throw refuse(viewQuery)
            }
        }

        """#
    }
}
