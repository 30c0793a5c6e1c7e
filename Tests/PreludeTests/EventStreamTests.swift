import Prelude
import Testing

@Suite("EventStream")
struct EventStreamTests {
    @Test("every closure subscriber gets every element in order")
    func multicast() {
        let source = EventSource<Int>()
        let stream = source.stream
        let first = Locked([Int]())
        let second = Locked([Int]())
        let tokens = [
            stream.subscribe { value in first.withLock { $0.append(value) } },
            stream.subscribe { value in second.withLock { $0.append(value) } },
        ]
        for value in 1...5 { source.send(value) }
        #expect(first.value == [1, 2, 3, 4, 5])
        #expect(second.value == [1, 2, 3, 4, 5])
        #expect(stream.subscriberCount == tokens.count)
    }

    @Test("cancelling a token, or releasing it, ends that subscription only")
    func cancellation() {
        let source = EventSource<Int>()
        let stream = source.stream
        let kept = Locked([Int]())
        let cancelled = Locked([Int]())
        let released = Locked([Int]())
        let keptToken = stream.subscribe { value in kept.withLock { $0.append(value) } }
        let cancelledToken = stream.subscribe { value in cancelled.withLock { $0.append(value) } }
        var releasedToken: SubscriptionToken? = stream.subscribe { value in released.withLock { $0.append(value) } }
        source.send(1)
        cancelledToken.cancel()
        releasedToken = nil
        source.send(2)
        #expect(kept.value == [1, 2])
        #expect(cancelled.value == [1])
        #expect(released.value == [1])
        #expect(releasedToken == nil)
        #expect(cancelledToken.isCancelled)
        #expect(stream.subscriberCount == 1)
        keptToken.cancel()
    }

    @Test("a handler may cancel itself and send again without deadlock")
    func reentrancy() {
        let source = EventSource<Int>()
        let stream = source.stream
        let seen = Locked([Int]())
        let tokenBox = Locked<SubscriptionToken?>(nil)
        let token = stream.subscribe { value in
            seen.withLock { $0.append(value) }
            if value == 1 { source.send(2) }
            if value == 2 { tokenBox.value?.cancel() }
        }
        tokenBox.withLock { $0 = token }
        source.send(1)
        source.send(3)
        #expect(seen.value == [1, 2])
    }

    @Test("a send from a handler reaches every subscriber after the element in hand")
    func reentrantOrder() {
        let source = EventSource<Int>()
        let stream = source.stream
        let first = Locked([Int]())
        let second = Locked([Int]())
        let tokens = [
            stream.subscribe { value in
                first.withLock { $0.append(value) }
                if value == 1 { source.send(2) }
            },
            stream.subscribe { value in second.withLock { $0.append(value) } },
        ]
        source.send(1)
        #expect(first.value == [1, 2])
        #expect(second.value == [1, 2])
        withExtendedLifetime(tokens) {}
    }

