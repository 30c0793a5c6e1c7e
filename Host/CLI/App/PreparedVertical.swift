import Foundation
import HubInterfaces
import Logging
import Prelude

/// A vertical as the host registers it: the vertical itself, whose data folder the host makes
/// (private to the user) right before the vertical's world is first configured, so that
/// starting the app makes no folder for a vertical nobody uses; and whose world's warnings
/// (what configuring it found: a database that cannot be changed, one kept aside) the host
/// prints on standard error once it is configured, as it prints the preflight's notices at
/// start-up.
struct PreparedVertical: VerticalEntryPoint {
    /// The vertical.
    let vertical: any VerticalEntryPoint
    /// Its data folder, inside the host's data directory.
    let folder: URL

    init(_ vertical: any VerticalEntryPoint, folder: URL) {
        self.vertical = vertical
        self.folder = folder
    }

    var name: String { vertical.name }
    var key: String { vertical.key }
    var switches: [VerticalOption] { vertical.switches }
    var settings: [VerticalOption] { vertical.settings }
    var pluginType: any PluginProtocol.Type { vertical.pluginType }

    func policyFilePath() throws -> String { try vertical.policyFilePath() }
    func contractsFilePath() throws -> String { try vertical.contractsFilePath() }
    func preflight(_ settings: HostSettings) throws -> [String] { try vertical.preflight(settings) }

    /// Makes the vertical's data folder, then configures its world, then prints the world's
    /// warnings that the preflight's notices (printed at start-up) did not say already.
    ///
    /// - Throws: ``HostFailure`` when the folder cannot be made; the vertical's own error.
    func configureWorld(_ settings: HostSettings) throws {
        try DataDirectory.make(folder, in: folder.deletingLastPathComponent())
        let said = Set((try? vertical.preflight(settings)) ?? [])
        try vertical.configureWorld(settings)
        let logger = Logger(label: "host")
        for warning in vertical.worldSection(of: Current).warnings where !said.contains(warning) {
            logger.warning("\(vertical.name): \(warning)")
        }
    }

    func worldSection(of world: World) -> WorldSection { vertical.worldSection(of: world) }
}
