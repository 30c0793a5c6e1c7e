import HubInterfaces
import Prelude

extension ClinicalRecordsPlugin {
    /// Every payload's check against ClinicalRecords' contracts
    /// (`Resources/Contracts/ClinicalRecords.json`), compiled once a process (Prelude's shared
    /// `PayloadCheck`); a contracts file that cannot be read or compiled makes the plugin fail
    /// to start, with the reason.
    static let payloads = PayloadCheck(receiver: "ClinicalRecords") {
        try ClinicalRecordsWorld.shippedContracts().map { ($0.message.name, $0.payloadSchema) }
    }

    /// Refuses a payload that the contract of `message` refuses (an unknown field, a blank or
    /// over-long title, an id out of range), naming every place and why.
    ///
    /// - Throws: `PluginError` (`invalidPayload`) with the contract's violations.
    static func checkContract(_ payload: JSON?, for message: Message, kind: MessageKind) throws(PluginError) {
        do {
            try payloads.check(payload, for: message.name, kind: kind.rawValue)
        } catch {
            throw PluginError(error)
        }
    }
}
