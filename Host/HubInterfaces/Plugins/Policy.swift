/// What one plugin may send, receive, publish and subscribe to. The hub delivers a
/// message only when both sides' policies allow it (default deny).
///
/// A vertical ships its policy as a JSON resource in PlatformHub Alpha.9's shape:
///
/// ```json
/// {
///   "name": "Maps",
///   "send":    { "commands": [], "queries": [], "viewQueries": [] },
///   "receive": { "commands": ["maps.showClinic"], "queries": [], "viewQueries": ["maps.view"] },
///   "publish": { "events": ["maps.selection"] },
///   "subscribe": { "events": [] },
///   "subscribeAtAppLaunch": { "events": [] },
///   "startAtAppLaunch": false
/// }
/// ```
///
/// Every section is optional (an absent list is empty, an absent `startAtAppLaunch` false);
/// `name` is required. Decoding rejects unknown keys and wrong types, naming the key
/// (`send.comands`). Alpha.8's `viewControllerQueries` is read as `viewQueries`; its
/// `requests` were discarded in Alpha.9 and are rejected (the hub's validator accepts an empty
/// `requests` with a warning).
///
/// The hub makes a plugin when its first message arrives, unless its policy subscribes to an
/// event at launch or sets `startAtAppLaunch` (a plugin that must run from the start, to
/// watch or prepare something before anyone asks it).
///
/// A policy declares its plugin's message names, so decoding one interns the names it
/// lists (unlike decoding a lone ``Message``, which only looks up). Decode policies the
/// host loads from its own files, not from untrusted input: the hub's validator checks
/// a file's size, names and shape before anything is interned.
public struct Policy: Sendable, Hashable, Codable {
    /// Messages by kind, for `send` and `receive`.
    public struct Routes: Sendable, Hashable, Codable {
        /// Fire-and-forget commands.
        public var commands: [Message]
        /// Synchronous queries returning JSON.
        public var queries: [Message]
        /// Synchronous queries returning a view.
        public var viewQueries: [Message]

        /// Makes routes; every list defaults to empty.
        public init(commands: [Message] = [], queries: [Message] = [], viewQueries: [Message] = []) {
            self.commands = commands
            self.queries = queries
            self.viewQueries = viewQueries
        }

        private enum CodingKeys: String, CodingKey {
            case commands, queries, viewQueries
        }

