/// Maps' settings on the host's command line (`maps.defaultZoom=14`), read into a
/// ``MapsWorld/Configuration``.
enum MapsSetting {
    /// The zoom a map opens at.
    static let defaultZoom = "defaultZoom"

    /// The configuration `values` give (a setting left out keeps its default).
    ///
    /// - Throws: ``MapsSettingError`` naming an unknown setting or an unusable value.
    static func configuration(from values: [String: String]) throws(MapsSettingError) -> MapsWorld.Configuration {
        var configuration = MapsWorld.Configuration()
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard name == defaultZoom else {
                throw MapsSettingError(
                    name: "maps.\(name.prefix(80))", reason: "there is no such setting; use maps.\(defaultZoom)")
            }
            guard let zoom = Int(value), MapsWorld.Configuration.zoomLevels.contains(zoom) else {
                let levels = MapsWorld.Configuration.zoomLevels
                throw MapsSettingError(
                    name: "maps.\(defaultZoom)",
                    reason:
                        "\"\(value.prefix(40))\" is not a whole zoom level from \(levels.lowerBound) to \(levels.upperBound)"
                )
            }
            configuration.defaultZoom = zoom
        }
        return configuration
    }
}

/// A Maps switch or setting the host gave that Maps cannot use.
public struct MapsSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The switch or setting as written on the command line (`maps.defaultZoom`).
    public let name: String
    /// What is wrong with it and what to give instead.
    public let reason: String

    /// Makes an error.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The text shown when the value is printed.
    public var description: String { "\(name): \(reason)" }
}
