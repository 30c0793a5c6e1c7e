/// The `Service/` folder: the protocol, the live value and the in-memory value for tests.
extension VerticalTemplate {
    var serviceProtocol: String {
        #"""
        /// Where \#(name)'s examples come from, as its worker sees it. The host puts the live
        /// service in `Current.\#(property).service`; a test puts an ``InMemory\#(name)Service`` there.
        ///
        /// ```swift
        /// let examples = try Current.\#(property).service.examples()
        /// ```
        public protocol \#(name)Service: Sendable {
            /// Every example, in the order they are shown.
            ///
            /// - Throws: ``\#(name)ServiceError`` saying why they cannot be read.
            func examples() throws(\#(name)ServiceError) -> [\#(name)Example]
        }

        """#
    }

    var example: String {
        #"""
        /// One of \#(name)'s examples: what `\#(key).example` answers and the screen lists.
        public struct \#(name)Example: Sendable, Hashable, Codable {
            /// The example's id, unique among the examples: `first`.
            public var id: String
            /// Its title, as shown.
            public var title: String
            /// A longer description, shown when the `details` switch is on.
            public var details: String

            /// Makes an example.
            public init(id: String, title: String, details: String) {
                self.id = id
                self.title = title
                self.details = details
            }
        }

        """#
    }

    var serviceError: String {
        #"""
        /// Why \#(name)'s examples cannot be read, in words, with what to do about it.
        public struct \#(name)ServiceError: Error, Sendable, Hashable, CustomStringConvertible {
            /// What happened and how to fix it.
            public var message: String

            /// Makes an error.
            public init(_ message: String) {
                self.message = message
            }

            /// The text shown when the value is printed.
            public var description: String { message }
        }

        """#
    }

    var liveService: String {
        #"""
        /// The examples \#(name) ships with, kept in memory; the service the host uses
        /// \#(withDatabase ? "when it gives no data directory" : "by default").
        public struct Live\#(name)Service: \#(name)Service {
            /// The built-in examples.
            public static let builtIn = [
                \#(name)Example(id: "first", title: "First example", details: "Answered by \#(key).example"),
                \#(name)Example(id: "second", title: "Second example", details: "Shown by \#(key).view"),
            ]

            /// Makes the service.
            public init() {}

            /// The built-in examples.
            public func examples() throws(\#(name)ServiceError) -> [\#(name)Example] {
                Self.builtIn
            }
        }

        """#
    }

    var inMemoryService: String {
        #"""
        import Prelude

        /// Examples a test chooses, or a failure it makes happen, with a count of reads.
        ///
        /// ```swift
        /// let service = InMemory\#(name)Service([\#(name)Example(id: "a", title: "A", details: "")])
        /// service.failure = \#(name)ServiceError("the disk is gone")
        /// ```
        public final class InMemory\#(name)Service: \#(name)Service {
            private struct State: Sendable {
                var examples: [\#(name)Example]
                var failure: \#(name)ServiceError?
                var reads = 0
            }

            private let state: Locked<State>

            /// Makes a service holding `examples`.
            public init(_ examples: [\#(name)Example]) {
                state = Locked(State(examples: examples))
            }

            /// The examples it answers; set them to change the answer.
            public var stored: [\#(name)Example] {
                get { state.withLock { $0.examples } }
                set { state.withLock { $0.examples = newValue } }
            }

            /// The failure every read throws while set.
            public var failure: \#(name)ServiceError? {
                get { state.withLock { $0.failure } }
                set { state.withLock { $0.failure = newValue } }
            }

            /// How many reads were made.
            public var reads: Int { state.withLock { $0.reads } }

            /// The stored examples, or the failure.
            public func examples() throws(\#(name)ServiceError) -> [\#(name)Example] {
                let (examples, failure) = state.withLock { state in
                    state.reads += 1
                    return (state.examples, state.failure)
                }
                if let failure { throw failure }
                return examples
            }
        }

        """#
    }
}
