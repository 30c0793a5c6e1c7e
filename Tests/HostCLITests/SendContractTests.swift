import Foundation
import Prelude
import Testing

@Suite("host send checks the payload against the contract")
struct SendContractTests {
    @Test("a payload the contract refuses is not sent, and the error says where and why")
    func refused() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            [
                "send", "command", "records.add", "--payload",
                #"{"section": "hobby", "title": "", "clinicID": "c", "when": 1}"#,
            ]
                + folder.option)
        #expect(run.status == 1)
        let expected = [
            #"the payload does not fit the contract of command "records.add" (ClinicalRecords), so nothing was sent: "#,
            #"section: "hobby" is not one of "allergy", "medication", "condition" and "appointment" (enum); "#,
            "title: has 0 characters, fewer than the minimum of 1 (minLength); ",
            #"title: "" is blank; give at least one character that is not white space (pattern); "#,
            #"when: unknown field "when"; the fields are clinicID, detail, section and title (additionalProperties); "#,
            "`host messages records.add` shows its schema and examples",
        ]
        #expect(run.error.contains(expected.joined()), "\(run.error)")
        // Nothing reached the records.
        let summary = try HostBinary.run(["send", "query", "records.summary"] + folder.option)
        #expect(try summary.json()["total"] == 0)
    }

    @Test("with --format json the refusal is data: invalidPayload, the message and its owner")
    func refusedAsJSON() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["send", "query", "maps.nearby", "--payload", #"{"latitude": 95, "longitude": 8}"#, "--format", "json"]
                + folder.option)
        #expect(run.status == 1)
        let error = try run.errorJSON()["error"]
        #expect(error?["details"]?["code"] == "invalidPayload")
        #expect(error?["details"]?["messageName"] == "maps.nearby")
        #expect(error?["details"]?["receiver"] == "Maps")
        #expect(error?["message"]?.stringValue?.contains("latitude: 95 is more than the maximum, 90 (maximum)") == true)
        #expect(
            error?["message"]?.stringValue?.contains(#"radiusMeters: missing required field "radiusMeters""#) == true)
    }

    @Test("--unchecked sends it anyway, and the plugin refuses it just the same")
    func unchecked() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["send", "query", "maps.place", "--payload", #"{"id": "zrh-001", "name": "x"}"#, "--unchecked"]
                + folder.option)
        #expect(run.status == 1)
        #expect(run.error.contains(#"Maps cannot use the payload of query "maps.place": name: unknown field "name""#))
    }

    @Test("--example sends the contract's example")
    func example() throws {
        let folder = try TemporaryFolder()
        let place = try HostBinary.run(["send", "query", "maps.place", "--example", "1"] + folder.option)
        #expect(place.status == 0)
        #expect(try place.json()["id"] == "zrh-001")
        let add = try HostBinary.run(["send", "command", "records.add", "--example", "2"] + folder.option)
        #expect(add.status == 0)
        #expect(add.output.contains("records.outcomes #1: ok {"))
        #expect(add.output.contains(#""title":"Dr Shah's check-up""#))
    }

    @Test(
        "an example that does not exist, or with --payload, exits 64",
        arguments: [
            (
                ["send", "query", "maps.place", "--example", "2"],
                "Give --example from 1 to 1: maps.place has 1 example."
            ),
            (["send", "query", "maps.place", "--example", "0"], "Give --example from 1 to 1"),
            (
                ["send", "query", "maps.place", "--example", "1", "--payload", "{}"],
                "Give one of --payload, --payload-file and --example, not --payload and --example"
            ),
        ])
    func badExample(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(arguments + folder.option)
        #expect(run.status == 64)
        #expect(run.error.contains(message), "\(run.error)")
    }
}
