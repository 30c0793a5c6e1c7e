import AffectedTargets
import Testing

/// Reading `git diff --name-status -z` and `git ls-files -z`.
struct GitOutputTests {
    @Test("every status, and paths with spaces, quotes and newlines, survive")
    func statuses() throws {
        let text = [
            "M", "a b.swift", "A", "new\nline.swift", "D", "gone \"quoted\".swift", "T", "link",
            "R100", "old/x.swift", "new/x.swift", "C075", "src.swift", "copy.swift", "U", "conflict.swift", "",
        ].joined(separator: "\0")
        #expect(
            try GitOutput.nameStatus(text) == [
                FileChange(.modified, "a b.swift"), FileChange(.added, "new\nline.swift"),
                FileChange(.deleted, "gone \"quoted\".swift"), FileChange(.typeChanged, "link"),
                FileChange(.renamed, "new/x.swift", from: "old/x.swift"),
                FileChange(.copied, "copy.swift", from: "src.swift"), FileChange(.modified, "conflict.swift"),
            ])
    }

    @Test("empty output is no change")
    func empty() throws {
        #expect(try GitOutput.nameStatus("").isEmpty)
        #expect(GitOutput.paths("").isEmpty)
    }

    @Test("a rename without its new path, or a status without a path, is refused in words")
    func truncated() {
        #expect(throws: AffectedError.unreadableGitOutput("a rename or copy of `old.swift` without its new path")) {
            try GitOutput.nameStatus("R100\0old.swift\0")
        }
        #expect(throws: AffectedError.unreadableGitOutput("a status `M` without a path")) {
            try GitOutput.nameStatus("M\0")
        }
    }
}
