import Foundation
import Prelude
import Testing

@Suite("Delivery semantics: an element's audience is fixed when it is sent")
struct DeliverySemanticsTests {
    @Test("a subscriber cancelled by an earlier handler of the same element does not get it")
    func cancelInsideDelivery() {
        let source = EventSource<Int>()
        let seenByB = Locked([Int]())
        let tokenB = Locked<SubscriptionToken?>(nil)
        let tokenA = source.stream.subscribe { value in
            if value == 1 { tokenB.value?.cancel() }
        }
        tokenB.withLock { $0 = source.stream.subscribe { value in seenByB.withLock { $0.append(value) } } }
        source.send(1)
        source.send(2)
        #expect(seenByB.value == [])
        withExtendedLifetime(tokenA) {}
    }

    @Test("a subscriber added in a handler gets only what is sent after it subscribed")
    func subscribeInsideDelivery() {
        let source = EventSource<Int>()
        let seenByC = Locked([Int]())
        let tokenC = Locked<SubscriptionToken?>(nil)
        let tokenA = source.stream.subscribe { value in
            guard value == 1 else { return }
            source.send(2)
            tokenC.withLock { $0 = source.stream.subscribe { value in seenByC.withLock { $0.append(value) } } }
            source.send(3)
        }
        source.send(1)
        #expect(seenByC.value == [3])
        withExtendedLifetime(tokenA) {}
    }

    @Test("a send queued behind another thread's delivery does not reach a later subscriber")
    func subscribeAfterQueuedSend() {
        let source = EventSource<Int>()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let seenByA = Locked([Int]())
        let tokenA = source.stream.subscribe { value in
            if value == 1 {
                entered.signal()
                release.wait()
            }
            seenByA.withLock { $0.append(value) }
        }
        let delivering = onThread { source.send(1) }
        #expect(entered.wait(timeout: .now() + 60) == .success)
        source.send(2)  // queued behind the delivery of 1, which is held in A's handler
        #expect(source.queuedCount == 1)
        let seenByC = Locked([Int]())
        let tokenC = source.stream.subscribe { value in seenByC.withLock { $0.append(value) } }
        release.signal()
        #expect(delivering.wait(timeout: .now() + 60) == .success)
        source.send(3)
        #expect(seenByA.value == [1, 2, 3])
        #expect(seenByC.value == [3])
        withExtendedLifetime([tokenA, tokenC]) {}
    }

    @Test("an observer bound inside another observer sees the current value once, then later values")
    func observableBindInsideDelivery() {
        let level = Observable(1)
        let seenBySecond = Locked([Int]())
        let second = Locked<SubscriptionToken?>(nil)
        let first = level.bind { value in
            guard value == 1, second.value == nil else { return }
            level.value = 2
            level.value = 3
            second.withLock { $0 = level.bind { value in seenBySecond.withLock { $0.append(value) } } }
        }
        #expect(seenBySecond.value == [3])
        level.value = 4
        #expect(seenBySecond.value == [3, 4])
        withExtendedLifetime(first) {}
    }

    @Test("observers bound while two threads set values see the value at bind, then only newer ones")
    func observableBindUnderLoad() {
        let counter = Observable(0)
        let writes = 20_000
        let writers = (0..<2).map { _ in
            onThread { for _ in 0..<writes { counter.update { $0 += 1 } } }
        }
        var stale = 0
        var outOfOrder = 0
        for _ in 0..<2_000 {
            let before = counter.value
            let seen = Locked([Int]())
            let token = counter.bind { value in seen.withLock { $0.append(value) } }
            let after = counter.value
            token.cancel()
            // Delivery may still be running on a writer's thread; what was delivered so far
            // must start at a value no older than `before` and only ever increase.
            let values = seen.value
            if let firstValue = values.first, firstValue < before { stale += 1 }
            if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) { outOfOrder += 1 }
            _ = after
        }
        for writer in writers { #expect(writer.wait(timeout: .now() + 120) == .success) }
        #expect(counter.value == 2 * writes)
        #expect(stale == 0)
        #expect(outOfOrder == 0)
    }
}
