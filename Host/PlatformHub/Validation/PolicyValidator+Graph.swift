import HubInterfaces

extension PolicyValidator {
    /// One side of a route kind: where a policy lists what it sends and what it receives.
    private struct Side {
        let kind: MessageKind
        let sends: (PolicyNames) -> [String]
        let receives: (PolicyNames) -> [String]
    }

    private static var sides: [Side] {
        [
            Side(kind: .command, sends: \.send.commands, receives: \.receive.commands),
            Side(kind: .query, sends: \.send.queries, receives: \.receive.queries),
            Side(kind: .viewQuery, sends: \.send.viewQueries, receives: \.receive.viewQueries),
        ]
    }

    /// Problems between policies: names, duplicate receivers and publishers, and (when
    /// every policy loaded) sends without a receiver, subscriptions without a publisher
    /// and, as warnings, receives and publishes nobody uses.
    static func graphProblems(_ entries: [PluginPolicy], _ loaded: [PolicyNames?]) -> [PolicyProblem] {
        var problems = nameProblems(entries, loaded)
        let present = zip(entries, loaded).compactMap { entry, policy in policy.map { (entry, $0) } }
        for side in sides {
            problems += duplicateProblems(present, side.kind, side.receives, code: .duplicateReceiver)
        }
        problems += duplicateProblems(present, .event, \.publish.events, code: .duplicatePublisher)
        problems += selfSendProblems(present)
        guard present.count == entries.count else { return problems }
        for side in sides {
            problems += danglingProblems(present, side)
        }
        problems += eventProblems(present)
        return problems
    }

    /// Messages a plugin sends and also receives itself: each such send is delivered
    /// inside the sender's own handler chain, and a handler that sends it again loops
    /// (the hub refuses nesting beyond ``DeliveryChain/limit``, but the loop is a bug).
    private static func selfSendProblems(_ present: [(PluginPolicy, PolicyNames)]) -> [PolicyProblem] {
        var problems: [PolicyProblem] = []
        for (entry, policy) in present {
            for side in sides {
                for message in Set(side.sends(policy)).intersection(side.receives(policy)).sorted() {
                    problems.append(
                        PolicyProblem(
                            .warning, .selfSend, plugin: entry.plugin, file: entry.source.file,
                            key: side.kind.sendKey, messageName: message,
                            message: "\(entry.plugin) sends \(side.kind) \"\(message)\" to itself (it is also under "
                                + "\(side.kind.receiveKey)); a handler that sends it loops until the hub refuses "
                                + "nesting deeper than \(DeliveryChain.limit), so call the code directly instead"))
                }
            }
        }
        return problems
    }

    /// A policy name that differs from its plugin's, and plugins registered twice.
    private static func nameProblems(_ entries: [PluginPolicy], _ loaded: [PolicyNames?]) -> [PolicyProblem] {
        var problems: [PolicyProblem] = []
        var firstFile: [String: String] = [:]
        for (entry, policy) in zip(entries, loaded) {
            if let why = Policy.pluginNameProblem(entry.plugin) {
                problems.append(
                    PolicyProblem(
                        .error, .invalidName, plugin: entry.plugin, file: entry.source.file, key: "name",
                        message: "the plugin is registered as \"\(entry.plugin)\": \(why); register it under "
                            + "a name that is"))
            }
            if let policy, policy.name != entry.plugin {
                problems.append(
                    PolicyProblem(
                        .error, .nameMismatch, plugin: entry.plugin, file: entry.source.file, key: "name",
                        message: "the policy is named \"\(policy.name)\" but the plugin registered as "
                            + "\"\(entry.plugin)\"; make them equal"))
            }
            if let other = firstFile[entry.plugin] {
                problems.append(
                    PolicyProblem(
                        .error, .duplicatePluginName, plugin: entry.plugin, file: entry.source.file, key: "name",
                        message: "another plugin is already registered as \"\(entry.plugin)\" (policy \(other)); "
                            + "plugin names must be unique"))
            } else {
                firstFile[entry.plugin] = entry.source.file
            }
        }
        return problems
    }

