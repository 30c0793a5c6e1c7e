import Foundation

/// A minimal WebSocket client (RFC 6455) over a ``TestSocket``: the handshake with the
/// headers a test chooses, masked frames of any opcode and size (fragmented on request),
/// and frames read back one at a time. Enough to drive `host serve --http` as a browser
/// would, and as a hostile client would.
public final class TestWebSocket: Sendable {
    /// A frame read from the server.
    public enum Frame: Sendable, Equatable {
        /// A whole text message.
        case text(String)
        /// A whole binary message.
        case binary([UInt8])
        /// The server's close frame: its code and reason.
        case close(code: Int, reason: String)
    }

    /// The connection.
    public let socket: TestSocket

    private init(socket: TestSocket) {
        self.socket = socket
    }

    /// Asks to upgrade `GET path` on `127.0.0.1:port` with `headers` (Host, Origin,
    /// Cookie as the test chooses). Returns the response head and, when the server
    /// switched protocols (101), the WebSocket.
    public static func connect(
        port: Int, path: String = "/rpc", headers: [(String, String)]
    ) throws -> (response: TestHTTPResponse, webSocket: TestWebSocket?) {
        let socket = try TestSocket(port: port)
        var key = [UInt8](repeating: 0, count: 16)
        for index in key.indices { key[index] = UInt8.random(in: 0...255) }
        var text = "GET \(path) HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        text += "Sec-WebSocket-Key: \(Data(key).base64EncodedString())\r\nSec-WebSocket-Version: 13\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        try socket.write(Array(text.utf8))
        guard let head = socket.read(through: Array("\r\n\r\n".utf8)) else {
            throw TestSocketError("the server closed the connection without answering the upgrade")
        }
        let response = try TestHTTPResponse.head(head)
        guard response.status == 101 else {
            socket.close()
            return (response, nil)
        }
        return (response, TestWebSocket(socket: socket))
    }

    /// Sends a text message; one frame, or frames of at most `fragmentBytes` when given.
    public func send(text: String, fragmentBytes: Int? = nil) throws {
        try send(opcode: 0x1, payload: Array(text.utf8), fragmentBytes: fragmentBytes)
    }

    /// Sends a message of `opcode` (1 text, 2 binary, 8 close, 9 ping) with `payload`.
    public func send(opcode: UInt8, payload: [UInt8], fragmentBytes: Int? = nil) throws {
        guard let size = fragmentBytes, payload.count > size else {
            try socket.write(Self.frame(opcode: opcode, payload: payload[...], fin: true))
            return
        }
        var bytes: [UInt8] = []
        var offset = 0
        while offset < payload.count {
            let end = min(offset + size, payload.count)
            bytes += Self.frame(
                opcode: offset == 0 ? opcode : 0x0, payload: payload[offset..<end], fin: end == payload.count)
            offset = end
        }
        try socket.write(bytes)
    }

    /// Sends a close frame with a normal closure code.
    public func sendClose() throws {
        try send(opcode: 0x8, payload: [0x03, 0xE8])
    }

    /// A masked client frame.
    public static func frame(opcode: UInt8, payload: ArraySlice<UInt8>, fin: Bool) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let count = payload.count
        if count < 126 {
            bytes.append(0x80 | UInt8(count))
        } else if count < 65_536 {
            bytes += [0x80 | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((count >> shift) & 0xFF)) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        bytes += mask
        bytes.reserveCapacity(bytes.count + count)
        for (index, byte) in payload.enumerated() { bytes.append(byte ^ mask[index & 3]) }
        return bytes
    }

    /// The next whole message or close frame (pings are answered, pongs skipped); `nil`
    /// when the connection ends. One reading thread only.
    public func next() throws -> Frame? {
        var message: [UInt8] = []
        var messageOpcode: UInt8 = 0
        while true {
            guard let head = socket.read(count: 2) else { return nil }
            let fin = head[0] & 0x80 != 0
            let opcode = head[0] & 0x0F
            var count = Int(head[1] & 0x7F)
            if count == 126 {
                guard let extended = socket.read(count: 2) else { return nil }
                count = Int(extended[0]) << 8 | Int(extended[1])
            } else if count == 127 {
                guard let extended = socket.read(count: 8) else { return nil }
                count = extended.reduce(0) { $0 << 8 | Int($1) }
            }
            guard let payload = socket.read(count: count) else { return nil }
            switch opcode {
            case 0x8:
                let code = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005
                return .close(code: code, reason: String(decoding: payload.dropFirst(2), as: UTF8.self))
            case 0x9:
                try? socket.write(Self.frame(opcode: 0xA, payload: payload[...], fin: true))
                continue
            case 0xA:
                continue
            case 0x0:
                message += payload
            default:
                messageOpcode = opcode
                message = payload
            }
            guard fin else { continue }
            return messageOpcode == 0x2 ? .binary(message) : .text(String(decoding: message, as: UTF8.self))
        }
    }
}
