import PlatformHub
import Prelude

/// Records the traffic of the app started while it is installed to a trace file, as it
/// happens (`--record FILE` of `host trace`, `host tour` and `host serve`): the
/// ``TraceFile`` format that `host policy check --trace` reads.
///
/// It records at the hub, not in a transport: whatever drives the app (the command line,
/// a front end over standard input or a WebSocket) is recorded the same way. Lines are
/// appended as messages are delivered, so memory does not grow with the session; the file
/// is made with mode 0600 and holds no payload.
///
/// ```swift
/// try await TraceRecorder.recording(to: "session.trace", as: "host serve") {
///     let app = try HostApp.start(configuration)   // streams to the file from its first message
///     ...
/// }
/// ```
final class TraceRecorder: Sendable {
    /// The recorder installed for the current task, if any.
    @TaskLocal static var current: TraceRecorder?

    private let writer: TraceFileWriter

    private init(writer: TraceFileWriter) {
        self.writer = writer
    }

    /// Streams `hub`'s traffic to the file from now on, and switches its tracing on.
    func attach(_ hub: Hub) {
        hub.trace.stream(to: writer.write)
        hub.trace.isEnabled = true
    }

    /// Runs `body` with a recorder to `path` installed (or none when `path` is `nil`), then
    /// closes the file.
    ///
    /// - Throws: ``HostUsageError`` when the file cannot be made; ``HostFailure`` when writing
    ///   it failed along the way (after `body` ran); or what `body` throws.
    static func recording<Result>(
        to path: String?, as recorder: String, _ body: () async throws -> Result
    ) async throws -> Result {
        guard let path else { return try await body() }
        let writer: TraceFileWriter
        do {
            writer = try TraceFileWriter(path: path, recorder: recorder)
        } catch {
            throw HostUsageError("Give --record a file the host can write: \(error.description.escapedForTerminal).")
        }
        let result: Result
        do {
            result = try await $current.withValue(TraceRecorder(writer: writer)) { try await body() }
        } catch {
            writer.close()
            throw error
        }
        if let failure = writer.close() {
            throw HostFailure(failure.escapedForTerminal)
        }
        return result
    }
}
