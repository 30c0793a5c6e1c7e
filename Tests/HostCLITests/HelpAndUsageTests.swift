import Foundation
import Prelude
import Testing

@Suite("host: help, version and usage errors")
struct HelpAndUsageTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let run = try HostBinary.run("--version")
        #expect(run.status == 0)
        #expect(run.output == "1.0.0\n")
    }

    @Test("--help lists every subcommand, every vertical's switches and settings, and the locales")
    func help() throws {
        let run = try HostBinary.run("--help")
        #expect(run.status == 0)
        for subcommand in ["tour", "send", "subscribe", "trace", "plugins", "policy", "world"] {
            #expect(run.output.contains("  \(subcommand) "), "missing \(subcommand)")
        }
        for vertical in ["Maps", "ClinicalRecords", "Info"] {
            #expect(run.output.contains("  \(vertical): switches"), "missing \(vertical)")
        }
        #expect(run.output.contains("info.failureRate=0"))
        #expect(run.output.contains("Locales: en, de."))
    }

    @Test("an app command's help names the switches, settings and locales there are")
    func commandHelp() throws {
        let run = try HostBinary.run("help", "send")
        #expect(run.status == 0)
        #expect(run.output.contains("--enable <vertical.switch>"))
        #expect(run.output.contains("info.whatsNew"))
        #expect(run.output.contains("info.latency (default"))
        #expect(run.output.contains("one of en, de"))
    }

    @Test(
        "a missing or unknown subcommand exits 64",
        arguments: [
            ([], "Name a subcommand of host:"),
            (["policy"], "Name a subcommand of host policy: check, graph."),
            (["help", "nonexistent"], "There is no command 'host nonexistent'"),
            (["help", "policy", "nonexistent"], "There is no command 'host policy nonexistent'"),
            (["nonexistent"], "Unexpected argument 'nonexistent'"),
        ])
    func missingSubcommand(arguments: [String], message: String) throws {
        let run = try HostBinary.run(arguments)
        #expect(run.status == 64)
        #expect(run.error.contains(message))
        #expect(run.output.isEmpty)
    }

    @Test("help for a real subcommand exits 0")
    func helpForSubcommand() throws {
        let run = try HostBinary.run("help", "policy", "graph")
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: host policy graph"))
    }

    @Test("with --format json a usage error is a JSON document on standard error")
    func jsonUsageError() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["world", "--format", "json", "--locale", "fr"] + folder.option)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        let error = try run.errorJSON()["error"]
        #expect(error?["kind"] == "usage")
        #expect(error?["exitCode"] == 64)
        #expect(error?["message"]?.stringValue?.contains("Use one of the locales en, de") == true)
    }

    @Test("completions offer the switches, settings and locales")
    func completions() throws {
        let run = try HostBinary.run("--generate-completion-script", "bash")
        #expect(run.status == 0)
        #expect(run.output.contains("info.whatsNew"))
        #expect(run.output.contains("info.latency="))
        #expect(run.output.contains("-W 'en'$'\\n''de'"))
    }

    @Test(
        "locales are normalised and an unknown one lists those there are",
        arguments: [("DE", 0), ("de_DE", 0), ("de-de", 0), ("EN-gb", 0), ("fr", 64), ("12", 64), ("de-DE-x", 64)])
    func locales(locale: String, status: Int32) throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["world", "--locale", locale] + folder.option)
        #expect(run.status == status)
        if status == 0 {
            #expect(run.output.hasPrefix("Locale: \(locale.lowercased().prefix(2))"))
        } else {
            #expect(run.error.contains("en, de"))
        }
    }

    @Test(
        "bad switch and setting names fail with an instruction",
        arguments: [
            (
                ["--enable", "info.whatsnew"],
                "Use one of the switches info.whatsNew; there is no switch 'info.whatsnew'."
            ),
            (["--enable", "weather.radar"], "Use one of the verticals maps, records, info"),
            (["--enable", "search"], "Name a feature switch as <vertical>.<name>"),
            (["--set", "info.latency"], "Give --set as <vertical>.<setting>=<value>"),
            (["--set", "info.speed=1"], "there is no setting 'info.speed'"),
            (["--set", "info.latency=1", "--set", "info.latency=2"], "Give each setting once"),
            (["--set", "info.latency=slow"], "info.latency"),
        ])
    func badSwitchOrSetting(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["world"] + arguments + folder.option)
        #expect(run.status == 64)
        #expect(run.error.contains(message))
    }

    @Test("the data directory is made on first use, with a folder per vertical")
    func dataDirectory() throws {
        let folder = try TemporaryFolder()
        let nested = folder.path + "/nested/data"
        let run = try HostBinary.run("world", "--data-dir", nested)
        #expect(run.status == 0)
        for key in ["maps", "records", "info"] {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: "\(nested)/\(key)", isDirectory: &isDirectory))
            #expect(isDirectory.boolValue)
        }
    }
}
