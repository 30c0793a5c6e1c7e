import Foundation
import HubInterfaces
import Info
import Prelude
import Testing

@Suite("info.current answers from state at hand")
struct CurrentQueryTests {
    @Test("before any refresh: not refreshed, no info, no I/O")
    func beforeRefresh() throws {
        let harness = try InfoHarness()
        let answer = try harness.current()
        #expect(answer["state"] == "notRefreshed")
        #expect(answer["info"] == .null)
        #expect(answer["recordChanges"] == 0)
        #expect(harness.server.requestCount == 0)
    }

    @Test("while a refresh waits: loading; after it: the info with its fetch time from World's clock")
    func loadedWithFetchTime() throws {
        let harness = try InfoHarness()
        try harness.refresh("abc")
        #expect(try harness.current()["state"] == "loading")
        harness.answer(request: 0, with: .success(InfoHarness.info))
        let answer = try harness.current()
        #expect(answer["state"] == "loaded")
        #expect(answer["info"]?["fetchedAt"] == .string(InfoHarness.nowText))
        #expect(answer["info"]?["version"] == "2.1.0")
        #expect(harness.server.requestCount == 1)
    }

    @Test("a failed refresh keeps the last info and says the status")
    func failureKeepsLastInfo() throws {
        let harness = try InfoHarness()
        try harness.refresh("one")
        harness.answer(request: 0, with: .success(InfoHarness.info))
        try harness.refresh("two")
        harness.answer(request: 1, with: .failure(InfoServerError(status: 502)))
        let answer = try harness.current()
        #expect(answer["state"] == "failed")
        #expect(answer["status"] == 502)
        #expect(answer["info"]?["version"] == "2.1.0")
    }

    @Test("what's new is in the answer only when its switch is on", arguments: [false, true])
    func whatsNewSwitch(isOn: Bool) throws {
        let harness = try InfoHarness(whatsNew: isOn)
        try harness.refresh("abc")
        harness.answer(request: 0, with: .success(InfoHarness.info))
        let answer = try harness.current()
        #expect((answer["info"]?["whatsNew"] == ["Faster"]) == isOn)
        #expect((answer["info"]?["whatsNew"] == nil) == !isOn)
        #expect((harness.published.first?.value?["whatsNew"] != nil) == isOn)
    }
}
