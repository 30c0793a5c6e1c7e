/// The `Entry/` folder: the entry point the host keeps in its one list.
extension VerticalTemplate {
    var entryPoint: String {
        #"""
        import Foundation
        public import HubInterfaces
        public import Prelude

        /// \#(name)'s entry point for the app shell: its name, switches and settings, how it sets up
        /// `Current.\#(property)`, its plugin and its policy.
        ///
        /// ```swift
        /// try hub.register(\#(name)Vertical(), settings: HostSettings(locale: "en", dataDirectory: folder, enabledSwitches: ["details"]))
        /// ```
        public struct \#(name)Vertical: VerticalEntryPoint {
            /// Makes the entry point.
            public init() {}

            /// `\#(name)`, also its policy's name.
            public var name: String { "\#(name)" }

            /// `\#(key)`, as in `\#(key).details`.
            public var key: String { "\#(key)" }

            /// `details`: each example's details in `\#(key).example` and on the screen.
            public var switches: [VerticalOption] {
                \#(name)Feature.allCases.map {
                    VerticalOption(name: $0.rawValue, summary: Current.\#(property).strings.text("\#(key).option.\($0.rawValue)"))
                }
            }

            /// None yet: a setting the host gives is refused, naming it.
            public var settings: [VerticalOption] { [] }

            /// ``\#(name)Plugin``.
            public var pluginType: any PluginProtocol.Type { \#(name)Plugin.self }

            /// The path of the shipped `Resources/Policy/\#(name).json`.
            ///
            /// - Throws: ``MissingResourceError`` naming the missing bundle or file.
            public func policyFilePath() throws -> String {
                try \#(name)World.policyFile().path
            }

            /// The path of the shipped `Resources/Contracts/\#(name).json`: the contract of every message
            /// \#(name) receives or publishes.
            ///
            /// - Throws: ``MissingResourceError`` naming the missing bundle or file.
            public func contractsFilePath() throws -> String {
                try \#(name)World.contractsFile().path
            }

            /// Checks the host's switches and settings as ``configureWorld(_:)`` reads them, without
            /// reading anything else.
            ///
            /// - Returns: No notices.
            /// - Throws: ``\#(name)SettingError`` naming the unknown switch or setting.
            public func preflight(_ settings: HostSettings) throws -> [String] {
                _ = try Self.features(from: settings)
                return []
            }

            /// Sets up `Current.\#(property)` from the host's switches\#(withDatabase ? ", with the examples in the database in `settings.dataDirectory`" : ""). Nothing changes when
            /// any value is unusable.
            ///
            /// - Throws: ``\#(name)SettingError`` naming the unknown switch or setting, or
            ///   ``StringTablesError`` when the bundled strings cannot be read.
            public func configureWorld(_ settings: HostSettings) throws {
                let features = try Self.features(from: settings)
                try World.configure\#(name)(.init(dataDirectory: settings.dataDirectory), features: features)
            }

            /// The switches the host turned on, after refusing any setting (\#(name) has none) and any
            /// switch \#(name) does not have.
            ///
            /// - Throws: ``\#(name)SettingError`` naming the unknown switch or setting.
            private static func features(from settings: HostSettings) throws -> Set<\#(name)Feature> {
                if let unknown = settings.values.keys.sorted().first {
                    throw \#(name)SettingError(
                        setting: "\#(key).\(unknown.prefix(60))", message: "\#(name) has no settings; leave it out")
                }
                do {
                    return try FeatureSwitches<\#(name)Feature>(enabling: settings.enabledSwitches.sorted()).enabled
                } catch {
                    throw \#(name)SettingError(
                        setting: "\#(key).\(error.name.prefix(60))",
                        message: "\#(name) has no such switch; use one of "
                            + error.known.map { "\#(key).\($0)" }.joined(separator: ", "))
                }
            }

            /// \#(name)'s configuration, switches and strings in `world`.
            public func worldSection(of world: World) -> WorldSection {
                let local = world.\#(property)
                return WorldSection(
                    name: name,
                    configuration: ["dataDirectory": local.configuration.dataDirectory.map(JSON.string) ?? .null],
                    switches: Dictionary(uniqueKeysWithValues: local.features.all.map { ($0.feature.rawValue, $0.isOn) }),
                    strings: local.strings)
            }
        }

        """#
    }

    var settingError: String {
        #"""
        /// A switch or setting the host gave \#(name) that \#(name) cannot use: which one, and what to give instead.
        ///
        /// ```text
        /// \#(key).colour: \#(name) has no settings; leave it out
        /// ```
        public struct \#(name)SettingError: Error, Sendable, Hashable, CustomStringConvertible {
            /// The setting or switch at fault, with \#(name)'s prefix: `\#(key).colour`.
            public let setting: String
            /// What was wrong and how to fix it.
            public let message: String

            /// Makes an error.
            public init(setting: String, message: String) {
                self.setting = setting
                self.message = message
            }

            /// The text shown when the value is printed.
            public var description: String { "\(setting): \(message)" }
        }

        """#
    }
}
