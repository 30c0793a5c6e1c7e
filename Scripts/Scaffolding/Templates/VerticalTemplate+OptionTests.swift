/// The tests `--with-command` and `--with-database` add.
extension VerticalTemplate {
    var testRefreshCommand: String {
        #"""
        \#(imports(["Prelude", name, "Testing", "HubInterfaces"]))

        @Suite("\#(key).refresh reads the examples again; its outcome arrives on \#(key).outcomes")
        struct RefreshCommandTests {
            /// Sends `\#(key).refresh` tagged `id` and returns what `\#(key).outcomes` carried.
            private func refresh(_ harness: \#(name)Harness, id: CorrelationID) throws -> [EventOutput] {
                let outputs = Locked<[EventOutput]>([])
                let token = try harness.plugin.publisher(forEvent: \#(name)Harness.outcomes, payload: nil).subscribe { output in
                    outputs.withLock { $0.append(output) }
                }
                defer { token.cancel() }
                try harness.run {
                    try harness.plugin.onReceive(command: \#(name)Harness.refresh, payload: nil, correlationID: id)
                }
                return outputs.value
            }

            @Test("the outcome carries the command's correlation id, the count and the time from World's clock")
            func outcome() throws {
                let harness = try \#(name)Harness()
                let outputs = try refresh(harness, id: "abc")
                #expect(outputs.count == 1)
                #expect(outputs.first?.correlationID == "abc")
                #expect(outputs.first?.value?["count"] == 2)
                #expect(outputs.first?.value?["refreshedAt"] == "2027-01-15T08:00:00Z")
            }

            @Test("a service failure arrives as a failed outcome with the same id")
            func failure() throws {
                let harness = try \#(name)Harness()
                harness.service.failure = \#(name)ServiceError("the disk is gone")
                let outputs = try refresh(harness, id: "xyz")
                #expect(outputs.first?.correlationID == "xyz")
                #expect(outputs.first?.error?.code == .failed)
                #expect(outputs.first?.error?.message.contains("the disk is gone") == true)
            }

            @Test("a payload is refused at once and nothing is published")
            func payload() throws {
                let harness = try \#(name)Harness()
                let error = #expect(throws: PluginError.self) {
                    try harness.run {
                        try harness.plugin.onReceive(command: \#(name)Harness.refresh, payload: ["now": true], correlationID: "a")
                    }
                }
                #expect(error?.code == .invalidPayload)
            }

            @Test("the screen has a refresh button")
            func button() throws {
                let screen = try \#(name)Harness().screen()
                #expect(screen.children.contains { $0.role == .button && $0.action == "\#(key).refresh" })
            }
        }

        """#
    }

    var testDatabase: String {
        #"""
        \#(imports(["Foundation", "Prelude", name, "Testing"]))

        @Suite("the examples in SQLite: a private folder and file, migrations, clear errors")
        struct DatabaseTests {
            private func folder() -> URL {
                FileManager.default.temporaryDirectory.appendingPathComponent("\#(key)-db-\(UUID().uuidString)")
            }

            @Test("a new database holds the built-in examples; folder 0700, file 0600; opening again keeps them")
            func opens() throws {
                let directory = folder()
                defer { try? FileManager.default.removeItem(at: directory) }
                let service = try Database\#(name)Service(directory: directory.path)
                #expect(try service.examples().map(\.id) == Live\#(name)Service.builtIn.map(\.id).sorted())
                #expect(PrivateFiles.mode(of: directory.path) == PrivateFiles.folderMode)
                #expect(PrivateFiles.mode(of: service.path) == PrivateFiles.fileMode)
                #expect(try Database\#(name)Service(directory: directory.path).examples().count == Live\#(name)Service.builtIn.count)
            }

            @Test("a file that is not a database is an error naming it, and is left where it is")
            func notADatabase() throws {
                let directory = folder()
                defer { try? FileManager.default.removeItem(at: directory) }
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let file = directory.appendingPathComponent("\#(key).sqlite")
                try Data(repeating: 7, count: 4096).write(to: file)
                let error = #expect(throws: \#(name)ServiceError.self) { try Database\#(name)Service(directory: directory.path) }
                #expect(error?.message.contains(file.path) == true, "\(String(describing: error))")
                #expect(FileManager.default.fileExists(atPath: file.path))
            }
        }

        """#
    }
}
