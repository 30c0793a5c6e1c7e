import HubInterfaces
import Prelude
import Testing

@Suite("Messages and ids from input")
struct MessageInputTests {
    @Test("a declared name is found; an unknown one is not, and looking it up does not declare it")
    func existing() {
        let declared: Message = "message-input.declared"
        #expect(Message(existing: "message-input.declared") == declared)
        #expect(Message(existing: "message-input.never-declared") == nil)
        #expect(Message(existing: "message-input.never-declared") == nil)
        #expect(Symbol(existing: "message-input.never-declared") == nil)
    }

    @Test("decoding a Message looks up: an unknown name throws and is not interned")
    func decoding() throws {
        let known: Message = "message-input.known"
        #expect(try JSON.string("message-input.known").decode(Message.self) == known)
        #expect(throws: (any Error).self) { try JSON.string("message-input.from-wire").decode(Message.self) }
        #expect(Message(existing: "message-input.from-wire") == nil)
    }

    @Test("a policy declares its names; an empty requests list is ignored; a bad name is refused")
    func policyDeclares() throws {
        let policy = try JSON(
            parsing: #"{"name": "P", "send": {"commands": ["message-input.policy"], "requests": []}}"#
        )
        .decode(Policy.self)
        #expect(policy.send.commands.map(\.name) == ["message-input.policy"])
        #expect(Message(existing: "message-input.policy") != nil)
        let error = #expect(throws: JSONDecodingError.self) {
            try JSON(parsing: #"{"name": "P", "send": {"commands": ["bad name"]}}"#).decode(Policy.self)
        }
        #expect(error?.path.contains("send.commands") == true)
    }

    @Test("a decoded correlation id longer than 256 bytes throws; 256 decodes")
    func correlationIDBound() throws {
        let longest = String(repeating: "i", count: CorrelationID.maximumLength)
        #expect(try JSON.string(longest).decode(CorrelationID.self).rawValue == longest)
        #expect(CorrelationID(longest).isAllowedForSender)
        #expect(!CorrelationID(longest + "i").isAllowedForSender)
        #expect(!CorrelationID("#1f").isAllowedForSender)
        #expect(throws: (any Error).self) { try JSON.string(longest + "i").decode(CorrelationID.self) }
    }

    @Test("name rules: what they allow and what they name when refusing")
    func nameRules() {
        #expect(Message.nameProblem("maps.nearby") == nil)
        #expect(Message.nameProblem("")?.contains("cannot be empty") == true)
        #expect(Message.nameProblem("#1")?.contains("starts with an ASCII letter") == true)
        #expect(Message.nameProblem("a b")?.contains("byte 1") == true)
        #expect(Message.nameProblem(String(repeating: "a", count: 129))?.contains("at most 128 bytes") == true)
        #expect(Policy.pluginNameProblem("Maps") == nil)
        #expect(Policy.pluginNameProblem("Ma/ps") != nil)
    }
}
