import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// The Alpha.9 sequence diagrams of the design notes, one test each, with fake plugins.
@Suite("Alpha.9 diagrams")
struct DiagramTests {
    @Test("async success: the command's outcome arrives as EventOutput(success, correlationId)")
    func asyncSuccess() async throws {
        let setup = try JourneySetup()
        let stream = try setup.journey.sender.publisher(forEvent: .info, payload: nil, subscriber: setup.journey)
        let subscription = stream.subscription(buffering: .unbounded)

        try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "abc", sender: setup.journey)
        #expect(setup.server.pendingCount == 1)
        #expect(setup.server.respond(with: .success(["headline": "sunny"])))
        // Finishing the source after the outcome makes a missing outcome fail the test (the
        // loop ends) rather than hang it.
        setup.domain.info.finish()

        let output = await subscription.first { $0.correlationID == "abc" }
        #expect(output?.value == ["headline": "sunny"])
        let current = try setup.journey.sender.send(
            query: .currentInfo, payload: ["city": "Leeds"], sender: setup.journey)
        #expect(current == ["headline": "sunny"])
    }

    @Test("a command with a missing mandatory field throws at once, and nothing is fetched")
    func commandMissingField() throws {
        let setup = try JourneySetup()
        let (outputs, token) = try setup.subscribe()
        let error = #expect(throws: PluginError.self) {
            try setup.journey.sender.send(
                command: .refreshInfo, payload: ["town": "Leeds"], correlationID: "abc", sender: setup.journey)
        }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains("missing mandatory field \"city\"") == true)
        #expect(error?.sender == "Journey")
        #expect(error?.receiver == "DomainModel")
        #expect(error?.kind == .command)
        #expect(setup.server.pendingCount == 0)
        #expect(outputs.value.isEmpty)
        token.cancel()
    }

    @Test("a bad payload to publisher(forEvent:) throws at once")
    func publisherBadPayload() throws {
        let setup = try JourneySetup()
        let error = #expect(throws: PluginError.self) {
            try setup.journey.sender.publisher(forEvent: .info, payload: ["town": 1], subscriber: setup.journey)
        }
        #expect(error?.code == .invalidPayload)
        #expect(error?.messageName == Message.info.name)
        #expect(error?.kind == .event)
        #expect(setup.domain.info.subscriberCount == 0)
    }

    @Test("a server failure arrives as EventOutput failure with the command's id; the subscriber filters by it")
    func serverFailure() throws {
        let setup = try JourneySetup()
        let (outputs, token) = try setup.subscribe()
        try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "abc", sender: setup.journey)
        let other = try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "York"], sender: setup.journey)
        #expect(other != "abc")

        setup.server.respond(with: .failure(PluginError(code: .failed, message: "HTTP 500 from /info")))
        setup.server.respond(with: .success(["headline": "rain"]))

        let mine = outputs.value.filter { $0.correlationID == "abc" }
        #expect(mine.count == 1)
        #expect(mine.first?.error?.code == .failed)
        #expect(mine.first?.error?.message == "HTTP 500 from /info")
        // The error did not end the stream: the next outcome still arrived.
        #expect(outputs.value.map(\.correlationID) == ["abc", other])
        #expect(outputs.value.last?.value == ["headline": "rain"])
        #expect(!setup.domain.info.isFinished)
        token.cancel()
    }

    @Test("a query failure throws: a bad payload, then no data yet")
    func queryFailure() throws {
        let setup = try JourneySetup()
        let badPayload = #expect(throws: PluginError.self) {
            try setup.journey.sender.send(query: .currentInfo, payload: nil, sender: setup.journey)
        }
        #expect(badPayload?.code == .invalidPayload)
        let nothingYet = #expect(throws: PluginError.self) {
            try setup.journey.sender.send(query: .currentInfo, payload: ["city": "Leeds"], sender: setup.journey)
        }
        #expect(nothingYet?.code == .unavailable)
        #expect(nothingYet?.receiver == "DomainModel")
        #expect(nothingYet?.messageName == Message.currentInfo.name)
    }

    @Test("a view query returns the view as data")
    func viewQuery() throws {
        let setup = try JourneySetup()
        let view = try setup.journey.sender.send(viewQuery: .infoView, payload: nil, sender: setup.journey)
        #expect(view.role == .screen)
        #expect(view.text == "Info")
    }
}
