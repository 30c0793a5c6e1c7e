import HubInterfaces
import Prelude

extension MapsPlugin {
    /// Every payload's check against Maps' contracts (`Resources/Contracts/Maps.json`),
    /// compiled once a process (Prelude's shared `PayloadCheck`); a contracts file that
    /// cannot be read or compiled makes the plugin fail to start, with the reason.
    static let payloads = PayloadCheck(receiver: "Maps") {
        try MapsWorld.shippedContracts().map { ($0.message.name, $0.payloadSchema) }
    }
}
