import Foundation
import Prelude
import Testing

@Suite("host messages")
struct MessagesCommandTests {
    /// Every message the shipped policies receive or publish.
    static let messages = [
        "maps.nearby", "maps.place", "maps.search", "maps.view", "maps.select", "maps.directions", "maps.selection",
        "maps.outcomes", "records.add", "records.edit", "records.remove", "records.restore", "records.dismiss",
        "records.summary", "records.section", "records.entry", "records.view", "records.outcomes", "records.changed",
        "info.refresh", "info.current", "info.view", "info.updates",
    ]

    @Test("the list names every message with its kind, owner, sentence, payload and answer")
    func list() throws {
        let run = try HostBinary.run("messages")
        #expect(run.status == 0)
        for message in Self.messages {
            #expect(run.output.contains("\n\(message) (") || run.output.hasPrefix("\(message) ("), "\(message)")
        }
        #expect(run.output.contains("maps.nearby (query, Maps)\n  Lists the places within a radius"))
        #expect(
            run.output.contains(
                "  payload: {kinds?: [clinic|pharmacy|hospital], latitude: number, limit?: integer, longitude: number, "
                    + "openNow?: boolean, radiusMeters: number}"))
        #expect(run.output.contains("records.add (command, ClinicalRecords)"))
        #expect(run.output.contains("info.view (view query, Info)"))
        #expect(run.output.contains("  answer: a view"))
        #expect(run.output.contains("info.updates (event, Info)"))
    }

    @Test("one message shows its whole contract and a command line per example")
    func one() throws {
        let run = try HostBinary.run("messages", "maps.place")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("maps.place (query, Maps)\nGives one place by its id"))
        #expect(
            run.output.contains("Payload schema:\n{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
        #expect(run.output.contains("Answer schema:\n{"))
        #expect(run.output.contains(#"  host send query maps.place --payload '{"id":"zrh-001"}'    # or: --example 1"#))
    }

    @Test("answers and nested payloads show their shapes, not the names of their definitions")
    func shapes() throws {
        let run = try HostBinary.run("messages")
        #expect(run.status == 0)
        #expect(run.output.contains("pins: [{latitude: number, longitude: number, placeID?: string, title: string}]"))
        #expect(
            run.output.contains(#"  outcome: {action: "added", entry: {clinicID: string, detail: string, id: integer"#))
        #expect(!run.output.contains("$defs") && !run.output.contains(": pin,") && !run.output.contains(": entry}"))
    }

    @Test("an example's command line is quoted for the shell, so it can be pasted as it is")
    func pastable() throws {
        let run = try HostBinary.run("messages", "records.add")
        #expect(run.status == 0)
        let quoted = #"--payload '{"clinicID":"lon-003","section":"appointment","title":"Dr Shah'\''s check-up"}'"#
        #expect(run.output.contains("  host send command records.add " + quoted), "\(run.output)")
        // Pasted into a shell, the line gives host the payload as written in the contract.
        let folder = try TemporaryFolder()
        let pasted = try HostBinary.run(
            wrapper: ["sh", "-c", #"exec "$0" send command records.add "# + quoted + #" "$@""#], folder.option)
        #expect(pasted.status == 0, "\(pasted.error)")
        #expect(pasted.output.contains(#""title":"Dr Shah's check-up""#))
    }

    @Test("--format json gives every contract as data, with its owner")
    func json() throws {
        let run = try HostBinary.run("messages", "--format", "json")
        #expect(run.status == 0)
        let list = try #require(try run.json().arrayValue)
        #expect(Set(list.compactMap { $0["message"]?.stringValue }) == Set(Self.messages))
        #expect(list.count == Self.messages.count)
        let nearby = try #require(list.first { $0["message"] == "maps.nearby" })
        #expect(nearby["kind"] == "query" && nearby["owner"] == "Maps")
        #expect(nearby["payloadSchema"]?["required"] == ["latitude", "longitude", "radiusMeters"])
        #expect(nearby["examples"]?.arrayValue?.isEmpty == false)
        #expect(list.first { $0["message"] == "info.view" }?["answerSchema"] == .null)
        let one = try HostBinary.run("messages", "records.entry", "--format", "json").json()
        #expect(one["owner"] == "ClinicalRecords")
    }

    @Test("an unknown message exits 64, listing the messages there are")
    func unknown() throws {
        let run = try HostBinary.run("messages", "maps.zoom")
        #expect(run.status == 64)
        #expect(run.error.contains("There is no message 'maps.zoom'; use one of info.current, info.refresh"))
    }
}
