import DependencyRules
import Foundation
import Testing

@Suite("Reading the rules file")
struct ConfigurationLoadingTests {
    private func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func problem(loading url: URL, required: Bool = true) -> ConfigurationProblem? {
        do {
            _ = try RulesConfiguration.load(from: url, required: required)
            return nil
        } catch {
            guard case .invalidConfiguration(let problem) = error else { return nil }
            return problem
        }
    }

    @Test("a missing default file means the defaults; a missing named file is an error")
    func missingFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString).json")
        #expect(try RulesConfiguration.load(from: url, required: false) == RulesConfiguration())
        #expect(problem(loading: url)?.message == "there is no such file; check the path given to --config")
    }

    @Test("a folder is named as a folder, not dumped as a Foundation error")
    func folder() {
        let found = problem(loading: FileManager.default.temporaryDirectory)
        #expect(found?.message == "it is a folder; name the rules file itself")
        #expect(
            CheckError.invalidConfiguration(found ?? ConfigurationProblem(path: "", message: "")).description
                .contains("NSCocoaErrorDomain") == false)
    }

    @Test("an unknown key is an error at its line and column, with the nearest known key")
    func unknownKey() throws {
        let url = try write("{\n  \"allowedModules\": [],\n  \"interfaceAllowlist\": []\n}\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let found = try #require(problem(loading: url))
        #expect(found.line == 3 && found.column == 3)
        #expect(
            found.message.hasPrefix(
                "unknown key 'interfaceAllowlist' at the top level. Did you mean 'interfaceAllowList'?"))
    }

    @Test("an unknown key in an allow-list entry names the entry")
    func unknownEntryKey() throws {
        let url = try write(#"{"interfaceAllowList": [{"symbol": "A.b()", "reasons": "x"}]}"#)
        defer { try? FileManager.default.removeItem(at: url) }
        let found = try #require(problem(loading: url))
        #expect(found.message.hasPrefix("unknown key 'reasons' in interfaceAllowList[0]. Did you mean 'reason'?"))
        #expect(found.line == 1 && found.column == 45)
    }

    @Test("invalid JSON is placed at its line and column")
    func invalidJSON() throws {
        let url = try write("{\n  \"allowedModules\": [\n    x]\n}\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let found = try #require(problem(loading: url))
        #expect(found.line == 3 && found.column == 5)
        #expect(found.message.hasPrefix("it is not valid JSON"))
    }

    @Test("a value of the wrong type names its coding path")
    func wrongType() throws {
        let url = try write("{\n  \"allowedModules\": \"UIKit\"\n}\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let found = try #require(problem(loading: url))
        #expect(found.line == 2 && found.column == 3)
        #expect(found.message.hasPrefix("at allowedModules:"))
        #expect(found.located.hasPrefix(url.path + ":2:3: at allowedModules:"))
    }

    @Test("a value of the wrong type is described in words, not in a decoder's terms")
    func wrongTypeInWords() throws {
        let url = try write(#"{"layers": {"verticals": {"names": "*Feature"}}}"#)
        defer { try? FileManager.default.removeItem(at: url) }
        let found = try #require(problem(loading: url))
        #expect(found.message == #"at layers.verticals.names: expected a list, found a string ("*Feature")"#)
        #expect(found.line == 1 && found.column == 27)
    }

    @Test("what Foundation's reader lets pass is an error at its place: a trailing comma, a key written twice")
    func strictJSON() throws {
        let trailing = try write(#"{"layers": {"verticals": {"names": ["*Feature"]}},}"#)
        let twice = try write("{\n  \"allowedModules\": [],\n  \"layers\": {},\n  \"allowedModules\": [\"UIKit\"]\n}\n")
        let empty = try write("")
        defer {
            for url in [trailing, twice, empty] { try? FileManager.default.removeItem(at: url) }
        }
        let comma = try #require(problem(loading: trailing))
        #expect(comma.line == 1 && comma.column == 51)
        #expect(comma.message == "it is not valid JSON: a comma before '}' ends nothing: JSON allows no trailing comma")
        let duplicate = try #require(problem(loading: twice))
        #expect(duplicate.line == 4 && duplicate.column == 3)
        #expect(
            duplicate.message
                == "the key 'allowedModules' appears twice in one object (first at line 2, column 3); only one of "
                + "the two would be read, so write it once")
        #expect(
            problem(loading: empty)?.message
                == "it is not valid JSON: the file is empty; write {} for a file that changes no default")
    }
}