        /// Decodes strictly: unknown keys and wrong types are errors naming the key.
        public init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: PolicyCodingKey.self)
            for key in keys.allKeys
            where !["commands", "queries", "viewQueries", "viewControllerQueries"].contains(key.stringValue) {
                if key.stringValue == "requests", (try? keys.decode([String].self, forKey: key))?.isEmpty == true {
                    continue  // Alpha.9 discarded requests; an empty list (the design note's template) means nothing.
                }
                let hint =
                    key.stringValue == "requests"
                    ? "requests were discarded in Alpha.9; send a command and subscribe to the event that carries its outcome"
                    : "expected commands, queries or viewQueries"
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: keys.codingPath + [key],
                        debugDescription: "unknown key \"\(key.stringValue)\"; \(hint)"))
            }
            let legacy = PolicyCodingKey(stringValue: "viewControllerQueries")
            if keys.contains(legacy) && keys.contains(PolicyCodingKey(stringValue: "viewQueries")) {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: keys.codingPath + [legacy],
                        debugDescription:
                            "both viewQueries and its old name viewControllerQueries are given; keep viewQueries"))
            }
            commands = try keys.declaredMessages(forKey: PolicyCodingKey(stringValue: "commands"))
            queries = try keys.declaredMessages(forKey: PolicyCodingKey(stringValue: "queries"))
            viewQueries =
                try keys.contains(legacy)
                ? keys.declaredMessages(forKey: legacy)
                : keys.declaredMessages(forKey: PolicyCodingKey(stringValue: "viewQueries"))
        }
    }

    /// A list of events, for `publish`, `subscribe` and `subscribeAtAppLaunch`.
    public struct Events: Sendable, Hashable, Codable {
        /// The events.
        public var events: [Message]

        /// Makes a list; empty by default.
        public init(events: [Message] = []) {
            self.events = events
        }

        private enum CodingKeys: String, CodingKey {
            case events
        }

        /// Decodes strictly: unknown keys and wrong types are errors naming the key.
        public init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: PolicyCodingKey.self)
            for key in keys.allKeys where key.stringValue != "events" {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: keys.codingPath + [key],
                        debugDescription: "unknown key \"\(key.stringValue)\"; expected events"))
            }
            events = try keys.declaredMessages(forKey: PolicyCodingKey(stringValue: "events"))
        }
    }

    /// The longest plugin name, in bytes (UTF-8).
    public static let maximumPluginNameLength = 64

    /// What is wrong with `name` as a plugin name, or `nil` when it is allowed.
    ///
    /// A plugin name is 1 to ``maximumPluginNameLength`` ASCII characters: a letter first,
    /// then letters, digits and `.` `_` `-` (so `Maps`, `Clinical-Records`). No spaces,
    /// control or format characters, emoji or `#`.
    public static func pluginNameProblem(_ name: String) -> String? {
        NameRule.plugin.problem(name)
    }

    /// The plugin's name; it must equal the name the plugin registers under.
    public var name: String
    /// What the plugin sends.
    public var send: Routes
    /// What the plugin receives.
    public var receive: Routes
    /// The events the plugin publishes.
    public var publish: Events
    /// The events the plugin subscribes to on demand.
    public var subscribe: Events
    /// The events the hub subscribes the plugin to at start-up.
    public var subscribeAtAppLaunch: Events
    /// Whether the hub makes the plugin while it starts rather than on its first message
    /// (a plugin with ``subscribeAtAppLaunch`` events starts then anyway).
    public var startAtAppLaunch: Bool

    /// Makes a policy; every section defaults to empty, and the plugin starts on first use.
    public init(
        name: String, send: Routes = Routes(), receive: Routes = Routes(), publish: Events = Events(),
        subscribe: Events = Events(), subscribeAtAppLaunch: Events = Events(), startAtAppLaunch: Bool = false
    ) {
        self.name = name
        self.send = send
        self.receive = receive
        self.publish = publish
        self.subscribe = subscribe
        self.subscribeAtAppLaunch = subscribeAtAppLaunch
        self.startAtAppLaunch = startAtAppLaunch
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, send, receive, publish, subscribe, subscribeAtAppLaunch, startAtAppLaunch
    }

    /// Decodes strictly: unknown keys and wrong types are errors naming the key.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: PolicyCodingKey.self)
        let known = CodingKeys.allCases.map(\.stringValue)
        for key in keys.allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: keys.codingPath + [key],
                    debugDescription:
                        "unknown key \"\(key.stringValue)\"; expected one of \(known.joined(separator: ", "))"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        send = try container.decodeIfPresent(Routes.self, forKey: .send) ?? Routes()
        receive = try container.decodeIfPresent(Routes.self, forKey: .receive) ?? Routes()
        publish = try container.decodeIfPresent(Events.self, forKey: .publish) ?? Events()
        subscribe = try container.decodeIfPresent(Events.self, forKey: .subscribe) ?? Events()
        subscribeAtAppLaunch = try container.decodeIfPresent(Events.self, forKey: .subscribeAtAppLaunch) ?? Events()
        startAtAppLaunch = try container.decodeIfPresent(Bool.self, forKey: .startAtAppLaunch) ?? false
    }
}

extension KeyedDecodingContainer<PolicyCodingKey> {
    /// The messages a policy list declares (interned: a policy declares its names), or
    /// none when the key is absent.
    /// - Throws: `DecodingError` for a list that is not strings, or a name that breaks
    ///   ``Message/nameProblem(_:)``, naming the element.
    func declaredMessages(forKey key: PolicyCodingKey) throws -> [Message] {
        guard let names = try decodeIfPresent([String].self, forKey: key) else { return [] }
        return try names.enumerated().map { index, name in
            if let problem = Message.nameProblem(name) {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath + [key, PolicyCodingKey(index: index)],
                        debugDescription: "\(problem)"))
            }
            return Message(name)
        }
    }
}

/// Any key of a policy object, so decoding can see and reject unknown ones.
public struct PolicyCodingKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    public let stringValue: String
    /// The index, for the key of a list element.
    public let intValue: Int?

    /// Makes a key.
    public init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    /// Makes the key of a list element.
    public init?(intValue: Int) {
        self.init(index: intValue)
    }

    /// The key of the list element at `index`.
    init(index: Int) {
        stringValue = "[\(index)]"
        intValue = index
    }
}
