import Dispatch
import Foundation
import Prelude

/// One run of the `RecordsWriter` executable, which SwiftPM builds beside the tests.
final class WriterRun {
    /// What the writer printed before it died.
    struct Acknowledged {
        /// Entry id to burst number, for every acknowledged add.
        var adds: [Int64: Int] = [:]
        /// Entry id to burst number, for every acknowledged edit.
        var edits: [Int64: Int] = [:]
        /// Whether the writer said `done`.
        var finished = false
    }

    private let process = Process()
    private let output = Pipe()

    /// Starts the writer on `folder`.
    init(folder: String, pairs: Int) throws {
        process.executableURL = try Self.location()
        process.arguments = [folder, String(pairs)]
        process.standardOutput = output
        try process.run()
    }

    /// Reads acknowledgements until `count` have arrived, then kills the writer with
    /// SIGKILL and reads what it printed before it died. Should the writer stall, a
    /// watchdog kills it at `deadline`, which ends the reading too.
    func killAfter(acknowledgements count: Int, deadline: Duration) throws -> Acknowledged {
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        let seconds = Double(deadline.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        defer { watchdog.cancel() }
        var acknowledged = Acknowledged()
        var seen = 0
        var pending = Data()
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                seen += record(line, into: &acknowledged)
            }
            if seen >= count && process.isRunning {
                kill(pid, SIGKILL)
            }
        }
        process.waitUntilExit()
        return acknowledged
    }

    /// Takes one printed line; returns 1 for an acknowledgement.
    private func record(_ line: String, into acknowledged: inout Acknowledged) -> Int {
        let parts = line.split(separator: " ")
        if parts == ["done"] { acknowledged.finished = true }
        guard parts.count == 4, parts[0] == "ack", let id = Int64(parts[2]), let n = Int(parts[3]) else { return 0 }
        if parts[1] == "add" { acknowledged.adds[id] = n } else { acknowledged.edits[id] = n }
        return 1
    }

    private static func location() throws -> URL {
        try sibling("RecordsWriter")
    }

    /// The executable `name` that SwiftPM built beside the test bundle (`RecordsWriter`, `host`).
    static func sibling(_ name: String) throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Apple platforms the tests run inside an .xctest bundle a few levels down.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name) beside \(testBinary.path)"])
    }
}
