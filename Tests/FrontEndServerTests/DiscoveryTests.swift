import Foundation
import FrontEndServer
import HubInterfaces
import JSONSchema
import PlatformHub
import Prelude
import Testing
import WebSocketTestClient

/// `rpc.discover` over standard input and output and over the WebSocket: the OpenRPC document
/// describes every method of the session and every message of the app's plugins, with their
/// contracts, and says which messages the sender may send.
@Suite struct DiscoveryTests {
    /// Contracts for some of Notes' messages: `notes.echo`'s answer refers to its own `$defs`.
    static let contracts: [MessageContract] = [
        MessageContract(
            message: Message("notes.echo"), kind: .query, summary: "Answers the payload it is given.",
            payloadSchema: [
                "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                "properties": ["said": ["type": "string", "minLength": 1]], "required": ["said"],
                "additionalProperties": false,
            ],
            answerSchema: [
                "$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": "#/$defs/said",
                "$defs": ["said": ["type": "object"]],
            ],
            examples: [["said": "hi"], ["said": "again"]]),
        MessageContract(
            message: Message("notes.add"), kind: .command, summary: "Adds a note.",
            payloadSchema: ["type": "object", "properties": ["text": ["type": "string"]], "required": ["text"]],
            answerSchema: ["type": "object", "properties": ["count": ["type": "integer"]]], examples: [["text": "a"]]),
        MessageContract(
            message: Message("notes.view"), kind: .viewQuery, summary: "Shows the notes.",
            payloadSchema: ["type": "null"], answerSchema: nil, examples: [.null]),
    ]

    /// A contract for every one of Notes' messages, as the hub requires of a plugin registered
    /// with contracts: ``contracts`` and, for the rest, the agent tests' ones.
    static let allContracts: [MessageContract] =
        contracts
        + AgentFixture.contracts.filter { fixture in !contracts.contains { $0.message == fixture.message } }

    /// A sender that may send `notes.echo` and subscribe to `notes.changed`, nothing else.
    static let narrowPolicy = """
        {"name": "Narrow", "send": {"queries": ["notes.echo"]}, "subscribe": {"events": ["notes.changed"]}}
        """

    static func narrowSender() throws -> PluginRegistration {
        let policy = try JSON(parsing: narrowPolicy).decode(Policy.self)
        return PluginRegistration(
            policy: PluginPolicy(plugin: "Narrow", source: .text(narrowPolicy, file: "Narrow.json"))
        ) {
            _ in SenderPlugin(policy: policy)
        }
    }

    /// Asks `server` for the document and checks it is an answer.
    static func discover(_ server: PipeServer, id: Int = 1) throws -> JSON {
        let answer = try server.call(id, "rpc.discover")
        return try #require(answer["result"], "rpc.discover answered \(answer)")
    }

