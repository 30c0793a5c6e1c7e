import Foundation
import HubInterfaces
import Info
import Prelude
import Testing

@Suite("info.view renders the info screen")
struct InfoScreenTests {
    @Test("version, support address, refresh state, record changes and a refresh button")
    func screen() throws {
        let harness = try InfoHarness()
        let view = try harness.screen()
        #expect(view.role == .screen)
        #expect(view.text == "About")
        #expect(
            view.allTexts == [
                "About", "Version 1.0.0", "Write to support@example.com for help", "Not refreshed yet",
                "Record changes since launch: 0", "Refresh",
            ])
        #expect(view.children.last?.action == "info.refresh")
    }

    @Test("loading, then loaded at the fetch time, with the server's version")
    func loadingThenLoaded() throws {
        let harness = try InfoHarness()
        try harness.refresh("abc")
        #expect(try harness.screen().allTexts.contains("Loading…"))
        harness.answer(request: 0, with: .success(InfoHarness.info))
        let texts = try harness.screen().allTexts
        #expect(texts.contains("Loaded at \(InfoHarness.nowText)"))
        #expect(texts.contains("Version 2.1.0"))
        #expect(texts.contains("Write to help@example.com for help"))
    }

    @Test("a server error shows its status; a timeout shows the deadline")
    func failures() throws {
        let harness = try InfoHarness(timeout: 3)
        try harness.refresh("a")
        harness.answer(request: 0, with: .failure(InfoServerError(status: 500)))
        let failed = try #require(try harness.screen().first(withAttribute: "state"))
        #expect(failed.text == "Refresh failed: the server answered 500")
        #expect(failed.attributes["status"] == 500)
        try harness.refresh("b")
        harness.advance(by: 3)
        let timedOut = try #require(try harness.screen().first(withAttribute: "state"))
        #expect(timedOut.text == "Refresh failed: no answer within 3 s")
        #expect(timedOut.attributes["state"] == "timedOut")
    }

    @Test("what's new is absent when its switch is off, present with the notes when on")
    func whatsNew() throws {
        let off = try InfoHarness(whatsNew: false)
        try off.refresh("a")
        off.answer(request: 0, with: .success(InfoHarness.info))
        #expect(try !off.screen().allTexts.contains("What's new"))
        #expect(try !off.screen().allTexts.contains("Faster"))

        let on = try InfoHarness(whatsNew: true)
        #expect(try on.screen().allTexts.contains("Refresh to see what's new"))
        try on.refresh("a")
        on.answer(request: 0, with: .success(InfoHarness.info))
        let section = try #require(try on.screen().children.first { $0.role == .section })
        #expect(section.text == "What's new")
        #expect(section.children.map(\.text) == ["Faster"])
    }

    @Test("German: every text of the screen in German")
    func german() throws {
        let harness = try InfoHarness(whatsNew: true)
        try harness.refresh("a")
        harness.answer(request: 0, with: .failure(InfoServerError(status: 500)))
        let texts = try harness.screen(locale: "de").allTexts
        #expect(
            texts == [
                "Über diese App", "Version 1.0.0", "Hilfe unter support@example.com",
                "Aktualisierung fehlgeschlagen: der Server antwortete 500", "Änderungen an Akten seit dem Start: 0",
                "Neuigkeiten", "Aktualisieren, um die Neuigkeiten zu sehen", "Aktualisieren",
            ])
    }

    @Test("every English string has a German translation")
    func everyKeyTranslated() throws {
        #expect(try InfoWorld.bundledStrings().untranslatedKeys(in: "de").isEmpty)
    }
}
