import Foundation
import Prelude
import Testing

@Suite("The send queue: bounded, shrinking, fair")
struct SendQueueTests {
    @Test("while a handler holds the delivery, the queue never passes its limit and the sender waits")
    func bounded() {
        let source = EventSource<Int>()
        let limit = EventSource<Int>.queueLimit
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = Locked(0)
        let token = source.stream.subscribe { value in
            if value == -1 {
                entered.signal()
                release.wait()
            }
            received.withLock { $0 += 1 }
        }
        let delivering = onThread { source.send(-1) }
        #expect(entered.wait(timeout: .now() + 60) == .success)
        let returned = Locked(0)
        let highest = Locked(0)
        let sends = 3 * limit
        let sender = onThread {
            for value in 0..<sends {
                source.send(value)
                returned.withLock { $0 += 1 }
                let queued = source.queuedCount
                highest.withLock { $0 = max($0, queued) }
            }
        }
        // Nothing is delivered while the handler holds on, so the sender fills the queue
        // and must then wait: it cannot have returned from more sends than fit.
        #expect(eventually { source.queuedCount == limit && returned.value == limit })
        #expect(returned.value == limit)
        #expect(source.queuedCount == limit)
        release.signal()
        #expect(delivering.wait(timeout: .now() + 120) == .success)
        #expect(sender.wait(timeout: .now() + 120) == .success)
        #expect(eventually { received.value == sends + 1 })
        #expect(highest.value <= limit)
        withExtendedLifetime(token) {}
    }

    @Test("a producer's send delivers at most one turn of other producers' elements")
    func fairTurns() {
        let source = EventSource<Int>()
        let turn = EventSource<Int>.turnLimit
        let firstThread = Locked<pthread_t?>(nil)
        let deliveredOnFirst = Locked(0)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = Locked(0)
        let token = source.stream.subscribe { value in
            if value == -1 {
                entered.signal()
                release.wait()
            }
            if let first = firstThread.value, pthread_equal(first, pthread_self()) != 0 {
                deliveredOnFirst.withLock { $0 += 1 }
            }
            received.withLock { $0 += 1 }
        }
        // The first producer becomes the delivering thread with one element; while its
        // handler holds on, two more producers queue far more than one turn.
        let first = onThread {
            firstThread.withLock { $0 = pthread_self() }
            source.send(-1)
            firstThread.withLock { $0 = nil }
        }
        #expect(entered.wait(timeout: .now() + 60) == .success)
        let perProducer = 4 * turn
        let others = (0..<2).map { producer in
            onThread { for value in 0..<perProducer { source.send(producer * perProducer + value) } }
        }
        #expect(eventually { source.queuedCount == EventSource<Int>.queueLimit })
        release.signal()
        #expect(first.wait(timeout: .now() + 120) == .success)
        for other in others { #expect(other.wait(timeout: .now() + 120) == .success) }
        #expect(eventually { received.value == 2 * perProducer + 1 })
        // Its own element, one turn, and (when no other sender was waiting yet as the turn
        // ended, say because the machine had not run them) what was queued then: after a
        // turn no new send is queued behind this thread, and it hands over to the first
        // that waits.
        #expect(deliveredOnFirst.value <= 1 + turn + EventSource<Int>.queueLimit)
        #expect(deliveredOnFirst.value < 2 * perProducer)
        withExtendedLifetime(token) {}
    }

    @Test("four producers and ten subscribers: nothing lost, one order, each producer's order kept")
    func stress() async {
        let producers = 4
        let perProducer = 20_000
        let source = EventSource<Int>()
        let logs = (0..<10).map { _ in Locked([Int]()) }
        let tokens = logs.map { log in source.stream.subscribe { value in log.withLock { $0.append(value) } } }
        let subscriptions = [
            source.stream.subscription(buffering: .unbounded),
            source.stream.subscription(buffering: .bounded(64, whenFull: .dropOldest)),
            source.stream.subscription(buffering: .bounded(64, whenFull: .dropNewest)),
        ]
        let done = (0..<producers).map { producer in
            onThread {
                for sequence in 0..<perProducer { source.send(producer * perProducer + sequence) }
            }
        }
        #expect(eventually(within: 300) { done.allSatisfy(\.isDone) })
        source.finish()
        let total = producers * perProducer
        let first = logs[0].value
        #expect(first.count == total)
        for log in logs { #expect(log.value == first) }
        for producer in 0..<producers {
            let own = first.filter { $0 / perProducer == producer }
            #expect(own == own.sorted())
        }
        for subscription in subscriptions {
            var received = 0
            for await _ in subscription { received += 1 }
            #expect(received + subscription.droppedCount == total)
        }
        withExtendedLifetime(tokens) {}
    }

    @Test("eight producers, more than the cores, with a full queue: nothing lost, each producer's order kept")
    func moreProducersThanCores() {
        let producers = 8
        let perProducer = 3 * EventSource<Int>.queueLimit
        let source = EventSource<Int>()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let log = Locked([Int]())
        let tokens = (0..<4).map { subscriber in
            source.stream.subscribe { value in
                guard subscriber == 0 else { return }
                if value == -1 {
                    entered.signal()
                    release.wait()
                }
                log.withLock { $0.append(value) }
            }
        }
        // The deliverer holds on while eight producers fill the queue: they must all wait,
        // then all go on once it drains, with no sender left behind.
        let delivering = onThread { source.send(-1) }
        #expect(entered.wait(timeout: .now() + 60) == .success)
        let done = (0..<producers).map { producer in
            onThread { for sequence in 0..<perProducer { source.send(producer * perProducer + sequence) } }
        }
        #expect(eventually { source.queuedCount == EventSource<Int>.queueLimit })
        #expect(source.queuedCount == EventSource<Int>.queueLimit)
        release.signal()
        #expect(delivering.wait(timeout: .now() + 120) == .success)
        for thread in done { #expect(thread.wait(timeout: .now() + 120) == .success) }
        let total = producers * perProducer
        #expect(eventually { log.value.count == total + 1 })
        let received = log.value.dropFirst()
        for producer in 0..<producers {
            let own = received.filter { $0 / perProducer == producer }
            #expect(own.count == perProducer)
            #expect(own == own.sorted())
        }
        withExtendedLifetime(tokens) {}
    }
}
