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

    @Test("two observables bound to each other both ways settle without deadlock")
    func twoWayBinding() async {
        let celsius = Observable(0)
        let kelvin = Observable(273)
        let tokens = [
            celsius.bind { value in if kelvin.value != value + 273 { kelvin.value = value + 273 } },
            kelvin.bind { value in if celsius.value != value - 273 { celsius.value = value - 273 } },
        ]
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for value in 0..<200 { celsius.value = value } }
            group.addTask { for value in 0..<200 { kelvin.value = 1_000 + value } }
        }
        celsius.value = 25
        #expect(kelvin.value == 298)
        withExtendedLifetime(tokens) {}
    }

    @Test("an observer that changes the value leaves every observer with the latest value")
    func normalisingObserver() {
        let level = Observable(0)
        let seenBySecond = Locked([Int]())
        let tokens = [
            level.bind { value in if value == 1 { level.value = 2 } },
            level.bind { value in seenBySecond.withLock { $0.append(value) } },
        ]
        level.value = 1
        #expect(level.value == 2)
        #expect(seenBySecond.value == [0, 1, 2])
        withExtendedLifetime(tokens) {}
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
