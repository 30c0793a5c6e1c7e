import Foundation
import ScriptSupport
import Synchronization

/// Runs a long command (a build) so that a person sees its log as it goes, and the check still
/// has its words: standard output goes to a file and is returned; standard error is passed
/// through to this process's standard error (when `echo` is on) and its end is kept for
/// messages. While it runs, the child is listed in ``ChildProcesses``, so a signal stops it.
enum TeeRun {
    /// What a finished command printed and how it exited.
    struct Result: Sendable {
        /// The exit status.
        var status: Int32
        /// Standard output, whole.
        var output: String
        /// The last 64 KiB of standard error.
        var errorTail: String
    }

    /// How much of standard error is kept.
    static let keptErrorBytes = 65_536

    /// Runs `arguments` (the first looked up on `PATH`, through `env`) in `directory` and waits.
    static func run(_ arguments: [String], in directory: URL?, echo: Bool) throws(APICheckError) -> Result {
        let command = arguments.joined(separator: " ")
        do {
            let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("check-api-out-\(UUID())")
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: outURL) }
            let out = try FileHandle(forWritingTo: outURL)
            let errorPipe = Pipe()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            if let directory { process.currentDirectoryURL = directory }
            process.standardOutput = out
            process.standardError = errorPipe
            process.standardInput = FileHandle.nullDevice
            let kept = Mutex(Data())
            let finished = DispatchSemaphore(value: 0)
            let reading = errorPipe.fileHandleForReading
            DispatchQueue.global().async {
                while true {
                    let chunk = reading.availableData
                    if chunk.isEmpty { break }
                    if echo { FileHandle.standardError.write(chunk) }
                    kept.withLock { data in
                        data.append(chunk)
                        if data.count > 2 * keptErrorBytes { data = data.suffix(keptErrorBytes) }
                    }
                }
                finished.signal()
            }
            try ChildProcesses.run(process)
            try? errorPipe.fileHandleForWriting.close()
            finished.wait()
            try out.close()
            let errorTail = kept.withLock { String(decoding: $0.suffix(keptErrorBytes), as: UTF8.self) }
            return Result(
                status: process.terminationStatus,
                output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self), errorTail: errorTail)
        } catch {
            throw .cannotStart(command: command, reason: error.localizedDescription)
        }
    }
}
