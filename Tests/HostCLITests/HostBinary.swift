import Foundation
import Prelude

/// Runs the built `host` executable, which SwiftPM puts beside the test bundle.
struct HostBinary {
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ arguments: String...) throws -> Run {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read standard error on another thread, so a child that fills one pipe while we
        // drain the other can never block.
        let errorData = Locked(Data())
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            errorData.withLock { $0 = error.fileHandleForReading.readDataToEndOfFile() }
            errorRead.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData.value, as: UTF8.self))
    }

    /// The built `host` executable beside the test bundle.
    static func executable() throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Apple platforms the tests run inside an .xctest bundle a few levels down.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("host")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "host beside \(testBinary.path)"])
    }
}
