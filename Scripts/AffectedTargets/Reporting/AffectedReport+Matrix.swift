public import Foundation

extension AffectedReport {
    /// One row of the GitHub Actions matrix: a vertical and its test target (empty when it has none).
    public struct MatrixRow: Sendable, Hashable, Codable {
        /// The vertical's target.
        public var vertical: String
        /// Its test target, or the empty string.
        public var tests: String
    }

    /// The verticals as a GitHub Actions matrix, `{"include":[{"vertical":"Maps","tests":"MapsTests"}]}`,
    /// on one line, for `strategy.matrix: ${{ fromJSON(...) }}`; `{"include":[]}` when no vertical is
    /// affected (a workflow skips the job then: GitHub refuses an empty matrix).
    ///
    /// - Returns: UTF-8 JSON on one line, ending with a newline.
    /// - Throws: The encoder's error, which a report of strings never causes.
    public func matrix() throws -> Data {
        struct Matrix: Codable { var include: [MatrixRow] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let rows = verticals.map { MatrixRow(vertical: $0.name, tests: $0.tests ?? "") }
        return try encoder.encode(Matrix(include: rows)) + Data("\n".utf8)
    }
}
