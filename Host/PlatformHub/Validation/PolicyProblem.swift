/// One problem in a plugin's policy or in the policy graph: its severity, what kind it
/// is, and where (plugin, file, key, and the message concerned), with how to fix it.
///
/// ```text
/// Policies/Maps.json: error: [Maps] send.comands: unknown key "comands"; expected commands, queries or viewQueries (unknownKey)
/// ```
public struct PolicyProblem: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Errors stop the hub from starting; warnings do not.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The hub will not start.
        case error
        /// Worth fixing; the hub starts anyway.
        case warning
    }

    /// The kinds of problem.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// The policy file cannot be read.
        case unreadableFile
        /// The file is not JSON.
        case malformedJSON
        /// A key the policy format does not have (a typo, or Alpha.8's `requests`).
        case unknownKey
        /// A value of the wrong type (a list that is not a list of strings).
        case wrongType
        /// A required key (`name`) is absent.
        case missingKey
        /// The policy does not decode for another reason.
        case invalidPolicy
        /// The policy's `name` differs from the name the plugin registered under.
        case nameMismatch
        /// Two plugins registered under one name.
        case duplicatePluginName
        /// Two plugins receive the same command, query or view query.
        case duplicateReceiver
        /// Two plugins publish the same event.
        case duplicatePublisher
        /// A plugin sends a message no plugin receives.
        case sendWithoutReceiver
        /// A plugin subscribes (on demand or at launch) to an event no plugin publishes.
        case subscribeWithoutPublisher
        /// Warning: a plugin receives a message no plugin sends.
        case unusedReceive
        /// Warning: a plugin publishes an event no plugin subscribes to.
        case unusedPublish
        /// A started plugin's `policy` property differs from its policy file.
        case policyDiffers
        /// A plugin's initialiser threw at start-up.
        case pluginFailed
        /// Wiring a `subscribeAtAppLaunch` subscription failed at start-up.
        case launchSubscriptionFailed
        /// A plugin or message name breaks the naming rule (`Policy/pluginNameProblem(_:)`,
        /// `Message/nameProblem(_:)`).
        case invalidName
        /// Warning: a list names one message twice (the hub reads it once).
        case duplicateEntry
        /// Warning: a key Alpha.9 discarded, given empty (`"requests": []`), was ignored.
        case discardedKey
        /// Warning: a plugin sends a message that it receives itself.
        case selfSend
        /// A plugin registered with contracts receives or publishes a message without a
        /// contract of that kind.
        case missingContract
        /// A contract for a message the plugin's policy neither receives nor publishes (as
        /// that kind).
        case contractWithoutMessage
        /// A contract that cannot be used: no sentence, a schema that does not compile, no
        /// example or an example its schema refuses, a missing answer schema, or a second
        /// contract for one message.
        case invalidContract
        /// The summary of problems of one kind in one file beyond
        /// ``PolicyReport/maximumProblemsPerKind`` ("and 1,234 more").
        case moreProblems
    }

    /// The key of problems that concern the whole file.
    public static let rootKey = "<root>"

    /// Error or warning.
    public var severity: Severity
    /// What kind of problem.
    public var code: Code
    /// The plugin whose policy it is.
    public var plugin: String
    /// The policy file (path or label).
    public var file: String
    /// The key within the policy, as `send.commands` (``rootKey`` for the whole file).
    public var key: String
    /// The message concerned, if any.
    public var messageName: String?
    /// 1-based line in the file, when known (the file's own problems).
    public var line: Int?
    /// 1-based column (in UTF-8 bytes) in the file, when known.
    public var column: Int?
    /// What is wrong and how to fix it.
    public var message: String

    /// Makes a problem.
    public init(
        _ severity: Severity, _ code: Code, plugin: String, file: String, key: String, messageName: String? = nil,
        line: Int? = nil, column: Int? = nil, message: String
    ) {
        self.severity = severity
        self.code = code
        self.plugin = plugin
        self.file = file
        self.key = key
        self.messageName = messageName
        self.line = line
        self.column = column
        self.message = message
    }

    /// Compiler style: `file[:line:column]: severity: [plugin] key: message (code)`.
    public var description: String {
        let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
        return "\(file)\(place): \(severity.rawValue): [\(plugin)] \(key): \(message) (\(code.rawValue))"
    }
}
