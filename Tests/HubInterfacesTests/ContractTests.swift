import HubInterfaces
import Prelude
import Testing

@Suite("Hub contract values")
struct ContractTests {
    @Test("messages with the same name are equal and share an interned id")
    func messages() throws {
        let literal: Message = "contract.getInfo"
        let made = Message("contract.getInfo")
        #expect(literal == made)
        #expect(literal.symbol.id == made.symbol.id)
        #expect(literal.name == "contract.getInfo")
        #expect(try JSON(encoding: literal) == .string("contract.getInfo"))
        #expect(try JSON.string("contract.getInfo").decode(Message.self) == literal)
    }

    @Test("generated correlation ids are 32 hex digits and distinct")
    func correlationIDs() throws {
        let ids = (0..<1_000).map { _ in CorrelationID() }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.rawValue.count == 32 && $0.rawValue.allSatisfy(\.isHexDigit) })
        #expect(ids.allSatisfy { !$0.isMadeByHub })
        let chosen: CorrelationID = "abc"
        #expect(try JSON(encoding: chosen).decode(CorrelationID.self) == chosen)
        #expect(!chosen.isMadeByHub && chosen.serial == 0)
    }

    @Test(
        "text in the hub's # form is that hub-made id; anything else is the sender's text",
        arguments: [
            ("#1a", UInt64(0x1a)), ("#1", 1), ("#ffffffffffffffff", UInt64.max), ("#0", 0), ("#01a", 0), ("#1A", 0),
            ("#", 0), ("#1g", 0), ("#10000000000000000", 0), ("1a", 0), ("", 0), ("# 1", 0),
        ])
    func correlationIDForms(text: String, serial: UInt64) throws {
        let id = CorrelationID(text)
        #expect(id.serial == serial)
        #expect(id.isMadeByHub == (serial != 0))
        #expect(id.rawValue == text)
        #expect(try JSON(encoding: id).decode(CorrelationID.self) == id)
    }

    @Test("ids are equal exactly when their text is")
    func correlationIDEquality() {
        let ids: [CorrelationID] = ["#1a", "#1A", "#01a", "1a", "abc", "#2"]
        for first in ids {
            for second in ids {
                #expect((first == second) == (first.rawValue == second.rawValue), "\(first) vs \(second)")
            }
        }
        // The hub's ids (made from a number) are the same values as their text read back.
        for serial: UInt64 in [1, 0x1a, 0xabc_def0, .max] {
            let made = CorrelationID(serial: serial)
            let read = CorrelationID(made.rawValue)
            #expect(made == read && made.hashValue == read.hashValue && read.isMadeByHub)
        }
        #expect(CorrelationID(serial: 0x1a) != CorrelationID("1a"))
    }

    @Test("event outputs expose their value or error and their correlation id")
    func eventOutputs() {
        let success = EventOutput(.success(["info": 1]), correlationID: "abc")
        let failure = EventOutput(.failure(PluginError(code: .failed, message: "server answered 500")))
        #expect(success.value == ["info": 1])
        #expect(success.error == nil)
        #expect(success.correlationID == "abc")
        #expect(failure.error?.code == .failed)
        #expect(failure.value == nil)
        #expect(failure.correlationID == nil)
    }

    @Test("plugin errors say what happened and survive JSON")
    func pluginErrors() throws {
        let error = PluginError(
            code: .denied, message: "Info may not send command \"maps.search\" to Maps", messageName: "maps.search",
            kind: .command, sender: "Info", receiver: "Maps", lackingPolicy: .sender)
        #expect(error.description == "denied: Info may not send command \"maps.search\" to Maps")
        #expect(try JSON(encoding: error).decode(PluginError.self) == error)
    }

    @Test("view nodes are data: they round-trip and optional parts may be left out")
    func viewNodes() throws {
        let view = ViewNode(
            .screen, text: "Clinic",
            children: [
                ViewNode(.map, attributes: ["zoom": 14], children: [ViewNode(.pin, text: "Kings Cross")]),
                ViewNode(.button, text: "Directions", action: "maps.directions"),
            ])
        #expect(try JSON(encoding: view).decode(ViewNode.self) == view)
        let sparse = try JSON(parsing: #"{"role": "text", "text": "hi"}"#).decode(ViewNode.self)
        #expect(sparse == ViewNode(.text, text: "hi"))
    }

    @Test("an unknown view role names the path")
    func unknownRole() throws {
        let json = try JSON(parsing: #"{"role": "screen", "children": [{"role": "carousel"}]}"#)
        #expect {
            try json.decode(ViewNode.self)
        } throws: { error in
            (error as? JSONDecodingError)?.path == "children[0].role"
        }
    }
}
