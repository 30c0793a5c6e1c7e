import Foundation
import HubInterfaces
import Info
import Prelude
import Testing

@Suite("the simulated server: latency, failure rate and failure kind from Current.info")
struct LiveServiceTests {
    @Test("it answers after its latency with the configured info and the release notes in the locale")
    func successAfterLatency() throws {
        let harness = try InfoHarness(whatsNew: true, server: InfoServerSettings(latency: 0.5), live: true)
        try harness.refresh("abc")
        harness.advance(by: 0.4)
        #expect(harness.published.isEmpty)
        harness.advance(by: 0.1)
        let info = try #require(harness.published.first?.value)
        #expect(info["version"] == "1.0.0")
        #expect(info["supportAddress"] == "support@example.com")
        #expect(info["whatsNew"]?.arrayValue?.count == LiveInfoService.releaseNoteKeys.count)
        #expect(info["whatsNew"]?[0] == "Refreshing shows when the info was fetched")
    }

    @Test("failure rate 1 with a status answers that status every time", arguments: [500, 503, 404])
    func alwaysFails(status: Int) throws {
        let settings = InfoServerSettings(latency: 0.2, failureRate: 1, failure: .status(status))
        let harness = try InfoHarness(server: settings, live: true)
        try harness.refresh("a")
        try harness.refresh("b")
        harness.advance(by: 0.2)
        #expect(harness.published.map(\.correlationID) == ["a", "b"])
        #expect(harness.published.allSatisfy { $0.error?.message.contains("status \(status)") == true })
    }

    @Test("failure rate 1 with no answer times out at the deadline")
    func neverAnswers() throws {
        let settings = InfoServerSettings(latency: 0, failureRate: 1, failure: .noAnswer)
        let harness = try InfoHarness(timeout: 2, server: settings, live: true)
        try harness.refresh("a")
        harness.advance(by: 2)
        #expect(harness.published.count == 1)
        #expect(harness.published.first?.error?.message.contains("did not answer within 2 s") == true)
        #expect(harness.time.pendingCount == 0)
    }

    @Test("a latency above the deadline times out, and the late answer is dropped")
    func latencyAboveTimeout() throws {
        let harness = try InfoHarness(timeout: 2, server: InfoServerSettings(latency: 3), live: true)
        try harness.refresh("a")
        harness.advance(by: 2)
        #expect(harness.published.first?.error?.message.contains("within 2 s") == true)
        #expect(harness.time.pendingCount == 1)
        harness.advance(by: 1)
        #expect(harness.time.pendingCount == 0)
        #expect(harness.published.count == 1)
    }

    @Test("a request fails when its roll is below the failure rate", arguments: [(0.49, true), (0.5, false)])
    func failureRate(roll: Double, fails: Bool) throws {
        let answers = Locked<[Result<ServerInfo, InfoServerError>]>([])
        let time = ManualInfoScheduler()
        World.withOverrides({
            $0.info.configuration.server = InfoServerSettings(latency: 0, failureRate: 0.5, failure: .status(500))
            $0.info.scheduler = time
        }) {
            LiveInfoService(roll: { roll }).fetchInfo { answer in answers.withLock { $0.append(answer) } }
            time.advance(by: 0)
        }
        #expect(answers.value.count == 1)
        #expect((try? answers.value.first?.get()) == nil ? fails : !fails)
    }

    @Test("while its busy limit of answers wait out their latency, it answers 503 at once")
    func busy() {
        let answers = Locked<[Result<ServerInfo, InfoServerError>]>([])
        let time = ManualInfoScheduler()
        let server = LiveInfoService()
        World.withOverrides({
            $0.info.configuration.server = InfoServerSettings(latency: 1)
            $0.info.scheduler = time
        }) {
            for _ in 0...LiveInfoService.busyLimit {
                server.fetchInfo { answer in answers.withLock { $0.append(answer) } }
            }
            #expect(answers.value.count == 1)
            #expect(answers.value.first == .failure(InfoServerError(status: 503)))
            #expect(time.pendingCount == LiveInfoService.busyLimit)
            time.advance(by: 1)
            #expect(answers.value.count == LiveInfoService.busyLimit + 1)
            server.fetchInfo { answer in answers.withLock { $0.append(answer) } }
            #expect(time.pendingCount == 1)
        }
    }

    @Test("through real time with a small latency, the outcome it is owed arrives")
    func realTime() async throws {
        let harness = try InfoHarness()
        let updates = try harness.plugin.publisher(forEvent: InfoHarness.updates, payload: nil).subscription()
        try await World.withOverrides({
            $0.info.configuration.server = InfoServerSettings(latency: 0.01)
            // The deadline is the test's generous wait: an outcome is owed within it either way.
            $0.info.configuration.timeout = 120
            $0.info.service = LiveInfoService()
            $0.info.scheduler = DispatchInfoScheduler()
        }) {
            try harness.plugin.onReceive(command: InfoHarness.refresh, payload: nil, correlationID: "real")
            let output = await updates.first { _ in true }
            #expect(output?.correlationID == "real")
            #expect(output?.value?["version"] == "1.0.0")
        }
    }
}
