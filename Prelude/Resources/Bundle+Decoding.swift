public import Foundation

extension Bundle {
    /// The JSON file a target ships under its copied `Resources/` folder, decoded as `Value`.
    ///
    /// ```swift
    /// let bundle = try Bundle.resources(package: "VerticalHub", target: "Maps")
    /// let contracts = try bundle.decodedResource("Contracts/Maps.json", as: [MessageContract].self)
    /// ```
    ///
    /// - Parameters:
    ///   - relativePath: The file's path below the bundle's `Resources/`.
    ///   - type: The type to decode.
    /// - Returns: The decoded value.
    /// - Throws: ``MissingResourceError`` naming the missing file, or ``ResourceDecodingError``
    ///   naming the file and, for JSON that does not fit `Value`, the coding path and the fault.
    public func decodedResource<Value: Decodable>(_ relativePath: String, as type: Value.Type) throws -> Value {
        try readResource(relativePath) { json throws(JSONDecodingError) in try json.decode(type) }
    }

    /// The JSON file a target ships under its copied `Resources/` folder, parsed with Prelude's
    /// strict parser and read by `read`: for a type with a reader of its own, faster or stricter
    /// than `Decodable`.
    ///
    /// - Parameters:
    ///   - relativePath: The file's path below the bundle's `Resources/`.
    ///   - read: Makes the value from the parsed file.
    /// - Returns: What `read` made.
    /// - Throws: ``MissingResourceError`` naming the missing file, or ``ResourceDecodingError``
    ///   naming the file and what `read` or the parser found wrong, with its place.
    public func readResource<Value>(
        _ relativePath: String, with read: (JSON) throws(JSONDecodingError) -> Value
    ) throws -> Value {
        let url = try resourceFile(relativePath)
        let json: JSON
        do {
            json = try JSON(parsing: try Data(contentsOf: url))
        } catch let error as JSONParseError {
            throw ResourceDecodingError(path: url.path, message: error.description)
        } catch {
            throw ResourceDecodingError(path: url.path, message: "cannot be read: \(error.localizedDescription)")
        }
        do {
            return try read(json)
        } catch {
            throw ResourceDecodingError(path: url.path, message: error.description)
        }
    }

}

/// A resource file that is there but cannot be used: its path and what is wrong in it.
public struct ResourceDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// What is wrong, with the coding path of the fault when the JSON does not fit.
    public let message: String

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - message: What is wrong.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