    /// Messages that two plugins receive (or events two plugins publish).
    private static func duplicateProblems(
        _ present: [(PluginPolicy, PolicyNames)], _ kind: MessageKind, _ list: (PolicyNames) -> [String],
        code: PolicyProblem.Code
    ) -> [PolicyProblem] {
        var owner: [String: PluginPolicy] = [:]
        var problems: [PolicyProblem] = []
        for (entry, policy) in present {
            for message in Set(list(policy)).sorted() {
                guard let first = owner[message] else {
                    owner[message] = entry
                    continue
                }
                let verb = kind == .event ? "published" : "received"
                problems.append(
                    PolicyProblem(
                        .error, code, plugin: entry.plugin, file: entry.source.file, key: kind.receiveKey,
                        messageName: message,
                        message: "\(kind) \"\(message)\" is also \(verb) by \(first.plugin) "
                            + "(\(first.source.file)); exactly one plugin may handle it, remove it from one policy"))
            }
        }
        return problems
    }

    /// Sends no plugin receives (errors) and receives no plugin sends (warnings).
    private static func danglingProblems(_ present: [(PluginPolicy, PolicyNames)], _ side: Side) -> [PolicyProblem] {
        let sent = Set(present.flatMap { side.sends($0.1) })
        let received = Set(present.flatMap { side.receives($0.1) })
        var problems: [PolicyProblem] = []
        for (entry, policy) in present {
            for message in Set(side.sends(policy)).subtracting(received).sorted() {
                problems.append(
                    PolicyProblem(
                        .error, .sendWithoutReceiver, plugin: entry.plugin, file: entry.source.file,
                        key: side.kind.sendKey, messageName: message,
                        message: "no plugin receives \(side.kind) \"\(message)\"; add it to "
                            + "\(side.kind.receiveKey) of the plugin that handles it, or remove it here"))
            }
            for message in Set(side.receives(policy)).subtracting(sent).sorted() {
                problems.append(
                    PolicyProblem(
                        .warning, .unusedReceive, plugin: entry.plugin, file: entry.source.file,
                        key: side.kind.receiveKey, messageName: message,
                        message: "no plugin sends \(side.kind) \"\(message)\"; remove it if it is not needed"))
            }
        }
        return problems
    }

    /// Subscriptions without a publisher (errors) and publishes nobody subscribes to (warnings).
    private static func eventProblems(_ present: [(PluginPolicy, PolicyNames)]) -> [PolicyProblem] {
        let published = Set(present.flatMap { $0.1.publish.events })
        let subscribed = Set(present.flatMap { $0.1.subscribe.events + $0.1.subscribeAtAppLaunch.events })
        var problems: [PolicyProblem] = []
        for (entry, policy) in present {
            let lists = [
                ("subscribe.events", policy.subscribe.events),
                ("subscribeAtAppLaunch.events", policy.subscribeAtAppLaunch.events),
            ]
            for (key, events) in lists {
                for event in Set(events).subtracting(published).sorted() {
                    problems.append(
                        PolicyProblem(
                            .error, .subscribeWithoutPublisher, plugin: entry.plugin, file: entry.source.file,
                            key: key, messageName: event,
                            message: "no plugin publishes event \"\(event)\"; add it to publish.events "
                                + "of the plugin that emits it, or remove it here"))
                }
            }
            for event in Set(policy.publish.events).subtracting(subscribed).sorted() {
                problems.append(
                    PolicyProblem(
                        .warning, .unusedPublish, plugin: entry.plugin, file: entry.source.file,
                        key: "publish.events", messageName: event,
                        message: "no plugin subscribes to event \"\(event)\"; remove it if it is not needed"))
            }
        }
        return problems
    }
}
