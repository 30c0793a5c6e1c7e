import Prelude

extension Hub {
    /// Validates the registered policies as ``start(validatedGraph:)`` would, without making any plugin
    /// or starting (what the host's `policy check` runs on a configured hub).
    ///
    /// ```swift
    /// let report = hub.validate()
    /// print(report.text())           // or report.jsonText(pretty: true)
    /// ```
    public func validate() -> PolicyReport {
        PolicyValidator.validate(state.withLock { $0.policies })
    }
}
