import NIOCore
import NIOWebSocket

/// Closes a connection's ``WebSocketOutput`` when a close frame goes out, whoever writes it
/// (the WebSocket handler answering the client's close, at a graceful shutdown, or NIO's
/// protocol error handler), so that no text frame follows it (RFC 6455, 5.5.1).
///
/// It sits just before NIO's frame encoder, where every frame but the batches that
/// ``WebSocketOutput`` writes passes; those are written from the encoder's place, on the same
/// event loop, so once the close frame has passed here no batch is taken.
final class CloseFrameWatcher: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let output: WebSocketOutput

    init(output: WebSocketOutput) {
        self.output = output
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if unwrapOutboundIn(data).opcode == .connectionClose { output.close() }
        context.write(data, promise: promise)
    }
}
