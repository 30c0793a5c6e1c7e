/// `--with-command`: the refresh worker and the plugin's command handling.
extension VerticalTemplate {
    var refresher: String {
        #"""
        public import Foundation
        public import HubInterfaces
        public import Prelude

        /// How one `\#(key).refresh` ended, tagged with the command's correlation id.
        public struct \#(name)RefreshOutcome: Sendable, Hashable {
            /// The command this answers.
            public var correlationID: CorrelationID
            /// The examples read, or why there are none.
            public var result: Result<[\#(name)Example], \#(name)ServiceError>
            /// When they were read, by `Current.clock`.
            public var time: Date

            /// Makes an outcome.
            public init(correlationID: CorrelationID, result: Result<[\#(name)Example], \#(name)ServiceError>, time: Date) {
                self.correlationID = correlationID
                self.result = result
                self.time = time
            }
        }

        /// The refresh logic: reads the examples again and says how it went. No I/O of its own:
        /// the service and the clock come from the world.
        ///
        /// ```swift
        /// let outcome = \#(name)Refresher.refresh("abc", in: Current.\#(property), clock: Current.clock)
        /// ```
        public enum \#(name)Refresher {
            /// Reads the examples with `world`'s service; the time is `clock`'s now.
            public static func refresh(_ id: CorrelationID, in world: \#(name)World, clock: WorldClock) -> \#(name)RefreshOutcome {
                let result: Result<[\#(name)Example], \#(name)ServiceError>
                do throws(\#(name)ServiceError) {
                    result = .success(try \#(name)Catalogue.examples(in: world))
                } catch {
                    result = .failure(error)
                }
                return \#(name)RefreshOutcome(correlationID: id, result: result, time: clock.now())
            }
        }

        """#
    }

    var pluginRefresh: String {
        #"""
        import HubInterfaces
        import Prelude

        extension \#(name)Plugin {
            /// Handles `\#(key).refresh`: checks the payload (none), reads the examples again, shows them,
            /// and publishes the outcome on `\#(key).outcomes` with `correlationID`.
            func refresh(_ command: Message, payload: JSON?, correlationID: CorrelationID) throws {
                guard command == .\#(property)Refresh else {
                    throw \#(name)Payload.unknown(command, kind: .command, handled: [.\#(property)Refresh])
                }
                try \#(name)Payload.requireEmpty(payload, for: command, kind: .command)
                let world = Current
                let outcome = \#(name)Refresher.refresh(correlationID, in: world.\#(property), clock: world.clock)
                if case .success(let examples) = outcome.result {
                    viewModel.refreshed(examples, at: outcome.time)
                }
                outcomes.send(outcome.eventOutput)
            }
        }

        """#
    }
}
