import Foundation
import Prelude
import Synchronization

/// The send queue's stress load: several producer threads send into one stream with ten
/// closure subscribers (and optionally `for await` subscribers). Reports throughput, the
/// slowest single `send`, the process's peak resident memory during the run, and, for
/// `for await` subscribers, that received + dropped adds up to what was sent.
struct SendQueueLoad {
    let producers: Int
    let sendsPerProducer: Int
    let closureSubscribers: Int
    /// The buffering of each `for await` subscriber; empty for none.
    var asyncPolicies: [BufferingPolicy] = []
    /// Whether each closure does a little work (three atomic read-modify-writes, as a
    /// handler that updates shared state does) rather than bump a plain counter.
    var working = false

    struct Result {
        let seconds: Double
        let slowestSendSeconds: Double
        let peakBytes: Int
        let baselineBytes: Int
        let closureDeliveries: Int
        /// Per `for await` subscriber: (received, dropped).
        let asyncCounts: [(received: Int, dropped: Int)]

        var sendsPerSecond: Double { Double(closureDeliveries) / max(seconds, 1e-9) }
    }

    func run() async -> Result {
        let source = EventSource<Int>()
        let counters = (0..<closureSubscribers).map { _ in Counter() }
        let shared = SharedTotal()
        let tokens = counters.map { counter in
            working
                ? source.stream.subscribe { counter.work($0, shared: shared) }
                : source.stream.subscribe { counter.add($0) }
        }
        let subscriptions = asyncPolicies.map { source.stream.subscription(buffering: $0) }
        let consumers = subscriptions.map { subscription in
            Task.detached {
                var received = 0
                for await _ in subscription { received += 1 }
                return received
            }
        }
        let sampler = MemorySampler()
        let baseline = sampler.start()
        let slowest = Locked(UInt64(0))
        let started = DispatchTime.now().uptimeNanoseconds
        let finished = DispatchSemaphore(value: 0)
        for producer in 0..<producers {
            let count = sendsPerProducer
            let thread = Thread {
                var worst: UInt64 = 0
                for sequence in 0..<count {
                    let before = DispatchTime.now().uptimeNanoseconds
                    source.send(producer &* count &+ sequence)
                    let took = DispatchTime.now().uptimeNanoseconds &- before
                    if took > worst { worst = took }
                }
                slowest.withLock { $0 = max($0, worst) }
                finished.signal()
            }
            thread.start()
        }
        // Wait on a thread of Dispatch's own, not the task's: a blocked task would hold one
        // of the cooperative pool's threads (two on a 2-core machine) that the `for await`
        // consumers need.
        let producerCount = producers
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for _ in 0..<producerCount { finished.wait() }
                continuation.resume()
            }
        }
        source.finish()
        var asyncCounts: [(received: Int, dropped: Int)] = []
        for (consumer, subscription) in zip(consumers, subscriptions) {
            asyncCounts.append((await consumer.value, subscription.droppedCount))
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - started
        let peak = sampler.stop()
        withExtendedLifetime(tokens) {}
        withExtendedLifetime(shared) {}
        return Result(
            seconds: Double(elapsed) / 1e9,
            slowestSendSeconds: Double(slowest.value) / 1e9,
            peakBytes: peak,
            baselineBytes: baseline,
            closureDeliveries: counters.map(\.value).min() ?? 0,
            asyncCounts: asyncCounts)
    }
}

/// A subscriber's count; only the stream's (serialised) deliveries write it.
final class Counter: @unchecked Sendable {
    // @unchecked Sendable: `count` is written only by one handler, which the stream never
    // calls on two threads at once, and read after the producers have finished (the
    // stream's lock orders the last write before the read). `seen` is atomic.
    private var count = 0
    private let seen = Atomic<Int>(0)

    func add(_: Int) { count += 1 }

    /// A handler that does a little work: three atomic read-modify-writes on its own and
    /// a shared counter, besides counting.
    func work(_ value: Int, shared: SharedTotal) {
        seen.wrappingAdd(1, ordering: .acquiringAndReleasing)
        let total = shared.total.wrappingAdd(value, ordering: .acquiringAndReleasing).newValue
        seen.bitwiseXor(total & 1, ordering: .acquiringAndReleasing)
        seen.bitwiseXor(total & 1, ordering: .acquiringAndReleasing)
        count += 1
    }

    var value: Int { count }
}

/// The total every working handler adds to.
final class SharedTotal: Sendable {
    let total = Atomic<Int>(0)
}

/// Samples this process's resident memory every millisecond on a thread of its own and
/// keeps the highest value seen (Linux: /proc/self/statm; elsewhere the peak so far).
final class MemorySampler: @unchecked Sendable {
    // @unchecked Sendable: `peak` and `running` are only touched under `lock`.
    private let lock = Lock()
    private var peak = 0
    private var running = false
    private let done = DispatchSemaphore(value: 0)

    /// Starts sampling; returns the resident memory now.
    func start() -> Int {
        let now = Self.residentBytes()
        lock.withLock {
            peak = now
            running = true
        }
        Thread {
            while self.lock.withLock({ self.running }) {
                let resident = Self.residentBytes()
                self.lock.withLock { self.peak = max(self.peak, resident) }
                usleep(1_000)
            }
            self.done.signal()
        }.start()
        return now
    }

    /// Stops sampling; returns the highest resident memory seen.
    func stop() -> Int {
        lock.withLock { running = false }
        done.wait()
        let last = Self.residentBytes()
        return lock.withLock { max(peak, last) }
    }

    static func residentBytes() -> Int {
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
            let fields = statm.split(separator: " ")
            if fields.count > 1, let pages = Int(fields[1]) {
                return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
            }
        }
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
