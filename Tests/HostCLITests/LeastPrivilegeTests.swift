import Foundation
import Prelude
import Testing

/// `host policy check --trace`: least privilege from recorded traffic, end to end through
/// the built `host` (recording with `tour --record` and `serve --record`, checking, fixing).
@Suite("host policy check --trace")
struct LeastPrivilegeTests {
    /// What the tour never uses with the shipped policies (its own steps decide this list).
    static let tourUnused: Set<String> = [
        "ClinicalRecords send.queries maps.nearby",
        "ClinicalRecords receive.commands records.restore",
        "ClinicalRecords receive.commands records.dismiss",
        "Shell send.commands records.restore",
        "Shell send.commands records.dismiss",
    ]

    /// The shipped policies copied into `folder`, as `--policy` options.
    static func policyCopies(in folder: TemporaryFolder) throws -> [String] {
        let root = try PolicyCheckCommandTests.packageRoot()
        let files = [
            ("Maps", "Verticals/Maps/Resources/Policy/Maps.json"),
            ("ClinicalRecords", "Verticals/ClinicalRecords/Resources/Policy/ClinicalRecords.json"),
            ("Info", "Verticals/Info/Resources/Policy/Info.json"),
            ("Shell", "Host/CLI/Resources/Policy/Shell.json"),
        ]
        var options: [String] = []
        for (plugin, path) in files {
            let copy = URL(fileURLWithPath: folder.path).appendingPathComponent("\(plugin).json")
            try FileManager.default.copyItem(at: root.appendingPathComponent(path), to: copy)
            options += ["--policy", "\(plugin)=\(copy.path)"]
        }
        return options
    }

    /// Runs the tour recording its trace to `folder/tour.trace`, and returns that path.
    static func tourTrace(in folder: TemporaryFolder) throws -> String {
        let trace = folder.path + "/tour.trace"
        let data = try TemporaryFolder()
        let run = try HostBinary.run(["tour", "--record", trace] + data.option)
        try #require(run.status == 0, "\(run.error)")
        return trace
    }

    /// The unused permissions of a JSON report, as "Plugin key message".
    static func unused(_ report: JSON) -> Set<String> {
        Set(
            (report["unusedPermissions"]?.arrayValue ?? []).compactMap { item in
                guard let plugin = item["plugin"]?.stringValue, let key = item["key"]?.stringValue,
                    let message = item["message"]?.stringValue
                else { return nil }
                return "\(plugin) \(key) \(message)"
            })
    }

