import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import Prelude
import ServiceLifecycle

/// The WebSocket transport of `host serve --http`: one ``ServeSession`` per connection,
/// each text message one request line as `serve --stdio` reads it, each answer and
/// notification one text frame.
///
/// Bounds, as on standard input and output: a message of at most `lineBytes` (a longer one
/// fragmented across frames is answered -32600 and skipped, a single frame over the bound
/// closes the connection with 1009, since its bytes cannot be skipped unread); the
/// session's own bounds on subscriptions and pending commands; notifications in a
/// ``WebSocketOutput`` of `queuedNotifications`; and at most ``WebConnections/maximum``
/// connections at once.
///
/// Answers are owed: the reader queues each in order with the notifications
/// (``WebSocketOutput``) and waits when too many are unsent, so a client that sends and does
/// not read stops being read (the socket's back pressure) instead of growing a queue. A
/// command the hub accepted completes whatever the client does: when the connection ends,
/// the session still waits (on its own thread) up to `drainTimeout` for the outcomes of the
/// commands it sent before it ends its subscriptions.
///
/// Speed: the reader runs on the connection's event loop (``EventLoopTaskExecutor``), and
/// the lines queued since the last write are encoded into one buffer and written with one
/// flush (one `write` for many answers), rather than one hop, one task switch and one system
/// call per frame through the WebSocket writer; the reader reads the frames directly,
/// cancelled at a graceful shutdown as a whole rather than through a merged sequence per
/// frame.
struct WebSocketTransport: Sendable {
    let backend: FrontEndBackend
    let limits: ServeLimits
    let connections: WebConnections
    let logger: Logger

    /// Serves one upgraded connection until the client closes it or the server stops.
    ///
    /// - Parameter channel: The upgraded connection's channel, whose pipeline encodes
    ///   WebSocket frames: answers and notifications are written to it in batches.
    func serve(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, channel: any Channel
    ) async throws {
        guard connections.open() else {
            logger.warning("refused a connection over the limit", metadata: ["limit": "\(connections.maximum)"])
            try await outbound.close(
                .unknown(1013), reason: "The server takes at most \(connections.maximum) connections; try again later.")
            return
        }
        let logger = self.logger
        let output = WebSocketOutput(
            maximumQueuedNotifications: limits.queuedNotifications,
            schedule: { channel.eventLoop.execute($0) },
            write: { lines, done in Self.write(lines, to: channel, then: done) },
            onDropping: { logger.warning("a client is not reading: dropping notifications until it does") })
        // From here no text frame follows a close frame, whoever writes it.
        try? await channel.eventLoop.submit {
            let pipeline = channel.pipeline.syncOperations
            let encoder = try pipeline.context(handlerType: WebSocketFrameEncoder.self)
            try pipeline.addHandler(CloseFrameWatcher(output: output), position: .after(encoder.handler))
        }.get()
        let session = ServeSession(backend: backend, output: output)
        logger.info("connection opened")
        var messages = 0
        do {
            // At SIGINT or SIGTERM the server stops reading; commands already accepted still
            // complete.
            messages = try await withTaskExecutorPreference(EventLoopTaskExecutor(channel.eventLoop)) {
                try await cancelWhenGracefulShutdown { [self] in
                    try await read(inbound, answering: session, output: output, channel: channel)
                }
            }
        } catch {
            logger.info("connection ended", metadata: ["reason": "\(type(of: error))"])
        }
        output.close()
        logger.info(
            "connection closed",
            metadata: ["messages": "\(messages)", "droppedNotifications": "\(output.droppedNotifications)"])
        // Outcomes of commands already accepted are awaited on a thread of their own, so
        // that the connection's slot is held (and the hub kept running) until they are in.
        let drain = limits.drainTimeout
        let connections = self.connections
        Thread {
            let unanswered = session.finish(waitingUntil: Date().addingTimeInterval(drain))
            if !unanswered.isEmpty {
                logger.warning(
                    "a closed connection's commands had no outcome in time", metadata: ["count": "\(unanswered.count)"])
            }
            connections.close()
        }.start()
    }

