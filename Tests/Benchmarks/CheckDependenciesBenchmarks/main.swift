import DependencyRules
import Foundation
import ScriptSupport

// The scale benchmark of check-dependencies' structural rules (manifest and imports, no build):
// generated packages of 50 and 500 targets (10 Swift files each: 500 and 5,000 files), each
// checked by the built CheckDependencies binary, interleaved, several times. Prints every run,
// the medians with their spread, and the ratio of the medians (500 against 50, the baseline of
// the same run). The goals: 500 targets in at most 60 s, and at most 12 times 50 targets.
//
//   swift build -c release --product CheckDependencies
//   swift run -c release CheckDependenciesBenchmarks [--runs N] [--binary PATH]
//
// Without --binary it runs the CheckDependencies beside itself (the same build configuration).

/// The command line: `--runs N` (5 by default), `--binary PATH`, `--sizes 50,500`.
struct Arguments {
    var runs = 5
    var binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("CheckDependencies")
    var sizes = [50, 500]

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw Usage("\(flag) needs a value") }
            switch flag {
            case "--runs":
                guard let runs = Int(value), runs > 0 else { throw Usage("--runs takes a positive whole number") }
                self.runs = runs
            case "--binary": binary = URL(fileURLWithPath: value)
            case "--sizes":
                sizes = value.split(separator: ",").compactMap { Int($0) }
                guard sizes.count >= 1, sizes.allSatisfy({ $0 >= 3 }) else {
                    throw Usage("--sizes takes target counts of at least 3, such as 50,500")
                }
            default: throw Usage("unknown option \(flag)")
            }
        }
    }
}

struct Usage: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) {
        description =
            "check-dependencies benchmark: \(message). Usage: CheckDependenciesBenchmarks [--runs N] [--binary PATH] [--sizes 50,500]"
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }

func main() throws -> Int32 {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    guard FileManager.default.isExecutableFile(atPath: arguments.binary.path) else {
        throw Usage("no CheckDependencies at \(arguments.binary.path); build it first or pass --binary")
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "check-dependencies-scale-\(UUID().uuidString)")
    defer { FixtureCopy.remove(root) }
    var packages: [(size: Int, folder: URL, package: SyntheticPackage)] = []
    for size in arguments.sizes {
        let package = SyntheticPackage(targets: size, filesPerTarget: 10)
        let folder = root.appendingPathComponent("targets-\(size)")
        try package.write(to: folder)
        packages.append((size, folder, package))
        print("generated \(size) targets, \(package.fileCount) Swift files in \(folder.path)")
    }
    print(
        "binary: \(arguments.binary.path); \(arguments.runs) runs each, interleaved; cores: \(ProcessInfo.processInfo.activeProcessorCount)"
    )
    var times: [Int: [Double]] = [:]
    for run in 1...arguments.runs {
        for (size, folder, package) in packages {
            let start = Date()
            let result = try CommandRunner.run(
                [arguments.binary.path, "--package-path", folder.path, "--skip-interface"]
                    + SyntheticPackage.layerArguments)
            let seconds = Date().timeIntervalSince(start)
            let summary = result.output.split(separator: "\n").last.map(String.init) ?? ""
            let expected = "\(package.crossingFeatures.count) violations (imports \(package.crossingFeatures.count))"
            guard result.status == 1, summary.contains(expected) else {
                print(
                    "run \(run), \(size) targets: unexpected result (exit \(result.status)): \(summary)\n\(result.errorOutput)"
                )
                return 1
            }
            times[size, default: []].append(seconds)
            print("run \(run): \(size) targets, \(package.fileCount) files: \(format(seconds))")
        }
    }
    for (size, _, _) in packages {
        let values = times[size] ?? []
        print(
            "\(size) targets: median \(format(median(values))), min \(format(values.min() ?? 0)), "
                + "max \(format(values.max() ?? 0)) over \(values.count) runs")
    }
    if let small = arguments.sizes.first, let large = arguments.sizes.last, small != large {
        let ratio = median(times[large] ?? []) / median(times[small] ?? [])
        let ratios = zip(times[large] ?? [], times[small] ?? []).map { $0 / $1 }
        print(
            String(
                format:
                    "ratio %d/%d targets: %.2f (median over median; per run %.2f to %.2f); goals: %d targets <= 60 s, ratio <= 12",
                large, small, ratio, ratios.min() ?? 0, ratios.max() ?? 0, large))
    }
    return 0
}

do {
    exit(try main())
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(64)
}
