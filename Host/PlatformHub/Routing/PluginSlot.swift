import Foundation
import HubInterfaces
import Prelude
import Synchronization

/// One registered plugin in a routing table: how to make it, and the plugin once made.
///
/// A plugin registered to start at launch is made while the hub starts; any other is made by
/// the first message that needs it (a command, query or view query to it, a subscription to
/// an event it publishes, or the host asking for it), on the thread that sends that message.
/// Two threads that need it at once both wait for the one making it; a plugin is made at most
/// once, and a plugin whose making failed stays failed (every later message to it is refused
/// with the same reason), so a message never reaches a half-made plugin.
///
/// Reading a made plugin takes no lock: one acquiring load of ``madeAddress``.
final class PluginSlot: Sendable {
    /// A made plugin, with what the send paths need of it.
    final class Made: Sendable {
        /// The plugin.
        let plugin: any PluginProtocol
        /// The same plugin, unretained, for the send paths (see ``PluginReference``).
        let reference: PluginReference
        /// Its object identity, to check that a handle's sender is its own plugin.
        let identity: ObjectIdentifier
        /// Its contracts, compiled, for checking payloads before delivery; `nil` when it was
        /// registered without contracts.
        let contracts: ContractGate?

        init(plugin: any PluginProtocol, contracts: ContractGate?) {
            self.plugin = plugin
            reference = PluginReference(plugin)
            identity = ObjectIdentifier(plugin)
            self.contracts = contracts
        }
    }

    /// The contracts the app's build validated, for a hub that trusts the build: their
    /// fingerprint, and how to validate contracts that differ (this plugin's contracts against
    /// its policy, as the hub's start-up validation would).
    struct ContractsTrust: Sendable {
        /// The fingerprint of the contracts the build validated.
        let fingerprint: String
        /// The problems of other contracts against the plugin's policy.
        let validate: @Sendable (PluginContracts) -> [PolicyProblem]
    }

    /// Where the slot is in a plugin's life.
    private enum Phase: Sendable {
        /// Not made yet: how to make it.
        case waiting(PluginFactory)
        /// Made.
        case made
        /// Its making failed, for this reason; nothing is tried again.
        case failed(PluginError)
    }

    /// The plugin's index in the table.
    let index: Int
    /// The plugin's name.
    let name: String
    /// The handle the plugin sends through.
    let port: PluginPort
    /// Whether the hub makes the plugin while it starts.
    let startsAtLaunch: Bool
    /// The plugin's contracts as registered, compiled when it is made.
    private let contracts: PluginContracts?
    /// The build's fingerprint of those contracts, when the hub trusts the build.
    private let trust: ContractsTrust?
    /// Why a plugin's contracts cannot be used, in words.
    struct UnusableContracts: Error {
        let why: String
    }

    /// The compiled contracts, or why they cannot be used, once compiled.
    private let gate = Locked<Result<ContractGate?, UnusableContracts>?>(nil)
    /// The phase, held for the whole making so that a second thread waits for the first.
    private let phase: Locked<Phase>
    /// The address of the ``Made`` box (retained once, released in `deinit`); 0 until made.
    private let madeAddress = Atomic<UInt>(0)
    /// The thread making the plugin, 0 when none: a message that needs the plugin while its
    /// own making runs on the same thread is refused instead of waiting for itself.
    private let makingThread = Atomic<UInt>(0)

    init(
        index: Int, name: String, port: PluginPort, startsAtLaunch: Bool, contracts: PluginContracts?,
        trust: ContractsTrust? = nil, factory: @escaping PluginFactory
    ) {
        self.index = index
        self.name = name
        self.port = port
        self.startsAtLaunch = startsAtLaunch
        self.contracts = contracts
        self.trust = trust
        phase = Locked(.waiting(factory))
    }

    deinit {
        if let address = UnsafeRawPointer(bitPattern: madeAddress.load(ordering: .acquiring)) {
            Unmanaged<Made>.fromOpaque(address).release()
        }
    }

