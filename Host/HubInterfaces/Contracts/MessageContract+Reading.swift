public import Foundation
public import Prelude

extension MessageContract {
    /// Reads a contracts file (a JSON array of contracts) straight from its parsed value, with
    /// the rules and the words of `init(from:)`: an unknown key, a missing or mistyped field,
    /// a message name that breaks ``Message/nameProblem(_:)`` or an unknown kind is an error at
    /// its place (`[2].kind`).
    ///
    /// The hub reads a plugin's contracts when it validates the graph at start-up and when it
    /// makes the plugin; reading them from the parsed value, rather than through `Decodable`
    /// (each schema rebuilt value by value), keeps that cheap however many verticals there are.
    ///
    /// - Parameter json: The file's parsed value.
    /// - Returns: The contracts, in the file's order.
    /// - Throws: `JSONDecodingError` with the coding path of the first fault.
    public static func contracts(in json: JSON) throws(JSONDecodingError) -> [MessageContract] {
        guard case .array(let elements) = json else {
            throw Self.error("", "expected an array, found \(found(json))")
        }
        var contracts: [MessageContract] = []
        for (index, element) in elements.enumerated() {
            contracts.append(try MessageContract(element, at: "[\(index)]"))
        }
        return contracts
    }

    private init(_ json: JSON, at path: String) throws(JSONDecodingError) {
        guard case .object(let object) = json else {
            throw Self.error(path, "expected an object, found \(Self.found(json))")
        }
        let known = CodingKeys.allCases.map(\.stringValue)
        for key in object.keys where !known.contains(key) {
            throw Self.error(
                path + "." + key, "unknown key \"\(key.prefix(40))\"; expected one of \(known.joined(separator: ", "))")
        }
        let name = try Self.string(object, "message", at: path)
        if let problem = Message.nameProblem(name) { throw Self.error(path + ".message", problem) }
        let kindName = try Self.string(object, "kind", at: path)
        guard let kind = MessageKind(rawValue: kindName) else {
            throw Self.error(
                path + ".kind", "unknown kind \"\(kindName.prefix(40))\"; use command, query, viewQuery or event")
        }
        let summary = try Self.string(object, "summary", at: path)
        guard let payloadSchema = object["payloadSchema"] else {
            throw Self.error(path + ".payloadSchema", "missing mandatory field \"payloadSchema\"")
        }
        let answer = object["answerSchema"]
        guard let examplesValue = object["examples"] else {
            throw Self.error(path + ".examples", "missing mandatory field \"examples\"")
        }
        guard case .array(let examples) = examplesValue else {
            throw Self.error(path + ".examples", "expected an array, found \(Self.found(examplesValue))")
        }
        self.init(
            message: Message(name), kind: kind, summary: summary, payloadSchema: payloadSchema,
            answerSchema: answer == .null ? nil : answer, examples: Array(examples))
    }

    private static func string(
        _ object: JSON.Object, _ key: String, at path: String
    ) throws(JSONDecodingError)
        -> String
    {
        guard let value = object[key] else { throw error(path + "." + key, "missing mandatory field \"\(key)\"") }
        guard case .string(let text) = value else {
            throw error(path + "." + key, "expected a string, found \(found(value))")
        }
        return text
    }

    private static func error(_ path: String, _ message: String) -> JSONDecodingError {
        JSONDecodingError(path: path, message: message, type: "Array<MessageContract>")
    }

    private static func found(_ value: JSON) -> String {
        switch value {
        case .string(let string): "string \"\(string.prefix(40))\""
        case .int(let number): "integer \(number)"
        case .double(let number): "number \(number)"
        case .bool(let flag): "boolean \(flag)"
        default: value.typeName
        }
    }
}

extension MessageContract {
    /// The contracts file at `relativePath` in `bundle`, a vertical's resource bundle
    /// (`Resources/Contracts/<Name>.json`), read with ``MessageContract/contracts(in:)``.
    ///
    /// - Parameters:
    ///   - relativePath: The file's path inside the bundle's resources.
    ///   - bundle: The vertical's resource bundle.
    /// - Returns: The contracts.
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing, or
    ///   `ResourceDecodingError` naming the file and what is wrong in it.
    public static func contracts(atResource relativePath: String, in bundle: Bundle) throws -> [MessageContract] {
        try bundle.readResource(relativePath) { json throws(JSONDecodingError) in try contracts(in: json) }
    }
}
