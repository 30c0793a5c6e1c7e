/// Waits until `condition` holds, checking it every few milliseconds, for at most `limit`.
///
/// For what a test is owed but may get later than the call that caused it (an event
/// output delivered by another thread's drain): the test waits for it instead of assuming
/// an idle machine. The limit is generous because CI runs on a loaded 2-core box; a test
/// that reaches it fails, it never passes by timing out.
///
/// - Returns: Whether `condition` held before `limit` passed.
func eventually(within limit: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    while !condition() {
        guard clock.now < deadline else { return condition() }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
