import APICompatibility
import Testing

@Suite("SwiftPM's report on standard output: read, and never trusted when silent")
struct DigesterOutputTests {
    static let modules = ["Prelude", "HubInterfaces"]

    static let broken = """

        No breaking changes detected in Prelude

        2 breaking changes detected in HubInterfaces:
          💔 API breakage: struct Canary has been removed
          💔 API breakage: func Contract.answer(_:) has parameter 0 type change from Swift.String to Swift.Int

        """

    @Test("breaks are read per module, in order")
    func breaks() throws {
        let output = DigesterOutput(Self.broken)
        #expect(output.unbroken == ["Prelude"])
        let breaks = try output.verified(modules: Self.modules, status: 1, log: Self.broken)
        #expect(breaks["Prelude"] == [])
        #expect(
            breaks["HubInterfaces"] == [
                "API breakage: struct Canary has been removed",
                "API breakage: func Contract.answer(_:) has parameter 0 type change from Swift.String to Swift.Int",
            ])
    }

    @Test("one break is announced in the singular")
    func singular() throws {
        let text =
            "\n1 breaking change detected in Prelude:\n  💔 API breakage: var x has been removed\n"
            + "\nNo breaking changes detected in HubInterfaces\n"
        let breaks = try DigesterOutput(text).verified(modules: Self.modules, status: 1, log: text)
        #expect(breaks["Prelude"]?.count == 1)
    }

    @Test("no break in every module, exit 0: compatible")
    func compatible() throws {
        let text = "\nNo breaking changes detected in HubInterfaces\n\nNo breaking changes detected in Prelude\n"
        let breaks = try DigesterOutput(text).verified(modules: Self.modules, status: 0, log: text)
        #expect(breaks == ["Prelude": [], "HubInterfaces": []])
    }

    @Test("a module SwiftPM says nothing about is an error, not a pass")
    func unreported() {
        let text = "\nNo breaking changes detected in Prelude\n"
        #expect(throws: APICheckError.unreported(modules: ["HubInterfaces"], output: text)) {
            try DigesterOutput(text).verified(modules: Self.modules, status: 0, log: text)
        }
        #expect(throws: APICheckError.unreported(modules: Self.modules, output: "")) {
            try DigesterOutput("").verified(modules: Self.modules, status: 0, log: "")
        }
    }

    @Test("a failing status without a break (the digester failed, the build failed) is an error")
    func failedWithoutBreak() {
        // When the digester fails for a module, SwiftPM prints its errors, then "No breaking
        // changes" for it all the same, and exits 1.
        let text = "\nNo breaking changes detected in Prelude\n\nNo breaking changes detected in HubInterfaces\n"
        #expect(throws: APICheckError.swiftPMFailed(status: 1, output: text)) {
            try DigesterOutput(text).verified(modules: Self.modules, status: 1, log: text)
        }
    }

    @Test("a skipped module means an incomplete baseline")
    func skipped() {
        let text =
            "\nSkipping HubInterfaces because it does not exist in the baseline\n"
            + "\nNo breaking changes detected in Prelude\n"
        #expect(throws: APICheckError.skipped(modules: ["HubInterfaces"])) {
            try DigesterOutput(text).verified(modules: Self.modules, status: 0, log: text)
        }
    }

    @Test("a count that does not match its lines, or breaks with status 0, contradict themselves")
    func inconsistent() {
        let short =
            "\n3 breaking changes detected in Prelude:\n  💔 API breakage: a\n"
            + "\nNo breaking changes detected in HubInterfaces\n"
        #expect(throws: APICheckError.self) {
            try DigesterOutput(short).verified(modules: Self.modules, status: 1, log: short)
        }
        #expect(throws: APICheckError.self) {
            try DigesterOutput(Self.broken).verified(modules: Self.modules, status: 0, log: Self.broken)
        }
        let stray =
            "💔 API breakage: a\n\nNo breaking changes detected in Prelude\n\nNo breaking changes detected in HubInterfaces\n"
        #expect(throws: APICheckError.self) {
            try DigesterOutput(stray).verified(modules: Self.modules, status: 1, log: stray)
        }
    }
}
