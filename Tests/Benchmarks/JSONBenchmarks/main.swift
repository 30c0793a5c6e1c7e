import Foundation

/// The Swift half of `Tests/Benchmarks/json-vs-python.sh`:
///
///     JSONBenchmarks <writable directory> [document...]
///
/// writes the corpus into the directory and prints Prelude's times (see
/// ``JSONDocuments/run(directory:rounds:only:)``); further arguments name the documents to
/// time (for a profile of one shape). An executable of its own, depending on Prelude alone,
/// so that it runs as a user's program does: package-benchmark's executables link its
/// malloc interposer, which adds a header to every allocation and a check to every free and
/// made parsing allocation-heavy documents 5-13% slower than in a program without it.
let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: JSONBenchmarks <writable directory> [document...]\n".utf8))
    exit(2)
}
await JSONDocuments.run(directory: directory, rounds: 5, only: Set(arguments.dropFirst()))
