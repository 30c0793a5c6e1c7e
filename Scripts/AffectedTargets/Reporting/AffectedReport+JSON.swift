public import Foundation

extension AffectedReport {
    /// The whole report as JSON (keys sorted; `mergeBase`, `note`, `everythingBecause`,
    /// `oldPath` and a job's `tests` left out when there is none).
    ///
    /// - Returns: UTF-8 JSON, ending with a newline.
    /// - Throws: The encoder's error, which a report of strings never causes.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
