import Foundation
import HubInterfaces
import Info
import Prelude

/// Info's plugin with a server the test answers by hand, time the test moves by hand and a
/// fixed clock, collecting everything it publishes on `info.updates`.
struct InfoHarness {
    static let refresh: Message = "info.refresh"
    static let current: Message = "info.current"
    static let view: Message = "info.view"
    static let updates: Message = "info.updates"
    static let recordsChanged: Message = "records.changed"

    /// 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let nowText = "2027-01-15T08:00:00Z"
    static let info = ServerInfo(version: "2.1.0", supportAddress: "help@example.com", releaseNotes: ["Faster"])

    let server = InMemoryInfoService()
    let time = ManualInfoScheduler()
    let sender = FakeSender()
    let plugin: InfoPlugin
    let outputs = Locked<[EventOutput]>([])
    private let token: SubscriptionToken
    private let world: InfoWorld

    /// - Parameters:
    ///   - live: Use the simulated server (on the harness's time) instead of the hand-answered one.
    init(
        timeout: Double = 2, whatsNew: Bool = false, server settings: InfoServerSettings = InfoServerSettings(),
        live: Bool = false
    ) throws {
        plugin = try InfoPlugin(messageSender: sender, configurationFiles: [:])
        let outputs = outputs
        token = try plugin.publisher(forEvent: Self.updates, payload: nil).subscribe { output in
            outputs.withLock { $0.append(output) }
        }
        world = InfoWorld(
            configuration: InfoWorld.Configuration(
                appVersion: "1.0.0", supportAddress: "support@example.com", server: settings, timeout: timeout),
            features: FeatureSwitches(enabled: whatsNew ? [.whatsNew] : []),
            strings: try InfoWorld.bundledStrings(),
            service: live ? LiveInfoService(roll: { 0.5 }) : server, scheduler: time)
    }

    /// Runs `body` in this harness's world, in `locale`.
    func run<Result>(locale: LocaleID = "en", _ body: () throws -> Result) rethrows -> Result {
        try World.withOverrides(
            {
                $0.info = world
                $0.clock = .fixed(Self.now)
                $0.locale = locale
            }, operation: body)
    }

    /// Sends `info.refresh` tagged `id`.
    func refresh(_ id: CorrelationID) throws {
        try run { try plugin.onReceive(command: Self.refresh, payload: nil, correlationID: id) }
    }

    /// The answer to `info.current`.
    func current() throws -> JSON {
        try run { try plugin.onReceive(query: Self.current, payload: nil) }
    }

    /// The info screen.
    func screen(locale: LocaleID = "en") throws -> ViewNode {
        try run(locale: locale) { try plugin.onReceive(viewQuery: Self.view, payload: nil) }
    }

    /// What `info.updates` carried so far.
    var published: [EventOutput] { outputs.value }
}

extension ViewNode {
    /// Every text in the tree, depth first.
    var allTexts: [String] {
        (text.map { [$0] } ?? []) + children.flatMap(\.allTexts)
    }

    /// The first node, depth first, whose attributes have `key`.
    func first(withAttribute key: String) -> ViewNode? {
        if attributes[key] != nil { return self }
        return children.lazy.compactMap { $0.first(withAttribute: key) }.first
    }
}

extension InfoHarness {
    /// Answers server request `number` (from 0) in this harness's world.
    @discardableResult
    func answer(request number: Int, with result: Result<ServerInfo, InfoServerError>) -> Bool {
        run { server.answer(request: number, with: result) }
    }

    /// Moves the harness's time on in its world, firing what falls due.
    func advance(by seconds: Double) {
        run { time.advance(by: seconds) }
    }
}
