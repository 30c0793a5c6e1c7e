/// The `Worker/`, `ViewModel/` and `Views/` folders: the logic, the state and the screen.
extension VerticalTemplate {
    var catalogue: String {
        #"""
        /// \#(name)'s business logic: reads the examples from the world's service and finds one by
        /// id. It knows neither the view nor the hub nor where the examples are kept.
        ///
        /// ```swift
        /// let all = try \#(name)Catalogue.examples(in: Current.\#(property))
        /// let one = \#(name)Catalogue.example(id: "first", among: all)   // nil when there is none
        /// ```
        public enum \#(name)Catalogue {
            /// Every example, in the service's order.
            ///
            /// - Throws: ``\#(name)ServiceError`` when the service cannot read them.
            public static func examples(in world: \#(name)World) throws(\#(name)ServiceError) -> [\#(name)Example] {
                try world.service.examples()
            }

            /// The example with `id` among `examples`, or `nil` when there is none.
            public static func example(id: String, among examples: [\#(name)Example]) -> \#(name)Example? {
                examples.first { $0.id == id }
            }
        }

        """#
    }

    var screenState: String {
        #"""
        public import Foundation

        /// What \#(name)'s screen shows: the examples\#(withCommand ? ", and when they were last refreshed" : "").
        public struct \#(name)ScreenState: Sendable, Hashable {
            /// The examples, in the service's order.
            public var examples: [\#(name)Example]
            /// When `\#(key).refresh` last read the examples (by `Current.clock`), if it has.
            public var refreshedAt: Date?

            /// Makes a state; by default no examples, never refreshed.
            public init(examples: [\#(name)Example] = [], refreshedAt: Date? = nil) {
                self.examples = examples
                self.refreshedAt = refreshedAt
            }
        }

        """#
    }

    var viewModel: String {
        #"""
        public import Foundation
        public import Prelude

        /// \#(name)'s screen state and its inputs. The plugin calls the inputs; the view builds
        /// from ``state``.
        ///
        /// ```swift
        /// let model = \#(name)ViewModel()
        /// let token = model.state.bind { print($0.examples.count) }
        /// model.show(try \#(name)Catalogue.examples(in: Current.\#(property)))
        /// ```
        public final class \#(name)ViewModel: Sendable {
            /// The screen's state; observers hear every change.
            public let state = Observable(\#(name)ScreenState())

            /// Makes a view model with no examples.
            public init() {}

            /// The examples to show now.
            public func show(_ examples: [\#(name)Example]) {
                state.update { $0.examples = examples }
            }

            /// The examples were read again at `time`.
            public func refreshed(_ examples: [\#(name)Example], at time: Date) {
                state.update {
                    $0.examples = examples
                    $0.refreshedAt = time
                }
            }
        }

        """#
    }

    var screen: String {
        #"""
        public import HubInterfaces
        import Prelude

        /// Builds \#(name)'s screen as data: a title and a row per example, with its details when
        /// the `details` switch is on. Every text comes from the world's string tables in `Current.locale`.
        ///
        /// ```text
        /// \#(name)
        ///   2 examples
        ///   First example
        ///   Second example
        /// ```
        public enum \#(name)Screen {
            /// The screen for `state`, with `world`'s switches and strings.
            public static func view(of state: \#(name)ScreenState, in world: \#(name)World) -> ViewNode {
                let strings = world.strings
                var children = [
                    ViewNode(
                        .text, text: strings.text("\#(key).count", arguments: ["count": "\(state.examples.count)"]),
                        attributes: ["count": .int(state.examples.count)])
                ]
                children += state.examples.map { example in
                    let details = world.features[.details] ? [ViewNode(.text, text: example.details)] : []
                    return ViewNode(.row, text: example.title, attributes: ["id": .string(example.id)], children: details)
                }\#(withCommand ? "\n        children.append(ViewNode(.button, text: strings.text(\"\(key).refresh\"), action: \"\(key).refresh\"))" : "")
                return ViewNode(.screen, text: strings.text("\#(key).title"), children: children)
            }
        }

        """#
    }
}
