import Foundation
import FrontEndServer
import HubInterfaces
import Prelude

/// The host itself as a plugin: what a person at the command line (or a front end) sends
/// goes out as the shell, a ``SenderPlugin`` under its own policy
/// `Resources/Policy/Shell.json`, which sends and subscribes to every vertical's messages and
/// receives nothing.
///
/// ```swift
/// let shell = try app.speaker()              // the shell
/// let places = try shell.query("maps.nearby", payload: ["latitude": 51.53, "longitude": -0.12])
/// ```
enum ShellPlugin {
    /// The name the shell registers under, which its policy file carries too.
    static let name = "Shell"

    /// The shell's policy file in the host's resource bundle.
    static func policyFile() throws(MissingResourceError) -> URL {
        try Bundle.resources(package: "VerticalHub", target: "HostCLI").resourceFile("Policy/Shell.json")
    }

    /// Makes the shell, reading its policy from its file. The host sends as the shell
    /// through the hub (see ``Speaker``), so the shell keeps no sender of its own.
    ///
    /// - Throws: when the policy file is missing or is not a policy.
    static func make() throws -> SenderPlugin {
        let json = try JSON(parsing: try Data(contentsOf: try policyFile()))
        return SenderPlugin(policy: try json.decode(Policy.self))
    }
}
