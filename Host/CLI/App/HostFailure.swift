import HubInterfaces

/// An operation that failed (exit code 1): the hub refused a message, a plugin failed it,
/// an outcome did not arrive in time, or the app could not start.
struct HostFailure: Error, Sendable, CustomStringConvertible {
    /// A sentence saying what failed and, where it can, how to fix it.
    let description: String
    /// The hub's or plugin's error behind it, if any (printed as data with `--format json`).
    let pluginError: PluginError?

    /// Makes a failure from a sentence.
    init(_ description: String, pluginError: PluginError? = nil) {
        self.description = description
        self.pluginError = pluginError
    }

    /// A failure carrying the hub's or a plugin's error.
    init(_ error: PluginError) {
        self.init(error.description, pluginError: error)
    }
}

extension HostFailure {
    /// Runs `body`, turning what it throws into a failure: the hub's or a plugin's
    /// ``PluginError`` as it is, anything else by its description.
    static func catching<Result>(_ body: () throws -> Result) throws(HostFailure) -> Result {
        do {
            return try body()
        } catch let error as PluginError {
            throw HostFailure(error)
        } catch {
            throw HostFailure("\(error)")
        }
    }
}
