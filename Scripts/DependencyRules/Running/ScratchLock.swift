import Foundation
import Prelude
import ScriptSupport

/// An exclusive lock on a scratch folder's interface build, held from deleting the interface
/// target's earlier graphs until the new ones are read: a second check in the same folder
/// waits instead of deleting the files the first is building or reading. The lock is the
/// system's (`flock`), so it ends with the process, however that ends.
struct ScratchLock: ~Copyable {
    private let descriptor: Int32

    /// Takes the lock of `scratchPath`, waiting for another holder (after calling `waiting`).
    ///
    /// - Throws: ``CheckError/commandFailed(_:)`` when the lock file cannot be made.
    init(in scratchPath: URL, waiting: () -> Void) throws(CheckError) {
        let file = scratchPath.appendingPathComponent("check-dependencies-interface.lock")
        do {
            try FileManager.default.createDirectory(at: scratchPath, withIntermediateDirectories: true)
        } catch {
            throw .commandFailed(
                CommandFailure(command: "mkdir -p \(scratchPath.path)", status: -1, output: "\(error)"))
        }
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .commandFailed(
                CommandFailure(
                    command: "open \(file.path)", status: errno,
                    output: "could not make the lock file: \(SystemError.last())"))
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
