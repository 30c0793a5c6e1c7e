import Foundation
import HubInterfaces
import PlatformHub
import Prelude

/// What happened to the plugins of one test, in order: `configure X` and `make X` when the
/// hub made plugin `X` (its world configured, then its initialiser run, as for a vertical),
/// and `X <kind> <message>` for each message `X` received.
final class Ledger: Sendable {
    private let lines = Locked<[String]>([])

    /// Adds `line`.
    func record(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Everything so far.
    var all: [String] { lines.value }

    /// How often `line` was recorded.
    func count(_ line: String) -> Int {
        lines.withLock { $0.filter { $0 == line }.count }
    }

    /// The plugins made so far, in the order they were made.
    var made: [String] {
        all.filter { $0.hasPrefix("make ") }.map { String($0.dropFirst("make ".count)) }
    }
}

/// A plugin for the activation tests: it records every message in its ``Ledger``, answers a
/// query with its name (or, for a query in ``forwards``, with the answer to the query it
/// forwards through its own handle), shows its name as a view, publishes each command's
/// payload on its one stream, and keeps what it was subscribed to at launch.
final class LazyPlugin: PluginProtocol {
    let policy: Policy
    let sender: any MessageSending
    let ledger: Ledger
    /// Queries it answers by sending another query through its handle: received to sent.
    let forwards: [Message: Message]
    let outcomes = EventSource<EventOutput>(buffering: .unbounded)
    /// The events the hub subscribed it to at launch.
    let launchSubscriptions = Locked<[Message]>([])
    private let tokens = Locked<[SubscriptionToken]>([])

    init(policy: Policy, sender: any MessageSending, ledger: Ledger, forwards: [Message: Message] = [:]) {
        self.policy = policy
        self.sender = sender
        self.ledger = ledger
        self.forwards = forwards
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        let text = configurationFiles["policy.json"] ?? "{}"
        self.init(policy: try JSON(parsing: text).decode(Policy.self), sender: messageSender, ledger: Ledger())
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        ledger.record("\(policy.name) event \(event)")
        return outcomes.stream
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        ledger.record("\(policy.name) command \(command)")
        outcomes.send(EventOutput(.success(payload ?? .null), correlationID: correlationID))
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        ledger.record("\(policy.name) query \(query)")
        if let forwarded = forwards[query] { return try sender.send(query: forwarded, payload: payload, sender: self) }
        return .string(policy.name)
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        ledger.record("\(policy.name) viewQuery \(viewQuery)")
        return ViewNode(.text, text: policy.name)
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {
        launchSubscriptions.withLock { $0.append(event) }
        let token = publisher.subscribe { _ in }
        tokens.withLock { $0.append(token) }
    }
}

extension Hub {
    /// Registers a ``LazyPlugin`` with `policy`, made as `activation` says; making it records
    /// `configure <name>` then `make <name>` in `ledger`, as the hub configures a vertical's
    /// world and then runs its plugin's initialiser.
    func registerLazy(
        _ policy: Policy, ledger: Ledger, activation: PluginActivation = .onFirstUse,
        contracts: PluginContracts? = nil, forwards: [Message: Message] = [:]
    ) throws {
        try register(named: policy.name, policy: try .policy(policy), contracts: contracts, activation: activation) {
            sender in
            ledger.record("configure \(policy.name)")
            ledger.record("make \(policy.name)")
            return LazyPlugin(policy: policy, sender: sender, ledger: ledger, forwards: forwards)
        }
    }

    /// The made ``LazyPlugin`` called `name` (made now if it was not).
    func lazy(_ name: String) throws -> LazyPlugin {
        guard let plugin = try plugin(named: name) as? LazyPlugin else {
            throw PluginError(code: .unknownMessage, message: "no lazy plugin \(name)")
        }
        return plugin
    }
}

/// A barrier for threads: ``arriveAndWait()`` returns once `count` threads have called it.
final class Barrier: @unchecked Sendable {
    // @unchecked Sendable: `arrived` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var arrived = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    /// Waits until `count` threads have arrived, this one included.
    func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == count {
            condition.broadcast()
            return
        }
        while arrived < count { condition.wait() }
    }
}

/// Runs `body` on `count` threads of their own, released together by a barrier once every
/// one has started, and waits until each has returned (for at most `limit`: a thread that
/// is stuck, say in a deadlock, gives `nil` instead of hanging the test).
///
/// - Returns: What each thread returned, by its index.
func onThreads<Result: Sendable>(
    _ count: Int, within limit: Duration = .seconds(120), _ body: @escaping @Sendable (Int) -> Result
) async -> [Result?] {
    let barrier = Barrier(count: count)
    let results = Locked<[Int: Result]>([:])
    for index in 0..<count {
        Thread {
            barrier.arriveAndWait()
            let result = body(index)
            results.withLock { $0[index] = result }
        }.start()
    }
    _ = await eventually(within: limit) { results.value.count == count }
    let finished = results.value
    return (0..<count).map { finished[$0] }
}

/// Where a test runs a send that could deadlock: a thread of its own, a Dispatch worker
/// thread, or a detached task on Swift's cooperative pool (where a front end's handlers send).
enum Runner: String, CaseIterable, Sendable {
    case thread, dispatchQueue, task
}

/// Runs `body` on `runner` and waits until it returns, for at most `limit`.
///
/// - Returns: What `body` returned, or `nil` when it had not returned by then (stuck, say,
///   in a deadlock), so that the test fails instead of hanging.
func run<Result: Sendable>(
    on runner: Runner, within limit: Duration = .seconds(120), _ body: @escaping @Sendable () -> Result
) async -> Result? {
    let result = Locked<Result?>(nil)
    let finished = Locked(false)
    let work: @Sendable () -> Void = {
        let value = body()
        result.withLock { $0 = value }
        finished.withLock { $0 = true }
    }
    switch runner {
    case .thread: Thread(block: work).start()
    case .dispatchQueue: DispatchQueue.global().async(execute: work)
    case .task: Task.detached(operation: work)
    }
    _ = await eventually(within: limit) { finished.value }
    return result.value
}
