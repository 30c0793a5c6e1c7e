import Foundation
import HubInterfaces
import Prelude

/// One run's choices, checked against the verticals: the locale, where state is kept,
/// and each vertical's switches and settings (names without the vertical's prefix).
///
/// ```swift
/// let configuration = try HostConfiguration(
///     locale: "de_DE", dataDirectory: nil, enabling: ["maps.search"], setting: ["info.latency=0.2"])
/// configuration.settings(for: mapsVertical, dataDirectory: folder).enabledSwitches   // ["search"]
/// ```
struct HostConfiguration: Sendable {
    /// The locale every vertical's strings are shown in.
    var locale: LocaleID
    /// The folder that holds each vertical's own folder.
    var dataDirectory: URL
    /// The switches turned on, by vertical key.
    var switches: [String: Set<String>]
    /// The settings given, by vertical key, then by setting name.
    var values: [String: [String: String]]
    /// Whether the app prints how long it took to be ready to route (`--report-startup`).
    var reportsStartup = false

    /// The folder used when `--data-dir` is not given: `.verticalhub` in the user's home.
    static var defaultDataDirectory: URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".verticalhub", isDirectory: true)
    }

    /// Reads the command line's choices.
    ///
    /// - Parameters:
    ///   - locale: A locale as typed (see ``LocaleChoice``).
    ///   - dataDirectory: A folder path, or `nil` for ``defaultDataDirectory``.
    ///   - enabling: Switch names, `<key>.<switch>`.
    ///   - setting: Settings, `<key>.<setting>=<value>`.
    /// - Throws: ``HostUsageError`` for the first name or locale that is not known, naming
    ///   it and listing what there is.
    init(locale: String, dataDirectory: String?, enabling: [String], setting: [String]) throws(HostUsageError) {
        self.locale = try LocaleChoice.locale(locale) { HostCatalog.locales }
        if let dataDirectory {
            guard !dataDirectory.isEmpty else {
                throw HostUsageError("Give --data-dir as the path of a folder; an empty path names none.")
            }
            self.dataDirectory = URL(fileURLWithPath: dataDirectory, isDirectory: true).standardizedFileURL
        } else {
            self.dataDirectory = Self.defaultDataDirectory
        }
        switches = [:]
        for name in enabling {
            let (vertical, switchName) = try Self.split(name, kind: "feature switch", example: "maps.search")
            guard vertical.switches.contains(where: { $0.name == switchName }) else {
                throw HostUsageError(
                    "Use one of the switches \(Self.names(vertical.switches, of: vertical)); "
                        + "there is no switch '\(name)'.")
            }
            switches[vertical.key, default: []].insert(switchName)
        }
        values = [:]
        for entry in setting {
            guard let equals = entry.firstIndex(of: "="), entry[entry.index(after: equals)...].isEmpty == false else {
                throw HostUsageError(
                    "Give --set as <vertical>.<setting>=<value>, for example info.latency=0.5; "
                        + "'\(entry.prefix(200))' has no value.")
            }
            let name = String(entry[..<equals])
            let (vertical, settingName) = try Self.split(name, kind: "setting", example: "info.latency=0.5")
            guard vertical.settings.contains(where: { $0.name == settingName }) else {
                let known = vertical.settings.isEmpty ? "none" : Self.names(vertical.settings, of: vertical)
                throw HostUsageError(
                    "Use one of \(vertical.name)'s settings (\(known)); there is no setting '\(name)'.")
            }
            guard values[vertical.key]?[settingName] == nil else {
                throw HostUsageError("Give each setting once; --set \(name)=… appears more than once.")
            }
            values[vertical.key, default: [:]][settingName] = String(entry[entry.index(after: equals)...])
        }
    }

    /// This configuration with the switches `names` (`<key>.<switch>`) turned on too.
    ///
    /// - Throws: ``HostUsageError`` for a name no vertical declares.
    func enabling(_ names: [String]) throws(HostUsageError) -> HostConfiguration {
        var configuration = self
        for name in names {
            let (vertical, switchName) = try Self.split(name, kind: "feature switch", example: "maps.search")
            guard vertical.switches.contains(where: { $0.name == switchName }) else {
                throw HostUsageError("There is no switch '\(name)'.")
            }
            configuration.switches[vertical.key, default: []].insert(switchName)
        }
        return configuration
    }

    /// What `vertical` is handed at start-up, with its own folder `dataDirectory`.
    func settings(for vertical: any VerticalEntryPoint, dataDirectory: URL) -> HostSettings {
        HostSettings(
            locale: locale, dataDirectory: dataDirectory.path, enabledSwitches: switches[vertical.key] ?? [],
            values: values[vertical.key] ?? [:])
    }

    /// `maps.search` as the Maps vertical and `search`.
    private static func split(
        _ name: String, kind: String, example: String
    ) throws(HostUsageError) -> (any VerticalEntryPoint, String) {
        let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw HostUsageError(
                "Name a \(kind) as <vertical>.<name>, for example \(example); '\(name.prefix(200))' is not in that form."
            )
        }
        guard let vertical = HostCatalog.vertical(key: parts[0]) else {
            throw HostUsageError(
                "Use one of the verticals \(HostCatalog.keys.joined(separator: ", ")) in '\(name.prefix(200))'; "
                    + "there is no vertical '\(parts[0].prefix(200))'.")
        }
        return (vertical, parts[1])
    }

    private static func names(_ options: [VerticalOption], of vertical: any VerticalEntryPoint) -> String {
        options.map { "\(vertical.key).\($0.name)" }.joined(separator: ", ")
    }
}
