import BenchmarkSupport
import HubInterfaces
import Prelude

/// The loops the rows time, one batch each. `@inline(never)` keeps the optimiser from
/// specialising a loop for the one plugin it happens to call.
enum HubCalls {
    /// Calls per batch (package-benchmark's scaling factor `.mega`).
    static let iterations = 1_000_000
    /// Calls per slice of a sliced comparison, and slices of each side per iteration.
    static let slicing = Comparison.Slicing(operations: 20_000, rounds: 25)

    /// Keeps a value alive so the optimiser cannot drop the call that made it.
    @inline(never)
    static func consume<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }

    @inline(never)
    static func directQueries(_ handler: any PluginProtocol, _ message: Message, _ count: Int) throws {
        for _ in 0..<count { consume(try handler.onReceive(query: message, payload: nil)) }
    }

    @inline(never)
    static func directCommands(
        _ handler: any PluginProtocol, _ message: Message, _ id: CorrelationID, _ count: Int
    ) throws {
        for _ in 0..<count { try handler.onReceive(command: message, payload: nil, correlationID: id) }
    }

    @inline(never)
    static func queries(through fixture: Fixture, _ count: Int) throws {
        let (sender, plugin, message) = (fixture.client.sender, fixture.client, fixture.query)
        for _ in 0..<count { consume(try sender.send(query: message, payload: nil, sender: plugin)) }
    }

    @inline(never)
    static func commands(through fixture: Fixture, _ id: CorrelationID, _ count: Int) throws {
        let (sender, plugin, message) = (fixture.client.sender, fixture.client, fixture.command)
        for _ in 0..<count { try sender.send(command: message, payload: nil, correlationID: id, sender: plugin) }
    }

    /// Commands the hub tags with an id it makes.
    @inline(never)
    static func commandsWithMadeIDs(through fixture: Fixture, _ count: Int) throws {
        let (sender, plugin, message) = (fixture.client.sender, fixture.client, fixture.command)
        for _ in 0..<count { consume(try sender.send(command: message, payload: nil, sender: plugin)) }
    }

    /// Queries whose `Message` is made at the call site on every send, as a string literal
    /// there is (`send(query: "bench.p1.m0", ...)`): interning looks the name up under a lock.
    @inline(never)
    static func queriesNamedAtCallSite(through fixture: Fixture, _ count: Int) throws {
        let (sender, plugin, name) = (fixture.client.sender, fixture.client, fixture.query.name)
        for _ in 0..<count { consume(try sender.send(query: Message(name), payload: nil, sender: plugin)) }
    }
}
