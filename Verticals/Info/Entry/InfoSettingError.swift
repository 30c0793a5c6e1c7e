/// A switch or setting the host gave Info that Info cannot use: which one, and what to give instead.
///
/// ```text
/// info.latency: "soon" is not usable; give a number of seconds from 0 to 600, such as 0.2
/// ```
public struct InfoSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The setting or switch at fault, with Info's prefix: `info.latency`.
    public let setting: String
    /// What was wrong and how to fix it.
    public let message: String

    /// Makes an error.
    public init(setting: String, message: String) {
        self.setting = setting
        self.message = message
    }

    /// The text shown when the value is printed.
    public var description: String { "\(setting): \(message)" }
}
