import Foundation
import Prelude
import Testing

/// `host serve` driven as a front end drives it: each case over both transports, pipes
/// (`--stdio`) and a WebSocket (`--http`), unless it is about one transport's own ending.
@Suite struct ServeProtocolTests {
    static func dataDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: ServeTransport.allCases) func everyMethodAnswers(transport: ServeTransport) throws {
        let client = try ServeClient(transport: transport, dataDirectory: Self.dataDirectory())
        let plugins = try client.call(1, "plugins")
        let names = plugins["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(Set(names).isSuperset(of: ["Maps", "ClinicalRecords", "Info", "Shell"]))

        let policy = try client.call(2, "policy", ["plugin": "Maps"])
        #expect(policy["result"]?["name"] == "Maps")

        let world = try client.call(3, "world")
        #expect(world["result"]?["locale"] == "en")

        let nearby = try client.call(
            4, "query",
            ["message": "maps.nearby", "payload": ["latitude": 47.3769, "longitude": 8.5417, "radiusMeters": 3000]])
        #expect((nearby["result"]?.arrayValue?.count ?? 0) > 0, "\(nearby)")

        let view = try client.call(
            5, "view",
            [
                "message": "maps.view",
                "payload": ["isSearchEnabled": false, "selectionPolicy": ["userAsksForDirections": [:]], "pins": []],
            ])
        #expect(view["result"]?["role"] == "map" || view["result"]?["role"] == "screen", "\(view)")

        let subscribed = try client.call(6, "subscribe", ["event": "info.updates"])
        let subscription = try #require(subscribed["result"]?["subscription"])

        let command = try client.call(7, "command", ["message": "info.refresh", "correlationID": "tour-1"])
        #expect(command["result"]?["correlationID"] == "tour-1")
        let outcome = try client.next { $0["method"] == "outcome" }
        #expect(outcome["params"]?["correlationID"] == "tour-1")
        #expect(outcome["params"]?["event"] == "info.updates")
        let event = try client.next { $0["method"] == "event" }
        #expect(event["params"]?["subscription"] == subscription)
        #expect(event["params"]?["correlationID"] == "tour-1")

        let unsubscribed = try client.call(8, "unsubscribe", ["subscription": subscription])
        #expect(unsubscribed["result"] == true)
        let again = try client.call(9, "unsubscribe", ["subscription": subscription])
        #expect(again["error"]?["code"] == -32602)

        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test(arguments: ServeTransport.allCases) func aBatchIsAnsweredAsAnArrayAndNotificationsGetNothing(
        transport: ServeTransport
    ) throws {
        let client = try ServeClient(transport: transport, dataDirectory: Self.dataDirectory())
        client.send(
            #"[{"jsonrpc":"2.0","id":1,"method":"plugins"},{"jsonrpc":"2.0","method":"plugins"},"#
                + #"{"jsonrpc":"2.0","id":2,"method":"nope"}]"#)
        let batch = try client.next()
        let answers = try #require(batch.arrayValue)
        #expect(answers.count == 2)
        #expect(answers.first?["id"] == 1)
        #expect(answers.last?["error"]?["code"] == -32601)
        client.send(#"{"jsonrpc":"2.0","method":"plugins"}"#)
        let next = try client.call(3, "world")
        #expect(next["id"] == 3, "a notification must get no answer")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test(arguments: ServeTransport.allCases) func badInputGetsItsCodeAndTheServerGoesOn(
        transport: ServeTransport
    ) throws {
        let client = try ServeClient(transport: transport, dataDirectory: Self.dataDirectory())
        func code(of line: [UInt8]) throws -> JSON? {
            client.send(bytes: line + [0x0A])
            return try client.next()["error"]?["code"]
        }
        #expect(try code(of: Array("{not json".utf8)) == -32700)
        #expect(try code(of: [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]) == -32700)
        #expect(try code(of: Array((String(repeating: "[", count: 100_000)).utf8)) == -32700)
        #expect(try code(of: Array("[]".utf8)) == -32600)
        #expect(try code(of: Array("42".utf8)) == -32600)
        #expect(try code(of: Array(#"{"jsonrpc":"1.0","id":1,"method":"plugins"}"#.utf8)) == -32600)
        #expect(try code(of: Array(#"{"jsonrpc":"2.0","id":[1],"method":"plugins"}"#.utf8)) == -32600)
        #expect(try code(of: Array(#"{"jsonrpc":"2.0","id":1e999999,"method":"plugins"}"#.utf8)) != nil)
        #expect(try code(of: Array(#"{"jsonrpc":"2.0","id":1,"method":"explode"}"#.utf8)) == -32601)
        let unknown = try client.call(2, "query", ["message": "maps.\u{1b}[2Jnothing"])
        #expect(unknown["error"]?["code"] == -32601)
        #expect(unknown["error"]?["message"]?.stringValue?.contains("\u{1b}") == false)
        let badParams = try client.call(3, "query", ["message": 7])
        #expect(badParams["error"]?["code"] == -32602)
        #expect(badParams["error"]?["data"]?["path"] == "message")
        let badPayload = try client.call(4, "query", ["message": "maps.nearby", "payload": ["latitude": "north"]])
        #expect(badPayload["error"]?["code"] == -32002, "\(badPayload)")
        #expect(badPayload["error"]?["data"]?["code"] == "invalidPayload")

        var huge = Array(#"{"jsonrpc":"2.0","id":5,"method":"plugins","params":{"x":""#.utf8)
        huge += [UInt8](repeating: 0x61, count: 2 << 20)
        huge += Array(#""}}"#.utf8)
        #expect(try code(of: huge) == -32600)
        let after = try client.call(6, "plugins")
        #expect(after["result"] != nil, "the server goes on after a line over the bound")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test(arguments: ServeTransport.allCases) func aSessionHoldsABoundedNumberOfSubscriptions(
        transport: ServeTransport
    ) throws {
        let client = try ServeClient(transport: transport, dataDirectory: Self.dataDirectory())
        var limited: JSON?
        for id in 1...300 {
            let answer = try client.call(id, "subscribe", ["event": "info.updates"])
            if answer["error"] != nil {
                limited = answer
                break
            }
        }
        #expect(limited?["error"]?["code"] == -32010)
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func endOfInputFlushesPendingOutcomesAndExitsZero() throws {
        let client = try ServeClient(arguments: ["--set", "info.latency=0.2"], dataDirectory: Self.dataDirectory())
        client.send(
            #"{"jsonrpc":"2.0","id":1,"method":"command","params":{"message":"info.refresh","correlationID":"last"}}"#)
        client.closeInput()
        let answer = try client.answer(id: 1)
        #expect(answer["result"]?["correlationID"] == "last")
        let outcome = try client.next { $0["method"] == "outcome" }
        #expect(outcome["params"]?["correlationID"] == "last")
        #expect(try client.waitForExit() == 0)
    }
}