    /// The made plugin, or `nil` before it is made. Lock-free.
    var made: Made? {
        @inline(__always) get {
            guard let address = UnsafeRawPointer(bitPattern: madeAddress.load(ordering: .acquiring)) else {
                return nil
            }
            return Unmanaged<Made>.fromOpaque(address).takeUnretainedValue()
        }
    }

    /// Why a plugin could not be made.
    enum MakeFailure: Error {
        /// Its factory threw.
        case factory(any Error)
        /// Its `policy` differs from the enforced one at this key.
        case policyDiffers(key: String)
        /// Its contracts could not be read or compiled.
        case contracts(String)
        /// The hub stopped before it was made.
        case stopped
        /// A message needed it while its own making ran on the same thread.
        case reentrant
    }

    /// The made plugin, making it now if it is not made yet (see the type).
    ///
    /// - Parameters:
    ///   - policy: The policy the hub enforces for the plugin, which its `policy` must equal.
    ///   - file: The policy's file, for the refusal's words.
    ///   - isStopped: Whether the hub has stopped (then nothing is made any more).
    ///   - didMake: Runs once, right after the plugin is made and published, while other
    ///     threads that need it still wait (the hub hands out its routes there).
    /// - Throws: `PluginError` (``PluginError/Code/unavailable``) when the plugin cannot be made:
    ///   its factory threw, its `policy` differs from the enforced one, its contracts cannot be
    ///   compiled, the hub stopped, or the message came from the plugin's own making; the same
    ///   error for every later message.
    @inline(__always)
    func plugin(
        enforcing policy: Policy, file: String, isStopped: () -> Bool, didMake: (Made) -> Void
    ) throws(PluginError) -> Made {
        if let made { return made }
        return try make(enforcing: policy, file: file, isStopped: isStopped, didMake: didMake).get()
    }

    /// Makes the plugin while the hub starts: the failure as it happened, for the start-up
    /// report (the slot keeps its refusal too).
    func launch(enforcing policy: Policy, file: String) -> MakeFailure? {
        if made != nil { return nil }
        var failure: MakeFailure?
        _ = make(enforcing: policy, file: file, isStopped: { false }, didMake: { _ in }) { failure = $0 }
        return failure
    }

    @inline(never)
    private func make(
        enforcing policy: Policy, file: String, isStopped: () -> Bool, didMake: (Made) -> Void,
        failed: (MakeFailure) -> Void = { _ in }
    ) -> Result<Made, PluginError> {
        let thread = Self.currentThread()
        guard makingThread.load(ordering: .acquiring) != thread else {
            failed(.reentrant)
            return .failure(refusal(.reentrant, file: file))
        }
        return phase.withLock { (phase: inout Phase) -> Result<Made, PluginError> in
            switch phase {
            case .made:
                if let made { return .success(made) }
                return .failure(unavailable("\(name) was made but is not published", advice: nil))
            case .failed(let error):
                return .failure(error)
            case .waiting(let factory):
                guard !isStopped() else {
                    failed(.stopped)
                    return .failure(refusal(.stopped, file: file))
                }
                makingThread.store(thread, ordering: .releasing)
                defer { makingThread.store(0, ordering: .releasing) }
                switch makePlugin(factory, enforcing: policy) {
                case .success(let made):
                    madeAddress.store(UInt(bitPattern: Unmanaged.passRetained(made).toOpaque()), ordering: .releasing)
                    phase = .made
                    didMake(made)
                    return .success(made)
                case .failure(let failure):
                    failed(failure)
                    let error = refusal(failure, file: file)
                    phase = .failed(error)
                    return .failure(error)
                }
            }
        }
    }

