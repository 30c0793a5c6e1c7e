import BuildTiming
import Foundation

/// Prints time-builds' progress to standard error: on a terminal the build status is one
/// line rewritten in place and log lines scroll above it; elsewhere (CI, a file) every status
/// is a plain line of its own.
struct ProgressConsole: Sendable {
    /// Whether standard error is a terminal.
    var isTerminal: Bool

    /// Prints a log line (on a terminal, over the status line, which the next status redraws).
    func log(_ line: String) {
        write((isTerminal ? "\r\u{1B}[K" : "") + "time-builds: \(line)\n")
    }

    /// Shows where the run is.
    func status(_ progress: BuildProgress) {
        if isTerminal {
            write("\r\u{1B}[Ktime-builds: \(progress.line)")
        } else {
            write("time-builds: \(progress.line)\n")
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
