import Foundation
import PlatformHub
import Testing

@Suite("Reading policy files")
final class PolicyFileTests {
    /// Every folder a test makes goes under this one, removed when the test ends.
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "policy-file-\(UInt64.random(in: 0...UInt64.max))")

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// A fresh temporary folder.
    func makeFolder() throws -> URL {
        let url = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The one problem reading `path` gives.
    static func problem(_ path: String) throws -> PolicyProblem {
        let report = PolicyValidator.validate([PluginPolicy(plugin: "Maps", source: .file(URL(fileURLWithPath: path)))])
        let problem = try #require(report.errors.first)
        #expect(problem.code == .unreadableFile)
        return problem
    }

    @Test("a symbolic link loop says so")
    func linkLoop() throws {
        let folder = try makeFolder()
        let a = folder.appendingPathComponent("a.json").path
        let b = folder.appendingPathComponent("b.json").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        #expect(try Self.problem(a).message.contains("too many symbolic links"))
    }

    @Test("a FIFO and a device are refused without being read")
    func notRegular() throws {
        let fifo = try makeFolder().appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(try Self.problem(fifo).message.contains("a FIFO (named pipe), not a regular file"))
        #expect(try Self.problem("/dev/zero").message.contains("a device, not a regular file"))
        #expect(try Self.problem("/tmp").message.contains("this path is a folder"))
    }

    @Test("a missing file says there is no file; a file over 1 MiB is refused before it is parsed")
    func missingAndLarge() throws {
        let folder = try makeFolder()
        #expect(try Self.problem(folder.appendingPathComponent("none.json").path).message.contains("no such file"))
        let big = folder.appendingPathComponent("big.json")
        try Data(repeating: UInt8(ascii: " "), count: PolicySource.maximumSize + 1).write(to: big)
        #expect(try Self.problem(big.path).message.contains("at most 1,048,576 bytes (1 MiB)"))
        let exact = folder.appendingPathComponent("exact.json")
        try Data((#"{"name": "Maps"}"# + String(repeating: " ", count: PolicySource.maximumSize - 16)).utf8).write(
            to: exact)
        let report = PolicyValidator.validate([PluginPolicy(plugin: "Maps", source: .file(exact))])
        #expect(report.isValid)
    }

    @Test(
        "an unreadable file and a folder one may not enter say permission denied",
        .enabled(if: geteuid() != 0, "root reads every file"))
    func permissions() throws {
        let folder = try makeFolder()
        let file = folder.appendingPathComponent("locked.json")
        try Data(#"{"name": "Maps"}"#.utf8).write(to: file)
        #expect(chmod(file.path, 0) == 0)
        #expect(try Self.problem(file.path).message.contains("permission denied"))
        let closed = try makeFolder()
        let inside = closed.appendingPathComponent("Maps.json")
        try Data(#"{"name": "Maps"}"#.utf8).write(to: inside)
        #expect(chmod(closed.path, 0) == 0)
        defer { chmod(closed.path, 0o700) }
        #expect(try Self.problem(inside.path).message.contains("permission denied"))
    }

    @Test("a file that is not UTF-8 says so")
    func notUTF8() throws {
        let file = try makeFolder().appendingPathComponent("latin1.json")
        try Data([0x7B, 0xE9, 0x7D]).write(to: file)
        #expect(try Self.problem(file.path).message.contains("not UTF-8"))
    }
}
