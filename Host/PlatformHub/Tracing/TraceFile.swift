import Prelude

/// The trace file format (version 1): JSON lines that `host trace --record`, `host tour
/// --record` and `host serve --record` write and `host policy check --trace` reads.
///
/// The first line is a header naming the format and its version; every other line is one
/// ``TraceEntry`` as ``HubTrace/jsonLines(_:)`` writes it. A file may hold several
/// recordings one after another (`cat a.trace b.trace`): each begins with its header.
///
/// ```text
/// {"format":"verticalhub-trace","recorder":"host serve","version":1}
/// {"action":"subscribe","atLaunch":true,"correlationID":null,"durationNanoseconds":2100,"from":"Info",...}
/// {"action":"send","correlationID":null,"durationNanoseconds":812,"from":"Shell","kind":"query",...}
/// {"action":"send","correlationID":null,"durationNanoseconds":0,"from":"Shell","kind":"command",
///  "lackingPolicy":"sender","message":"maps.showClinic","outcome":"denied","sequence":7,"to":"Maps"}
/// ```
///
/// An entry carries names, kinds, plugins, the correlation id, the outcome and the duration,
/// never a payload: a trace of health-data traffic holds no health data.
public enum TraceFile {
    /// The header's `format` value.
    public static let formatName = "verticalhub-trace"
    /// The version this build writes and reads.
    public static let version = 1
    /// The longest line a reader accepts, in bytes (16 KiB). An entry is well under 4 KiB:
    /// plugin names are at most 64 bytes, message names 128, a correlation id 256 (six
    /// times that when every byte is escaped).
    public static let maximumLineBytes = 16 << 10

    /// The header line (without its newline) for a recording made by `recorder` (such as
    /// `host serve`).
    public static func header(recorder: String) -> String {
        JSON.object([
            "format": .string(formatName), "version": .int(version), "recorder": .string(recorder),
        ]).description
    }

    /// A whole trace file: the header and one line per entry.
    public static func text(_ entries: [TraceEntry], recorder: String) -> String {
        header(recorder: recorder) + "\n" + HubTrace.jsonLines(entries)
    }
}
