import Foundation

/// An HTTP/1.1 response head (and body, when read to the end), as the server sent it.
public struct TestHTTPResponse: Sendable {
    /// The status code (`303`, `403`...).
    public let status: Int
    /// The header fields, names lowercased, in order.
    public let headers: [(name: String, value: String)]
    /// The body, when the response was read to its end.
    public let body: [UInt8]

    /// The first value of a header (case-insensitive name).
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name.lowercased() }?.value
    }

    /// The body as text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Parses a response head (status line and fields, through the blank line).
    static func head(_ bytes: [UInt8], body: [UInt8] = []) throws -> TestHTTPResponse {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw TestSocketError("not an HTTP response: \(lines.first ?? "")")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (
                    line[..<colon].lowercased(),
                    line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                ))
        }
        return TestHTTPResponse(status: status, headers: headers, body: body)
    }
}

/// Plain HTTP requests to the test server, with exactly the headers a test gives.
public enum TestHTTP {
    /// `GET path` on `127.0.0.1:port` with `headers` (give `Host` yourself: a test may
    /// send a wrong one); reads the whole response (the request asks to close).
    public static func get(port: Int, path: String, headers: [(String, String)]) throws -> TestHTTPResponse {
        try request("GET", port: port, path: path, headers: headers)
    }

    /// A request with any method, read to the end.
    public static func request(
        _ method: String, port: Int, path: String, headers: [(String, String)]
    ) throws -> TestHTTPResponse {
        let socket = try TestSocket(port: port)
        defer { socket.close() }
        var text = "\(method) \(path) HTTP/1.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "Connection: close\r\n\r\n"
        try socket.write(Array(text.utf8))
        guard let head = socket.read(through: Array("\r\n\r\n".utf8)) else {
            throw TestSocketError("the server closed the connection without an answer")
        }
        return try TestHTTPResponse.head(head, body: socket.readToEnd())
    }
}
