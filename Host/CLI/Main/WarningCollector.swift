import Foundation
import Logging
import Prelude

/// Where log lines go when a command was asked for `--format json`: kept, so that standard
/// error stays one JSON document (the error's, or `{"warnings": [...]}`), with every
/// warning in it as data. At most ``bound`` lines are kept; later ones are counted.
struct WarningCollector: LogHandler {
    /// The most lines kept in a process.
    static let bound = 100

    /// Every line kept so far, and how many were dropped past the bound.
    static let lines = Locked<(kept: [String], dropped: Int)>(([], 0))

    /// The lines as JSON: their texts, and a last line counting the dropped ones, if any.
    static var json: JSON? {
        let (kept, dropped) = lines.value
        guard !kept.isEmpty else { return nil }
        let texts = kept + (dropped > 0 ? ["\(dropped) more warnings were left out"] : [])
        return .array(JSON.Array(texts.map(JSON.string)))
    }

    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        Self.lines.withLock { lines in
            if lines.kept.count < Self.bound {
                lines.kept.append("\(event.level): \(event.message)")
            } else {
                lines.dropped += 1
            }
        }
    }
}
