import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude

/// Sends add, then edit, then the next add, each on the previous command's outcome, and
/// prints each acknowledgement.
final class Burst: Sendable {
    let plugin: ClinicalRecordsPlugin
    let pairs: Int

    init(plugin: ClinicalRecordsPlugin, pairs: Int) {
        self.plugin = plugin
        self.pairs = pairs
    }

    /// Sends the first add.
    func start() throws {
        try add(1)
    }

    /// Takes one outcome: prints it and sends the next command.
    func handle(_ output: EventOutput) {
        do {
            guard let value = output.value, let id = value["entry"]?["id"]?.intValue,
                let tag = output.correlationID?.rawValue
            else {
                fail("unexpected outcome \(output)")
            }
            let parts = tag.split(separator: "-")
            guard parts.count == 2, let n = Int(parts[1]) else { fail("unexpected correlation id \(tag)") }
            print(line: "ack \(parts[0]) \(id) \(n)")
            if parts[0] == "add" {
                try plugin.onReceive(
                    command: .recordsEdit, payload: ["id": .int(id), "title": .string("edited-\(n)")],
                    correlationID: CorrelationID("edit-\(n)"))
            } else if n < pairs {
                try add(n + 1)
            } else {
                print(line: "done")
                exit(0)
            }
        } catch {
            fail("\(error)")
        }
    }

    private func add(_ n: Int) throws {
        try plugin.onReceive(
            command: .recordsAdd,
            payload: [
                "section": "medication", "title": .string("burst-\(n)"), "detail": .string("detail-\(n)"),
                "clinicID": .string("clinic-\(n)"),
            ],
            correlationID: CorrelationID("add-\(n)"))
    }

    private func print(line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("RecordsWriter: \(message)\n".utf8))
        exit(1)
    }
}
