import Foundation
import HubInterfaces
import Prelude
import Testing
import Tips

/// The Tips plugin through its public behaviour, with the clock and locale set by the world.
struct TipsPluginTests {
    /// 2 January 1970, UTC: day 1, so the second tip.
    let dayOne = Date(timeIntervalSince1970: 86_400)

    @Test func answersTodaysTip() throws {
        let plugin = try TipsPlugin(messageSender: RefusingSender(), configurationFiles: [:])
        let answer = try World.withOverrides({ $0.clock = .fixed(dayOne) }) {
            try plugin.onReceive(query: .tipsToday, payload: nil)
        }
        #expect(answer == ["number": 2, "count": 3, "text": "Take a ten-minute walk after lunch."])
    }

    @Test func answersATipByNumberInGerman() throws {
        let plugin = try TipsPlugin(messageSender: RefusingSender(), configurationFiles: [:])
        let answer = try World.withOverrides({ $0.locale = "de" }) {
            try plugin.onReceive(query: .tipsTip, payload: ["number": 3])
        }
        #expect(answer["text"] == "Gehen Sie jeden Abend zur selben Zeit schlafen.")
    }

    @Test func refusesAMistypedPayloadWithItsCodingPath() throws {
        let plugin = try TipsPlugin(messageSender: RefusingSender(), configurationFiles: [:])
        // The hub reports a decoding error as `invalidPayload`, with its coding path.
        let error = #expect(throws: JSONDecodingError.self) {
            try plugin.onReceive(query: .tipsTip, payload: ["number": "three"])
        }
        #expect(error?.path == "number")
    }

    @Test func saysWhichTipsExist() throws {
        let plugin = try TipsPlugin(messageSender: RefusingSender(), configurationFiles: [:])
        let error = #expect(throws: PluginError.self) {
            try plugin.onReceive(query: .tipsTip, payload: ["number": 9])
        }
        #expect(error?.message == "not found: number: there is no tip 9; tips are numbered 1 to 3")
    }

    @Test func showsTheTipOnItsScreen() throws {
        let plugin = try TipsPlugin(messageSender: RefusingSender(), configurationFiles: [:])
        let screen = try World.withOverrides({ $0.clock = .fixed(dayOne) }) {
            try plugin.onReceive(viewQuery: .tipsView, payload: nil)
        }
        #expect(screen.text == "Today's tip")
        #expect(screen.children.map(\.text) == ["Take a ten-minute walk after lunch.", "Tip 2 of 3"])
    }
}

/// A hub stand-in for a plugin that sends nothing: every send is refused.
final class RefusingSender: MessageSending {
    func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws
        -> EventStream<EventOutput>
    {
        throw PluginError(code: .denied, message: "this test sends nothing")
    }

    func send(command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol) throws {
        throw PluginError(code: .denied, message: "this test sends nothing")
    }

    func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        throw PluginError(code: .denied, message: "this test sends nothing")
    }

    func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        throw PluginError(code: .denied, message: "this test sends nothing")
    }

    func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        throw PluginError(code: .denied, message: "this test sends nothing")
    }
}
