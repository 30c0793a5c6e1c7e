/// What `new-vertical` makes for one vertical: its name and the options chosen. The
/// templates (`VerticalTemplate+*.swift`, one per layer) read it to write each file.
public struct VerticalTemplate: Sendable, Hashable {
    /// The vertical's checked name.
    public var vertical: VerticalName
    /// Adds a command (`<key>.refresh`) with its outcome event (`<key>.outcomes`).
    public var withCommand: Bool
    /// Keeps the examples in a SQLite database through GRDB.
    public var withDatabase: Bool
    /// The name of the package the vertical is made in (its manifest's `name:`), which SwiftPM
    /// puts in the name of the vertical's resource bundle: `VerticalHub_Pharmacy.resources`.
    public var packageName: String

    /// Makes a template for a vertical of the package called `packageName`.
    public init(
        _ vertical: VerticalName, withCommand: Bool = false, withDatabase: Bool = false,
        packageName: String = "VerticalHub"
    ) {
        self.vertical = vertical
        self.withCommand = withCommand
        self.withDatabase = withDatabase
        self.packageName = packageName
    }

    /// The vertical's name: `Pharmacy`.
    var name: String { vertical.name }
    /// The world property: `pharmacy`.
    var property: String { vertical.property }
    /// The message prefix: `pharmacy`.
    var key: String { vertical.key }

    /// The messages the shell sends or subscribes to, so that `host send` reaches the
    /// vertical, by policy section: `send.queries` and so on.
    public var shellMessages: [(section: [String], message: String)] {
        var messages: [(section: [String], message: String)] = [
            (["send", "queries"], "\(key).example"), (["send", "viewQueries"], "\(key).view"),
        ]
        if withCommand {
            messages += [(["send", "commands"], "\(key).refresh"), (["subscribe", "events"], "\(key).outcomes")]
        }
        return messages
    }

    /// Every file of the vertical and its tests, by path relative to the package root.
    public var files: [GeneratedFile] {
        let folder = "Verticals/\(name)"
        let tests = "Tests/\(name)Tests"
        var files = [
            GeneratedFile("\(folder)/World/\(name)World.swift", world),
            GeneratedFile("\(folder)/World/\(name)Feature.swift", feature),
            GeneratedFile("\(folder)/World/World+\(name).swift", worldSlot),
            GeneratedFile("\(folder)/Entry/\(name)Vertical.swift", entryPoint),
            GeneratedFile("\(folder)/Entry/\(name)SettingError.swift", settingError),
            GeneratedFile("\(folder)/Service/\(name)Service.swift", serviceProtocol),
            GeneratedFile("\(folder)/Service/\(name)Example.swift", example),
            GeneratedFile("\(folder)/Service/\(name)ServiceError.swift", serviceError),
            GeneratedFile("\(folder)/Service/Live\(name)Service.swift", liveService),
            GeneratedFile("\(folder)/Service/InMemory\(name)Service.swift", inMemoryService),
            GeneratedFile("\(folder)/Worker/\(name)Catalogue.swift", catalogue),
            GeneratedFile("\(folder)/ViewModel/\(name)ScreenState.swift", screenState),
            GeneratedFile("\(folder)/ViewModel/\(name)ViewModel.swift", viewModel),
            GeneratedFile("\(folder)/Views/\(name)Screen.swift", screen),
            GeneratedFile("\(folder)/Plugin/\(name)Plugin.swift", plugin),
            GeneratedFile("\(folder)/Plugin/\(name)Payload.swift", payload),
            GeneratedFile("\(folder)/Plugin/Message+\(name).swift", messages),
            GeneratedFile("\(folder)/Plugin/\(name)Example+JSON.swift", exampleJSON),
            GeneratedFile("\(folder)/Resources/Policy/\(name).json", policy),
            GeneratedFile("\(folder)/Resources/Contracts/\(name).json", contracts),
            GeneratedFile("\(folder)/Resources/Localization/en.json", english),
            GeneratedFile("\(folder)/Resources/Localization/de.json", german),
            GeneratedFile("\(folder)/\(name).docc/\(name).md", catalogPage),
            GeneratedFile("\(tests)/Support/\(name)Harness.swift", testHarness),
            GeneratedFile("\(tests)/Support/FakeSender.swift", testFakeSender),
            GeneratedFile("\(tests)/ExampleQueryTests.swift", testExampleQuery),
            GeneratedFile("\(tests)/ScreenTests.swift", testScreen),
            GeneratedFile("\(tests)/EntryPointTests.swift", testEntryPoint),
            GeneratedFile("\(tests)/ContractTests.swift", testContracts),
        ]
        if withCommand {
            files += [
                GeneratedFile("\(folder)/Worker/\(name)Refresher.swift", refresher),
                GeneratedFile("\(folder)/Plugin/\(name)Plugin+Refresh.swift", pluginRefresh),
                GeneratedFile("\(tests)/RefreshCommandTests.swift", testRefreshCommand),
            ]
        }
        if withDatabase {
            files += [
                GeneratedFile("\(folder)/Persistence/Database\(name)Service.swift", databaseService),
                GeneratedFile("\(folder)/Persistence/\(name)ExampleRow.swift", databaseRow),
                GeneratedFile("\(folder)/Persistence/\(name)Migrations.swift", databaseMigrations),
                GeneratedFile("\(tests)/DatabaseTests.swift", testDatabase),
            ]
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// One file a template makes: its path relative to the package root and its text.
public struct GeneratedFile: Sendable, Hashable {
    /// The path relative to the package root, `Verticals/Pharmacy/World/PharmacyWorld.swift`.
    public var path: String
    /// The file's text.
    public var contents: String

    /// Makes a file.
    public init(_ path: String, _ contents: String) {
        self.path = path
        self.contents = contents
    }
}
