/// The test target's tests: the example query, the view, the entry point and the policy.
extension VerticalTemplate {
    var testExampleQuery: String {
        #"""
        \#(imports(["Prelude", name, "Testing", "HubInterfaces"]))

        @Suite("\#(key).example answers from the world's service")
        struct ExampleQueryTests {
            @Test("without a payload (or with {}): every example, in the service's order", arguments: [nil, JSON.object([:])])
            func every(payload: JSON?) throws {
                let harness = try \#(name)Harness()
                let answer = try harness.query(payload)
                #expect(answer["count"] == 2)
                #expect(answer["examples"]?[0]?["id"] == "a")
                #expect(answer["examples"]?[1]?["title"] == "Beta")
                #expect(harness.service.reads == 1)
            }

            @Test("with an id: that example")
            func one() throws {
                let answer = try \#(name)Harness().query(["id": "b"])
                #expect(answer["example"]?["title"] == "Beta")
            }

            @Test("details are in the answer only when their switch is on", arguments: [false, true])
            func detailsSwitch(isOn: Bool) throws {
                let answer = try \#(name)Harness(details: isOn).query(["id": "a"])
                #expect((answer["example"]?["details"] == "The first letter") == isOn)
                #expect((answer["example"]?["details"] == nil) == !isOn)
            }

            @Test("an id no example has fails as not found, listing the ids there are")
            func notFound() throws {
                let error = #expect(throws: PluginError.self) { try \#(name)Harness().query(["id": "zz"]) }
                #expect(error?.code == .failed)
                #expect(error?.message.contains("not found: id: no example has id \"zz\"; the ids are a, b") == true)
            }

            @Test(
                "a payload that does not fit the request is refused as it decodes, naming the message and the place",
                arguments: [(JSON.object(["id": 3]), "id: "), (JSON.array([]), "<root>: ")])
            func badPayload(payload: JSON, place: String) throws {
                let error = #expect(throws: PluginError.self) { try \#(name)Harness().query(payload) }
                #expect(error?.code == .invalidPayload)
                #expect(error?.message.hasPrefix("\#(key).example: \(place)") == true, "\(String(describing: error))")
            }

            @Test("a service that cannot read is a failure that says so")
            func serviceFailure() throws {
                let harness = try \#(name)Harness()
                harness.service.failure = \#(name)ServiceError("the disk is gone")
                let error = #expect(throws: PluginError.self) { try harness.query() }
                #expect(error?.code == .failed)
                #expect(error?.message.contains("the disk is gone") == true)
            }

            @Test("an unknown query is refused naming the ones \#(name) handles")
            func unknownQuery() throws {
                let harness = try \#(name)Harness()
                let error = #expect(throws: PluginError.self) {
                    try harness.run { try harness.plugin.onReceive(query: "\#(key).nothing", payload: nil) }
                }
                #expect(error?.code == .unknownMessage)
                #expect(error?.message.contains("\#(key).example") == true)
            }
        }

        """#
    }

    var testScreen: String {
        #"""
        \#(imports(["Prelude", name, "Testing", "HubInterfaces"]))

        @Suite("\#(key).view renders the screen from the service's examples")
        struct ScreenTests {
            @Test("a title, the count and a row per example, in English and German")
            func screen() throws {
                let harness = try \#(name)Harness()
                let english = try harness.screen()
                #expect(english.role == .screen)
                #expect(english.text == "\#(name)")
                #expect(english.allTexts.contains("2 examples"))
                #expect(english.children.filter { $0.role == .row }.map(\.text) == ["Alpha", "Beta"])
                #expect(try harness.screen(locale: "de").allTexts.contains("2 Beispiele"))
            }

            @Test("each row's details show only when their switch is on", arguments: [false, true])
            func detailsSwitch(isOn: Bool) throws {
                let screen = try \#(name)Harness(details: isOn).screen()
                #expect(screen.allTexts.contains("The first letter") == isOn)
            }

            @Test("a payload is refused: the view takes none")
            func payload() throws {
                let harness = try \#(name)Harness()
                let error = #expect(throws: PluginError.self) {
                    try harness.run { try harness.plugin.onReceive(viewQuery: \#(name)Harness.view, payload: ["id": "a"]) }
                }
                #expect(error?.code == .invalidPayload)
            }
        }

        """#
    }

    var testEntryPoint: String {
        #"""
        \#(imports(["Foundation", "Prelude", name, "Testing", "HubInterfaces"]))

        // Serialized: two of these tests configure (or read) the shared base world.
        @Suite("\#(name)Vertical, the entry point the host uses", .serialized)
        struct EntryPointTests {
            let vertical = \#(name)Vertical()

            @Test("name, key, switches with full-sentence summaries, no settings")
            func description() {
                #expect(vertical.name == "\#(name)")
                #expect(vertical.key == "\#(key)")
                #expect(vertical.switches.map(\.name) == ["details"])
                #expect(vertical.settings.isEmpty)
                for option in vertical.switches {
                    #expect(option.summary.first?.isUppercase == true && option.summary.hasSuffix("."), "\(option.summary)")
                }
                #expect(ObjectIdentifier(vertical.pluginType) == ObjectIdentifier(\#(name)Plugin.self))
            }

            @Test("the shipped policy lists exactly \#(name)'s traffic (default deny), and the plugin uses it")
            func policy() throws {
                let text = try String(contentsOfFile: vertical.policyFilePath(), encoding: .utf8)
                let policy = try JSON(parsing: text).decode(Policy.self)
                #expect(
                    policy
                        == Policy(
                            name: "\#(name)",
                            receive: .init(commands: [\#(withCommand ? "\"\(key).refresh\"" : "")], queries: ["\#(key).example"], viewQueries: ["\#(key).view"]),
                            publish: .init(events: [\#(withCommand ? "\"\(key).outcomes\"" : "")])))
                #expect(try \#(name)Plugin(messageSender: FakeSender(), configurationFiles: [:]).policy == policy)
            }

            @Test("every string has English and German")
            func strings() throws {
                let strings = try \#(name)World.bundledStrings()
                #expect(strings.untranslatedKeys(in: "de").isEmpty)
            }

            @Test(
                "an unknown switch or setting is an error naming it; nothing is applied",
                arguments: [
                    ([:], ["colour"], "\#(key).colour: \#(name) has no such switch; use one of \#(key).details"),
                    (["colour": "red"], [], "\#(key).colour: \#(name) has no settings"),
                ] as [([String: String], Set<String>, String)])
            func badValues(values: [String: String], switches: Set<String>, message: String) {
                let before = World.current.\#(property).features
                let settings = HostSettings(locale: "en", dataDirectory: "/tmp", enabledSwitches: switches, values: values)
                let error = #expect(throws: \#(name)SettingError.self) { try vertical.configureWorld(settings) }
                #expect(error?.description.contains(message) == true, "\(String(describing: error))")
                #expect(World.current.\#(property).features == before)
            }

            @Test("switches reach Current.\#(property) and the world section shows them")
            func configures() throws {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\#(key)-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: folder) }
                try vertical.configureWorld(HostSettings(locale: "en", dataDirectory: folder.path, enabledSwitches: ["details"]))
                let world = World.current
                #expect(world.\#(property).features[.details])
                let section = vertical.worldSection(of: world)
                #expect(section.name == "\#(name)")
                #expect(section.switches == ["details": true])
                #expect(section.strings.text("\#(key).count", locale: "de", arguments: ["count": "3"]) == "3 Beispiele")
                try vertical.configureWorld(HostSettings(locale: "en", dataDirectory: folder.path))
                #expect(!World.current.\#(property).features[.details])
            }
        }

        """#
    }
}
