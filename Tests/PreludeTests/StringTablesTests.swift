import Foundation
import Prelude
import Testing

@Suite("String tables")
final class StringTablesTests {
    /// Every folder a test writes goes under this one, removed when the test ends.
    private let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("string-tables-\(UInt64.random(in: 0...UInt64.max))")

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    let tables = StringTables([
        "en": ["title": "Map", "greeting": "Hello, {name}", "only.en": "English only"],
        "de": ["title": "Karte", "greeting": "Hallo, {name}"],
    ])

    @Test("looks up in the locale of the world")
    func worldLocale() {
        World.withOverrides({ $0.locale = "de" }) {
            #expect(tables["title"] == "Karte")
            #expect(tables.text("greeting", arguments: ["name": "Ada"]) == "Hallo, Ada")
        }
        World.withOverrides({ $0.locale = "en" }) {
            #expect(tables["title"] == "Map")
        }
    }

    @Test("a region falls back to its language, also when listing untranslated keys")
    func region() {
        #expect(tables.text("title", locale: "de-AT") == "Karte")
        #expect(tables.lookup("title", locale: "de_AT").resolution == .found("de"))
        #expect(tables.untranslatedKeys(in: "de-AT") == ["only.en"])
    }

    @Test("arguments are substituted in one pass: a value is never substituted again")
    func argumentsOnePass() {
        let greeting = StringTables(["en": ["hi": "Hello {name}, you have {count} {unknown}"]])
        for _ in 0..<20 {
            #expect(
                greeting.text("hi", locale: "en", arguments: ["name": "{count}", "count": "3"])
                    == "Hello {count}, you have 3 {unknown}")
        }
    }

    @Test("a key missing in the locale falls back to English, visibly marked")
    func englishFallback() {
        #expect(tables.text("only.en", locale: "de") == "[en] English only")
        #expect(tables.lookup("only.en", locale: "de").resolution == .fellBackToEnglish)
        var unmarked = tables
        unmarked.marking = .none
        #expect(unmarked.text("only.en", locale: "de") == "English only")
    }

    @Test("a key missing everywhere is marked, never a crash")
    func missingKey() {
        #expect(tables.text("nope", locale: "fr") == "[[missing: nope]]")
        #expect(tables.untranslatedKeys(in: "de") == ["only.en"])
    }

    @Test("loads tables from a directory of JSON files")
    func loadsDirectory() throws {
        let directory = try temporaryDirectory(files: [
            "en.json": #"{"title": "Map"}"#,
            "de.json": #"{"title": "Karte"}"#,
        ])
        let loaded = try StringTables(directory: directory)
        #expect(loaded.text("title", locale: "de") == "Karte")
    }

    @Test("a bad table names the file and the key")
    func badTable() throws {
        let directory = try temporaryDirectory(files: [
            "en.json": #"{"title": "Map"}"#,
            "de.json": #"{"title": 3}"#,
        ])
        #expect {
            try StringTables(directory: directory)
        } throws: { error in
            let error = error as? StringTablesError
            return error?.file.hasSuffix("de.json") == true && error?.key == "title"
        }
    }

    @Test("keys that differ only in Unicode normalization are refused, not merged")
    func normalizationTwins() throws {
        let directory = try temporaryDirectory(files: ["en.json": #"{"caf\u00e9": "A", "cafe\u0301": "B"}"#])
        #expect {
            try StringTables(directory: directory)
        } throws: { error in
            let error = error as? StringTablesError
            // By bytes: `String`'s `==` would call the two spellings equal.
            return error?.key.map { Array($0.utf8) } == Array("caf\u{E9}".utf8)
                && error?.message.contains("Unicode normalization") == true
        }
    }

    @Test("a directory without English is rejected")
    func noEnglish() throws {
        let directory = try temporaryDirectory(files: ["de.json": #"{"title": "Karte"}"#])
        #expect(throws: StringTablesError.self) { try StringTables(directory: directory) }
    }

    private func temporaryDirectory(files: [String: String]) throws -> URL {
        let directory = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }
}