    @Test func theDocumentDescribesEveryMethodWithItsParamsResultAndErrors() throws {
        let app = try TestApp(notesContracts: Self.allContracts)
        let server = try PipeServer(backend: try app.backend())
        let document = try Self.discover(server)
        #expect(document["openrpc"] == "1.3.2")
        #expect(document["info"]?["title"]?.stringValue?.isEmpty == false)
        let methods = try #require(document["methods"]?.arrayValue)
        #expect(methods.compactMap { $0["name"]?.stringValue } == ServeSession.methods)
        let errors = try #require(document["components"]?["errors"]?.objectValue)
        for method in methods {
            let name = method["name"]?.stringValue ?? "?"
            #expect(method["paramStructure"] == "by-name", "\(name)")
            #expect(method["params"]?.arrayValue != nil, "\(name) has no params list")
            #expect(method["result"]?["schema"] != nil, "\(name) has no result schema")
            for error in method["errors"]?.arrayValue ?? [] {
                let key = error["$ref"]?.stringValue?.replacingOccurrences(of: "#/components/errors/", with: "")
                #expect(key.flatMap { errors[$0]?["code"]?.intValue } != nil, "\(name): \(error) names no error")
            }
        }
        let query = try #require(methods.first { $0["name"] == "query" })
        let message = try #require(query["params"]?.arrayValue?.first { $0["name"] == "message" })
        #expect(message["schema"]?["enum"] == ["notes.echo", "notes.big", "notes.count"])
        #expect(try Self.unresolvedReferences(in: document) == [])
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func eachMessageIsAContentDescriptorWithItsContract() throws {
        let app = try TestApp(notesContracts: Self.allContracts)
        let server = try PipeServer(backend: try app.backend())
        let document = try Self.discover(server)
        let components = try #require(document["components"])
        let descriptors = try #require(components["contentDescriptors"]?.objectValue)
        #expect(
            Set(descriptors.keys) == [
                "command.notes.add", "command.notes.fail", "command.notes.silent", "query.notes.echo",
                "query.notes.big", "query.notes.count", "viewQuery.notes.view", "event.notes.outcomes",
                "event.notes.changed",
            ])
        let echo = try #require(descriptors["query.notes.echo"])
        #expect(echo["name"] == "notes.echo")
        #expect(echo["summary"] == "Answers the payload it is given.")
        #expect(echo["x-kind"] == "query")
        #expect(echo["x-method"] == "query")
        #expect(echo["x-plugin"] == "Notes")
        #expect(echo["x-sender-may"] == true)
        #expect(echo["x-contract"] == true)
        #expect(echo["required"] == true, "notes.echo's schema refuses null: a payload is required")
        #expect(echo["schema"] == ["$ref": "#/components/schemas/query.notes.echo.payload"])
        // The contract's schemas, each made a resource of its own so that its `#/$defs` resolve inside it.
        var payload = try #require(Self.contracts[0].payloadSchema.objectValue)
        payload["$id"] = "urn:verticalhub:schema:query.notes.echo.payload"
        #expect(components["schemas"]?["query.notes.echo.payload"] == .object(payload))
        #expect(components["schemas"]?["query.notes.echo.answer"]?["$ref"] == "#/$defs/said")
        let examples = try #require(echo["x-examples"]?.arrayValue)
        #expect(examples.count == 2)
        let second = try Self.resolve(try #require(examples.last?["$ref"]?.stringValue), in: document)
        #expect(second["value"] == ["said": "again"])
        // A view query answers a ViewNode.
        #expect(descriptors["viewQuery.notes.view"]?["x-answer"] == ["$ref": "#/components/schemas/ViewNode"])
        #expect(descriptors["viewQuery.notes.view"]?["required"] == false)
        #expect(descriptors["event.notes.changed"]?["x-method"] == "subscribe")
        // Every contract schema in the document compiles with Prelude's validator and accepts its examples.
        for contract in Self.contracts {
            let key = "\(contract.kind.rawValue).\(contract.message.name).payload"
            let schema = try JSONSchema(try #require(components["schemas"]?[key]))
            for example in contract.examples { #expect(schema.accepts(example), "\(key) refuses \(example)") }
        }
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func aMessageOfAPluginRegisteredWithoutContractsAcceptsAnyPayload() throws {
        let app = try TestApp()
        let server = try PipeServer(backend: try app.backend())
        let document = try Self.discover(server)
        let components = try #require(document["components"])
        let count = try #require(components["contentDescriptors"]?["query.notes.count"])
        #expect(count["x-contract"] == false)
        #expect(count["summary"] == "Notes's query notes.count, without a contract.")
        #expect(components["schemas"]?["query.notes.count.payload"]?["description"] != nil)
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func theDocumentSaysWhatTheSenderMaySend() throws {
        let app = try TestApp(adding: [try Self.narrowSender()], notesContracts: Self.allContracts)
        let server = try PipeServer(backend: try app.backend(sendingAs: "Narrow"))
        let document = try Self.discover(server)
        #expect(
            document["x-sender"] == [
                "plugin": "Narrow", "send": ["commands": [], "queries": ["notes.echo"], "viewQueries": []],
                "subscribe": ["events": ["notes.changed"]],
            ])
        let descriptors = try #require(document["components"]?["contentDescriptors"])
        #expect(descriptors["query.notes.echo"]?["x-sender-may"] == true)
        #expect(descriptors["command.notes.add"]?["x-sender-may"] == false)
        #expect(descriptors["command.notes.add"]?["description"]?.stringValue?.contains("may not send") == true)
        #expect(descriptors["event.notes.changed"]?["x-sender-may"] == true)
        #expect(descriptors["event.notes.outcomes"]?["x-sender-may"] == false)
        let methods = try #require(document["methods"]?.arrayValue)
        let command = try #require(methods.first { $0["name"] == "command" })
        #expect(command["params"]?[0]?["schema"]?["enum"] == [])
        let subscribe = try #require(methods.first { $0["name"] == "subscribe" })
        #expect(subscribe["params"]?[0] == subscribe["params"]?.arrayValue?.first { $0["name"] == "event" })
        #expect(subscribe["params"]?[0]?["schema"]?["enum"] == ["notes.changed"])
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func paramsAreRefusedAndTheUnknownMethodErrorNamesDiscovery() throws {
        let app = try TestApp()
        let server = try PipeServer(backend: try app.backend())
        let refused = try server.call(1, "rpc.discover", ["everything": true])
        #expect(refused["error"]?["code"] == -32602)
        #expect(refused["error"]?["data"]?["path"] == "params")
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"rpc.discover","params":[]}"#)
        #expect(try server.lines.next()["result"]?["openrpc"] == "1.3.2", "empty params are no params")
        let unknown = try server.call(3, "rpc.discovery")
        #expect(unknown["error"]?["message"]?.stringValue?.contains("rpc.discover") == true)
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func manyRequestsForTheDocumentAreEachAnsweredWhole() throws {
        let app = try TestApp(notesContracts: Self.allContracts)
        let server = try PipeServer(backend: try app.backend())
        let first = try Self.discover(server)
        let requests = (2...201).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"rpc.discover"}"# }
        server.send(requests.joined(separator: "\n"))
        for id in 2...201 {
            let answer = try server.lines.next()
            #expect(answer["id"] == .int(id))
            #expect(answer["result"] == first)
        }
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func theWebSocketAnswersTheSameDocument() async throws {
        let app = try TestApp()
        let stdio = try PipeServer(backend: try app.backend())
        let expected = try Self.discover(stdio)
        stdio.closeInput()
        _ = stdio.finished()
        let web = try TestApp()
        let (task, login) = try await WebServerTests.start(web)
        let document = try await onThread { () throws -> JSON in
            let page = try login.openWebSocket()
            defer { try? page.sendClose() }
            try page.send(text: #"{"jsonrpc":"2.0","id":1,"method":"rpc.discover"}"#)
            guard case .text(let answer)? = try page.next() else { throw LineReadingError("no answer") }
            return try JSON(parsing: answer)["result"] ?? .null
        }
        #expect(document == expected)
        task.cancel()
        try await task.value
    }

    // MARK: References

    /// Every `$ref` in `document` that starts with `#` and leads nowhere: resolved against the
    /// nearest enclosing `$id` (a schema resource of its own), else the document's root.
    static func unresolvedReferences(in document: JSON) throws -> [String] {
        var missing: [String] = []
        func walk(_ value: JSON, resource: JSON) {
            switch value {
            case .object(let members):
                let base = members["$id"] != nil ? value : resource
                if case .string(let reference)? = members["$ref"], reference.hasPrefix("#"),
                    (try? resolve(reference, in: base)) == nil
                {
                    missing.append(reference)
                }
                for (_, member) in members { walk(member, resource: base) }
            case .array(let elements):
                for element in elements { walk(element, resource: resource) }
            default: break
            }
        }
        walk(document, resource: document)
        return missing
    }

    /// The value a `#/a/b` reference points at in `root`.
    static func resolve(_ reference: String, in root: JSON) throws -> JSON {
        var value = root
        for token in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) where !token.isEmpty
        {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            value = try #require(value[key] ?? Int(key).flatMap { value[$0] }, "\(reference) leads nowhere at \(key)")
        }
        return value
    }
}
