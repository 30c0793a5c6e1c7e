import Foundation
import Prelude

/// Databases kept beside the live one: a damaged file renamed to
/// `records.sqlite.unusable-<UTC time>`, or the database a restore replaced, renamed to
/// `records.sqlite.replaced-<UTC time>` (a number appended if that name is taken). Nothing
/// is deleted and no existing file is overwritten; kept files stay `0600`.
///
/// While a kept file the user has not dismissed is beside the database, the records
/// screen, `host world` and every `host` command say so. Dismissing writes its name to
/// `records.sqlite.dismissed` (a JSON array of names) and touches no database file.
enum RecordsDatabaseSetAside {
    /// The companions SQLite keeps beside a WAL database.
    static let companions = ["-wal", "-shm"]
    /// The infix of a damaged file's kept name.
    static let unusable = ".unusable-"
    /// The infix of the name a restore keeps the replaced database under.
    static let replaced = ".replaced-"
    /// The most set-aside names listed; more are counted, not named.
    static let listBound = 20
    /// The largest dismissed-names file read; a larger one is ignored (nothing is dismissed).
    static let dismissedFileBound = 64 * 1_024

    /// Renames the database at `path` and its companions to `<path><infix><UTC time>`;
    /// returns the database's new path, or `nil` when there was no file to keep.
    ///
    /// - Throws: ``PrivateFiles/Failure`` in words when a file cannot be renamed; the files
    ///   renamed before it are renamed back.
    static func keepAside(path: String, at date: Date, infix: String = unusable) throws(PrivateFiles.Failure) -> String?
    {
        let files = [path] + companions.map { path + $0 }
        guard files.contains(where: { PrivateFiles.mode(of: $0) != nil }) else { return nil }
        let stamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
            .format(date)
        var target = "\(path)\(infix)\(stamp)"
        var attempt = 1
        while ([target] + companions.map { target + $0 }).contains(where: { PrivateFiles.mode(of: $0) != nil }) {
            attempt += 1
            guard attempt <= 1_000 else {
                throw PrivateFiles.Failure(
                    path: path, reason: "cannot be kept aside: a thousand kept files of that time already exist",
                    remedy: "move some of the \(infix.dropFirst().dropLast()) files away")
            }
            target = "\(path)\(infix)\(stamp)-\(attempt)"
        }
        var moved: [(from: String, to: String)] = []
        for suffix in [""] + companions where PrivateFiles.mode(of: path + suffix) != nil {
            let (from, to) = (path + suffix, target + suffix)
            guard rename(from, to) == 0 else {
                let failure = PrivateFiles.Failure(
                    path: from, reason: "cannot be renamed to \(to): \(SystemError.last())",
                    remedy: "check that you may write the folder (`ls -ld`)", code: errno)
                for done in moved.reversed() { _ = rename(done.to, done.from) }
                throw failure
            }
            moved.append((from, to))
            // Renaming keeps the mode; a file from before modes were enforced is tightened.
            _ = try? PrivateFiles.tighten(to, mode: PrivateFiles.fileMode)
        }
        return target
    }

    /// The kept databases beside `records.sqlite` in `directory` that are not dismissed.
    static func pending(directory: String) -> RecordsSetAsideFiles {
        let dismissed = dismissedNames(directory: directory)
        let all = keptNames(directory: directory)
        let open = all.filter { !dismissed.contains($0) }
        return RecordsSetAsideFiles(
            directory: directory, names: Array(open.prefix(listBound)), more: max(0, open.count - listBound))
    }

    /// Every kept database's name in `directory`, oldest first (companions left out).
    static func keptNames(directory: String) -> [String] {
        let prefix = RecordsDatabase.fileName
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { name in
            (name.hasPrefix(prefix + unusable) || name.hasPrefix(prefix + replaced))
                && !companions.contains(where: { name.hasSuffix($0) })
        }.sorted()
    }

    /// The path of the file that lists dismissed names.
    static func dismissedFile(directory: String) -> String {
        URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(
            RecordsDatabase.fileName + ".dismissed"
        )
        .path
    }

    /// The names dismissed so far; an unreadable or oversized file dismisses nothing.
    static func dismissedNames(directory: String) -> Set<String> {
        let file = dismissedFile(directory: directory)
        guard let handle = FileHandle(forReadingAtPath: file) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: dismissedFileBound + 1), data.count <= dismissedFileBound,
            let names = try? JSON(parsing: String(decoding: data, as: UTF8.self)).arrayValue
        else { return [] }
        return Set(names.compactMap(\.stringValue))
    }

    /// Adds `names` to the dismissed names, keeping only names of files still beside the
    /// database; written to a private temporary file and renamed over the old list.
    ///
    /// - Throws: ``PrivateFiles/Failure`` when the list cannot be written.
    static func dismiss(_ names: Set<String>, directory: String) throws(PrivateFiles.Failure) {
        let present = Set(keptNames(directory: directory))
        let kept = dismissedNames(directory: directory).union(names).intersection(present).sorted()
        let file = dismissedFile(directory: directory)
        let temporary = file + ".new"
        unlink(temporary)
        try PrivateFiles.makeFile(temporary)
        let text = (try? JSON.array(JSON.Array(kept.map(JSON.string))).serialized(pretty: true)) ?? "[]"
        do {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            unlink(temporary)
            throw PrivateFiles.Failure(path: file, reason: "cannot be written: \(error.localizedDescription)")
        }
        guard rename(temporary, file) == 0 else {
            let code = errno
            unlink(temporary)
            throw PrivateFiles.Failure(path: file, reason: "cannot be written: \(SystemError(code: code))")
        }
    }
}

/// The set-aside databases beside the records database that the user has not dismissed.
public struct RecordsSetAsideFiles: Sendable, Hashable {
    /// The folder they are in.
    public var directory: String
    /// Their file names, oldest first, at most 20.
    public var names: [String]
    /// How many more there are beyond ``names``.
    public var more: Int

    /// Makes a list.
    public init(directory: String = "", names: [String] = [], more: Int = 0) {
        self.directory = directory
        self.names = names
        self.more = more
    }

    /// Whether there is none.
    public var isEmpty: Bool { names.isEmpty && more == 0 }

    /// Their paths, in the order of ``names``.
    public var paths: [String] {
        names.map { URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent($0).path }
    }

    /// One line for a warning: how many there are, where, and the commands that act on them.
    public var warning: String? {
        guard let first = paths.first else { return nil }
        let count = names.count + more
        let which = count == 1 ? "a set-aside records database is" : "\(count) set-aside records databases are"
        return "\(which) beside your records (\(first)\(count > 1 ? ", …" : "")); restore one with "
            + "`host send command records.restore --payload '{\"file\": \"\(names[0])\"}'`, or hide this with "
            + "`host send command records.dismiss`"
    }
}
