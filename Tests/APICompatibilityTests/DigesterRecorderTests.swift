import APICompatibility
import Foundation
import ScriptSupport
import Testing

@Suite("the digester's command line, recorded and turned into a dump")
struct DigesterRecorderTests {
    @Test("a comparison becomes a dump of the same module with the same flags, without machine paths in it")
    func dumpArguments() {
        let comparison = [
            "-diagnose-sdk", "-baseline-path", "/b/HEAD/Hub.json", "-module", "Hub", "-I", "/p/.build/Modules",
            "-breakage-allowlist-path", "/a.txt", "-target", "x86_64-unknown-linux-gnu",
            "-serialize-diagnostics-path", "/tmp/d.dia",
        ]
        #expect(
            DigesterRecorder.dumpArguments(from: comparison, output: "/w/Hub.json") == [
                "-dump-sdk", "-module", "Hub", "-I", "/p/.build/Modules", "-target", "x86_64-unknown-linux-gnu",
                "-avoid-tool-args", "-o", "/w/Hub.json",
            ])
    }

    @Test("the script records each command line whole (spaces, quotes, empty arguments) and runs the digester")
    func recording() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let digester = folder.appendingPathComponent("fake-digester")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho \"digested $#\"\n".utf8).write(to: digester)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: digester.path)
        let recorder = try DigesterRecorder(folder: folder.appendingPathComponent("digester"), digester: digester)
        let arguments = ["-diagnose-sdk", "-module", "Hub", "-I", "/a path/with 'quotes'", "", "-o", "x"]
        let run = try CommandRunner.run(
            recorder.environment + [recorder.scriptFile.path] + arguments)
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == "digested \(arguments.count)\n")
        // A dump is not a comparison: it is not recorded as one.
        _ = try CommandRunner.run(
            recorder.environment + [recorder.scriptFile.path, "-dump-sdk", "-module", "Other"])
        #expect(recorder.comparisons() == ["Hub": arguments])
    }

    @Test("the real digester is the one SWIFT_API_DIGESTER names, else the one on PATH")
    func finding() throws {
        #expect(
            try DigesterRecorder.findDigester(environment: ["SWIFT_API_DIGESTER": "/opt/x/swift-api-digester"]).path
                == "/opt/x/swift-api-digester")
        #expect(throws: APICheckError.digesterNotFound) {
            try DigesterRecorder.findDigester(environment: ["PATH": "/nonexistent"])
        }
    }
}
