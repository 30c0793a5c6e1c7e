import Foundation
import Prelude

/// Where commands write their results: standard output, unless a caller (`host trace`
/// with `--format json`) captures them for the current task.
enum Console {
    /// Text written while installed goes here instead of standard output.
    @TaskLocal static var capture: Locked<String>?

    /// Writes `text` as it is (add the line break yourself).
    static func write(_ text: String) {
        if let capture {
            capture.withLock { $0 += text }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// Writes `text` and a line break.
    static func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes `json` as an indented document and a line break.
    static func json(_ json: JSON) throws {
        write(try json.serialized(pretty: true) + "\n")
    }

    /// Writes `text` and a line break to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
