import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude
import Testing

@Suite("ClinicalRecords' queries")
struct PluginQueryTests {
    @Test("records.summary counts each section and names its newest entry and where the records live")
    func summary() async throws {
        try await Fixture.withWorld {
            let summary = try Fixture.plugin().onReceive(query: .recordsSummary, payload: nil).decode(
                RecordsSummary.self)
            #expect(summary.total == 3)
            #expect(summary.sections.map(\.section) == RecordSection.allCases)
            #expect(summary.sections.map(\.count) == [1, 1, 0, 1])
            #expect(summary.sections[1].latest == Fixture.entries[1])
            #expect(summary.location == "memory" && summary.problem == nil)
        }
    }

    @Test("records.section lists one section newest first")
    func section() async throws {
        let older = Fixture.entries[0]
        var newer = older
        newer.id = 9
        newer.title = "Shellfish"
        newer.recordedAt = Fixture.now
        try await Fixture.withWorld(records: InMemoryRecords(Fixture.entries + [newer])) {
            let plugin = try Fixture.plugin()
            let allergies = try plugin.onReceive(query: .recordsSection, payload: ["section": "allergy"])
            #expect(try allergies.decode([RecordEntry].self) == [newer, older])
            #expect(try plugin.onReceive(query: .recordsSection, payload: ["section": "condition"]) == [])
        }
    }

    @Test("records.entry answers one entry with ISO 8601 dates")
    func entry() async throws {
        try await Fixture.withWorld {
            let entry = try Fixture.plugin().onReceive(query: .recordsEntry, payload: ["id": 2])
            #expect(entry["title"] == "Amoxicillin 500 mg")
            #expect(entry["recordedAt"] == "2026-11-21T09:00:00Z")
            #expect(try entry.decode(RecordEntry.self) == Fixture.entries[1])
        }
    }

    @Test("an entry that does not exist is a clear not-found error")
    func notFound() async throws {
        try await Fixture.withWorld {
            let error = #expect(throws: PluginError.self) {
                try Fixture.plugin().onReceive(query: .recordsEntry, payload: ["id": 42])
            }
            #expect(error?.code == .failed)
            #expect(
                error?.message
                    == "records.entry: there is no entry 42 in the records; ask records.summary or records.section for the entries there are"
            )
        }
    }

    // The hub refuses every payload that breaks its message's contract before ClinicalRecords
    // sees it (HostCLITests' HubPayloadRefusalTests keep the contract's words); what the plugin
    // refuses itself is a payload its types cannot decode.
    @Test(
        "a query payload that does not fit is refused with its coding path",
        arguments: [
            (Message.recordsSection, nil, "section: missing mandatory field \"section\""),
            (
                .recordsSection, ["section": "hobby"],
                "section: unknown section \"hobby\"; use one of allergy, medication, condition, appointment"
            ),
            (.recordsEntry, ["id": true], "id: expected an integer, found boolean true"),
            (.recordsEntry, "seven", "<root>: expected an object, found string \"seven\""),
        ] as [(Message, JSON?, String)])
    func payloadErrors(message: Message, payload: JSON?, expected: String) async throws {
        try await Fixture.withWorld {
            let error = #expect(throws: PluginError.self) {
                try Fixture.plugin().onReceive(query: message, payload: payload)
            }
            #expect(error?.code == .invalidPayload && error?.kind == .query)
            #expect(error?.message.hasPrefix("\(message.name): \(expected)") == true, "\(error?.message ?? "no error")")
        }
    }
}
