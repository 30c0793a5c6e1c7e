import ClinicalRecords
import Info
import Maps
import PlatformHub
import Prelude
import VerticalInterfaces

/// What the host sets up at start-up: the locale and each vertical's local world with
/// the feature switches the user enabled.
struct HostSetup {
    let locale: LocaleID
    private(set) var maps = FeatureSwitches<MapsFeature>()
    private(set) var clinicalRecords = FeatureSwitches<ClinicalRecordsFeature>()
    private(set) var info = FeatureSwitches<InfoFeature>()

    /// The prefixes that name each vertical in a switch name such as `maps.search`.
    static let verticalPrefixes = ["maps", "clinicalRecords", "info"]

    /// Reads switch names such as `maps.search`.
    init(locale: LocaleID, enabledSwitches: [String]) throws(HostSetupError) {
        self.locale = locale
        for name in enabledSwitches {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw .malformedSwitch(name) }
            do {
                switch parts[0] {
                case "maps": maps = try Self.enabling(parts[1], in: maps)
                case "clinicalRecords": clinicalRecords = try Self.enabling(parts[1], in: clinicalRecords)
                case "info": info = try Self.enabling(parts[1], in: info)
                default: throw HostSetupError.unknownVertical(name: name, vertical: parts[0])
                }
            } catch let error as UnknownFeatureSwitchError {
                throw .unknownSwitch(name: name, known: error.known.map { "\(parts[0]).\($0)" })
            } catch let error as HostSetupError {
                throw error
            } catch {
                throw .malformedSwitch(name)
            }
        }
    }

    private static func enabling<Switch>(
        _ name: String, in switches: FeatureSwitches<Switch>
    ) throws(UnknownFeatureSwitchError) -> FeatureSwitches<Switch> {
        let added = try FeatureSwitches<Switch>(enabling: [name])
        return FeatureSwitches(enabled: switches.enabled.union(added.enabled))
    }

    /// Configures the world: the locale, then every vertical with demo services.
    func apply() throws {
        World.update { $0.locale = locale }
        try World.configureMaps(features: maps.enabled, places: LivePlacesService.bundled())
        try World.configureClinicalRecords(features: clinicalRecords.enabled)
        try World.configureInfo(InfoWorld.Configuration(appVersion: DemoData.appVersion), features: info.enabled)
    }
}

extension HostSetup {
    /// The policies the verticals ship, under the names their plugins register with.
    static func shippedPolicies() throws -> [PluginPolicy] {
        [
            PluginPolicy(plugin: "Maps", source: .file(try MapsWorld.policyFile())),
            PluginPolicy(plugin: "ClinicalRecords", source: .file(try ClinicalRecordsWorld.policyFile())),
            PluginPolicy(plugin: "Info", source: .file(try InfoWorld.policyFile())),
        ]
    }
}

/// A switch name the host cannot use, worded as what to do instead.
enum HostSetupError: Error, CustomStringConvertible {
    case malformedSwitch(String)
    case unknownVertical(name: String, vertical: String)
    case unknownSwitch(name: String, known: [String])

    var description: String {
        switch self {
        case .malformedSwitch(let name):
            "Name a feature switch as <vertical>.<switch>, for example maps.search; '\(name)' is not in that form."
        case .unknownVertical(let name, let vertical):
            "Use one of the verticals \(HostSetup.verticalPrefixes.joined(separator: ", ")) in '\(name)'; "
                + "there is no vertical '\(vertical)'."
        case .unknownSwitch(let name, let known):
            "Use one of the switches \(known.joined(separator: ", ")); there is no switch '\(name)'."
        }
    }
}
