import ArgumentParser
import Prelude

/// Reads a `--payload` option's JSON text.
enum PayloadOption {
    /// The payload, or `nil` when none was given.
    ///
    /// - Throws: `ValidationError` (exit code 64) with the parser's line and column.
    static func parse(_ text: String?, option: String = "--payload") throws -> JSON? {
        guard let text else { return nil }
        do {
            return try JSON(parsing: text)
        } catch {
            throw ValidationError("Give \(option) as JSON, such as '{\"text\": \"clinic\"}'; it is not JSON: \(error)")
        }
    }
}

/// Checks a `--timeout` option's seconds.
enum TimeoutOption {
    /// The longest wait a timeout may ask for: a day.
    static let maximum: Double = 86_400

    /// - Throws: `ValidationError` (exit code 64) for a wait that is not positive or longer than a day.
    static func check(_ seconds: Double, option: String = "--timeout") throws {
        guard seconds > 0, seconds <= maximum else {
            throw ValidationError("Give \(option) as a number of seconds above 0 and at most \(Int(maximum)).")
        }
    }
}
