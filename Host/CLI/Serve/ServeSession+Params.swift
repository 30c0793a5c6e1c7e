import Prelude

/// The params of each method, decoded with the coding path of anything wrong.
extension ServeSession {
    struct MessageParams: Decodable {
        let message: String
        let payload: JSON?
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
