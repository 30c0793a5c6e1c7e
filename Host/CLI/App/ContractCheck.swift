import HubInterfaces
import JSONSchema
import PlatformHub
import Prelude

/// What `host send` does with a message's contract: checks the payload against it before
/// anything is sent, and picks one of its examples for `--example`.
enum ContractCheck {
    /// Refuses `payload` (`nil`, no payload, is checked as `null` and said as "no payload")
    /// when the contract's payload schema refuses it, naming every place and why; nothing is
    /// sent then.
    ///
    /// - Throws: ``HostFailure`` (exit code 1) carrying an `invalidPayload` error with the
    ///   violations.
    static func check(_ payload: JSON?, against registered: RegisteredContract) throws(HostFailure) {
        let contract = registered.contract
        let violations: [JSONSchemaViolation]
        do {
            violations = try JSONSchema(contract.payloadSchema).violations(ofPayload: payload)
        } catch {
            throw HostFailure("the contract of \(contract.kind) \"\(contract.message)\" cannot be used: \(error)")
        }
        guard !violations.isEmpty else { return }
        let message =
            "the payload does not fit the contract of \(contract.kind) \"\(contract.message)\" "
            + "(\(registered.plugin)), so nothing was sent: "
            + violations.map(\.description).joined(separator: "; ")
            + "; `host messages \(contract.message)` shows its schema and examples"
        throw HostFailure(
            PluginError(
                code: .invalidPayload, message: message, messageName: contract.message.name, kind: contract.kind,
                receiver: registered.plugin))
    }

    /// Example `number` (from 1) of the contract, or `nil` for an example that is `null` (no payload).
    ///
    /// - Throws: ``HostUsageError`` (exit code 64) when the message has no contract or not that
    ///   many examples.
    static func example(
        _ number: Int, of registered: RegisteredContract?, message: Message
    ) throws(HostUsageError)
        -> JSON?
    {
        guard let contract = registered?.contract else {
            throw HostUsageError("Give --payload: \(message) has no contract, so it has no examples.")
        }
        let count = contract.examples.count
        guard (1...max(1, count)).contains(number), count > 0 else {
            throw HostUsageError(
                "Give --example from 1 to \(count): \(message) has \(count) example\(count == 1 ? "" : "s").")
        }
        let example = contract.examples[number - 1]
        return example.isNull ? JSON?.none : example
    }
}
