extension EventStream {
    /// One `for await` subscriber of an ``EventStream`` with its own bounded (or unbounded)
    /// buffer. Make one subscription per consumer: tasks that iterate the same subscription
    /// share its elements (each element goes to one of them, in the order they waited).
    ///
    /// Releasing the subscription, or cancelling a task that iterates it, unsubscribes.
    public final class Subscription: AsyncSequence, @unchecked Sendable {
        // @unchecked Sendable: `buffer`, `waiters`, `isFinished` and `droppedCountStorage`
        // are only touched while `lock` is held; `token` is set once in init and is Sendable.

        /// Iterating never fails.
        public typealias Failure = Never

        private let lock = Lock()
        private let policy: BufferingPolicy
        private var buffer = RingBuffer<Element>()
        private var waiters = RingBuffer<UnsafeContinuation<Element?, Never>>()
        private var isFinished = false
        private var droppedCountStorage = 0
        private var token: SubscriptionToken?

        init(stream: EventStream<Element>, buffering: BufferingPolicy) {
            if case .bounded(let capacity, _) = buffering {
                policy = .bounded(Swift.max(1, capacity), whenFull: buffering.overflow)
            } else {
                policy = buffering
            }
            let entry = stream.subscribers.add(
                deliver: { [weak self] element in self?.push(element) },
                finish: { [weak self] in self?.end() })
            token = stream.subscribers.token(for: entry)
        }

        /// How many elements this subscriber lost to its buffering policy.
        public var droppedCount: Int { lock.withLock { droppedCountStorage } }

        /// Stops receiving; a pending or later `next()` returns `nil` after what is buffered.
        public func cancel() {
            end()
            token?.cancel()
        }

        /// The next element, or `nil` when the stream finished (or the subscription was
        /// cancelled) and the buffer is empty. Runs on the caller's actor: no executor hop.
        public func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
            if let element = lock.withLock({ buffer.popFirst() }) {
                return element
            }
            return await withTaskCancellationHandler(
                operation: {
                    await withUnsafeContinuation(isolation: actor) {
                        (continuation: UnsafeContinuation<Element?, Never>) in
                        lock.lock()
                        if let element = buffer.popFirst() {
                            lock.unlock()
                            continuation.resume(returning: element)
                        } else if isFinished {
                            lock.unlock()
                            continuation.resume(returning: nil)
                        } else {
                            waiters.append(continuation)
                            lock.unlock()
                        }
                    }
                },
                onCancel: { self.cancel() },
                isolation: actor)
        }

        private func push(_ element: Element) {
            lock.lock()
            if let waiter = waiters.popFirst() {
                lock.unlock()
                waiter.resume(returning: element)
                return
            }
            switch policy {
            case .unbounded:
                buffer.append(element)
            case .bounded(let capacity, .dropOldest):
                if buffer.count >= capacity {
                    _ = buffer.popFirst()
                    droppedCountStorage += 1
                }
                buffer.append(element)
            case .bounded(let capacity, .dropNewest):
                if buffer.count >= capacity {
                    droppedCountStorage += 1
                } else {
                    buffer.append(element)
                }
            }
            lock.unlock()
        }

        private func end() {
            var pending = lock.withLock {
                isFinished = true
                defer { waiters.removeAll() }
                return waiters
            }
            while let waiter = pending.popFirst() {
                waiter.resume(returning: nil)
            }
        }

        /// An iterator over the elements.
        public func makeAsyncIterator() -> Iterator {
            Iterator(subscription: self)
        }

        /// Iterates a ``Subscription``.
        public struct Iterator: AsyncIteratorProtocol {
            /// Iterating never fails.
            public typealias Failure = Never
            let subscription: Subscription

            /// The next element, or `nil` at the end.
            public mutating func next() async -> Element? {
                await subscription.next(isolation: nil)
            }

            /// The next element, or `nil` at the end, on the caller's actor.
            public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
                await subscription.next(isolation: actor)
            }
        }
    }
}

extension BufferingPolicy {
    var overflow: Overflow {
        if case .bounded(_, let overflow) = self { overflow } else { .dropOldest }
    }
}
