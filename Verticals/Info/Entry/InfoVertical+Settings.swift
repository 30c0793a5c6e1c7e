import HubInterfaces
import Prelude

/// Reading the host's settings into Info's configuration, refusing what is unusable.
extension InfoVertical {
    /// The setting names Info knows, without the prefix.
    enum SettingName: String, CaseIterable {
        case latency, failureRate, failure, timeout
    }

    /// The configuration `settings` ask for; a setting left out takes its default.
    ///
    /// - Throws: ``InfoSettingError`` naming the first unknown or unusable setting.
    static func configuration(from settings: HostSettings) throws(InfoSettingError) -> InfoWorld.Configuration {
        let known = SettingName.allCases.map(\.rawValue)
        if let unknown = settings.values.keys.sorted().first(where: { !known.contains($0) }) {
            throw InfoSettingError(
                setting: "info.\(unknown.prefix(60))",
                message: "Info has no such setting; use one of " + known.map { "info.\($0)" }.joined(separator: ", "))
        }
        var configuration = InfoWorld.Configuration()
        if let text = settings.values[SettingName.latency.rawValue] {
            configuration.server.latency = try number(
                text, for: .latency, in: 0...InfoServerSettings.latencyLimit,
                expected:
                    "a number of seconds from 0 to \(InfoFormat.seconds(InfoServerSettings.latencyLimit)), such as 0.2")
        }
        if let text = settings.values[SettingName.failureRate.rawValue] {
            configuration.server.failureRate = try number(
                text, for: .failureRate, in: 0...1,
                expected: "a share from 0 (no request fails) to 1 (every request fails)")
        }
        if let text = settings.values[SettingName.failure.rawValue] {
            configuration.server.failure = try failure(text)
        }
        if let text = settings.values[SettingName.timeout.rawValue] {
            let limit = InfoWorld.Configuration.timeoutLimit
            let seconds = try number(
                text, for: .timeout, in: 0...limit,
                expected: "a number of seconds more than 0 and at most \(InfoFormat.seconds(limit)), such as 2")
            guard seconds > 0 else {
                throw unusable(text, for: .timeout, expected: "a number of seconds more than 0, such as 2")
            }
            configuration.timeout = seconds
        }
        return configuration
    }

    /// The switches `names` turn on.
    ///
    /// - Throws: ``InfoSettingError`` naming the first unknown switch and the known ones.
    static func features(enabling names: Set<String>) throws(InfoSettingError) -> Set<InfoFeature> {
        do {
            return try FeatureSwitches<InfoFeature>(enabling: names.sorted()).enabled
        } catch {
            throw InfoSettingError(
                setting: "info.\(error.name.prefix(60))",
                message: "Info has no such switch; use one of "
                    + error.known.map { "info.\($0)" }.joined(separator: ", "))
        }
    }

    private static func number(
        _ text: String, for name: SettingName, in range: ClosedRange<Double>, expected: String
    ) throws(InfoSettingError) -> Double {
        guard let value = Double(text.trimmingWhitespace), value.isFinite, range.contains(value) else {
            throw unusable(text, for: name, expected: expected)
        }
        return value
    }

    private static func failure(_ text: String) throws(InfoSettingError) -> InfoServerSettings.Failure {
        let trimmed = text.trimmingWhitespace
        if trimmed == "none" { return .noAnswer }
        guard let status = Int(trimmed), (400...599).contains(status) else {
            throw unusable(
                text, for: .failure,
                expected: "an HTTP status from 400 to 599 (such as 500), or none for a server that never answers")
        }
        return .status(status)
    }

    private static func unusable(_ text: String, for name: SettingName, expected: String) -> InfoSettingError {
        InfoSettingError(
            setting: "info.\(name.rawValue)", message: "\"\(text.prefix(40))\" is not usable; give \(expected)")
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
