import Foundation
import Logging
import MCP
import Prelude

/// The MCP SDK's transport for `host serve --mcp`: newline-delimited JSON-RPC on two file
/// descriptors, each message written whole.
///
/// The SDK's own `StdioTransport` sets its output non-blocking and, when a write returns
/// `EAGAIN`, sleeps 10 ms inside its actor; another send enters the actor meanwhile and writes
/// its bytes into the middle of the first message (swift-sdk issues 252 and 263). Here no send
/// writes at all: ``send(_:)`` hands the message to an output channel, whose one writer thread
/// writes every line whole with blocking writes, in order with the notifications.
///
/// Reading is bounded as on every transport: a line of at most the line bound (a longer one is
/// answered -32600 and skipped), each line checked before the SDK sees it (``AgentLine``), at
/// most ``MessageInbox/maximumInFlight`` calls being answered, and no further line read while
/// more than ``maximumOwedBytes`` of answers wait to be written (a client that stops reading
/// stops being read). Cancellation notices are not passed on: every request is answered, each
/// call bounded by its own timeout.
///
/// A plain `tools/call` after initialisation never reaches the SDK: the reader answers it
/// through ``FastToolCalls``, with the same code and the same bounds.
actor AgentLineTransport: Transport {
    /// How many bytes of answers may wait unwritten before the reader waits.
    static let maximumOwedBytes = 1 << 20

    nonisolated let logger: Logger
    private let input: Int32
    private let output: OutputChannel
    private let inbox: MessageInbox
    private let lineBytes: Int
    private let fastCalls: FastToolCalls
    private var started = false

    init(
        input: Int32, output: OutputChannel, inbox: MessageInbox, lineBytes: Int, fastCalls: FastToolCalls,
        logger: Logger
    ) {
        self.input = input
        self.output = output
        self.inbox = inbox
        self.lineBytes = lineBytes
        self.fastCalls = fastCalls
        self.logger = logger
    }

    /// Starts the thread that reads lines.
    func connect() async throws {
        guard !started else { return }
        started = true
        let (input, output, inbox, lineBytes, fastCalls, logger) = (input, output, inbox, lineBytes, fastCalls, logger)
        let thread = Thread {
            Self.read(
                input, into: inbox, answeringOn: output, lineBytes: lineBytes, fastCalls: fastCalls, logger: logger)
        }
        thread.name = "mcp-input"
        thread.start()
    }

    /// Stops handing lines to the server.
    func disconnect() async {
        inbox.close()
    }

    /// Queues one message (an answer) to be written whole; never waits for the client.
    func send(_ data: Data) async throws {
        fastCalls.gate.sawAnswer(data)
        output.queue(answer: [UInt8](data))
        inbox.answered()
    }

    /// The lines handed over, one message each, until the input ends.
    nonisolated func receive() -> AsyncThrowingStream<Data, any Error> {
        let inbox = inbox
        return AsyncThrowingStream { await inbox.take() }
    }

    /// Reads lines until the input ends or the client stops reading its output for good.
    private static func read(
        _ input: Int32, into inbox: MessageInbox, answeringOn output: OutputChannel, lineBytes: Int,
        fastCalls: FastToolCalls, logger: Logger
    ) {
        var reader = LineReader(descriptor: input, maximumLineBytes: lineBytes)
        var lines = 0
        // The fast path's answers, written before the thread waits, as on stdio.
        var answers = AnswerBuffer()
        reading: while true {
            if reader.isAtEndOfBuffer || answers.isFull { output.write(&answers) }
            guard output.waitForRoom(maximumOwedBytes: maximumOwedBytes), let line = reader.next() else { break }
            lines += 1
            switch line {
            case .tooLong(let bytes):
                logger.warning("refused a line over the bound", metadata: ["bytes": "\(bytes)", "line": "\(lines)"])
                output.queue(
                    answer: Array(
                        ServeSession.response(
                            id: .null,
                            error: .invalidRequest(
                                "A line may hold at most \(lineBytes) bytes; this one had \(bytes). Send smaller arguments."
                            )
                        ).utf8))
            case .text(let bytes):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                let message = AgentLine.classify(bytes)
                if case .request(let members) = message, let call = fastCalls.recognize(members) {
                    guard fastCalls.answer(call, into: &answers) else { break reading }
                    continue
                }
                // Handing over may wait: what is owed goes out first.
                output.write(&answers)
                switch message {
                case .request:
                    guard inbox.put(Data(bytes), isRequest: true) else { break reading }
                case .notification(let method):
                    // Every request is answered: a cancellation would leave a call unanswered.
                    if method == "notifications/cancelled" { continue }
                    if method == "notifications/initialized" { fastCalls.gate.sawInitialized() }
                    guard inbox.put(Data(bytes), isRequest: false) else { break reading }
                case .response:
                    guard inbox.put(Data(bytes), isRequest: false) else { break reading }
                case .refused(let answer):
                    output.queue(answer: Array(answer.utf8))
                }
            }
        }
        output.write(&answers)
        inbox.endInput()
        logger.info("end of input", metadata: ["lines": "\(lines)"])
    }
}
