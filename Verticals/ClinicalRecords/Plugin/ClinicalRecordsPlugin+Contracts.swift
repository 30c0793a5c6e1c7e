import Prelude
import VerticalInterfaces

extension ClinicalRecordsPlugin {
    /// The payload schemas of ClinicalRecords' contracts (`Resources/Contracts/ClinicalRecords.json`),
    /// compiled once a process; a contracts file that cannot be read or compiled makes the
    /// plugin fail to start, with the reason.
    static let contracts = Result {
        try PayloadSchemas(ClinicalRecordsWorld.shippedContracts().map { ($0.message.name, $0.payloadSchema) })
    }.mapError { PluginError(code: .unavailable, message: "ClinicalRecords cannot use its contracts: \($0)") }

    /// Refuses a payload that the contract of `message` refuses (an unknown field, a title
    /// beyond its length), naming every place and why.
    ///
    /// - Throws: `PluginError` (`invalidPayload`) with the contract's violations.
    static func checkContract(_ payload: JSON?, for message: Message, kind: MessageKind) throws(PluginError) {
        let schemas = try contracts.get()
        do {
            try schemas.check(payload, for: message.name)
        } catch {
            throw PluginError(
                code: .invalidPayload, message: "\(message.name): \(error)", messageName: message.name, kind: kind)
        }
    }
}
