import Foundation
import Prelude
import Testing

@Suite("Subscribing and cancelling while another thread delivers")
struct DeliveryRoleTests {
    @Test("a subscriber cancelled while another thread delivers gets nothing more and no onFinish")
    func cancelDuringOtherThreadsDelivery() {
        let source = EventSource<Int>()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finishedA = Locked(0)
        let tokenA = source.stream.subscribe(onFinish: { finishedA.withLock { $0 += 1 } }) { value in
            if value == 1 {
                entered.signal()
                release.wait()
            }
        }
        let seenByB = Locked([Int]())
        let finishedB = Locked(0)
        let tokenB = source.stream.subscribe(onFinish: { finishedB.withLock { $0 += 1 } }) { value in
            seenByB.withLock { $0.append(value) }
        }
        let delivering = onThread { source.send(1) }
        #expect(entered.wait(timeout: .now() + 60) == .success)
        tokenB.cancel()
        #expect(source.subscriberCount == 1)
        source.send(2)
        release.signal()
        #expect(delivering.wait(timeout: .now() + 60) == .success)
        source.finish()
        #expect(seenByB.value == [])
        #expect(finishedB.value == 0)
        #expect(finishedA.value == 1)
        withExtendedLifetime(tokenA) {}
    }

    @Test("a subscriber added while another thread delivers counts at once and gets only later elements")
    func subscribeDuringOtherThreadsDelivery() {
        let source = EventSource<Int>()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let tokenA = source.stream.subscribe { value in
            if value == 1 {
                entered.signal()
                release.wait()
            }
        }
        let delivering = onThread { source.send(1) }
        #expect(entered.wait(timeout: .now() + 60) == .success)
        source.send(2)
        let seenByC = Locked([Int]())
        let tokenC = source.stream.subscribe { value in seenByC.withLock { $0.append(value) } }
        #expect(source.subscriberCount == 2)
        source.send(3)
        release.signal()
        #expect(delivering.wait(timeout: .now() + 60) == .success)
        source.send(4)
        #expect(seenByC.value == [3, 4])
        withExtendedLifetime((tokenA, tokenC)) {}
    }

    @Test("subscribing and cancelling over and over inside a handler leaves only the live subscribers")
    func churnInsideHandler() {
        let source = EventSource<Int>()
        let strays = Locked(0)
        let seenByA = Locked([Int]())
        let tokenA = source.stream.subscribe { value in
            seenByA.withLock { $0.append(value) }
            guard value == 1 else { return }
            for _ in 0..<10_000 {
                let token = source.stream.subscribe { _ in strays.withLock { $0 += 1 } }
                source.send(0)
                token.cancel()
            }
        }
        source.send(1)
        #expect(source.subscriberCount == 1)
        #expect(source.queuedCount == 0)
        source.send(2)
        // Each short-lived subscriber was cancelled before the element sent while it was
        // subscribed came to be delivered (it was queued behind the element in hand).
        #expect(strays.value == 0)
        #expect(seenByA.value == [1] + Array(repeating: 0, count: 10_000) + [2])
        withExtendedLifetime(tokenA) {}
    }
}
