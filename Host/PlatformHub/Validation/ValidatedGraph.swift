public import Foundation
import HubInterfaces
public import Prelude

/// The policy graph as validated when the app was built: every plugin, with a fingerprint of
/// its policy and of its contracts, and the validation's report (its warnings; a graph with
/// errors is never written).
///
/// The build-tool plugin `PolicyGraphPlugin` validates the graph of the target it is applied to
/// with ``PolicyValidator`` and writes this as a resource; the host hands it to
/// ``Hub/start(validatedGraph:)``, which then starts without validating again when the
/// policies and contracts it is given are the very ones the graph was made from. When any
/// differs (a file edited after the build, another policy named on the command line, a plugin
/// the build did not see), the hub validates at start as it always did and says why (see
/// ``Hub/graphValidation``): nothing is ever trusted stale.
///
/// ```swift
/// let (report, graph) = ValidatedGraph.validate(policies)
/// if let graph { try graph.json.serialized(pretty: true).write(to: url) }
/// ```
public struct ValidatedGraph: Sendable, Hashable, Codable {
    /// One plugin as validated.
    public struct Plugin: Sendable, Hashable, Codable {
        /// The plugin's name.
        public var name: String
        /// Its policy file as validated (the source file, so that problems name the file to edit).
        public var policyFile: String
        /// The fingerprint of the policy's bytes (see ``ValidatedGraph/fingerprint(_:)``).
        public var policyFingerprint: String
        /// Its contracts file, when it declares contracts.
        public var contractsFile: String?
        /// The fingerprint of the contracts' bytes, when it declares contracts.
        public var contractsFingerprint: String?

        /// Makes an entry.
        ///
        /// - Parameters:
        ///   - name: The plugin's name.
        ///   - policyFile: Its policy file.
        ///   - policyFingerprint: The fingerprint of the policy's bytes.
        ///   - contractsFile: Its contracts file, if any.
        ///   - contractsFingerprint: The fingerprint of the contracts' bytes, if any.
        public init(
            name: String, policyFile: String, policyFingerprint: String, contractsFile: String? = nil,
            contractsFingerprint: String? = nil
        ) {
            self.name = name
            self.policyFile = policyFile
            self.policyFingerprint = policyFingerprint
            self.contractsFile = contractsFile
            self.contractsFingerprint = contractsFingerprint
        }
    }

    /// The version of this format the package writes and reads.
    public static let currentFormat = 1

    /// The format's version.
    public var format: Int
    /// Every plugin.
    public var plugins: [Plugin]
    /// The validation's report: warnings only.
    public var report: PolicyReport

    /// Makes a graph.
    ///
    /// - Parameters:
    ///   - plugins: Every plugin.
    ///   - report: The validation's report; it must have no errors.
    public init(plugins: [Plugin], report: PolicyReport) {
        format = Self.currentFormat
        self.plugins = plugins
        self.report = report
    }

    /// Validates `policies` as ``Hub/start(validatedGraph:)`` would and, when the graph is
    /// valid, describes it.
    ///
    /// - Parameter policies: The plugins' policies and contracts, in registration order.
    /// - Returns: The report (every problem, each at its file, key, line and column), and the
    ///   graph when the report has no errors.
    public static func validate(_ policies: [PluginPolicy]) -> (report: PolicyReport, graph: ValidatedGraph?) {
        let report = PolicyValidator.validate(policies)
        guard report.isValid else { return (report, nil) }
        var plugins: [Plugin] = []
        for entry in policies {
            // The policies and contracts were read by the validation, so reading them again succeeds.
            guard let policy = try? entry.source.read(plugin: entry.plugin) else { return (report, nil) }
            var plugin = Plugin(
                name: entry.plugin, policyFile: entry.source.file, policyFingerprint: fingerprint(Array(policy.utf8)))
            if let contracts = entry.contracts {
                guard let bytes = try? contracts.bytes() else { return (report, nil) }
                plugin.contractsFile = contracts.file
                plugin.contractsFingerprint = fingerprint(bytes)
            }
            plugins.append(plugin)
        }
        return (report, ValidatedGraph(plugins: plugins, report: report))
    }

