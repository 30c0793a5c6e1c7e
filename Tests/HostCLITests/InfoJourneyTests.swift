import Foundation
import Info
import PlatformHub
import Prelude
import Testing
import VerticalInterfaces

/// Info on the real hub with its shipped policy, the shell and a records publisher: the
/// design notes' journey, and record changes counted through `subscribeAtAppLaunch`.
@Suite("Info's journey through the real hub")
struct InfoJourneyTests {
    let hub = Hub()
    let shell: InfoJourneyShell
    let server = InMemoryInfoService()
    let time = ManualInfoScheduler()

    init() throws {
        let info = InfoVertical()
        try hub.register(InfoPlugin.self, named: info.name, policyFile: URL(fileURLWithPath: info.policyFilePath()))
        try hub.register(
            RecordsStandIn.self, named: "ClinicalRecords",
            policy: .text(Self.text(RecordsStandIn.policyValue), file: "Records.json"))
        try hub.register(
            InfoJourneyShell.self, named: "Shell",
            policy: .text(Self.text(InfoJourneyShell.policyValue), file: "Shell.json"))
        let report = try hub.start()
        #expect(report.problems.isEmpty, "\(report.text())")
        shell = try #require(hub.plugin(named: "Shell") as? InfoJourneyShell)
    }

    private static func text(_ policy: Policy) throws -> String {
        try JSON(encoding: policy).serialized()
    }

    /// Runs `body` with Info's server answered by hand and time moved by hand.
    private func run<Result>(timeout: Double = 2, _ body: () throws -> Result) rethrows -> Result {
        try World.withOverrides(
            {
                $0.info.service = server
                $0.info.scheduler = time
                $0.info.configuration.timeout = timeout
                $0.clock = .fixed(Date(timeIntervalSince1970: 1_800_000_000))
                $0.locale = "en"
            }, operation: body)
    }

    @Test("success, 500 and timeout each arrive on info.updates with the command's id")
    func threeOutcomes() throws {
        let outputs = Locked<[EventOutput]>([])
        let stream = try shell.sender.publisher(forEvent: InfoJourneyMessages.updates, payload: nil, subscriber: shell)
        let token = stream.subscribe { output in outputs.withLock { $0.append(output) } }
        defer { token.cancel() }
        try run {
            for id: CorrelationID in ["ok", "err", "slow"] {
                try shell.sender.send(
                    command: InfoJourneyMessages.refresh, payload: nil, correlationID: id, sender: shell)
            }
            let madeByHub = try shell.sender.send(command: InfoJourneyMessages.refresh, payload: nil, sender: shell)
            #expect(outputs.value.isEmpty)
            server.answer(request: 1, with: .failure(InfoServerError(status: 500)))
            server.answer(request: 0, with: .success(ServerInfo(version: "2.0.0", supportAddress: "help@example.com")))
            server.answer(request: 3, with: .success(ServerInfo(version: "2.0.1", supportAddress: "help@example.com")))
            time.advance(by: 2)
            server.answer(request: 2, with: .success(ServerInfo(version: "9.9.9", supportAddress: "late@example.com")))
            let byID = Dictionary(uniqueKeysWithValues: outputs.value.map { ($0.correlationID, $0) })
            #expect(outputs.value.count == 4)
            #expect(byID["ok"]?.value?["version"] == "2.0.0")
            #expect(byID["err"]?.error?.message.contains("status 500") == true)
            #expect(byID["slow"]?.error?.message.contains("did not answer within 2 s") == true)
            #expect(byID[madeByHub]?.value?["version"] == "2.0.1")
            let current = try shell.sender.send(query: InfoJourneyMessages.current, payload: nil, sender: shell)
            #expect(current["info"]?["version"] == "2.0.1")
        }
    }

    @Test("Info counts the record changes published since launch, on its screen and in info.current")
    func countsRecordChanges() throws {
        for title in ["Blood test", "X-ray", "Check-up"] {
            try shell.sender.send(
                command: InfoJourneyMessages.recordsAdd, payload: ["title": .string(title)], sender: shell)
        }
        try run {
            let current = try shell.sender.send(query: InfoJourneyMessages.current, payload: nil, sender: shell)
            #expect(current["recordChanges"] == 3)
            let view = try shell.sender.send(viewQuery: InfoJourneyMessages.view, payload: nil, sender: shell)
            #expect(view.children.contains { $0.text == "Record changes since launch: 3" })
        }
    }

    @Test("Info's shipped policy is what the hub enforces: a message it does not list is denied")
    func enforced() throws {
        let policy = try #require(hub.policy(of: "Info"))
        #expect(policy.subscribeAtAppLaunch.events == [InfoJourneyMessages.recordsChanged])
        let error = #expect(throws: PluginError.self) {
            try shell.sender.send(command: "info.reload", payload: nil, sender: shell)
        }
        #expect(error?.code == .denied)
    }
}
