import Prelude
import VerticalInterfaces

extension MapsPlugin {
    /// The payload schemas of Maps' contracts (`Resources/Contracts/Maps.json`), compiled once
    /// a process; a contracts file that cannot be read or compiled makes the plugin fail to
    /// start, with the reason.
    static let payloadSchemas = Result {
        try PayloadSchemas(MapsWorld.shippedContracts().map { ($0.message.name, $0.payloadSchema) })
    }.mapError { PluginError(code: .unavailable, message: "Maps cannot use its contracts: \($0)", receiver: "Maps") }

    /// Refuses a payload that the contract of `message` refuses (an unknown field, a value out
    /// of range), naming every place and why, so that Maps takes exactly what its contracts say.
    ///
    /// - Throws: `PluginError` (`invalidPayload`) with the contract's violations.
    static func checkContract(_ payload: JSON?, for message: Message, _ kind: MessageKind) throws(PluginError) {
        let schemas = try payloadSchemas.get()
        do {
            try schemas.check(payload, for: message.name)
        } catch {
            throw PluginError(
                code: .invalidPayload, message: "Maps cannot use the payload of \(kind) \"\(message)\": \(error)",
                messageName: message.name, kind: kind, receiver: "Maps")
        }
    }
}
