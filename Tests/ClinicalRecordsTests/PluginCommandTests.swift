import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude
import Testing

@Suite("ClinicalRecords' commands")
struct PluginCommandTests {
    @Test("records.add is acknowledged once stored, on records.outcomes and records.changed with its id")
    func add() async throws {
        let records = try LiveRecordsService.inMemory()
        try await Fixture.withWorld(records: records) {
            let plugin = try Fixture.plugin()
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            let changes = try plugin.publisher(forEvent: .recordsChanged, payload: nil).subscription()
            try plugin.onReceive(
                command: .recordsAdd,
                payload: ["section": "allergy", "title": "Penicillin", "clinicID": "kings-cross"],
                correlationID: "add-1")
            let outcome = try await outcomes.output(for: "add-1")
            let change = try #require(outcome.value).decode(RecordsChange.self)
            #expect(change.action == .added)
            #expect(change.entry.title == "Penicillin" && change.entry.detail == "")
            #expect(change.entry.recordedAt == Fixture.now && change.entry.updatedAt == Fixture.now)
            // Acknowledged means committed: the database has it.
            #expect(try records.allEntries() == [change.entry])
            #expect(try await changes.output(for: "add-1").value == outcome.value)
            #expect(
                try plugin.onReceive(query: .recordsEntry, payload: ["id": .int(Int(change.entry.id))])
                    == outcome.value?["entry"])
        }
    }

    @Test("records.edit changes the fields given, keeps the replaced version, and is acknowledged")
    func edit() async throws {
        let records = InMemoryRecords(Fixture.entries)
        try await Fixture.withWorld(records: records) {
            let plugin = try Fixture.plugin()
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            try plugin.onReceive(
                command: .recordsEdit, payload: ["id": 2, "detail": "twice a day"], correlationID: "edit-2")
            let change = try #require(try await outcomes.output(for: "edit-2").value).decode(RecordsChange.self)
            #expect(change.action == .edited)
            #expect(change.entry.title == "Amoxicillin 500 mg" && change.entry.detail == "twice a day")
            #expect(change.entry.updatedAt == Fixture.now && change.entry.recordedAt == Fixture.entries[1].recordedAt)
            #expect(try records.revisions(of: 2).map(\.detail) == ["three times a day"])
        }
    }

    @Test("records.remove removes the entry and is acknowledged with it")
    func remove() async throws {
        try await Fixture.withWorld {
            let plugin = try Fixture.plugin()
            let changes = try plugin.publisher(forEvent: .recordsChanged, payload: nil).subscription()
            try plugin.onReceive(command: .recordsRemove, payload: ["id": 1], correlationID: "remove-1")
            let change = try #require(try await changes.output(for: "remove-1").value).decode(RecordsChange.self)
            #expect(change.action == .removed && change.entry == Fixture.entries[0])
            #expect(throws: PluginError.self) { try plugin.onReceive(query: .recordsEntry, payload: ["id": 1]) }
        }
    }

    @Test("an unknown id is a failure on records.outcomes with the command's id, and nothing changes")
    func unknownID() async throws {
        try await Fixture.withWorld {
            let plugin = try Fixture.plugin()
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            try plugin.onReceive(command: .recordsEdit, payload: ["id": 99, "title": "x"], correlationID: "edit-99")
            try plugin.onReceive(command: .recordsRemove, payload: ["id": 98], correlationID: "remove-98")
            let edit = try #require(try await outcomes.output(for: "edit-99").error)
            #expect(edit.code == .failed && edit.message.contains("no entry 99") && edit.messageName == "records.edit")
            let remove = try #require(try await outcomes.output(for: "remove-98").error)
            #expect(remove.message.contains("no entry 98") && remove.messageName == "records.remove")
            #expect(try plugin.onReceive(query: .recordsSummary, payload: nil)["total"] == 3)
        }
    }

    @Test("a store that fails gives a failure outcome, no change event, and no change")
    func storeFailure() async throws {
        try await Fixture.withWorld(records: FailingRecords()) {
            let plugin = try Fixture.plugin()
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            let changes = try plugin.publisher(forEvent: .recordsChanged, payload: nil).subscription()
            try plugin.onReceive(
                command: .recordsAdd, payload: ["section": "condition", "title": "Asthma", "clinicID": "kings-cross"],
                correlationID: "add-fails")
            let error = try #require(try await outcomes.output(for: "add-fails").error)
            #expect(
                error.code == .failed && error.message.contains("disk full")
                    && error.message.contains("nothing was changed"))
            changes.cancel()
            var delivered: [EventOutput] = []
            for await output in changes { delivered.append(output) }
            #expect(delivered.isEmpty)
            #expect(try plugin.onReceive(query: .recordsSummary, payload: nil)["total"] == 0)
        }
    }

    @Test("an add beyond the entry limit fails on the outcomes stream")
    func entryLimit() async throws {
        try await Fixture.withWorld(limits: RecordsLimits(entries: 3)) {
            let plugin = try Fixture.plugin()
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            try plugin.onReceive(
                command: .recordsAdd, payload: ["section": "condition", "title": "Asthma", "clinicID": "kings-cross"],
                correlationID: "add-4")
            let error = try #require(try await outcomes.output(for: "add-4").error)
            #expect(error.message.contains("already hold 3 entries"))
        }
    }

    @Test("commands beyond the waiting bound are refused at once as unavailable")
    func pendingBound() async throws {
        let gate = GatedRecords()
        try await Fixture.withWorld(records: gate, limits: RecordsLimits(pendingCommands: 2)) {
            let plugin = try Fixture.plugin()
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            let add: JSON = ["section": "condition", "title": "Asthma", "clinicID": "kings-cross"]
            try plugin.onReceive(command: .recordsAdd, payload: add, correlationID: "a")
            try plugin.onReceive(command: .recordsAdd, payload: add, correlationID: "b")
            let error = #expect(throws: PluginError.self) {
                try plugin.onReceive(command: .recordsAdd, payload: add, correlationID: "c")
            }
            #expect(error?.code == .unavailable)
            gate.open()
            #expect(try await outcomes.output(for: "a").value != nil)
            #expect(try await outcomes.output(for: "b").value != nil)
        }
    }

    // The hub refuses every payload that breaks its message's contract before ClinicalRecords
    // sees it (HostCLITests' HubPayloadRefusalTests keep the contract's words); what the plugin
    // refuses itself is a payload its types cannot decode, and values its records cannot take.
    @Test(
        "a payload that does not fit is refused at once, naming the message and the field",
        arguments: [
            (Message.recordsAdd, nil, "section: missing mandatory field \"section\""),
            (.recordsAdd, ["section": "allergy", "clinicID": "x"], "title: missing mandatory field \"title\""),
            (
                .recordsAdd, ["section": "hobby", "title": "t", "clinicID": "x"],
                "section: unknown section \"hobby\"; use one of allergy, medication, condition, appointment"
            ),
            (
                .recordsAdd, ["section": "allergy", "title": 7, "clinicID": "x"],
                "title: expected a string, found integer 7"
            ),
            (
                .recordsAdd, ["section": "allergy", "title": "  ", "clinicID": "x"],
                "title: must not be empty or white space only"
            ),
            (
                .recordsAdd, ["section": "allergy", "title": "t", "clinicID": ""],
                "clinicID: must not be empty or white space only; give the clinic's Maps place id"
            ),
            (
                .recordsAdd,
                ["section": "allergy", "title": .string(String(repeating: "a", count: 201)), "clinicID": "x"],
                "title: is 201 characters long; the most is 200"
            ),
            (.recordsEdit, ["id": 1], "nothing to change; give at least one of section, title, detail, clinicID"),
            (.recordsEdit, ["id": "one", "title": "t"], "id: expected an integer, found string \"one\""),
            (.recordsRemove, [:], "id: missing mandatory field \"id\""),
            (.recordsRemove, ["id": [1]], "id: expected an integer, found array"),
        ] as [(Message, JSON?, String)])
    func payloadErrors(message: Message, payload: JSON?, expected: String) async throws {
        try await Fixture.withWorld {
            let plugin = try Fixture.plugin()
            let error = #expect(throws: PluginError.self) {
                try plugin.onReceive(command: message, payload: payload, correlationID: "bad")
            }
            #expect(error?.code == .invalidPayload)
            #expect(error?.messageName == message.name)
            #expect(error?.message.hasPrefix("\(message.name): \(expected)") == true, "\(error?.message ?? "no error")")
        }
    }

    @Test("a command, query, view query or event ClinicalRecords does not receive is refused")
    func unknownMessages() async throws {
        try await Fixture.withWorld {
            let plugin = try Fixture.plugin()
            let errors = [
                #expect(throws: PluginError.self) {
                    try plugin.onReceive(command: "records.share", payload: nil, correlationID: "x")
                },
                #expect(throws: PluginError.self) { try plugin.onReceive(query: "records.count", payload: nil) },
                #expect(throws: PluginError.self) { try plugin.onReceive(viewQuery: "records.timeline", payload: nil) },
                #expect(throws: PluginError.self) { try plugin.publisher(forEvent: "records.updated", payload: nil) },
            ]
            #expect(errors.map { $0?.code } == Array(repeating: .unknownMessage, count: 4))
            #expect(
                errors.compactMap { $0?.messageName } == [
                    "records.share", "records.count", "records.timeline", "records.updated",
                ])
        }
    }
}