    /// The fingerprint of `bytes`: 64-bit FNV-1a, as 16 hexadecimal digits. Files a developer
    /// edits collide by accident with a chance of one in 2^64; the fingerprint guards against
    /// staleness, not against an attacker who can write the app's own files.
    ///
    /// - Parameter bytes: A file's bytes.
    /// - Returns: The fingerprint.
    public static func fingerprint(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Reads a graph written as JSON (``json``).
    ///
    /// - Parameter json: The parsed file.
    /// - Throws: `JSONDecodingError` naming the place that does not fit, or a
    ///   ``ValidatedGraphError`` for a format this package does not read.
    public init(json: JSON) throws {
        let graph = try json.decode(ValidatedGraph.self)
        guard graph.format == Self.currentFormat else {
            throw ValidatedGraphError(
                "the validated graph has format \(graph.format), and this hub reads format \(Self.currentFormat); "
                    + "build the app again with this package")
        }
        self = graph
    }

    /// The graph the build wrote into `bundle` (a resource named `ValidatedGraph.json`, which the
    /// build-tool plugin `PolicyGraphPlugin` makes), or `nil` when there is none or it cannot be
    /// read (then the hub validates at start).
    ///
    /// - Parameter bundle: The host target's resource bundle (`Bundle.module`).
    public init?(bundledIn bundle: Bundle) {
        guard let url = bundle.url(forResource: "ValidatedGraph", withExtension: "json"),
            let data = try? Data(contentsOf: url), let json = try? JSON(parsing: data),
            let graph = try? ValidatedGraph(json: json)
        else { return nil }
        self = graph
    }

    /// The graph as JSON, as the build writes it.
    ///
    /// - Throws: `JSONDecodingError` when a value cannot be written (it always can).
    public var json: JSON {
        get throws { try JSON(encoding: self) }
    }

    /// Why this graph does not describe `policies` with `read` as their bytes, or `nil` when it
    /// does: a graph of this format, with the same plugins (in any order; validity does not
    /// depend on it), each with the same policy and contracts.
    ///
    /// Contracts are compared when each plugin is made (``contractsFingerprint(of:)``): they
    /// concern their own plugin only, so reading them waits until the plugin is needed.
    func mismatch(_ policies: [PluginPolicy], read: [[UInt8]]) -> String? {
        // `init(json:)` refuses another format; a graph decoded or made otherwise is checked here.
        guard format == Self.currentFormat else {
            return "the graph from the build has format \(format), and this hub reads format \(Self.currentFormat)"
        }
        let built = Dictionary(plugins.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = policies.map(\.plugin)
        guard Set(names) == Set(built.keys), names.count == plugins.count else {
            return "the app was built with the plugins \(plugins.map(\.name).sorted().joined(separator: ", ")) and "
                + "starts with \(names.sorted().joined(separator: ", "))"
        }
        for (entry, bytes) in zip(policies, read) {
            guard let plugin = built[entry.plugin] else { continue }
            if Self.fingerprint(bytes) != plugin.policyFingerprint {
                return "\(entry.plugin)'s policy (\(entry.source.file)) differs from the one the app was built with "
                    + "(\(plugin.policyFile))"
            }
            if (entry.contracts == nil) != (plugin.contractsFingerprint == nil) {
                return "\(entry.plugin) was built \(plugin.contractsFingerprint == nil ? "without" : "with") contracts "
                    + "and starts \(entry.contracts == nil ? "without" : "with") them"
            }
        }
        return nil
    }

    /// The fingerprint of the contracts plugin `name` was built with, if it declared any.
    func contractsFingerprint(of name: String) -> String? {
        plugins.first { $0.name == name }?.contractsFingerprint
    }
}

/// A validated graph this hub cannot use, in words.
public struct ValidatedGraphError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and what to do.
    public var description: String

    /// Makes an error.
    ///
    /// - Parameter description: What is wrong and what to do.
    public init(_ description: String) {
        self.description = description
    }
}

/// How the hub knew its policy graph was valid when it started.
public enum GraphValidation: Sendable, Hashable {
    /// The graph was validated when the app was built, and the policies and contracts the hub
    /// started with are the very ones it was made from.
    case whenBuilt
    /// The hub validated the graph when it started, for the reason given (no graph from the
    /// build, or one made from other policies or contracts).
    case atStart(because: String)
}
