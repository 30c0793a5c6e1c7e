public import HubInterfaces

/// The message contracts a plugin declares, and where they come from, for the hub to check
/// against its policy at start-up.
///
/// ```swift
/// let contracts = PluginContracts(try maps.contracts(), file: "Verticals/Maps/Resources/Contracts/Maps.json")
/// try hub.register(named: "Maps", policy: .file(mapsPolicy), contracts: contracts) { try MapsPlugin(messageSender: $0, configurationFiles: [:]) }
/// ```
public struct PluginContracts: Sendable, Hashable {
    /// The contracts, in the order declared.
    public var contracts: [MessageContract]
    /// Where they come from, as problems name it: a path, or a label such as
    /// `MapsVertical.contracts()`.
    public var file: String
    /// The file's text, when known, so that problems in it carry a line and column.
    public var text: String?

    /// Pairs contracts with where they come from.
    ///
    /// - Parameters:
    ///   - contracts: The contracts, in the order declared.
    ///   - file: Their file's path, or a label.
    ///   - text: The file's text, to give problems a line and column.
    public init(_ contracts: [MessageContract], file: String, text: String? = nil) {
        self.contracts = contracts
        self.file = file
        self.text = text
    }
}
