import Prelude
import Testing

@Suite("Observable")
struct ObservableTests {
    @Test("fires on bind and on every change")
    func firesOnBindAndChange() {
        let title = Observable("Loading")
        let seen = Locked([String]())
        let token = title.bind { value in seen.withLock { $0.append(value) } }
        title.value = "Clinics"
        title.value = "Clinics"
        title.update { $0 += "!" }
        #expect(seen.value == ["Loading", "Clinics", "Clinics", "Clinics!"])
        #expect(title.value == "Clinics!")
        token.cancel()
    }

    @Test("any number of observers, each unbinding on its own")
    func manyObservers() {
        let count = Observable(0)
        let first = Locked([Int]())
        let second = Locked([Int]())
        let firstToken = count.bind { value in first.withLock { $0.append(value) } }
        var secondToken: SubscriptionToken? = count.bind { value in second.withLock { $0.append(value) } }
        count.value = 1
        secondToken = nil
        count.value = 2
        firstToken.cancel()
        count.value = 3
        #expect(first.value == [0, 1, 2])
        #expect(second.value == [0, 1])
        #expect(secondToken == nil)
        #expect(count.observerCount == 0)
    }

    @Test("concurrent updates from many threads are all applied and all observed in order")
    func concurrentUpdates() async {
        let counter = Observable(0)
        let seen = Locked([Int]())
        let token = counter.bind { value in seen.withLock { $0.append(value) } }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<500 { counter.update { $0 += 1 } }
                }
            }
        }
        #expect(counter.value == 4_000)
        #expect(seen.value == Array(0...4_000))
        token.cancel()
    }
}
