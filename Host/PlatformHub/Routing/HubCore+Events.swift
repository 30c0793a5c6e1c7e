import HubInterfaces
import Prelude

extension HubCore {
    /// Routes a subscription: the publisher's stream for `event`, made with `payload`.
    ///
    /// The stream is the publisher's own (the hub adds no hop to event delivery). While
    /// tracing is on, the hub also taps the stream to record each output it carries.
    func publisher(
        forEvent event: Message, payload: JSON?, from subscriber: Int, claimed: any PluginProtocol
    ) throws(PluginError) -> EventStream<EventOutput> {
        guard let table else { throw unavailable(.event, event) }
        return try publisher(forEvent: event, payload: payload, from: subscriber, claimed: claimed, in: table)
    }

    /// Routes a subscription through `table`, published or not: start-up uses it to make
    /// the `subscribeAtAppLaunch` streams before anything else can be routed.
    func publisher(
        forEvent event: Message, payload: JSON?, from subscriber: Int, claimed: any PluginProtocol,
        in table: RoutingTable
    ) throws(PluginError) -> EventStream<EventOutput> {
        try check(table, .event, event, handle: subscriber, claimed: claimed)
        let publisher = table.events.route(from: subscriber, slot: table.symbols.slot(of: event.symbol.id))
        guard publisher >= 0 else { throw refuse(table, .event, event, from: subscriber) }
        let made: PluginSlot.Made
        do {
            // A publisher not made yet is made after the subscription's payload is checked: a
            // payload the hub refuses never makes a plugin.
            if table.slots[publisher].made == nil,
                let schema = try table.slots[publisher].contractGate()?.payloadSchema(.event, event)
            {
                try schema.check(payload: payload)
            }
            made = try self.made(publisher, in: table)
        } catch {
            throw notMade(error, .event, event, from: subscriber, to: publisher, in: table, correlationID: nil)
        }
        let deliver = { () throws(PluginError) -> EventStream<EventOutput> in
            if let schema = made.contracts?.payloadSchema(.event, event) {
                do throws(PluginError) {
                    try schema.check(payload: payload)
                } catch {
                    var refusal = error
                    refusal.sender = table.names[subscriber]
                    throw refusal
                }
            }
            let stream: EventStream<EventOutput>
            do {
                stream = try made.plugin.publisher(forEvent: event, payload: payload)
            } catch {
                throw .from(error, .event, event, sender: table.names[subscriber], receiver: table.names[publisher])
            }
            #if DEBUG
                if let schema = made.contracts?.answerSchema(.event, event) {
                    self.contractTaps.watch(stream, schema: schema, publisher: table.names[publisher])
                }
            #endif
            return stream
        }
        guard tracer.isEnabled else { return try deliver() }
        let stream = try traced(.event, event, from: subscriber, to: publisher, correlationID: nil, deliver)
        taps.tap(stream, tracer: tracer, event: event, publisher: publisher, subscriber: subscriber)
        return stream
    }
}
