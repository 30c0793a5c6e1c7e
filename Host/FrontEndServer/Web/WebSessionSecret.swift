import Foundation
import Prelude

/// The session cookie's secret, kept in the data folder as `web-session-secret` (mode 0600)
/// so that a page stays signed in across a restart of the server on the same data, and so
/// reconnects and subscribes again by itself, as Jupyter keeps its cookie secret in a file.
/// The token printed in the URL is still new at every launch.
///
/// The file holds 64 hex digits and nothing else. One that holds anything else (a partial
/// write, a hand edit) is replaced with a new secret, which only signs out open pages. Two
/// servers starting at once on one folder agree: the file is written whole under another
/// name, then linked into place, which fails for the second one, who reads the first's.
enum WebSessionSecret {
    /// The file's name in the data folder.
    static let fileName = "web-session-secret"

    /// The secret kept in `folder`, made there when there is none or it is unusable.
    ///
    /// - Throws: ``FrontEndServerError`` naming the file and the fix when it cannot be read, made
    ///   private or written.
    static func load(in folder: URL) throws(FrontEndServerError) -> String {
        let path = folder.appendingPathComponent(fileName).path
        for _ in 0..<3 {
            if let existing = try read(path) { return existing }
            let secret = WebAccess.randomSecret()
            if try store(secret, at: path) { return secret }
        }
        throw FrontEndServerError(
            "\(path) keeps changing while the server starts; stop the other server using this data folder, "
                + "or choose another with --data-dir")
    }

    /// The secret in the file, `nil` when there is no file or it does not hold one (the file is
    /// then removed so a new one can be linked in its place).
    private static func read(_ path: String) throws(FrontEndServerError) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            try PrivateFiles.tighten(path, mode: PrivateFiles.fileMode)
        } catch {
            throw FrontEndServerError("the web session secret \(error.description)")
        }
        // Read at most a little more than a secret: the file is never trusted to be small.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FrontEndServerError("the web session secret \(path) cannot be read; check its owner and mode (0600)")
        }
        defer { try? handle.close() }
        let bytes = (try? handle.read(upToCount: 128)) ?? Data()
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.count == 64, text.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) { return text }
        unlink(path)
        return nil
    }

    /// Writes `secret` to `path` whole, or returns `false` when another process linked its own
    /// there first.
    private static func store(_ secret: String, at path: String) throws(FrontEndServerError) -> Bool {
        let temporary = path + ".\(getpid()).new"
        unlink(temporary)
        do {
            try PrivateFiles.makeFile(temporary)
        } catch {
            throw FrontEndServerError("the web session secret cannot be written: \(error.description)")
        }
        defer { unlink(temporary) }
        do {
            // Into the private file just made: opened for writing, never created anew.
            guard let handle = FileHandle(forWritingAtPath: temporary) else { throw CocoaError(.fileWriteUnknown) }
            defer { try? handle.close() }
            try handle.write(contentsOf: Data((secret + "\n").utf8))
            try handle.synchronize()
        } catch {
            throw FrontEndServerError(
                "the web session secret cannot be written to \(temporary) (is the disk full or read-only?)")
        }
        if link(temporary, path) == 0 { return true }
        guard errno == EEXIST else {
            throw FrontEndServerError(
                "the web session secret cannot be put in place at \(path): \(SystemError.last())")
        }
        return false
    }
}