    @Test("on the tour's own trace it lists the permissions the tour never used, at their policy lines")
    func tourUnusedPermissions() throws {
        let folder = try TemporaryFolder()
        let trace = try Self.tourTrace(in: folder)
        let json = try HostBinary.run("policy", "check", "--trace", trace, "--format", "json")
        #expect(json.status == 0, "\(json.error)")
        let report = try json.json()
        #expect(Self.unused(report) == Self.tourUnused)
        #expect((report["traces"]?[0]?["entries"]?.intValue ?? 0) > 20)
        #expect(report["malformedLineCount"] == 0)

        let text = try HostBinary.run("policy", "check", "--trace", trace)
        #expect(text.status == 0)
        #expect(
            text.output.contains(
                "ClinicalRecords.json:5:67: warning: [ClinicalRecords] receive.commands \"records.restore\": "
                    + "no recorded run used it (unusedPermission)"), "\(text.output)")
        #expect(text.output.contains("Shell.json:6:56: warning: [Shell] send.commands \"records.restore\""))
        #expect(text.output.contains("policy check --trace: 5 unused permissions in 4 policies; 1 denial;"))
    }

    @Test("--only narrows the report and the fix to one plugin, whose file alone may be a copy")
    func onlyOnePlugin() throws {
        let folder = try TemporaryFolder()
        let trace = try Self.tourTrace(in: folder)
        let json = try HostBinary.run("policy", "check", "--trace", trace, "--only", "Shell", "--format", "json")
        #expect(json.status == 0, "\(json.error)")
        #expect(Self.unused(try json.json()) == Self.tourUnused.filter { $0.hasPrefix("Shell ") })
        // The shipped policies are the build's copies outside the package's root; only Shell's is
        // fixed, from a copy given with --policy, so the fix goes ahead and touches that copy alone.
        let shell = URL(fileURLWithPath: folder.path).appendingPathComponent("Shell.json")
        let root = try PolicyCheckCommandTests.packageRoot()
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Host/CLI/Resources/Policy/Shell.json"), to: shell)
        let others = try TemporaryFolder()
        let copies = try Self.policyCopies(in: others).map { $0.hasPrefix("Shell=") ? "Shell=\(shell.path)" : $0 }
        let fixed = try HostBinary.run(["policy", "check", "--trace", trace, "--only", "Shell", "--fix"] + copies)
        #expect(fixed.status == 0, "\(fixed.error)")
        let text = try String(contentsOf: shell, encoding: .utf8)
        #expect(!text.contains("records.restore") && !text.contains("records.dismiss"), "\(text)")
        let records = try String(contentsOfFile: others.path + "/ClinicalRecords.json", encoding: .utf8)
        #expect(records.contains("records.restore"), "only Shell's policy is fixed")
        let unknown = try HostBinary.run("policy", "check", "--trace", trace, "--only", "Nobody")
        #expect(unknown.status == 64 && unknown.error.contains("There is no plugin 'Nobody'"), "\(unknown.error)")
    }

    @Test("denials are listed with who was denied, whose policy lacks it, and how often")
    func denialsCounted() throws {
        let folder = try TemporaryFolder()
        let trace = try Self.tourTrace(in: folder)
        // The same recording three times in one file: every use and denial counts three times.
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        let tripled = folder.path + "/tripled.trace"
        try Data((text + text + text).utf8).write(to: URL(fileURLWithPath: tripled))
        let run = try HostBinary.run("policy", "check", "--trace", trace, tripled, "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        let report = try run.json()
        let denial = try #require(report["denials"]?[0])
        #expect(denial["from"] == "Info")
        #expect(denial["to"] == "Maps")
        #expect(denial["kind"] == "query")
        #expect(denial["message"] == "maps.nearby")
        #expect(denial["lackingPolicy"] == "sender")
        #expect(denial["count"] == 4)
        #expect(denial["line"] == 3)
        #expect(report["traces"]?.arrayValue?.count == 2)

        let plain = try HostBinary.run("policy", "check", "--trace", trace, tripled)
        #expect(
            plain.output.contains(
                "warning: denied 4 times: Info may not send query \"maps.nearby\" to Maps; Info's policy lacks it "
                    + "under send.queries (deniedMessage)"), "\(plain.output)")
    }

    @Test("SARIF 2.1.0: one result per finding at its policy file's line, with the rules it names")
    func sarif() throws {
        let folder = try TemporaryFolder()
        let trace = try Self.tourTrace(in: folder)
        let run = try HostBinary.run("policy", "check", "--trace", trace, "--format", "sarif")
        #expect(run.status == 0, "\(run.error)")
        let log = try run.json()
        #expect(log["version"] == "2.1.0")
        #expect(log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json")
        let sarifRun = try #require(log["runs"]?[0])
        let rules = (sarifRun["tool"]?["driver"]?["rules"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
        #expect(rules.contains("unusedPermission") && rules.contains("deniedMessage"))
        let results = sarifRun["results"]?.arrayValue ?? []
        let unused = results.filter { $0["ruleId"] == "unusedPermission" }
        #expect(unused.count == 5)
        let restore = try #require(
            unused.first {
                $0["message"]?["text"]?.stringValue?.contains("[Shell] send.commands \"records.restore\"") == true
            })
        let physical = restore["locations"]?[0]?["physicalLocation"]
        #expect(physical?["artifactLocation"]?["uri"] == "Host/CLI/Resources/Policy/Shell.json")
        #expect(physical?["artifactLocation"]?["uriBaseId"] == "%SRCROOT%")
        #expect(physical?["region"]?["startLine"] == 6)
        #expect(physical?["region"]?["startColumn"] == 56)
        #expect(results.contains { $0["ruleId"] == "deniedMessage" })
        #expect(sarifRun["invocations"]?[0]?["executionSuccessful"] == true)
    }

    @Test("--fix removes exactly the unused entries, keeping key order and layout, and the result validates")
    func fixShrinks() throws {
        let folder = try TemporaryFolder()
        let trace = try Self.tourTrace(in: folder)
        let policies = try Self.policyCopies(in: folder)
        let shell = folder.path + "/Shell.json"
        let records = folder.path + "/ClinicalRecords.json"
        let maps = folder.path + "/Maps.json"
        let shellBefore = try String(contentsOfFile: shell, encoding: .utf8)
        let recordsBefore = try String(contentsOfFile: records, encoding: .utf8)
        let mapsBefore = try String(contentsOfFile: maps, encoding: .utf8)

        let run = try HostBinary.run(["policy", "check", "--trace", trace, "--fix"] + policies)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("policy check --trace --fix: removed 5 permissions from"))

        // Only the unused strings went, with their commas; line breaks, indentation and order stay.
        let shellExpected = shellBefore.replacingOccurrences(
            of: #""records.remove", "records.restore", "records.dismiss","#, with: #""records.remove","#)
        #expect(try String(contentsOfFile: shell, encoding: .utf8) == shellExpected)
        let recordsExpected =
            recordsBefore
            .replacingOccurrences(of: #"["maps.place", "maps.nearby"]"#, with: #"["maps.place"]"#)
            .replacingOccurrences(
                of: #""records.remove", "records.restore", "records.dismiss"]"#, with: #""records.remove"]"#)
        #expect(try String(contentsOfFile: records, encoding: .utf8) == recordsExpected)
        #expect(try String(contentsOfFile: maps, encoding: .utf8) == mapsBefore)

        // The shrunk set validates, and the same trace now finds nothing unused.
        let check = try HostBinary.run(["policy", "check"] + policies)
        #expect(check.status == 0, "\(check.output)")
        let again = try HostBinary.run(["policy", "check", "--trace", trace, "--format", "json"] + policies)
        #expect(Self.unused(try again.json()).isEmpty)
    }

    @Test("--fix empties a list to [] and removes a leading entry with the comma after it")
    func fixListEdges() throws {
        let folder = try TemporaryFolder()
        let trace = folder.path + "/one.trace"
        let sender = folder.path + "/A.json"
        let receiver = folder.path + "/B.json"
        try Data(
            """
            {
              "name": "A",
              "send": {
                "queries": [
                  "b.unused",
                  "b.used"
                ],
                "commands": ["b.gone"]
              }
            }

            """.utf8
        ).write(to: URL(fileURLWithPath: sender))
        try Data(
            #"{"name": "B", "receive": {"commands": ["b.gone"], "queries": ["b.unused", "b.used"]}}"#.utf8
        ).write(to: URL(fileURLWithPath: receiver))
        try Data(
            """
            {"format":"verticalhub-trace","recorder":"test","version":1}
            {"action":"send","correlationID":null,"durationNanoseconds":5,"from":"A","kind":"query","message":"b.used","outcome":"ok","sequence":0,"to":"B"}

            """.utf8
        ).write(to: URL(fileURLWithPath: trace))
        let run = try HostBinary.run(
            "policy", "check", "--trace", trace, "--fix", "--policy", "A=\(sender)", "--policy", "B=\(receiver)")
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(
            try String(contentsOfFile: sender, encoding: .utf8) == """
                {
                  "name": "A",
                  "send": {
                    "queries": [
                      "b.used"
                    ],
                    "commands": []
                  }
                }

                """)
        #expect(
            try String(contentsOfFile: receiver, encoding: .utf8)
                == #"{"name": "B", "receive": {"commands": [], "queries": ["b.used"]}}"#)
    }

    @Test("--fix refuses, changing nothing, when a trace recorded traffic these policies do not describe")
    func fixRefusesUndescribedTraffic() throws {
        let folder = try TemporaryFolder()
        let trace = try Self.tourTrace(in: folder)
        let policies = try Self.policyCopies(in: folder)
        // A run of other policies: the shell sent a query these policies do not let it send.
        let stranger =
            #"{"action":"send","correlationID":null,"durationNanoseconds":5,"from":"Shell","kind":"query","#
            + #""message":"maps.secret","outcome":"ok","sequence":99,"to":"Maps"}"#
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: trace))
        handle.seekToEndOfFile()
        handle.write(Data((stranger + "\n").utf8))
        try handle.close()
        let before = try Self.contents(of: folder)

        let run = try HostBinary.run(["policy", "check", "--trace", trace, "--fix"] + policies)
        #expect(run.status == 1)
        #expect(run.output.contains("policy check --trace --fix: refused, nothing was changed:"))
        #expect(
            run.output.contains(
                "1 recorded entry name a permission these policies do not declare (the first: send query "
                    + "\"maps.secret\" from Shell to Maps (ok): not in Shell's send.queries nor Maps's receive.queries)"
            ),
            "\(run.output)")
        #expect(try Self.contents(of: folder) == before)
    }

    @Test("--fix refuses a trace with no traffic, and one with malformed lines")
    func fixRefusesIncompleteTraces() throws {
        let folder = try TemporaryFolder()
        let policies = try Self.policyCopies(in: folder)
        let empty = folder.path + "/empty.trace"
        try Data(#"{"format":"verticalhub-trace","recorder":"test","version":1}"#.utf8 + [0x0A])
            .write(to: URL(fileURLWithPath: empty))
        let before = try Self.contents(of: folder).filter { $0.key.hasSuffix(".json") }
        let run = try HostBinary.run(["policy", "check", "--trace", empty, "--fix"] + policies)
        #expect(run.status == 1)
        #expect(run.output.contains("the traces recorded no traffic"))

        let trace = try Self.tourTrace(in: folder)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: trace))
        handle.seekToEndOfFile()
        handle.write(Data("{not json\n".utf8))
        try handle.close()
        let malformed = try HostBinary.run(["policy", "check", "--trace", trace, "--fix"] + policies)
        #expect(malformed.status == 1)
        #expect(malformed.output.contains("1 trace line was malformed and skipped"), "\(malformed.output)")
        #expect(try Self.contents(of: folder).filter { $0.key.hasSuffix(".json") } == before)
    }

    @Test("malformed lines are reported with file and line number and skipped; past 20 they are counted")
    func malformedLines() throws {
        let folder = try TemporaryFolder()
        let trace = folder.path + "/bad.trace"
        var lines = [#"{"format":"verticalhub-trace","recorder":"test","version":1}"#]
        lines.append(
            #"{"action":"send","correlationID":null,"durationNanoseconds":5,"from":"Shell","kind":"query","#
                + #""message":"maps.search","outcome":"ok","sequence":0,"to":"Maps"}"#)
        lines.append("{not json")
        lines.append(#"{"action":"send","kind":"letter","from":"Shell","message":"x","outcome":"ok","to":"Maps"}"#)
        lines.append(String(repeating: "x", count: 20_000))
        lines += Array(repeating: "[1]", count: 25)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: trace))
        let run = try HostBinary.run("policy", "check", "--trace", trace)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\(trace):3: warning: line skipped: it is not JSON"), "\(run.output)")
        #expect(
            run.output.contains(
                "\(trace):4: warning: line skipped: \"kind\" is missing or not one of command, query, viewQuery, event")
        )
        #expect(run.output.contains("\(trace):5: warning: line skipped: it is longer than 16384 bytes"))
        #expect(run.output.contains("\(trace):21: warning: line skipped: it is array, not a JSON object"))
        #expect(!run.output.contains("\(trace):23: warning"))
        #expect(run.output.contains("warning: 8 more malformed lines skipped, not listed"))
        #expect(run.output.contains("1 entry read from 1 trace; 28 malformed lines skipped"))

        let json = try HostBinary.run("policy", "check", "--trace", trace, "--format", "json").json()
        #expect(json["malformedLineCount"] == 28)
        #expect(json["malformedLines"]?.arrayValue?.count == 20)
        #expect(json["malformedLines"]?[0]?["line"] == 3)
    }

    @Test("a file that is not a trace, or of another version, fails with what to do")
    func notATrace() throws {
        let folder = try TemporaryFolder()
        let other = folder.path + "/other.jsonl"
        try Data(#"{"hello": 1}"#.utf8).write(to: URL(fileURLWithPath: other))
        let run = try HostBinary.run("policy", "check", "--trace", other)
        #expect(run.status == 1)
        #expect(run.output.contains("\(other): error: line 1: it is not a verticalhub-trace file"), "\(run.output)")
        // What an unread trace held is unknown: no grant is reported unused on its account.
        #expect(!run.output.contains("unusedPermission"), "\(run.output)")
        #expect(run.output.contains("1 trace could not be read"), "\(run.output)")
        let future = folder.path + "/future.trace"
        try Data(#"{"format":"verticalhub-trace","version":2}"#.utf8).write(to: URL(fileURLWithPath: future))
        let newer = try HostBinary.run("policy", "check", "--trace", future)
        #expect(newer.status == 1)
        #expect(newer.output.contains("the trace is version 2 of the format; this host reads version 1"))
        let missing = try HostBinary.run("policy", "check", "--trace", folder.path + "/none.trace")
        #expect(missing.status == 1)
        #expect(missing.output.contains("none.trace: error: there is no file at this path"), "\(missing.output)")
    }

    @Test("--fix refuses to edit the build's copies of the policies, outside the package's root")
    func fixRefusesBuildCopies() throws {
        let folder = try TemporaryFolder()
        let trace = try Self.tourTrace(in: folder)
        let run = try HostBinary.run(
            ["policy", "check", "--trace", trace, "--fix"], in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 64)
        #expect(
            run.error.contains("Run --fix from the package's root, or give the files with --policy"), "\(run.error)")
    }

    @Test("--fix and --format sarif need --trace")
    func usage() throws {
        let fix = try HostBinary.run("policy", "check", "--fix")
        #expect(fix.status == 64)
        #expect(fix.error.contains("Give --trace with --fix"))
        let sarif = try HostBinary.run("policy", "check", "--format", "sarif")
        #expect(sarif.status == 64)
    }

    @Test("serve --record streams names, kinds and outcomes to a 0600 file, never a payload")
    func serveRecords() throws {
        let folder = try TemporaryFolder()
        let trace = folder.path + "/serve.trace"
        let client = try ServeClient(
            arguments: ["--record", trace, "--enable", "maps.search"], dataDirectory: ServeProtocolTests.dataDirectory()
        )
        let marker = "private-payload-marker-4711"
        let search = try client.call(1, "query", ["message": "maps.search", "payload": ["text": .string(marker)]])
        #expect(search["error"] == nil, "\(search)")
        let command = try client.call(2, "command", ["message": "info.refresh", "correlationID": "rec-1"])
        #expect(command["result"]?["correlationID"] == "rec-1")
        _ = try client.next { $0["method"] == "outcome" }
        client.closeInput()
        #expect(try client.waitForExit() == 0)

        let attributes = try FileManager.default.attributesOfItem(atPath: trace)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(!text.contains(marker))
        #expect(!text.contains("payload"))
        let lines = text.split(separator: "\n").map { try? JSON(parsing: String($0)) }
        #expect(lines.first??["format"] == "verticalhub-trace")
        #expect(lines.first??["recorder"] == "host serve")
        #expect(lines.contains { $0?["message"] == "maps.search" && $0?["from"] == "Shell" && $0?["to"] == "Maps" })
        #expect(lines.contains { $0?["message"] == "info.refresh" && $0?["correlationID"] == "rec-1" })
        #expect(lines.contains { $0?["atLaunch"] == true && $0?["message"] == "records.changed" })
        let allowed: Set<String> = [
            "action", "atLaunch", "correlationID", "durationNanoseconds", "from", "kind", "lackingPolicy", "message",
            "outcome", "sequence", "to",
        ]
        for line in lines.dropFirst() {
            let keys = Set(line?.objectValue?.keys ?? [])
            #expect(keys.isSubset(of: allowed), "\(keys)")
        }

        let check = try HostBinary.run("policy", "check", "--trace", trace, "--format", "json")
        #expect(check.status == 0)
        #expect(!Self.unused(try check.json()).contains("Shell send.queries maps.search"))
        #expect(Self.unused(try check.json()).contains("Shell send.queries maps.nearby"))
    }

    @Test("trace --record writes the traced command's traffic in the same format")
    func traceRecords() throws {
        let folder = try TemporaryFolder()
        let trace = folder.path + "/send.trace"
        let data = try TemporaryFolder()
        let run = try HostBinary.run(
            ["trace", "--record", trace, "send", "view", "info.view"] + data.option)
        #expect(run.status == 0, "\(run.error)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.hasPrefix(#"{"format":"verticalhub-trace","recorder":"host trace send","version":1}"#))
        #expect(text.contains(#""message":"info.view""#))
        let check = try HostBinary.run("policy", "check", "--trace", trace, "--format", "json")
        #expect(!Self.unused(try check.json()).contains("Shell send.viewQueries info.view"))
    }

    /// Every file in `folder` with its bytes.
    static func contents(of folder: TemporaryFolder) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            contents[name] = try Data(contentsOf: URL(fileURLWithPath: folder.path).appendingPathComponent(name))
        }
        return contents
    }
}
