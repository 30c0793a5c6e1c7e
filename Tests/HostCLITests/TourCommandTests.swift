import Foundation
import Prelude
import Testing

@Suite("host tour")
struct TourCommandTests {
    @Test("walks every vertical: each kind of message, a denial, a bad payload, a 500 and a timeout, then the diagram")
    func tour() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["tour"] + folder.option)
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.contains("UNEXPECTED"))
        for kind in [
            "send query maps.search", "send view maps.view", "send command records.add", "send view info.view",
        ] {
            #expect(run.output.contains("$ host \(kind)"), "missing \(kind)")
        }
        #expect(run.output.contains("refused: invalidPayload:"))
        #expect(run.output.contains("latitude"))
        #expect(run.output.contains("info.updates #"))
        #expect(run.output.contains("status 500"))
        #expect(run.output.contains("did not answer within 0.2 s"))
        #expect(run.output.contains("refused: denied: Info may not send query \"maps.nearby\""))
        #expect(run.output.contains("Info's policy does not list it under send.queries"))
        #expect(run.output.contains("\nsequenceDiagram\n"))
        let recordsToMaps = MermaidText.arrow(in: run.output, from: "ClinicalRecords", to: "Maps", "->>")
        let infoToMaps = MermaidText.arrow(in: run.output, from: "Info", to: "Maps", "-x")
        #expect(run.output.contains("\(recordsToMaps): viewQuery(maps.view)"))
        #expect(run.output.contains("\(infoToMaps): query(maps.nearby) denied"))
    }

    @Test("the appointment a tour adds is still there in the next run with the same data directory")
    func persistence() throws {
        let folder = try TemporaryFolder()
        let first = try HostBinary.run(["tour", "--format", "json"] + folder.option)
        #expect(first.status == 0, "\(first.error)")
        #expect(try first.json()["facts"]?["earlierTourAppointments"] == 0)
        let second = try HostBinary.run(["tour", "--format", "json"] + folder.option)
        #expect(second.status == 0, "\(second.error)")
        let report = try second.json()
        #expect(report["facts"]?["earlierTourAppointments"] == 1)
        #expect(report["allAsExpected"] == true)
        #expect(report["dataDirectory"]?.stringValue == URL(fileURLWithPath: folder.path).standardizedFileURL.path)
        let steps = report["steps"]?.arrayValue ?? []
        #expect(Set(steps.compactMap { $0["kind"]?.stringValue }) == ["query", "viewQuery", "command"])
        #expect(report["mermaid"]?.stringValue?.hasPrefix("sequenceDiagram") == true)
    }

    @Test("a bad locale stops the tour before it starts")
    func badLocale() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["tour", "--locale", "xx"] + folder.option)
        #expect(run.status == 64)
        #expect(run.error.contains("Use one of the locales en, de"))
    }
}
