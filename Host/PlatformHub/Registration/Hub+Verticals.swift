import Foundation
public import HubInterfaces

extension Hub {
    /// Registers a vertical from its entry point: its settings are checked now
    /// (`VerticalEntryPoint/preflight(_:)`), its policy and contracts files are read when the
    /// hub starts, and its world is configured and its plugin made when the first message for
    /// it arrives (or while the hub starts, when its policy subscribes to an event at launch or
    /// sets `startAtAppLaunch`), so that start-up does not grow with the number of verticals.
    ///
    /// ```swift
    /// for vertical in [MapsVertical(), InfoVertical()] as [any VerticalEntryPoint] {
    ///     let notices = try hub.register(vertical, settings: HostSettings(locale: "en", dataDirectory: folder))
    ///     for notice in notices { print("\(vertical.name): \(notice)") }
    /// }
    /// try hub.start()
    /// ```
    ///
    /// The plugin is made with its policy file's text in `configurationFiles`, under the file's
    /// name (`Maps.json`), so that it can take its policy from there rather than read the file
    /// again. The hub checks every payload sent to the vertical against its contracts before the
    /// vertical sees it. A vertical whose world cannot be configured or whose plugin cannot be
    /// made when it is first used refuses that message and every later one as
    /// `PluginError.Code.unavailable`, saying why.
    ///
    /// - Parameters:
    ///   - vertical: The vertical's entry point.
    ///   - settings: What its world is configured with.
    /// - Returns: What the user must hear about at every start (the vertical's preflight
    ///   notices), one line each; usually none.
    /// - Throws: The vertical's own error when a switch or setting cannot be used, or its
    ///   policy or contracts file is missing (naming the path); ``HubError`` when the hub has
    ///   already started.
    @discardableResult
    public func register(_ vertical: any VerticalEntryPoint, settings: HostSettings) throws -> [String] {
        let notices = try vertical.preflight(settings)
        // `isDirectory: false`: a file URL without the hint asks the file system (one stat a vertical).
        let policyFile = URL(fileURLWithPath: try vertical.policyFilePath(), isDirectory: false)
        let policy = PolicySource.file(policyFile)
        let contracts = PluginContracts.file(URL(fileURLWithPath: try vertical.contractsFilePath(), isDirectory: false))
        let type = vertical.pluginType
        let name = vertical.name
        try register(named: name, policy: policy, contracts: contracts, activation: .onFirstUse) { sender in
            try vertical.configureWorld(settings)
            let text = try policy.read(plugin: name)
            return try type.init(messageSender: sender, configurationFiles: [policyFile.lastPathComponent: text])
        }
        return notices
    }
}
