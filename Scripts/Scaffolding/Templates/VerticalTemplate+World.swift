/// The `World/` folder: the local world, its switches and its slot in `World`.
extension VerticalTemplate {
    var world: String {
        #"""
        public import Prelude

        /// \#(name)'s local world, read as `Current.\#(property)`: its configuration, feature
        /// switches, strings and the service its examples come from.
        ///
        /// ```swift
        /// try World.configure\#(name)()
        /// Current.\#(property).features[.details]   // false: every switch is off until the host turns it on
        /// World.withOverrides({ $0.\#(property).service = InMemory\#(name)Service([]) }) { … }   // a test's data
        /// ```
        public struct \#(name)World: Sendable {
            /// Settings the host gives \#(name) at start-up.
            public struct Configuration: Sendable, Hashable {
                /// The folder the host gave \#(name) for state that outlives the process, once configured.
                public var dataDirectory: String?

                /// Makes a configuration.
                public init(dataDirectory: String? = nil) {
                    self.dataDirectory = dataDirectory
                }
            }

            /// Settings from the host.
            public var configuration: Configuration
            /// \#(name)'s feature switches.
            public var features: FeatureSwitches<\#(name)Feature>
            /// \#(name)'s localised strings.
            public var strings: StringTables
            /// Where the examples come from.
            public var service: any \#(name)Service

            /// Makes a local world; by default with the built-in examples.
            public init(
                configuration: Configuration = Configuration(), features: FeatureSwitches<\#(name)Feature> = .init(),
                strings: StringTables, service: any \#(name)Service = Live\#(name)Service()
            ) {
                self.configuration = configuration
                self.features = features
                self.strings = strings
                self.service = service
            }
        }

        """#
    }

    var feature: String {
        #"""
        public import Prelude

        /// The feature switches \#(name) owns. All are off until the host turns them on
        /// (`host send query \#(key).example --enable \#(key).details`).
        public enum \#(name)Feature: String, FeatureSwitch {
            /// Each example's details: in `\#(key).example`'s answer and on the screen. Off, both leave them out.
            case details
        }

        """#
    }

    var worldSlot: String {
        #"""
        public import Foundation
        public import HubInterfaces
        public import Prelude

        /// \#(name)'s slot in the world. Unconfigured, it holds the defaults and the bundled strings
        /// (or, when the resource bundle is missing, empty tables whose lookups show as missing).
        private enum \#(name)WorldKey: WorldKey {
            static let defaultValue = \#(name)World(
                strings: (try? \#(name)World.bundledStrings()) ?? StringTables([.english: [:]]))
        }

        extension World {
            /// \#(name)'s local world: `Current.\#(property)`.
            public var \#(property): \#(name)World {
                get { self[\#(name)WorldKey.self] }
                set { self[\#(name)WorldKey.self] = newValue }
            }

        \#(configureFunction)
        }

        extension \#(name)World {
            /// \#(name)'s resource bundle, found without trapping.
            ///
            /// - Throws: ``MissingResourceError`` naming the bundle and the folders searched.
            public static func resources() throws(MissingResourceError) -> Bundle {
                try Bundle.resources(package: "\#(swiftLiteral(packageName))", target: "\#(name)")
            }

            /// The string tables \#(name) ships in `Resources/Localization`.
            ///
            /// - Throws: ``StringTablesError`` naming the missing bundle or the faulty file.
            public static func bundledStrings() throws(StringTablesError) -> StringTables {
                let bundle: Bundle
                do {
                    bundle = try resources()
                } catch {
                    throw StringTablesError(file: error.bundle, key: nil, message: error.description)
                }
                return try StringTables(bundle: bundle)
            }

            /// \#(name)'s policy file, shipped in `Resources/Policy/\#(name).json`.
            ///
            /// - Throws: ``MissingResourceError`` naming the bundle or the file that is missing.
            public static func policyFile() throws(MissingResourceError) -> URL {
                try resources().resourceFile("Policy/\#(name).json")
            }

            /// \#(name)'s contracts file, shipped in `Resources/Contracts/\#(name).json`.
            ///
            /// - Throws: ``MissingResourceError`` naming the bundle or the file that is missing.
            public static func contractsFile() throws(MissingResourceError) -> URL {
                try resources().resourceFile("Contracts/\#(name).json")
            }

            /// \#(name)'s message contracts, shipped in `Resources/Contracts/\#(name).json`: a contract for
            /// every message \#(name) receives or publishes (see ``MessageContract``).
            ///
            /// - Throws: ``MissingResourceError`` naming the bundle or file that is missing, or
            ///   ``ResourceDecodingError`` naming the file and what is wrong in it.
            public static func shippedContracts() throws -> [MessageContract] {
                try contracts.get()
            }

            /// The contracts, read once a process (the bundle does not change while the process runs).
            private static let contracts = Result {
                try MessageContract.contracts(atResource: "Contracts/\#(name).json", in: resources())
            }
        }

        """#
    }

    private var configureFunction: String {
        if withDatabase {
            return #"""
                    /// Sets up \#(name)'s local world; the host calls it once at start-up. With a data
                    /// directory, the examples come from the database there (made on first use, folder 0700,
                    /// file 0600); without one, from the built-in examples.
                    ///
                    /// - Throws: ``StringTablesError`` when the bundled string tables cannot be read, or
                    ///   ``\#(name)ServiceError`` when the database cannot be opened.
                    public static func configure\#(name)(
                        _ configuration: \#(name)World.Configuration = .init(), features: Set<\#(name)Feature> = []
                    ) throws {
                        let strings = try \#(name)World.bundledStrings()
                        let service: any \#(name)Service
                        if let directory = configuration.dataDirectory {
                            service = try Database\#(name)Service(directory: directory)
                        } else {
                            service = Live\#(name)Service()
                        }
                        let local = \#(name)World(
                            configuration: configuration, features: FeatureSwitches(enabled: features), strings: strings,
                            service: service)
                        update { $0.\#(property) = local }
                    }
                """#
        }
        return #"""
                /// Sets up \#(name)'s local world with the built-in examples; the host calls it once at
                /// start-up.
                ///
                /// - Throws: ``StringTablesError`` when the bundled string tables cannot be read.
                public static func configure\#(name)(
                    _ configuration: \#(name)World.Configuration = .init(), features: Set<\#(name)Feature> = []
                ) throws(StringTablesError) {
                    let local = \#(name)World(
                        configuration: configuration, features: FeatureSwitches(enabled: features),
                        strings: try \#(name)World.bundledStrings())
                    update { $0.\#(property) = local }
                }
            """#
    }
}
