import Foundation

/// Keeps an unusable database aside: renames the file and its WAL companions to
/// `<name>.unusable-<UTC time>` (a number appended if that name is taken). Nothing is
/// deleted and no existing file is overwritten.
enum RecordsDatabaseSetAside {
    /// The companions SQLite keeps beside a WAL database.
    static let companions = ["-wal", "-shm"]

    /// Renames the database at `path` and its companions; returns the database's new path,
    /// or `nil` when there was no file to keep.
    ///
    /// - Throws: the file system's error when a file cannot be renamed.
    static func keepAside(path: String, at date: Date) throws -> String? {
        let files = FileManager.default
        guard ([path] + companions.map { path + $0 }).contains(where: files.fileExists(atPath:)) else { return nil }
        let stamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
            .format(date)
        var target = "\(path).unusable-\(stamp)"
        var attempt = 1
        while ([target] + companions.map { target + $0 }).contains(where: files.fileExists(atPath:)) {
            attempt += 1
            guard attempt <= 1_000 else {
                throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: target])
            }
            target = "\(path).unusable-\(stamp)-\(attempt)"
        }
        if files.fileExists(atPath: path) {
            try files.moveItem(atPath: path, toPath: target)
        }
        for suffix in companions where files.fileExists(atPath: path + suffix) {
            try files.moveItem(atPath: path + suffix, toPath: target + suffix)
        }
        return target
    }
}
