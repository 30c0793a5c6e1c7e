import Prelude

extension ServeSession {
    /// `rpc.discover`: the OpenRPC document of the protocol and of every message the app's
    /// plugins receive or publish (``DiscoveryDocument``), made at the first request and kept
    /// (``DiscoveryCache``). It takes no params: none, an empty object or an empty array.
    ///
    /// - Parameters:
    ///   - params: The request's params.
    ///   - backend: The app the session serves.
    /// - Returns: The document.
    /// - Throws: ``RPCError`` -32602 when params are given.
    static func discover(_ params: JSON?, backend: FrontEndBackend) throws(RPCError) -> JSON {
        if let params, !(params.objectValue?.isEmpty ?? params.arrayValue?.isEmpty ?? false) {
            throw .invalidParams("rpc.discover takes no params; leave them out", path: "params")
        }
        return backend.discovery.document(for: backend)
    }
}
