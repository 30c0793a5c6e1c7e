public import Prelude

/// Info's local world, read as `Current.info`: what the app says about itself.
///
/// ```swift
/// try World.configureInfo(InfoWorld.Configuration(appVersion: "2.1.0"))
/// Current.info.configuration.appVersion   // "2.1.0"
/// ```
public struct InfoWorld: Sendable {
    /// Settings the host gives Info at start-up.
    public struct Configuration: Sendable, Hashable {
        /// The app's version as users see it.
        public var appVersion: String
        /// Where users write for help.
        public var supportAddress: String

        /// Makes a configuration.
        public init(appVersion: String = "0.0.0", supportAddress: String = "support@example.com") {
            self.appVersion = appVersion
            self.supportAddress = supportAddress
        }
    }

    /// Settings from the host.
    public var configuration: Configuration
    /// Info's feature switches.
    public var features: FeatureSwitches<InfoFeature>
    /// Info's localised strings.
    public var strings: StringTables

    /// Makes a local world.
    public init(
        configuration: Configuration = Configuration(), features: FeatureSwitches<InfoFeature> = .init(),
        strings: StringTables
    ) {
        self.configuration = configuration
        self.features = features
        self.strings = strings
    }
}