    /// On the channel's event loop: writes `lines` as text frames, in order, as one buffer
    /// with one flush (one `write` system call), then calls `done`: true once they are written
    /// to the socket (so a client that does not read holds the next write), false when the
    /// connection has failed.
    ///
    /// The frames are encoded here and written from NIO's frame encoder's place in the
    /// pipeline, as the encoder writes its own output: a buffer and a trip through the pipeline
    /// per batch rather than per frame. The frames the WebSocket handler writes itself (ping,
    /// pong, close) go through the same place on the same loop, so the order holds; once a
    /// close frame has gone that way, ``CloseFrameWatcher`` has closed the output.
    private static func write(
        _ lines: [[UInt8]], to channel: any Channel, then done: @escaping @Sendable (Bool) -> Void
    ) {
        let written = channel.eventLoop.makePromise(of: Void.self)
        written.futureResult.whenComplete { result in
            if case .success = result { done(true) } else { done(false) }
        }
        guard let encoder = try? channel.pipeline.syncOperations.context(handlerType: WebSocketFrameEncoder.self)
        else {
            written.fail(ChannelError.ioOnClosedChannel)
            return
        }
        var buffer = channel.allocator.buffer(capacity: lines.reduce(0) { $0 + $1.count + 10 })
        for line in lines {
            buffer.writeTextFrameHeader(payloadBytes: line.count)
            buffer.writeBytes(line)
        }
        encoder.writeAndFlush(NIOAny(buffer), promise: written)
    }

    /// Reads messages and answers each; returns how many were read.
    private func read(
        _ inbound: WebSocketInboundStream, answering session: ServeSession, output: WebSocketOutput,
        channel: any Channel
    ) async throws -> Int {
        var message: [UInt8] = []
        var isBinary = false
        var overflow: Int? = nil
        // Whether a message has begun and not ended; a continuation frame outside one is refused.
        var inMessage = false
        var isStray = false
        var count = 0
        for try await frame in inbound {
            switch frame.opcode {
            case .text, .binary:
                message.removeAll(keepingCapacity: message.capacity <= 64 * 1024)
                overflow = nil
                isBinary = frame.opcode == .binary
                isStray = false
                inMessage = true
            case .continuation:
                if !inMessage {
                    message.removeAll(keepingCapacity: message.capacity <= 64 * 1024)
                    overflow = nil
                    isStray = true
                    inMessage = true
                }
            }
            let size = frame.data.readableBytes
            if let dropped = overflow {
                overflow = dropped + size
            } else if message.count + size > limits.lineBytes {
                overflow = message.count + size
                message = []
            } else if !isBinary && !isStray {
                message += frame.data.readableBytesView
            }
            guard frame.fin else { continue }
            inMessage = false
            count += 1
            let answer: String?
            if isStray {
                answer = ServeSession.response(
                    id: .null,
                    error: .invalidRequest("A continuation frame came without a message to continue; it was skipped."))
            } else if isBinary {
                logger.warning("refused a binary message")
                answer = ServeSession.response(
                    id: .null,
                    error: .invalidRequest(
                        "Send each request as a text message holding JSON-RPC 2.0; binary messages are not read."))
            } else if let dropped = overflow {
                logger.warning("refused a message over the bound", metadata: ["bytes": "\(dropped)"])
                answer = session.answerTooLong(bytes: dropped, limit: limits.lineBytes, unit: "message")
            } else if message.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }) {
                continue
            } else {
                output.hold()
                answer = session.answer(line: message)
            }
            if let answer {
                switch output.answer(answer) {
                case .queued: break
                case .full:
                    guard await output.roomForAnswers() else {
                        // Cancelled (the server is stopping) while the client does not read
                        // its answers: they cannot be delivered, and the pending write would
                        // hold the connection open; end it now.
                        if Task.isCancelled { channel.close(promise: nil) }
                        return count
                    }
                case .closed: return count
                }
            }
            output.release()
        }
        return count
    }
}

/// The WebSocket connections open at once, with their bound, and the wait at shutdown for
/// every closed connection's commands to have their outcome.
final class WebConnections: @unchecked Sendable {
    // @unchecked Sendable: `open` is read and written only while `condition` is locked;
    // `maximum` is immutable.
    /// The most connections served at once.
    let maximum: Int
    private let condition = NSCondition()
    private var count = 0

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Takes a slot; false when all are taken.
    func open() -> Bool {
        condition.withLock {
            guard count < maximum else { return false }
            count += 1
            return true
        }
    }

    /// Frees a slot (once its session has finished).
    func close() {
        condition.withLock {
            count -= 1
            condition.broadcast()
        }
    }

    /// Blocks until every connection has finished or `deadline` passes; returns how many had not.
    func waitUntilAllClosed(before deadline: Date) -> Int {
        condition.withLock {
            while count > 0 {
                if !condition.wait(until: deadline) { break }
            }
            return count
        }
    }
}

extension ByteBuffer {
    /// Writes the header of a final, unmasked text frame (RFC 6455, 5.2) of `payloadBytes`.
    fileprivate mutating func writeTextFrameHeader(payloadBytes count: Int) {
        writeInteger(UInt8(0x81))
        if count < 126 {
            writeInteger(UInt8(count))
        } else if count <= Int(UInt16.max) {
            writeInteger(UInt8(126))
            writeInteger(UInt16(count))
        } else {
            writeInteger(UInt8(127))
            writeInteger(UInt64(count))
        }
    }
}
