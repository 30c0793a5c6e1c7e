public import Prelude

/// Info's local world, read as `Current.info`: what the app says about itself, the info
/// server behind it and how long a refresh may take.
///
/// ```swift
/// try World.configureInfo(InfoWorld.Configuration(appVersion: "2.1.0"))
/// Current.info.configuration.appVersion   // "2.1.0"
/// World.withOverrides({ $0.info.service = InMemoryInfoService() }) { … }   // a test's server
/// ```
public struct InfoWorld: Sendable {
    /// Settings the host gives Info at start-up.
    public struct Configuration: Sendable, Hashable {
        /// The longest refresh deadline the host accepts, in seconds.
        public static let timeoutLimit = 600.0

        /// The app's version as users see it (the simulated server reports it as the latest).
        public var appVersion: String
        /// Where users write for help.
        public var supportAddress: String
        /// How the simulated info server behaves.
        public var server: InfoServerSettings
        /// Seconds a refresh waits for the server before it fails as timed out (more than 0,
        /// at most ``timeoutLimit``).
        public var timeout: Double

        /// Makes a configuration.
        public init(
            appVersion: String = "1.0.0", supportAddress: String = "support@example.com",
            server: InfoServerSettings = InfoServerSettings(), timeout: Double = 2
        ) {
            self.appVersion = appVersion
            self.supportAddress = supportAddress
            self.server = server
            self.timeout = timeout
        }
    }

    /// Settings from the host.
    public var configuration: Configuration
    /// Info's feature switches.
    public var features: FeatureSwitches<InfoFeature>
    /// Info's localised strings.
    public var strings: StringTables
    /// The info server.
    public var service: any InfoService
    /// Where the server's latency and the refresh deadline wait.
    public var scheduler: any InfoScheduler

    /// Makes a local world; by default with the simulated server in real time.
    public init(
        configuration: Configuration = Configuration(), features: FeatureSwitches<InfoFeature> = .init(),
        strings: StringTables, service: any InfoService = LiveInfoService(),
        scheduler: any InfoScheduler = DispatchInfoScheduler()
    ) {
        self.configuration = configuration
        self.features = features
        self.strings = strings
        self.service = service
        self.scheduler = scheduler
    }
}
