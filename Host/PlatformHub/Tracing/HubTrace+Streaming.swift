extension HubTrace {
    /// Hands every entry recorded from now on to `sink` as well as to the buffer, as it is
    /// recorded (the order in which deliveries finish; ``TraceEntry/sequence`` gives the
    /// order they began). `sink` runs on the sending thread, outside the trace's lock, and
    /// must not send through the hub. Set it before ``Hub/start(validatedGraph:)`` to see the
    /// `subscribeAtAppLaunch` subscriptions; tracing must be on for anything to be recorded.
    ///
    /// ```swift
    /// let writer = try TraceFileWriter(path: "session.trace", recorder: "my app")
    /// hub.trace.stream(to: writer.write)
    /// ```
    public func stream(to sink: @escaping @Sendable (TraceEntry) -> Void) {
        tracer.setSink(sink)
    }

    /// Stops handing entries to the sink given to ``stream(to:)``.
    public func stopStreaming() {
        tracer.setSink(nil)
    }
}