    /// Runs the factory and checks what it made: its policy, and its contracts compiled.
    private func makePlugin(_ factory: PluginFactory, enforcing policy: Policy) -> Result<Made, MakeFailure> {
        // The contracts first: a payload is checked against them before the plugin exists.
        let gate: ContractGate?
        switch compiledContracts() {
        case .success(let compiled): gate = compiled
        case .failure(let unusable): return .failure(.contracts(unusable.why))
        }
        let plugin: any PluginProtocol
        do {
            plugin = try factory(port)
        } catch {
            return .failure(.factory(error))
        }
        if let key = policy.firstDifference(from: plugin.policy) { return .failure(.policyDiffers(key: key)) }
        return .success(Made(plugin: plugin, contracts: gate))
    }

    /// The plugin's contracts, compiled once (before the plugin is made, so that the first
    /// message's payload is checked before anything of the plugin runs); `nil` for a plugin
    /// registered without contracts.
    ///
    /// - Throws: `PluginError` (``PluginError/Code/unavailable``) when they cannot be read,
    ///   compiled, or (differing from the build's) fitted to the plugin's policy.
    func contractGate() throws(PluginError) -> ContractGate? {
        switch compiledContracts() {
        case .success(let gate): gate
        case .failure(let unusable):
            throw unavailable("\(name) cannot use its contracts: \(unusable.why)", advice: nil)
        }
    }

    /// The compiled contracts, or why they cannot be used; compiled on first call.
    private func compiledContracts() -> Result<ContractGate?, UnusableContracts> {
        gate.withLock { (gate: inout Result<ContractGate?, UnusableContracts>?) in
            if let gate { return gate }
            let compiled = compileContracts()
            gate = compiled
            return compiled
        }
    }

    private func compileContracts() -> Result<ContractGate?, UnusableContracts> {
        guard let contracts else { return .success(nil) }
        if let trust {
            // Contracts that differ from the build's are validated against the policy now.
            let bytes: [UInt8]
            do {
                bytes = try contracts.bytes()
            } catch {
                return .failure(UnusableContracts(why: "\(error)"))
            }
            if ValidatedGraph.fingerprint(bytes) != trust.fingerprint {
                let errors = trust.validate(contracts).filter { $0.severity == .error }
                if !errors.isEmpty {
                    return .failure(
                        UnusableContracts(
                            why: "they differ from those the app was built with, and do not fit its policy: "
                                + errors.map(\.text).joined(separator: "; ")))
                }
            }
        }
        do {
            return .success(try ContractGate(plugin: name, contracts: contracts.load()))
        } catch {
            return .failure(UnusableContracts(why: "\(error)"))
        }
    }

    /// The refusal of every message to a plugin that could not be made.
    private func refusal(_ failure: MakeFailure, file: String) -> PluginError {
        switch failure {
        case .factory(let error as PluginError):
            unavailable("\(name) could not be made: \(error.sentence)", advice: nil)
        case .factory(let error):
            unavailable("\(name) could not be made: \(error)", advice: "fix its configuration files")
        case .policyDiffers(let key):
            unavailable(
                "\(name)'s `policy` property differs from its policy file (\(file)) at \(key)",
                advice: "the hub enforces the file, so make the plugin load its policy from that file")
        case .contracts(let why):
            unavailable("\(name) cannot use its contracts: \(why)", advice: nil)
        case .stopped:
            unavailable("the hub has stopped", advice: "a stopped hub makes no plugin")
        case .reentrant:
            unavailable(
                "a message needed \(name) while \(name) itself was being made (its world's configuration or its "
                    + "initialiser sent it)",
                advice: "a plugin sends only once it is made, so send from a handler instead")
        }
    }

    /// A refusal for a plugin that cannot be made.
    private func unavailable(_ message: String, advice: String?) -> PluginError {
        PluginError(code: .unavailable, message: message, advice: advice, receiver: name)
    }

    /// The calling thread's identity (the address of its `Thread` object, unique among live
    /// threads): compared only with the identity of a thread that is making the plugin, which
    /// is alive while it makes.
    private static func currentThread() -> UInt {
        UInt(bitPattern: ObjectIdentifier(Thread.current).hashValue)
    }
}
