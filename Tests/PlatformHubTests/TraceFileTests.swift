import Foundation
import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// The trace file a recording streams: the header, one line per entry as it is recorded,
/// denials naming the lacking side, launch subscriptions marked, mode 0600.
@Suite("trace file")
struct TraceFileTests {
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).trace").path
    }

    @Test("a streamed recording has the header, the launch subscription, deliveries and denials with their side")
    func streamed() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceFileWriter(path: path, recorder: "test")
        let hub = Hub(tracing: true)
        hub.trace.stream(to: writer.write)
        _ = try RoutingTests.started(hub)
        let asker = try hub.echo("Asker")
        _ = try? asker.sender.send(query: "r.secret", payload: nil, sender: asker)
        _ = try asker.sender.send(query: "r.ask", payload: ["private": "not recorded"], sender: asker)
        hub.trace.stopStreaming()
        _ = try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        #expect(writer.close() == nil)

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("not recorded"))
        let lines = try text.split(separator: "\n").map { try JSON(parsing: String($0)) }
        #expect(lines.count == 4)
        #expect(lines[0] == ["format": "verticalhub-trace", "recorder": "test", "version": 1])
        #expect(lines[1]["action"] == "subscribe" && lines[1]["atLaunch"] == true && lines[1]["from"] == "Insider")
        #expect(lines[2]["outcome"] == "denied" && lines[2]["lackingPolicy"] == "sender")
        #expect(lines[2]["from"] == "Asker" && lines[2]["to"] == "Answerer" && lines[2]["message"] == "r.secret")
        #expect(lines[3]["message"] == "r.ask" && lines[3]["outcome"] == "ok" && lines[3]["atLaunch"] == nil)

        // The buffer's entries carry the same fields.
        let entries = hub.trace.entries
        #expect(entries.first?.atLaunch == true)
        #expect(entries.first { $0.outcome == .denied }?.lackingPolicy == .sender)
        #expect(entries.filter { $0.outcome == .ok && $0.action == .send }.allSatisfy { $0.lackingPolicy == nil })
    }

    @Test("a recording is made private even over an existing file, and refuses a folder or a symbolic link")
    func privateFile() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(
            atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644])
        let writer = try TraceFileWriter(path: path, recorder: "test")
        #expect(writer.close() == nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == TraceFile.header(recorder: "test") + "\n")

        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: TraceFileError.self) { try TraceFileWriter(path: folder, recorder: "test") }
        let link = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: link) }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let error = #expect(throws: TraceFileError.self) { try TraceFileWriter(path: link, recorder: "test") }
        #expect(error?.reason.contains("symbolic link") == true)
        let missing = #expect(throws: TraceFileError.self) {
            try TraceFileWriter(path: "/nonexistent-folder/x.trace", recorder: "test")
        }
        #expect(missing?.description == "/nonexistent-folder/x.trace: its folder does not exist")
    }
}
