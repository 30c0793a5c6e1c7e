/// A feature switch a vertical owns: an enum whose raw values are the switch names.
///
/// ```swift
/// public enum MapsFeature: String, FeatureSwitch {
///     case search, clustering
/// }
/// ```
public protocol FeatureSwitch: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

/// The state of one vertical's switches. Every switch is off until the host (or a test)
/// turns it on.
///
/// ```swift
/// var features = FeatureSwitches<MapsFeature>()
/// features[.search]                 // false: default off
/// features[.search] = true
/// let fromConfig = try FeatureSwitches<MapsFeature>(enabling: ["search"])
/// ```
public struct FeatureSwitches<Switch: FeatureSwitch>: Sendable, Hashable {
    /// The switches that are on.
    public private(set) var enabled: Set<Switch>

    /// Makes switches with `enabled` on and every other switch off.
    public init(enabled: Set<Switch> = []) {
        self.enabled = enabled
    }

    /// Makes switches from names, as a host reads them from configuration or a command line.
    ///
    /// - Throws: ``UnknownFeatureSwitchError`` naming the first unknown name and the known ones.
    public init(enabling names: some Sequence<String>) throws(UnknownFeatureSwitchError) {
        var enabled: Set<Switch> = []
        for name in names {
            guard let feature = Switch(rawValue: name) else {
                throw UnknownFeatureSwitchError(
                    name: name, owner: "\(Switch.self)", known: Switch.allCases.map(\.rawValue))
            }
            enabled.insert(feature)
        }
        self.init(enabled: enabled)
    }

    /// Whether `feature` is on; set it to turn it on or off.
    public subscript(feature: Switch) -> Bool {
        get { enabled.contains(feature) }
        set {
            if newValue { enabled.insert(feature) } else { enabled.remove(feature) }
        }
    }

    /// Every switch with its state, in declaration order.
    public var all: [(feature: Switch, isOn: Bool)] {
        Switch.allCases.map { ($0, enabled.contains($0)) }
    }
}

/// A switch name that the vertical does not declare.
public struct UnknownFeatureSwitchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name that was given.
    public let name: String
    /// The switch type, such as `MapsFeature`.
    public let owner: String
    /// The names the owner declares.
    public let known: [String]

    /// Makes an error.
    public init(name: String, owner: String, known: [String]) {
        self.name = name
        self.owner = owner
        self.known = known
    }

    /// The text shown when the value is printed.
    public var description: String {
        "unknown feature switch \"\(name)\" for \(owner); use one of: \(known.joined(separator: ", "))"
    }
}
