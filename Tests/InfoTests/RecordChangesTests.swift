import HubInterfaces
import Info
import Prelude
import Testing

@Suite("records.changed, subscribed at launch, is counted on the screen")
struct RecordChangesTests {
    @Test("each record change on the launch stream counts once; failures are not changes")
    func counts() throws {
        let harness = try InfoHarness()
        let records = EventSource<EventOutput>()
        harness.plugin.subscribe(toPublisher: records.stream, forEvent: InfoHarness.recordsChanged)
        records.send(EventOutput(.success(["patient": "p1"]), correlationID: "add-1"))
        records.send(EventOutput(.success(["patient": "p1"]), correlationID: "edit-1"))
        records.send(EventOutput(.failure(PluginError(code: .failed, message: "disk full")), correlationID: "add-2"))
        #expect(try harness.current()["recordChanges"] == 2)
        #expect(try harness.screen().allTexts.contains("Record changes since launch: 2"))
        #expect(try harness.screen(locale: "de").allTexts.contains("Änderungen an Akten seit dem Start: 2"))
    }

    @Test("a second launch stream replaces the first; other events are not subscribed")
    func replacesAndIgnores() throws {
        let harness = try InfoHarness()
        let first = EventSource<EventOutput>()
        let second = EventSource<EventOutput>()
        let other = EventSource<EventOutput>()
        harness.plugin.subscribe(toPublisher: first.stream, forEvent: InfoHarness.recordsChanged)
        harness.plugin.subscribe(toPublisher: second.stream, forEvent: InfoHarness.recordsChanged)
        harness.plugin.subscribe(toPublisher: other.stream, forEvent: "maps.selection")
        #expect(first.subscriberCount == 0)
        #expect(second.subscriberCount == 1)
        #expect(other.subscriberCount == 0)
        first.send(EventOutput(.success(.null)))
        second.send(EventOutput(.success(.null)))
        other.send(EventOutput(.success(.null)))
        #expect(try harness.current()["recordChanges"] == 1)
    }
}
