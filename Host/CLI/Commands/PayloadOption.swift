import ArgumentParser
import Foundation
import PlatformHub
import Prelude

/// Reads a `--payload` option's JSON text.
enum PayloadOption {
    /// The payload, or `nil` when none was given.
    ///
    /// - Throws: `ValidationError` (exit code 64) with the parser's line and column.
    static func parse(_ text: String?, option: String = "--payload") throws -> JSON? {
        guard let text else { return nil }
        do {
            return try JSON(parsing: text)
        } catch {
            throw ValidationError("Give \(option) as JSON, such as '{\"text\": \"clinic\"}'; it is not JSON: \(error)")
        }
    }
}

/// Checks a `--timeout` option's seconds.
enum TimeoutOption {
    /// The longest wait a timeout may ask for: a day.
    static let maximum: Double = 86_400

    /// - Throws: `ValidationError` (exit code 64) for a wait that is not positive or longer than a day.
    static func check(_ seconds: Double, option: String = "--timeout") throws {
        guard seconds > 0, seconds <= maximum else {
            throw ValidationError("Give \(option) as a number of seconds above 0 and at most \(Int(maximum)).")
        }
    }
}

/// Reads a `--payload-file` option: a file, or `-` for standard input, holding the payload as
/// JSON, for payloads too large for the command line ("Argument list too long").
enum PayloadFile {
    /// The largest payload file: 1 MiB (1,048,576 bytes), the bound `host serve` puts on one
    /// request line.
    static let maximumBytes = 1 << 20

    /// The payload in `path` (`-`: standard input).
    ///
    /// - Throws: ``HostUsageError`` (exit code 64) for a file that does not exist, cannot be
    ///   read, is larger than ``maximumBytes`` or is not JSON, saying which.
    static func read(_ path: String) throws(HostUsageError) -> JSON {
        let name = path == "-" ? "standard input" : "'\(path.escapedForTerminal)'"
        let bytes: [UInt8]
        if path == "-" {
            bytes = try readAll(FileHandle.standardInput, name: name)
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw HostUsageError("Give --payload-file a file that exists: there is no file \(name).")
            }
            guard !isDirectory.boolValue else {
                throw HostUsageError("Give --payload-file a file: \(name) is a folder.")
            }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw HostUsageError("Give --payload-file a file the host may read: \(name) cannot be opened.")
            }
            defer { try? handle.close() }
            bytes = try readAll(handle, name: name)
        }
        do {
            return try JSON(parsing: bytes)
        } catch {
            throw HostUsageError("Give --payload-file a file of JSON; \(name) is not JSON: \(error)")
        }
    }

    /// Every byte `handle` gives until its end, refusing more than ``maximumBytes``.
    private static func readAll(_ handle: FileHandle, name: String) throws(HostUsageError) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 64 * 1024)
            } catch {
                throw HostUsageError("Give --payload-file a file the host can read: reading \(name) failed.")
            }
            guard let chunk, !chunk.isEmpty else { return bytes }
            bytes += chunk
            guard bytes.count <= maximumBytes else {
                throw HostUsageError(
                    "\(name) holds more than \(maximumBytes) bytes (1 MiB), the most a payload may have; "
                        + "send a smaller payload.")
            }
        }
    }
}
