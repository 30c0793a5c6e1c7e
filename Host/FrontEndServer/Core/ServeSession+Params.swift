import Prelude

/// The params of each method, decoded with the coding path of anything wrong.
extension ServeSession {
    struct MessageParams: Decodable {
        let message: String
        let payload: JSON?

        init(message: String, payload: JSON?) {
            self.message = message
            self.payload = payload
        }

        /// Reads `{"message", "payload"?}` directly: queries and views are the hot path, and
        /// this skips the Codable machinery. Anything unusual goes through ``decode(_:from:)``
        /// so its error names the coding path exactly as for every other method.
        static func read(_ params: JSON?) throws(RPCError) -> MessageParams {
            if case .object(let members)? = params, case .string(let message)? = members["message"] {
                let payload = members["payload"].flatMap { $0 == .null ? nil : $0 }
                return MessageParams(message: message, payload: payload)
            }
            return try ServeSession.decode(MessageParams.self, from: params)
        }
    }

    struct CommandParams: Decodable {
        let message: String
        let payload: JSON?
        let correlationID: String?
    }

    struct SubscribeParams: Decodable {
        let event: String
        let payload: JSON?
    }

    struct UnsubscribeParams: Decodable {
        let subscription: Int
    }

    struct PolicyParams: Decodable {
        let plugin: String
    }

    /// Decodes `params` (an object) as `type`; a missing or mistyped member is -32602
    /// naming its path.
    static func decode<Params: Decodable>(_ type: Params.Type, from params: JSON?) throws(RPCError) -> Params {
        guard let params else {
            throw .invalidParams("this method needs params as an object", path: "params")
        }
        guard case .object = params else {
            throw .invalidParams("give params as an object, not \(params.typeName)", path: "params")
        }
        do {
            return try params.decode(type)
        } catch {
            throw .invalidParams(error)
        }
    }
}
