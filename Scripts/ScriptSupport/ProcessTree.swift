import Foundation

/// The processes below a set of processes, read from `/proc` (Linux; elsewhere there is no
/// `/proc` and the set is empty, so only the direct children are signalled).
enum ProcessTree {
    /// Every process whose parent chain leads to one of `roots` (the roots excluded).
    static func descendants(of roots: Set<Int32>) -> Set<Int32> {
        var parents: [Int32: Int32] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let process = Int32(entry), let parent = parent(of: process) else { continue }
            parents[process] = parent
        }
        var found: Set<Int32> = []
        var frontier = roots
        while !frontier.isEmpty {
            let next = Set(parents.filter { frontier.contains($0.value) && !found.contains($0.key) }.keys)
            found.formUnion(next)
            frontier = next.subtracting(roots)
        }
        return found.subtracting(roots)
    }

    /// The parent of `process`: the fourth field of `/proc/<pid>/stat`, after the
    /// parenthesised command name (which may itself contain spaces and parentheses).
    private static func parent(of process: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }
}