    @Test("two streams whose handlers send to each other, fed from two threads, do not deadlock")
    func crossStreams() async {
        let x = EventSource<Int>()
        let y = EventSource<Int>()
        let seenX = Locked(0)
        let seenY = Locked(0)
        let tokens = [
            x.stream.subscribe { value in
                seenX.withLock { $0 += 1 }
                if value > 0 { y.send(-value) }
            },
            y.stream.subscribe { value in
                seenY.withLock { $0 += 1 }
                if value > 0 { x.send(-value) }
            },
        ]
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for value in 1...2_000 { x.send(value) } }
            group.addTask { for value in 1...2_000 { y.send(value) } }
        }
        #expect(seenX.value == 4_000)
        #expect(seenY.value == 4_000)
        withExtendedLifetime(tokens) {}
    }

    @Test("finish reaches closure and async subscribers; later sends are ignored")
    func finish() async {
        let source = EventSource<Int>()
        let stream = source.stream
        let finished = Locked(0)
        let token = stream.subscribe(onFinish: { finished.withLock { $0 += 1 } }) { _ in }
        let subscription = stream.subscription()
        source.send(1)
        source.finish()
        source.send(2)
        var received: [Int] = []
        for await value in subscription { received.append(value) }
        #expect(received == [1])
        #expect(finished.value == 1)
        let late = stream.subscribe(onFinish: { finished.withLock { $0 += 1 } }) { _ in }
        #expect(finished.value == 2)
        #expect(late.isCancelled)
        #expect(stream.isFinished)
        token.cancel()
    }

    @Test("releasing the source finishes the stream, so for-await loops end")
    func releaseFinishes() async {
        var source: EventSource<Int>? = EventSource<Int>()
        let stream = source?.stream
        let finished = Locked(false)
        let token = stream?.subscribe(onFinish: { finished.withLock { $0 = true } }) { _ in }
        let subscription = stream?.subscription()
        source?.send(1)
        source = nil
        var received: [Int] = []
        if let subscription {
            for await value in subscription { received.append(value) }
        }
        #expect(received == [1])
        #expect(finished.value)
        #expect(stream?.isFinished == true)
        token?.cancel()
    }

    @Test("async subscribers each get every element: none steals another's")
    func asyncMulticast() async {
        let source = EventSource<Int>()
        let stream = source.stream
        let subscriptions = (0..<3).map { _ in stream.subscription(buffering: .unbounded) }
        for value in 0..<100 { source.send(value) }
        source.finish()
        for subscription in subscriptions {
            var received: [Int] = []
            for await value in subscription { received.append(value) }
            #expect(received == Array(0..<100))
        }
    }

    @Test("a waiting consumer is resumed by a later send")
    func waitingConsumer() async {
        let source = EventSource<String>()
        let stream = source.stream
        let subscription = stream.subscription()
        async let first = subscription.next()
        try? await Task.sleep(for: .milliseconds(20))
        source.send("hello")
        #expect(await first == "hello")
    }

    @Test("tasks iterating one subscription share its elements, and all end on finish")
    func sharedSubscription() async {
        let source = EventSource<Int>()
        let stream = source.stream
        let subscription = stream.subscription(buffering: .unbounded)
        let consumers = (0..<3).map { _ in
            Task {
                var received: [Int] = []
                for await value in subscription { received.append(value) }
                return received
            }
        }
        try? await Task.sleep(for: .milliseconds(20))
        for value in 0..<300 { source.send(value) }
        source.finish()
        var all: [Int] = []
        for consumer in consumers { all += await consumer.value }
        #expect(all.sorted() == Array(0..<300))
    }

    @Test("dropOldest keeps the latest elements and counts what it dropped")
    func dropOldest() async {
        let source = EventSource<Int>()
        let stream = source.stream
        let subscription = stream.subscription(buffering: .bounded(3, whenFull: .dropOldest))
        for value in 1...10 { source.send(value) }
        source.finish()
        var received: [Int] = []
        for await value in subscription { received.append(value) }
        #expect(received == [8, 9, 10])
        #expect(subscription.droppedCount == 7)
    }

    @Test("dropNewest keeps the earliest elements and counts what it dropped")
    func dropNewest() async {
        let source = EventSource<Int>()
        let stream = source.stream
        let subscription = stream.subscription(buffering: .bounded(3, whenFull: .dropNewest))
        for value in 1...10 { source.send(value) }
        source.finish()
        var received: [Int] = []
        for await value in subscription { received.append(value) }
        #expect(received == [1, 2, 3])
        #expect(subscription.droppedCount == 7)
    }

    @Test("unbounded buffering loses nothing while the consumer lags")
    func unbounded() async {
        let source = EventSource<Int>()
        let stream = source.stream
        let subscription = stream.subscription(buffering: .unbounded)
        for value in 0..<10_000 { source.send(value) }
        source.finish()
        var count = 0
        for await _ in subscription { count += 1 }
        #expect(count == 10_000)
        #expect(subscription.droppedCount == 0)
    }

    @Test("releasing or cancelling a subscription unsubscribes it")
    func subscriptionLifetime() async {
        let source = EventSource<Int>()
        let stream = source.stream
        var subscription: EventStream<Int>.Subscription? = stream.subscription()
        #expect(stream.subscriberCount == 1)
        subscription = nil
        #expect(subscription == nil)
        #expect(stream.subscriberCount == 0)
        let cancelled = stream.subscription()
        cancelled.cancel()
        source.send(1)
        #expect(await cancelled.next() == nil)
        #expect(stream.subscriberCount == 0)
    }

    @Test("cancelling the consuming task ends its loop")
    func taskCancellation() async {
        let source = EventSource<Int>()
        let stream = source.stream
        let subscription = stream.subscription()
        let consumer = Task {
            var count = 0
            for await _ in subscription { count += 1 }
            return count
        }
        source.send(1)
        try? await Task.sleep(for: .milliseconds(20))
        consumer.cancel()
        #expect(await consumer.value <= 1)
        #expect(stream.subscriberCount == 0)
    }

    @Test("several producers and subscribers: nothing lost, each producer's order kept")
    func concurrency() async {
        let producers = 4
        let perProducer = 2_000
        let source = EventSource<Int>()
        let stream = source.stream
        let closureSeen = Locked([Int]())
        let token = stream.subscribe { value in closureSeen.withLock { $0.append(value) } }
        let subscriptions = (0..<3).map { _ in stream.subscription(buffering: .unbounded) }
        let consumers = subscriptions.map { subscription in
            Task {
                var received: [Int] = []
                for await value in subscription { received.append(value) }
                return received
            }
        }
        await withTaskGroup(of: Void.self) { group in
            for producer in 0..<producers {
                group.addTask {
                    for sequence in 0..<perProducer { source.send(producer * perProducer + sequence) }
                }
            }
        }
        source.finish()
        var everyone = [closureSeen.value]
        for consumer in consumers { everyone.append(await consumer.value) }
        for received in everyone {
            #expect(received.count == producers * perProducer)
            #expect(Set(received).count == producers * perProducer)
            for producer in 0..<producers {
                let own = received.filter { $0 / perProducer == producer }
                #expect(own == own.sorted(), "producer \(producer)'s elements arrived out of order")
            }
        }
        // Deliveries are serialised, so every subscriber saw the same global order.
        #expect(everyone.allSatisfy { $0 == everyone[0] })
        token.cancel()
    }
}
