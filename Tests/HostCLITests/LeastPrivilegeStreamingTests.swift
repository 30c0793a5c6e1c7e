import Foundation
import Prelude
import Testing

/// `host policy check --trace` reads a trace in memory that does not grow with its length.
@Suite("host policy check --trace streaming")
struct LeastPrivilegeStreamingTests {
    /// The lines repeated to make a long trace: a delivered query, a subscription at launch,
    /// an event output and a denial, as the hub writes them.
    static let body: [String] = [
        #"{"action":"send","correlationID":null,"durationNanoseconds":1799,"from":"Shell","kind":"query","message":"maps.search","outcome":"ok","sequence":1,"to":"Maps"}"#,
        #"{"action":"subscribe","atLaunch":true,"correlationID":null,"durationNanoseconds":5438,"from":"Info","kind":"event","message":"records.changed","outcome":"ok","sequence":0,"to":"ClinicalRecords"}"#,
        ##"{"action":"emit","correlationID":"#4","durationNanoseconds":0,"from":"Info","kind":"event","message":"info.updates","outcome":"ok","sequence":9,"to":"Shell"}"##,
        #"{"action":"send","correlationID":null,"durationNanoseconds":0,"from":"Info","kind":"query","lackingPolicy":"sender","message":"maps.nearby","outcome":"denied","sequence":48,"to":"Maps"}"#,
    ]

    /// Writes a trace of `count` entries (a multiple of 1,000) to `path`, a block of 1,000 lines at a time.
    static func write(entries count: Int, to path: String) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        handle.write(Data(#"{"format":"verticalhub-trace","recorder":"test","version":1}"#.utf8 + [0x0A]))
        let block = Data((0..<1000).map { body[$0 % body.count] + "\n" }.joined().utf8)
        for _ in 0..<(count / 1000) { handle.write(block) }
    }

    /// Runs `host` with `arguments`, its output written to `output`, and returns its exit
    /// status and its own peak resident memory in KiB (`wait4` reports it for this child alone).
    static func runMeasured(_ arguments: [String], output: String) throws -> (status: Int32, maximumKiB: Int) {
        let host = try HostBinary.location().path
        let argv = ([host] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, host, &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            try #require(errno == EINTR, "wait4 failed: \(errno)")
        }
        let exited = (status & 0x7F) == 0
        return (exited ? (status >> 8) & 0xFF : -1, usage.ru_maxrss)
    }

    /// Whether this test binary (and so the `host` beside it) is built with ThreadSanitizer:
    /// its shadow memory makes resident sizes say little, and the single-threaded reader
    /// has nothing for it to check, so the measurement runs in the plain build only
    /// (`nil` is glibc's `RTLD_DEFAULT`: every loaded object is searched).
    static let underThreadSanitizer = dlsym(nil, "__tsan_init") != nil

    @Test(
        "a 1,000,000-line trace is read to the end with the peak memory of a 10,000-line one",
        .enabled(if: !underThreadSanitizer, "a ThreadSanitizer build's resident size is mostly shadow memory"))
    func millionLines() throws {
        let folder = try TemporaryFolder()
        let small = folder.path + "/small.trace"
        let large = folder.path + "/large.trace"
        try Self.write(entries: 10_000, to: small)
        try Self.write(entries: 1_000_000, to: large)
        let report = folder.path + "/report.json"
        let smallRun = try Self.runMeasured(["policy", "check", "--trace", small, "--format", "json"], output: report)
        let largeRun = try Self.runMeasured(["policy", "check", "--trace", large, "--format", "json"], output: report)
        #expect(smallRun.status == 0)
        #expect(largeRun.status == 0)
        // The large file is about 160 MiB; memory that grew with it would show by far more
        // than this allowance.
        #expect(
            largeRun.maximumKiB < smallRun.maximumKiB + 16 * 1024,
            "peak \(largeRun.maximumKiB) KiB for 1,000,000 lines against \(smallRun.maximumKiB) KiB for 10,000")
        let counted = try JSON(parsing: String(contentsOfFile: report, encoding: .utf8))
        #expect(counted["traces"]?[0]?["entries"] == 1_000_000)
        #expect(counted["denials"]?[0]?["count"] == 250_000)
        #expect(counted["malformedLineCount"] == 0)
    }
}
