import Foundation
public import Logging
import PlatformHub
import Prelude

/// The read-answer loop of `host serve --stdio`: reads requests from `input` line by
/// line, answers each on `output`, and at end of input flushes pending outcomes and stops
/// the app.
///
/// ```swift
/// let unanswered = StdioServer.run(
///     backend: backend, input: STDIN_FILENO, output: STDOUT_FILENO, limits: ServeLimits(), logger: logger)
/// ```
///
/// Any pair of descriptors will do (pipes, a socket): the tests serve over pipes in-process.
public enum StdioServer {
    /// Serves until end of input, then waits up to the drain timeout for the outcomes of
    /// commands already sent, writes them, and stops the app (`backend.stop`). Blocks the
    /// calling thread throughout.
    ///
    /// - Parameters:
    ///   - backend: The started app and the plugin to send as.
    ///   - input: The descriptor requests are read from, one per line.
    ///   - descriptor: The descriptor answers and notifications are written to, one per line.
    ///   - limits: The line bound, the notification queue's bound and the drain timeout.
    ///   - logger: Where the server logs (never a payload).
    /// - Returns: The correlation ids of commands whose outcome had not arrived by the drain
    ///   timeout after the input ended.
    @discardableResult
    public static func run(
        backend: FrontEndBackend, input: Int32, output descriptor: Int32, limits: ServeLimits, logger: Logger
    ) -> [String] {
        let output = OutputChannel(
            descriptor: descriptor, maximumQueuedNotifications: limits.queuedNotifications,
            onDropping: {
                logger.warning("the client is not reading: dropping notifications until it does")
            })
        let session = ServeSession(backend: backend, output: output)
        var reader = LineReader(descriptor: input, maximumLineBytes: limits.lineBytes)
        var lines = 0
        var answers = AnswerBuffer()
        logger.info("serving on standard input", metadata: ["plugins": "\(backend.hub.pluginNames.count)"])
        while true {
            // Answers go out before the server waits for the client's next request.
            if reader.isAtEndOfBuffer || answers.isFull { output.write(&answers) }
            guard let line = reader.next() else { break }
            lines += 1
            switch line {
            case .text(let bytes):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                output.hold()
                if let answer = session.answer(line: bytes) { answers.append(answer) }
                output.release(after: &answers)
            case .tooLong(let count):
                logger.warning("refused a line over the bound", metadata: ["bytes": "\(count)", "line": "\(lines)"])
                answers.append(session.answerTooLong(bytes: count, limit: reader.maximumLineBytes))
            }
        }
        output.write(&answers)
        let unanswered = session.finish(waitingUntil: Date().addingTimeInterval(limits.drainTimeout))
        output.close()
        backend.stop()
        if !unanswered.isEmpty {
            logger.warning(
                "end of input: some commands had no outcome in time",
                metadata: ["correlationIDs": "\(unanswered.joined(separator: ","))"])
        }
        let dropped = output.droppedNotifications
        logger.info("end of input", metadata: ["lines": "\(lines)", "droppedNotifications": "\(dropped)"])
        return unanswered
    }
}
