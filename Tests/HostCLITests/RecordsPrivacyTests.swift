import Foundation
import Prelude
import Testing

/// The records as a user meets them on disk: private files, and a database that is only
/// moved aside when it is proven damaged. Tests that need another user, a read-only mount
/// or a file-size limit run `host` through `setpriv`, `unshare` or `sh`, as root does in CI.
@Suite("ClinicalRecords' files: private, never moved aside by mistake, and the user hears about it")
struct RecordsPrivacyTests {
    static let isRoot = getuid() == 0
    static let nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    static let allergies = #"{"section": "allergy"}"#
    /// Whether `host` runs at all under a small file-size limit: a ThreadSanitizer build
    /// does not (its runtime faults), so the full-disk test runs in the plain build only.
    static let runsUnderFileSizeLimit: Bool = {
        let probe = try? HostBinary.run(wrapper: shell("trap '' XFSZ; ulimit -f 64"), ["plugins"])
        return probe?.status == 0
    }()

    /// A data folder whose records database holds one allergy, "Peanuts".
    static func dataWithOneEntry() throws -> (TemporaryFolder, data: String, database: String) {
        let folder = try TemporaryFolder()
        let data = folder.path + "/data"
        let add = try HostBinary.run(
            "send", "command", "records.add", "--payload",
            #"{"section": "allergy", "title": "Peanuts", "clinicID": "c"}"#,
            "--data-dir", data)
        #expect(add.status == 0, "\(add.error)")
        return (folder, data, data + "/records/records.sqlite")
    }

    /// Runs `host` behind `wrapper` (a command that runs the rest of its arguments).
    static func run(_ wrapper: [String], _ arguments: String...) throws -> HostBinary.Run {
        try HostBinary.run(wrapper: wrapper, arguments)
    }

    /// A shell that runs `script` and then `host` with the arguments after it.
    static func shell(_ script: String) -> [String] {
        ["sh", "-c", script + "; exec \"$@\"", "sh"]
    }

