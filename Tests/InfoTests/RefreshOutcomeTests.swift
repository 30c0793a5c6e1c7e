import Foundation
import HubInterfaces
import Info
import Prelude
import Testing

@Suite("info.refresh: every outcome arrives on info.updates with its correlation id")
struct RefreshOutcomeTests {
    @Test("the command returns at once; the server's info arrives later, tagged with the id")
    func success() throws {
        let harness = try InfoHarness()
        try harness.refresh("abc")
        #expect(harness.published.isEmpty)
        #expect(harness.server.waitingRequests == [0])
        harness.answer(request: 0, with: .success(InfoHarness.info))
        let output = try #require(harness.published.first)
        #expect(harness.published.count == 1)
        #expect(output.correlationID == "abc")
        #expect(
            output.value
                == [
                    "version": "2.1.0", "supportAddress": "help@example.com", "fetchedAt": .string(InfoHarness.nowText),
                ])
    }

    @Test("a server 500 arrives as a failure with the id and the status")
    func serverError() throws {
        let harness = try InfoHarness()
        try harness.refresh("abc")
        harness.answer(request: 0, with: .failure(InfoServerError(status: 500)))
        let output = try #require(harness.published.first)
        #expect(output.correlationID == "abc")
        let error = try #require(output.error)
        #expect(error.code == .failed)
        #expect(error.messageName == "info.refresh")
        #expect(error.message.contains("status 500"))
    }

    @Test("no answer within the deadline is a timeout outcome with the id, never a hang")
    func timeout() throws {
        let harness = try InfoHarness(timeout: 2)
        try harness.refresh("slow")
        harness.advance(by: 1.9)
        #expect(harness.published.isEmpty)
        harness.advance(by: 0.1)
        let output = try #require(harness.published.first)
        #expect(output.correlationID == "slow")
        #expect(output.error?.code == .failed)
        #expect(output.error?.message.contains("did not answer within 2 s") == true)
    }

    @Test("an answer after the timeout is dropped: one outcome per refresh")
    func lateAnswerDropped() throws {
        let harness = try InfoHarness(timeout: 2)
        try harness.refresh("late")
        harness.advance(by: 2)
        #expect(harness.published.count == 1)
        #expect(harness.answer(request: 0, with: .success(InfoHarness.info)))
        #expect(harness.published.count == 1)
        #expect(harness.published[0].error != nil)
        #expect(try harness.current()["state"] == "timedOut")
        #expect(try harness.current()["info"] == .null)
    }

    @Test("an answer cancels its deadline, which then never fires")
    func deadlineAfterAnswer() throws {
        let harness = try InfoHarness(timeout: 2)
        try harness.refresh("quick")
        #expect(harness.time.pendingCount == 1)
        harness.answer(request: 0, with: .success(InfoHarness.info))
        #expect(harness.time.pendingCount == 0)
        harness.advance(by: 5)
        #expect(harness.published.map(\.correlationID) == ["quick"])
        #expect(harness.published[0].value != nil)
    }

    @Test("two refreshes in flight keep their ids apart, whatever order the server answers in")
    func twoInFlight() throws {
        let harness = try InfoHarness()
        try harness.refresh("first")
        try harness.refresh("second")
        #expect(try harness.current()["refreshesInFlight"] == 2)
        harness.answer(request: 1, with: .failure(InfoServerError(status: 503)))
        harness.answer(request: 0, with: .success(InfoHarness.info))
        let byID = Dictionary(uniqueKeysWithValues: harness.published.map { ($0.correlationID, $0) })
        #expect(harness.published.count == 2)
        #expect(byID["second"]?.error?.message.contains("status 503") == true)
        #expect(byID["first"]?.value?["version"] == "2.1.0")
    }

    @Test("one refresh times out while the other is answered: each outcome keeps its id")
    func timeoutBesideSuccess() throws {
        let harness = try InfoHarness(timeout: 2)
        try harness.refresh("early")
        harness.advance(by: 1)
        try harness.refresh("later")
        harness.answer(request: 1, with: .success(InfoHarness.info))
        harness.advance(by: 1)
        harness.answer(request: 0, with: .success(InfoHarness.info))
        harness.advance(by: 5)
        #expect(harness.published.map(\.correlationID) == ["later", "early"])
        #expect(harness.published.map { $0.value != nil } == [true, false])
    }

    @Test("the same id sent twice gets two outcomes, one per refresh")
    func sameIDTwice() throws {
        let harness = try InfoHarness()
        try harness.refresh("again")
        try harness.refresh("again")
        harness.answer(request: 0, with: .success(InfoHarness.info))
        harness.answer(request: 1, with: .failure(InfoServerError(status: 500)))
        #expect(harness.published.map(\.correlationID) == ["again", "again"])
        #expect(harness.published.map { $0.value != nil } == [true, false])
    }

    @Test("beyond the in-flight limit a refresh is refused at once, and accepted again once one ends")
    func inFlightLimit() throws {
        let harness = try InfoHarness()
        for number in 0..<InfoRefresher.inFlightLimit {
            try harness.refresh(CorrelationID("r\(number)"))
        }
        let error = #expect(throws: PluginError.self) { try harness.refresh("one-too-many") }
        #expect(error?.code == .unavailable)
        #expect(error?.message.contains("wait for their outcomes on info.updates") == true)
        harness.answer(request: 0, with: .success(InfoHarness.info))
        try harness.refresh("room-again")
        #expect(harness.server.requestCount == InfoRefresher.inFlightLimit + 1)
    }
}
