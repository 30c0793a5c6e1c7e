public import HubInterfaces

/// One permission a policy grants: a plugin, a side and a message.
///
/// `send.commands` `maps.showClinic` of ClinicalRecords is one grant; so is
/// `receive.commands` `maps.showClinic` of Maps. Both are needed for one delivery.
public struct Grant: Sendable, Hashable, Comparable {
    /// Which list of a policy grants it.
    public enum Side: String, Sendable, Hashable, CaseIterable, Comparable {
        /// `send.commands`, `send.queries`, `send.viewQueries`.
        case send
        /// `receive.commands`, `receive.queries`, `receive.viewQueries`.
        case receive
        /// `publish.events`.
        case publish
        /// `subscribe.events`.
        case subscribe
        /// `subscribeAtAppLaunch.events`.
        case subscribeAtAppLaunch

        /// Sides in the order a policy file lists them.
        public static func < (lhs: Side, rhs: Side) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// The plugin whose policy grants it.
    public var plugin: String
    /// The side.
    public var side: Side
    /// The message's kind (`MessageKind.event` for the three event sides).
    public var kind: MessageKind
    /// The message's name.
    public var message: String

    /// Makes a grant.
    public init(plugin: String, side: Side, kind: MessageKind, message: String) {
        self.plugin = plugin
        self.side = side
        self.kind = kind
        self.message = message
    }

    /// The policy key that lists it: `send.commands`, `publish.events`, ….
    public var key: String {
        switch side {
        case .send, .receive:
            let list =
                switch kind {
                case .command: "commands"
                case .query: "queries"
                case .viewQuery: "viewQueries"
                case .event: "events"
                }
            return "\(side.rawValue).\(list)"
        case .publish, .subscribe, .subscribeAtAppLaunch:
            return "\(side.rawValue).events"
        }
    }

    /// The grant listed under `key` (a validator key path such as `send.viewQueries`), if
    /// `key` is one of the eleven lists.
    init?(plugin: String, key: String, message: String) {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let side = Side(rawValue: parts[0]) else { return nil }
        let kind: MessageKind
        switch (side, parts[1]) {
        case (.send, "commands"), (.receive, "commands"): kind = .command
        case (.send, "queries"), (.receive, "queries"): kind = .query
        case (.send, "viewQueries"), (.receive, "viewQueries"): kind = .viewQuery
        case (.publish, "events"), (.subscribe, "events"), (.subscribeAtAppLaunch, "events"): kind = .event
        default: return nil
        }
        self.init(plugin: plugin, side: side, kind: kind, message: message)
    }

    /// By plugin, then side, then kind, then message.
    public static func < (lhs: Grant, rhs: Grant) -> Bool {
        (lhs.plugin, lhs.side, lhs.kind.rawValue, lhs.message) < (rhs.plugin, rhs.side, rhs.kind.rawValue, rhs.message)
    }
}

/// Where a grant is written: the policy file and the line and column of its string.
public struct GrantSite: Sendable, Hashable {
    /// The grant.
    public var grant: Grant
    /// The policy file (as the policy's source names it).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int
    /// The key path of the string as written, such as `send.commands[2]`.
    public var path: String

    /// Makes a site.
    public init(grant: Grant, file: String, line: Int, column: Int, path: String) {
        self.grant = grant
        self.file = file
        self.line = line
        self.column = column
        self.path = path
    }
}
