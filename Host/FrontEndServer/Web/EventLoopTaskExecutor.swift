import NIOCore

/// Runs the jobs of the tasks that prefer it on one NIO event loop
/// (`withTaskExecutorPreference`), as NIO's own `SerialExecutor` conformance does for actors.
///
/// A WebSocket's reader runs on its connection's event loop: the frames the loop decodes
/// resume it without waking another thread, it answers every frame read so far before it
/// suspends, and the write of those answers, scheduled on the same loop, then goes out with
/// one flush. The price is the event loop's: while a request is answered, the loop serves
/// nothing else, as `serve --stdio` serves nothing else while it answers.
final class EventLoopTaskExecutor: TaskExecutor {
    /// The loop the jobs run on.
    let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}