    static func keptFiles(_ database: String) throws -> [String] {
        let folder = (database as NSString).deletingLastPathComponent
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.contains(".unusable-") || $0.contains(".replaced-")
        }
    }

    @Test("the data folders are 0700 and the database 0600 even with umask 000")
    func privateWhateverTheUmask() throws {
        let folder = try TemporaryFolder()
        let data = folder.path + "/data"
        let add = try Self.run(
            Self.shell("umask 000"), "send", "command", "records.add", "--payload",
            #"{"section": "allergy", "title": "Dust", "clinicID": "c"}"#, "--data-dir", data)
        #expect(add.status == 0, "\(add.error)")
        #expect(PrivateFiles.mode(of: data) == 0o700 && PrivateFiles.mode(of: data + "/records") == 0o700)
        for file in try FileManager.default.contentsOfDirectory(atPath: data + "/records") {
            #expect(PrivateFiles.mode(of: data + "/records/" + file) == 0o600, "\(file)")
        }
    }

    @Test(
        "a database left owned by root is read, never moved; a change is refused with the chown that fixes it",
        .enabled(if: isRoot))
    func leftOwnedByRoot() throws {
        let (folder, data, database) = try Self.dataWithOneEntry()
        _ = folder
        _ = try HostBinary.run(wrapper: ["chown", "-R", "65534:65534", data], [])
        chown(database, 0, 0)
        chmod(database, 0o644)
        let before = FileManager.default.contents(atPath: database)

        let section = try Self.run(
            Self.nobody, "send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data)
        #expect(section.status == 0, "\(section.error)")
        #expect(section.output.contains("Peanuts"))
        #expect(section.error.contains("the records can be read but not changed"))
        #expect(section.error.contains("owned by user 0"))
        let add = try Self.run(
            Self.nobody, "send", "command", "records.add", "--payload",
            #"{"section": "allergy", "title": "Dust", "clinicID": "c"}"#, "--data-dir", data)
        #expect(add.status == 1)
        #expect(add.error.contains("the database can only be read; nothing was changed"))
        #expect(add.error.contains("sudo chown 65534:65534 \(database)"))
        #expect(!add.error.contains("NSCocoaErrorDomain") && !add.error.contains("Error Domain"))
        #expect(try Self.keptFiles(database).isEmpty)
        #expect(FileManager.default.contents(atPath: database) == before)
    }

    @Test(
        "a database the user may not read fails every read with the reason and the fix, and stays where it is",
        .enabled(if: isRoot))
    func unreadable() throws {
        let (folder, data, database) = try Self.dataWithOneEntry()
        _ = folder
        _ = try HostBinary.run(wrapper: ["chown", "-R", "65534:65534", data], [])
        chown(database, 0, 0)
        chmod(database, 0o600)
        let section = try Self.run(
            Self.nobody, "send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data)
        #expect(section.status == 1)
        #expect(section.error.contains("\(database) cannot be read: permission denied"))
        #expect(section.error.contains("the file was left where it is"))
        #expect(section.error.contains("sudo chown 65534:65534 \(database)"))
        #expect(try Self.keptFiles(database).isEmpty)
        chown(database, 65534, 65534)
        let after = try Self.run(
            Self.nobody, "send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data)
        #expect(after.status == 0 && after.output.contains("Peanuts"), "\(after.error)")
    }

    @Test(
        "a read-only directory and a read-only file system leave the records readable and refuse changes",
        .enabled(if: isRoot), arguments: ["directory", "file system"])
    func readOnly(kind: String) throws {
        let (folder, data, database) = try Self.dataWithOneEntry()
        _ = folder
        let wrapper: [String]
        if kind == "directory" {
            _ = try HostBinary.run(wrapper: ["chown", "-R", "65534:65534", data], [])
            chmod(data + "/records", 0o500)
            wrapper = Self.nobody
        } else {
            wrapper = [
                "unshare", "-m", "sh", "-c",
                "mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" && exec \"$@\"", data,
            ]
        }
        let section = try HostBinary.run(
            wrapper: wrapper, ["send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data])
        #expect(section.status == 0, "\(section.error)")
        #expect(section.output.contains("Peanuts"))
        #expect(section.error.contains("the records can be read but not changed"), "\(section.error)")
        let add = try HostBinary.run(
            wrapper: wrapper,
            [
                "send", "command", "records.add", "--payload",
                #"{"section": "allergy", "title": "Dust", "clinicID": "c"}"#, "--data-dir", data,
            ])
        #expect(add.status == 1 && add.error.contains("can only be read; nothing was changed"), "\(add.error)")
        chmod(data + "/records", 0o700)
        #expect(try Self.keptFiles(database).isEmpty)
    }

    /// The limit (64 blocks of 512 bytes) leaves room for SQLite's 32 KiB shared-memory
    /// file, which SQLite maps (a smaller limit would make that mapping fault), but not for
    /// the change, which the write-ahead log takes past the 68 KiB the first entry left.
    @Test(
        "a full disk (a file-size limit) fails the change in words and moves nothing; the records are whole after",
        .enabled(if: runsUnderFileSizeLimit, "host does not start under a file-size limit (a ThreadSanitizer build)"))
    func fullDisk() throws {
        let (folder, data, database) = try Self.dataWithOneEntry()
        _ = folder
        let add = try Self.run(
            Self.shell("trap '' XFSZ; ulimit -f 64"), "send", "command", "records.add", "--payload",
            #"{"section": "allergy", "title": "Dust", "clinicID": "c"}"#, "--data-dir", data)
        #expect(add.status == 1)
        #expect(add.error.contains("nothing was changed"), "\(add.error)")
        #expect(add.error.contains("could not add an entry in \(database): the database could not be read or written"))
        #expect(!add.error.contains("Error Domain") && !add.error.contains("INSERT"))
        #expect(try Self.keptFiles(database).isEmpty)
        let section = try HostBinary.run(
            "send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data)
        #expect(section.status == 0 && section.output.contains("Peanuts") && !section.output.contains("Dust"))
    }

    @Test("a damaged database is kept aside and every later command warns, once, until the user dismisses it")
    func warnsUntilDismissed() throws {
        let (folder, data, database) = try Self.dataWithOneEntry()
        _ = folder
        try Data(repeating: 0x42, count: 4_096).write(to: URL(fileURLWithPath: database))
        for suffix in ["-wal", "-shm"] { unlink(database + suffix) }

        let first = try HostBinary.run(
            "send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data)
        #expect(first.status == 0 && first.output.contains("[]"))
        #expect(first.error.contains("is not a SQLite database"))
        #expect(first.error.contains("it was kept as \(database).unusable-"))
        let kept = try Self.keptFiles(database)
        #expect(kept.count == 1)
        let second = try HostBinary.run("send", "query", "records.summary", "--data-dir", data)
        let warnings = second.error.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(second.error)")
        #expect(warnings.first?.contains("a set-aside records database is beside your records") == true)
        // With --format json, standard error stays one JSON document that holds the warning.
        let asData = try HostBinary.run("send", "query", "records.summary", "--format", "json", "--data-dir", data)
        let logged = try asData.errorJSON()["warnings"]?.arrayValue
        #expect(logged?.count == 1 && logged?.first?.stringValue?.contains("set-aside records database") == true)
        let world = try HostBinary.run("world", "--format", "json", "--data-dir", data).json()
        let records = world["verticals"]?.arrayValue?.first { $0["name"] == "ClinicalRecords" }
        #expect(records?["configuration"]?["setAside"]?.arrayValue?.count == 1)
        #expect(records?["warnings"]?.arrayValue?.count == 1)
        let view = try HostBinary.run("send", "view", "records.view", "--data-dir", data)
        #expect(view.output.contains("set-aside records database"), "\(view.output)")

        let dismiss = try HostBinary.run("send", "command", "records.dismiss", "--data-dir", data)
        #expect(dismiss.status == 0, "\(dismiss.error)")
        let after = try HostBinary.run("send", "query", "records.summary", "--data-dir", data)
        #expect(!after.error.contains("warning"), "\(after.error)")
        #expect(try Self.keptFiles(database) == kept)
    }

    @Test("records.restore from the command line puts a healthy set-aside database back")
    func restoreFromTheCommandLine() throws {
        let (folder, data, database) = try Self.dataWithOneEntry()
        _ = folder
        let name = "records.sqlite.unusable-20261101T000000Z"
        _ = try HostBinary.run("send", "query", "records.summary", "--data-dir", data)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: database + suffix) {
            try FileManager.default.moveItem(atPath: database + suffix, toPath: data + "/records/" + name + suffix)
        }
        let empty = try HostBinary.run(
            "send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data)
        #expect(!empty.output.contains("Peanuts"))
        let restore = try HostBinary.run(
            "send", "command", "records.restore", "--payload", #"{"file": "\#(name)"}"#, "--data-dir", data)
        #expect(restore.status == 0, "\(restore.error)")
        #expect(restore.output.contains(#""action":"restored""#))
        let section = try HostBinary.run(
            "send", "query", "records.section", "--payload", Self.allergies, "--data-dir", data)
        #expect(section.output.contains("Peanuts"))
        #expect(try Self.keptFiles(database).contains { $0.hasPrefix("records.sqlite.replaced-") })
    }
}
