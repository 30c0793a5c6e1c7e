import HubInterfaces
import Prelude

/// Takes the tour's steps: sends each message through the hub as the shell (or as another
/// plugin, to show a denial), records what came back and checks it against what the tour
/// expected. Messages are found by name among those the plugins handle, so a renamed
/// message shows as an unexpected step rather than a crash.
final class TourGuide {
    /// The started app.
    let app: HostApp
    /// How long a command's outcome may take.
    let timeout: Duration
    /// The steps taken so far.
    private(set) var steps: [TourStep] = []

    /// The `--enable` flags a step's command line needs, by vertical key.
    private let switchFlags: [String: [String]]
    /// The `--set` flags a step's command line needs after ``reconfigure(key:values:)``, by vertical key.
    private var settingFlags: [String: [String]] = [:]

    /// Makes a guide for `app`, whose command lines show the switches in `enabled` (`maps.search`).
    init(app: HostApp, timeout: Duration, enabled: [String]) {
        self.app = app
        self.timeout = timeout
        var flags: [String: [String]] = [:]
        for name in enabled {
            let key = String(name.prefix { $0 != "." })
            flags[key, default: []].append("--enable \(name)")
        }
        switchFlags = flags
    }

    /// Facts the tour found, for its JSON (`earlierTourAppointments`).
    private(set) var facts: [String: JSON] = [:]

    /// Whether every step went as expected.
    var allAsExpected: Bool { steps.allSatisfy(\.asExpected) }

    /// Sends a query; returns its answer when it succeeded.
    @discardableResult
    func query(
        _ section: String, _ title: String, _ name: String, payload: JSON? = nil, as sender: String? = nil,
        expect: TourStep.Expectation = .success
    ) -> JSON? {
        let step = start(section, title, .query, name, payload: payload, sender: sender)
        return request(step, expect: expect) { speaker, message in
            let value = try speaker.query(message, payload: payload)
            return (value, [Self.abbreviated(value)], value)
        }
    }

    /// Sends a view query; returns the view when it succeeded.
    @discardableResult
    func view(
        _ section: String, _ title: String, _ name: String, payload: JSON? = nil,
        expect: TourStep.Expectation = .success
    ) -> ViewNode? {
        let step = start(section, title, .viewQuery, name, payload: payload, sender: nil)
        return request(step, expect: expect) { speaker, message in
            let node = try speaker.view(message, payload: payload)
            let lines = node.renderedText().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            return (node, lines.map(String.init), try JSON(encoding: node))
        }
    }

    /// Sends a command and waits for its outcome on the receiver's stream; returns the
    /// outcome's value when it succeeded.
    @discardableResult
    func command(
        _ section: String, _ title: String, _ name: String, payload: JSON? = nil,
        expect: TourStep.Expectation = .success
    ) async -> JSON? {
        var step = start(section, title, .command, name, payload: payload, sender: nil)
        let lookup = MessageLookup(hub: app.hub)
        do {
            let message = try lookup.message(name, kind: .command)
            let delivery = CommandDelivery(
                app: app, speaker: try app.speaker(), message: message, payload: payload, events: [],
                correlationID: nil, timeout: timeout)
            let result = try await delivery.run()
            step.lines = result.text.split(separator: "\n").dropFirst().map { Self.abbreviated(String($0)) }
            step.lines.insert("correlation id \(result.correlationID.rawValue)", at: 0)
            step.result = result.json
            switch (expect, result.outcome?.output.result) {
            case (.success, .success?): step.asExpected = true
            case (.failedOutcome, .failure?): step.asExpected = true
            default: step.asExpected = false
            }
            steps.append(step)
            return result.outcome?.output.value
        } catch {
            refused(&step, error, expect: expect)
            steps.append(step)
            return nil
        }
    }

    /// Adds a line of explanation to the last step.
    func note(_ line: String) {
        guard !steps.isEmpty else { return }
        steps[steps.count - 1].lines.append(line)
    }

    /// Keeps a fact for the tour's JSON.
    func remember(_ key: String, _ value: JSON) {
        facts[key] = value
    }

    /// Changes a vertical's settings for the rest of the tour, as `--set` would at start-up.
    func reconfigure(key: String, values: [String: String]) throws {
        try app.reconfigure(key: key, values: values)
        settingFlags[key] = values.keys.sorted().map { "--set \(key).\($0)=\(values[$0] ?? "")" }
    }

    // MARK: - Recording

    private func start(
        _ section: String, _ title: String, _ kind: MessageKind, _ name: String, payload: JSON?, sender: String?
    ) -> TourStep {
        var line = "host send \(Self.word(kind)) \(name)"
        if let payload, let text = try? payload.serialized() {
            line += " --payload " + text.shellQuoted
        }
        if let sender { line += " --as \(sender)" }
        let key = String(name.prefix { $0 != "." })
        for flag in (switchFlags[key] ?? []) + (settingFlags[key] ?? []) {
            line += " " + flag
        }
        return TourStep(
            section: section, title: title, commandLine: line, kind: kind, message: name,
            sender: sender ?? ShellPlugin.name)
    }

    /// Takes a synchronous step: `body` sends the message and describes the answer.
    private func request<Answer>(
        _ step: TourStep, expect: TourStep.Expectation,
        _ body: (Speaker, Message) throws -> (answer: Answer, lines: [String], result: JSON)
    ) -> Answer? {
        var step = step
        var answer: Answer?
        do {
            let speaker = try app.speaker(as: step.sender)
            let message = try MessageLookup(hub: app.hub).message(step.message, kind: step.kind)
            let outcome = try body(speaker, message)
            answer = outcome.answer
            step.lines = outcome.lines
            step.result = outcome.result
            if case .success = expect { step.asExpected = true }
        } catch {
            refused(&step, error, expect: expect)
        }
        steps.append(step)
        return answer
    }

    private func refused(_ step: inout TourStep, _ error: any Error, expect: TourStep.Expectation) {
        if let error = error as? PluginError ?? (error as? HostFailure)?.pluginError {
            step.lines = ["refused: \(error)"]
            step.result = .object(["error": error.json])
            if case .refused(let code) = expect { step.asExpected = code == error.code }
        } else {
            step.lines = ["failed: \(error)"]
            step.result = .object(["error": .object(["message": .string("\(error)")])])
            step.asExpected = false
        }
    }

    /// `view` for a view query: the word `host send` takes.
    private static func word(_ kind: MessageKind) -> String {
        kind == .viewQuery ? "view" : kind.rawValue
    }

    /// A value's compact JSON, cut to one readable line.
    static func abbreviated(_ value: JSON) -> String {
        abbreviated((try? value.serialized()) ?? value.typeName)
    }

    /// Text cut to at most 160 characters.
    static func abbreviated(_ text: String) -> String {
        text.count <= 160 ? text : String(text.prefix(159)) + "…"
    }
}
