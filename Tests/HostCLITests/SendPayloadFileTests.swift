import Foundation
import Prelude
import Testing

/// `host send --payload-file FILE|-`: the payload read from a file or standard input, for
/// payloads too large (or too awkward to quote) for the command line.
@Suite("host send --payload-file")
struct SendPayloadFileTests {
    /// Writes `text` to a file named `name` in `folder` and returns its path.
    private func file(_ name: String, in folder: TemporaryFolder, _ text: String) throws -> String {
        let path = folder.path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a payload in a file is checked and sent like --payload, quotes and all")
    func fromFile() throws {
        let data = try TemporaryFolder()
        let files = try TemporaryFolder()
        let path = try file(
            "entry.json", in: files, #"{"section": "appointment", "title": "Doctor's visit", "clinicID": "c"}"#)
        let run = try HostBinary.run(["send", "command", "records.add", "--payload-file", path] + data.option)
        #expect(run.status == 0, "\(run.error)")
        let entry = try HostBinary.run(["send", "query", "records.entry", "--payload", #"{"id": 1}"#] + data.option)
        #expect(try entry.json()["title"] == "Doctor's visit")
    }

    @Test("- reads the payload from standard input")
    func fromStandardInput() throws {
        let data = try TemporaryFolder()
        let files = try TemporaryFolder()
        let path = try file("place.json", in: files, #"{"id": "zrh-001"}"#)
        // sh runs host ($0) with its arguments ($@) and the file as standard input.
        let run = try HostBinary.run(
            wrapper: ["sh", "-c", #"exec "$0" "$@" < "$PAYLOAD""#.replacingOccurrences(of: "$PAYLOAD", with: path)],
            ["send", "query", "maps.place", "--payload-file", "-"] + data.option)
        #expect(run.status == 0, "\(run.error)")
        #expect(try run.json()["id"] == "zrh-001")
    }

    @Test("a payload file the schema refuses is not sent, and the error names the place")
    func refused() throws {
        let data = try TemporaryFolder()
        let files = try TemporaryFolder()
        let path = try file("blank.json", in: files, #"{"section": "allergy", "title": "   ", "clinicID": "c"}"#)
        let run = try HostBinary.run(["send", "command", "records.add", "--payload-file", path] + data.option)
        #expect(run.status == 1)
        #expect(run.error.contains(#"title: "   " is blank; give at least one character that is not white space"#))
        let summary = try HostBinary.run(["send", "query", "records.summary"] + data.option)
        #expect(try summary.json()["total"] == 0)
    }

    @Test(
        "a payload file that cannot be used exits 64 and says why",
        arguments: [
            ("missing", "there is no file"),
            ("folder", "is a folder"),
            ("large", "holds more than 1048576 bytes (1 MiB)"),
            ("text", "is not JSON"),
        ])
    func unusable(kind: String, expected: String) throws {
        let files = try TemporaryFolder()
        let path: String
        switch kind {
        case "missing": path = files.path + "/nothing.json"
        case "folder": path = files.path
        case "large": path = try file("large.json", in: files, "[" + String(repeating: "1,", count: 600_000) + "1]")
        default: path = try file("text.json", in: files, "not json")
        }
        let run = try HostBinary.run(["send", "query", "maps.place", "--payload-file", path] + files.option)
        #expect(run.status == 64)
        #expect(run.error.contains(expected), "\(run.error)")
    }

    @Test("--payload-file with --payload is refused: each gives the whole payload")
    func exclusive() throws {
        let files = try TemporaryFolder()
        let path = try file("place.json", in: files, #"{"id": "zrh-001"}"#)
        let run = try HostBinary.run(
            ["send", "query", "maps.place", "--payload-file", path, "--payload", #"{"id": "x"}"#] + files.option)
        #expect(run.status == 64)
        #expect(
            run.error.contains("Give one of --payload, --payload-file and --example, not --payload and --payload-file"))
    }
}
