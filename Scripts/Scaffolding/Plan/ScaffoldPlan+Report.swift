extension ScaffoldPlan {
    /// The plan as a person reads it: each folder made (with its files and line counts),
    /// each folder removed, and each edit with the lines it takes out (`-`) and puts in (`+`).
    public var report: String {
        var lines: [String] = []
        for folder in newFolders {
            lines.append("create \(folder.path)/")
            for file in folder.files {
                let count = file.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                lines.append("  create \(file.path) (\(count) lines)")
            }
        }
        for folder in removedFolders {
            lines.append("remove \(folder)/")
        }
        for edit in edits {
            lines.append("edit \(edit.path): \(edit.summary)")
            lines += Self.changedLines(from: edit.old, to: edit.new).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// The lines that differ between `old` and `new`, hunk by hunk (`@@ line N` then `-` and `+`
    /// lines), from a longest common subsequence of their lines.
    static func changedLines(from old: String, to new: String) -> [String] {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        // common[i][j]: the length of the longest common subsequence of before[i...] and after[j...].
        var common = Array(repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
        for i in stride(from: before.count - 1, through: 0, by: -1) {
            for j in stride(from: after.count - 1, through: 0, by: -1) {
                common[i][j] =
                    before[i] == after[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        var inHunk = false
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                (i, j, inHunk) = (i + 1, j + 1, false)
                continue
            }
            if !inHunk {
                lines.append("@@ line \(j + 1)")
                inHunk = true
            }
            if i < before.count, j == after.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- " + before[i])
                i += 1
            } else {
                lines.append("+ " + after[j])
                j += 1
            }
        }
        return lines
    }
}
