public import Prelude

/// A vertical's one entry point: everything the app shell needs to set it up, register
/// its plugin and show it. Each vertical exports one value conforming to this protocol;
/// the host keeps one array of them, so adding a vertical is one line there.
///
/// The hub (`Hub.register(_:settings:)` in PlatformHub) reads a vertical's policy and
/// contracts when it starts and checks its settings with ``preflight(_:)``; it configures the
/// vertical's world and makes its plugin only when the first message for it arrives (or at
/// start-up, when its policy subscribes at launch or says it starts at launch), so that
/// start-up does not grow with the number of verticals.
///
/// ```swift
/// // Host
/// let verticals: [any VerticalEntryPoint] = [MapsVertical(), ClinicalRecordsVertical(), InfoVertical()]
/// for vertical in verticals {
///     try hub.register(vertical, settings: HostSettings(locale: "en", dataDirectory: folder(vertical.key)))
/// }
/// try hub.start()
/// ```
public protocol VerticalEntryPoint: Sendable {
    /// The plugin's name, which is also its policy's `name`: `Maps`.
    var name: String { get }
    /// The prefix of the vertical's switch and setting names on the command line: `maps`
    /// in `maps.search`.
    var key: String { get }
    /// The feature switches the vertical owns, all off until the host turns them on.
    var switches: [VerticalOption] { get }
    /// The settings the host may give the vertical (`info.latency`), with their defaults.
    var settings: [VerticalOption] { get }
    /// The plugin the hub makes for the vertical.
    var pluginType: any PluginProtocol.Type { get }
    /// The path of the policy file the vertical ships.
    ///
    /// - Throws: when the vertical's resource bundle or the file is missing, naming the path.
    func policyFilePath() throws -> String
    /// The path of the file with the contract of every message the vertical receives or
    /// publishes (a JSON array of ``MessageContract``, read with
    /// ``MessageContract/contracts(in:)``): what front ends discover, what the web page builds
    /// forms from, what an agent sees as tools, and what the hub checks every payload against.
    ///
    /// - Throws: when the vertical's resource bundle or the file is missing, naming the path.
    func contractsFilePath() throws -> String
    /// Checks `settings` without configuring anything: every switch and setting the host gives
    /// is one the vertical has, with a usable value. The host calls it for every vertical at
    /// start-up, before any message is routed, so that a mistake in the command line is
    /// reported at once even though the world is configured only on first use.
    ///
    /// - Parameter settings: What the host will hand ``configureWorld(_:)``.
    /// - Returns: What the user must hear about at every start, found without opening
    ///   anything (a records database kept aside, say), one line each; usually none.
    /// - Throws: naming the switch or setting and why it cannot be used.
    func preflight(_ settings: HostSettings) throws -> [String]
    /// Sets up `Current.<key>` from the host's settings: once, before the vertical's plugin is
    /// made, and again when the host changes a setting at run time.
    ///
    /// - Throws: when a setting's value is unusable (naming the setting) or a resource is missing.
    func configureWorld(_ settings: HostSettings) throws
    /// What `host world` shows of the vertical's local world in `world`.
    func worldSection(of world: World) -> WorldSection
}

/// A switch or setting a vertical offers the host: its name (without the vertical's
/// prefix), a sentence saying what it does, and its default value for a setting.
public struct VerticalOption: Sendable, Hashable, Codable {
    /// The name without the vertical's prefix: `search`, `latency`.
    public var name: String
    /// A full sentence for help texts.
    public var summary: String
    /// The value used when the host sets none (empty for a switch, which defaults to off).
    public var defaultValue: String

    /// Makes an option.
    public init(name: String, summary: String, defaultValue: String = "") {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

/// What the host hands a vertical at start-up.
public struct HostSettings: Sendable, Hashable {
    /// The locale the user chose.
    public var locale: LocaleID
    /// The vertical's own folder for state that outlives the process (made by the host).
    public var dataDirectory: String
    /// The vertical's switches the user turned on, by name without the prefix.
    public var enabledSwitches: Set<String>
    /// The vertical's settings the user gave, by name without the prefix; a setting left
    /// out takes its ``VerticalOption/defaultValue``.
    public var values: [String: String]

    /// Makes settings.
    public init(
        locale: LocaleID, dataDirectory: String, enabledSwitches: Set<String> = [], values: [String: String] = [:]
    ) {
        self.locale = locale
        self.dataDirectory = dataDirectory
        self.enabledSwitches = enabledSwitches
        self.values = values
    }
}

/// One vertical's part of `host world`: its configuration, switches, strings and warnings.
public struct WorldSection: Sendable, Hashable {
    /// The vertical's name.
    public var name: String
    /// Configuration values by name.
    public var configuration: [String: JSON]
    /// Each switch and whether it is on.
    public var switches: [String: Bool]
    /// The vertical's string tables.
    public var strings: StringTables
    /// What the user must hear about at every start, one line each, until they act: a
    /// database set aside, records that can only be read. The host prints them on
    /// standard error and `host world` lists them.
    public var warnings: [String]

    /// Makes a section.
    public init(
        name: String, configuration: [String: JSON], switches: [String: Bool], strings: StringTables,
        warnings: [String] = []
    ) {
        self.name = name
        self.configuration = configuration
        self.switches = switches
        self.strings = strings
        self.warnings = warnings
    }
}
