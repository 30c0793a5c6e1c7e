import HubInterfaces
import JSONSchema
import Prelude

extension PolicyValidator {
    /// Problems between a plugin's policy and its contracts, for each plugin registered with
    /// contracts whose policy loaded: a message it receives or publishes without a contract
    /// of that kind (at its place in the policy), a contract for a message its policy does
    /// not handle, two contracts for one message, and a contract that cannot be used (a
    /// schema that does not compile, no example, an example its schema refuses, no sentence).
    static func contractProblems(_ entries: [PluginPolicy], _ loaded: [PolicyNames?]) -> [PolicyProblem] {
        var problems: [PolicyProblem] = []
        for (entry, policy) in zip(entries, loaded) {
            guard let declared = entry.contracts, let policy else { continue }
            let contracts: [MessageContract]
            do {
                contracts = try declared.load()
            } catch {
                problems.append(
                    PolicyProblem(
                        .error, .invalidContract, plugin: entry.plugin, file: declared.file,
                        key: PolicyProblem.rootKey, message: "the contracts cannot be read: \(error.reason)"))
                continue
            }
            var found = policyProblems(entry, policy, declared, contracts)
            if let text = try? entry.source.read(plugin: entry.plugin) { found = JSONLocator.locate(found, in: text) }
            var own = ownProblems(entry, policy, declared, contracts)
            if let text = declared.text { own = JSONLocator.locate(own, in: text) }
            problems += PolicyReport.summarised(found) + PolicyReport.summarised(own)
        }
        return problems
    }

    /// The messages of each kind the policy handles, under the keys that list them.
    private static func handled(_ policy: PolicyNames) -> [(kind: MessageKind, names: [String])] {
        [
            (.command, policy.receive.commands), (.query, policy.receive.queries),
            (.viewQuery, policy.receive.viewQueries), (.event, policy.publish.events),
        ]
    }

    /// Messages the policy receives or publishes without a contract of that kind, each at its
    /// place in the policy file.
    private static func policyProblems(
        _ entry: PluginPolicy, _ policy: PolicyNames, _ declared: PluginContracts, _ contracts: [MessageContract]
    ) -> [PolicyProblem] {
        let contracted = Set(contracts.map { "\($0.kind) \($0.message.name)" })
        var problems: [PolicyProblem] = []
        for (kind, names) in handled(policy) {
            for (index, name) in names.enumerated() where !contracted.contains("\(kind) \(name)") {
                let verb = kind == .event ? "publishes" : "receives"
                problems.append(
                    PolicyProblem(
                        .error, .missingContract, plugin: entry.plugin, file: entry.source.file,
                        key: "\(kind.receiveKey)[\(index)]", messageName: name,
                        message: "\(entry.plugin) \(verb) \(kind) \"\(name)\" but declares no contract for it; add "
                            + "one to \(declared.file) (a sentence, the payload's JSON Schema, the answer's and an "
                            + "example)"))
            }
        }
        return problems
    }

    /// Problems in the contracts themselves, each at its place among them (`[2].examples[0]`).
    private static func ownProblems(
        _ entry: PluginPolicy, _ policy: PolicyNames, _ declared: PluginContracts, _ contracts: [MessageContract]
    ) -> [PolicyProblem] {
        let handled = Set(handled(policy).flatMap { kind, names in names.map { "\(kind) \($0)" } })
        var seen: [String: Int] = [:]
        var problems: [PolicyProblem] = []
        func problem(_ code: PolicyProblem.Code, _ key: String, _ contract: MessageContract, _ message: String) {
            problems.append(
                PolicyProblem(
                    .error, code, plugin: entry.plugin, file: declared.file, key: key,
                    messageName: contract.message.name, message: message))
        }
        for (index, contract) in contracts.enumerated() {
            let place = "[\(index)]"
            let name = "\(contract.kind) \"\(contract.message)\""
            if let first = seen.updateValue(index, forKey: "\(contract.kind) \(contract.message.name)") {
                problem(.invalidContract, place, contract, "\(name) has a contract at [\(first)] already; keep one")
            }
            if !handled.contains("\(contract.kind) \(contract.message.name)") {
                let key = contract.kind.receiveKey
                problem(
                    .contractWithoutMessage, place, contract,
                    "a contract for \(name), which the policy of \(entry.plugin) (\(entry.source.file)) does not "
                        + "list under \(key); add it there or remove the contract")
            }
            for (key, message) in usability(of: contract) {
                problem(.invalidContract, place + key, contract, message)
            }
        }
        return problems
    }

    /// What makes a contract unusable, by its key: no sentence, a schema that does not
    /// compile, an answer schema where none belongs (or none where one is needed), no
    /// example, or an example its schema refuses.
    static func usability(of contract: MessageContract) -> [(key: String, message: String)] {
        var found: [(String, String)] = []
        if contract.summary.allSatisfy(\.isWhitespace) {
            found.append((".summary", "give one full sentence saying what the message does"))
        }
        var payload: JSONSchema?
        do {
            payload = try JSONSchema(contract.payloadSchema)
        } catch {
            found.append((".payloadSchema", "the schema cannot be used: \(error)"))
        }
        switch (contract.kind, contract.answerSchema) {
        case (.viewQuery, .some):
            found.append((".answerSchema", "a view query answers with a view; remove the answer schema"))
        case (.viewQuery, nil): break
        case (_, nil):
            found.append((".answerSchema", "give the JSON Schema of the \(answerNoun(contract.kind))"))
        case (_, .some(let answer)):
            do {
                _ = try JSONSchema(answer)
            } catch {
                found.append((".answerSchema", "the schema cannot be used: \(error)"))
            }
        }
        if contract.examples.isEmpty {
            found.append((".examples", "give at least one example payload (null for none)"))
        }
        for (index, example) in contract.examples.enumerated() {
            guard let violation = payload?.violations(of: example).first else { continue }
            found.append((".examples[\(index)]", "the payload schema refuses this example: \(violation)"))
        }
        return found
    }

    private static func answerNoun(_ kind: MessageKind) -> String {
        switch kind {
        case .query: "query's answer"
        case .command: "value of the command's successful outcome"
        case .event, .viewQuery: "value of each event output"
        }
    }
}
