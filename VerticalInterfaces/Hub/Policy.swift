/// What one plugin may send, receive, publish and subscribe to. The hub delivers a
/// message only when both sides' policies allow it (default deny).
///
/// A vertical ships its policy as a JSON resource in the seed's shape:
///
/// ```json
/// {
///   "name": "Maps",
///   "send":    { "commands": [], "queries": [], "viewQueries": [] },
///   "receive": { "commands": ["maps.showClinic"], "queries": [], "viewQueries": ["maps.view"] },
///   "publish": { "events": ["maps.selection"] },
///   "subscribe": { "events": [] },
///   "subscribeAtAppLaunch": { "events": [] }
/// }
/// ```
///
/// Every section is optional (an absent list is empty); `name` is required. Decoding
/// rejects unknown keys and wrong types, naming the key (`send.comands`). The seed's
/// `viewControllerQueries` is read as `viewQueries`; its `requests` were discarded in
/// Alpha.9 and are rejected.
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
            let container = try decoder.container(keyedBy: CodingKeys.self)
            commands = try container.decodeIfPresent([Message].self, forKey: .commands) ?? []
            queries = try container.decodeIfPresent([Message].self, forKey: .queries) ?? []
            viewQueries =
                try container.decodeIfPresent([Message].self, forKey: .viewQueries)
                ?? keys.decodeIfPresent([Message].self, forKey: legacy) ?? []
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
            events =
                try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([Message].self, forKey: .events) ?? []
        }
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

    /// Makes a policy; every section defaults to empty.
    public init(
        name: String, send: Routes = Routes(), receive: Routes = Routes(), publish: Events = Events(),
        subscribe: Events = Events(), subscribeAtAppLaunch: Events = Events()
    ) {
        self.name = name
        self.send = send
        self.receive = receive
        self.publish = publish
        self.subscribe = subscribe
        self.subscribeAtAppLaunch = subscribeAtAppLaunch
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, send, receive, publish, subscribe, subscribeAtAppLaunch
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
    }
}

/// Any key of a policy object, so decoding can see and reject unknown ones.
public struct PolicyCodingKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    public let stringValue: String
    /// Policy keys are never integers.
    public var intValue: Int? { nil }

    /// Makes a key.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Policy keys are never integers.
    public init?(intValue: Int) {
        nil
    }
}
