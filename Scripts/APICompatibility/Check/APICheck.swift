public import Foundation
import ScriptSupport

/// Compares the working tree's public API with the committed baseline through SwiftPM's
/// `swift package diagnose-api-breaking-changes`, and writes a new baseline.
///
/// SwiftPM looks the baseline up as `<baseline-dir>/<full hash of the treeish>/<Module>.json`
/// and, when every module's file is there, neither checks the treeish out nor builds it. The
/// check passes `HEAD` as the treeish and copies the committed dumps to `<dir>/<HEAD's hash>/`:
/// HEAD is in every clone, a shallow one (`git clone --depth 1`) included, so a CI without
/// network needs neither the baseline commit (`git fetch origin <hash>` would) nor a build of it.
/// SwiftPM then builds the working tree (uncommitted changes too) and compares it with the dumps.
public struct APICheck: Sendable {
    /// The package's root.
    public var packageRoot: URL
    /// The folder of `baseline.json` and the dumps.
    public var baselineFolder: URL
    /// The changelog.
    public var changelog: URL
    /// SwiftPM's scratch folder; SwiftPM's own default (`.build`) when `nil`.
    public var scratchPath: URL?
    /// Whether SwiftPM's build log goes to standard error as it runs.
    public var echoBuildLog: Bool
    /// The environment (for `SWIFT_API_DIGESTER` and `PATH`).
    public var environment: [String: String]

    /// Sets up a check.
    ///
    /// - Parameters:
    ///   - packageRoot: The package's root.
    ///   - baselineFolder: The folder of `baseline.json` and the dumps.
    ///   - changelog: The changelog.
    ///   - scratchPath: SwiftPM's scratch folder, or `nil` for its default.
    ///   - echoBuildLog: Whether SwiftPM's build log goes to standard error.
    ///   - environment: The environment.
    public init(
        packageRoot: URL, baselineFolder: URL, changelog: URL, scratchPath: URL?, echoBuildLog: Bool,
        environment: [String: String]
    ) {
        self.packageRoot = packageRoot
        self.baselineFolder = baselineFolder
        self.changelog = changelog
        self.scratchPath = scratchPath
        self.echoBuildLog = echoBuildLog
        self.environment = environment
    }

    /// Compares the working tree with the baseline; reads the changelog when something broke.
    ///
    /// - Returns: The report, whose verdict says whether the check passes.
    /// - Throws: ``APICheckError`` when the check cannot run or cannot trust SwiftPM's report.
    public func check() throws(APICheckError) -> APIReport {
        let baseline = try APIBaseline.load(from: baselineFolder)
        let head = try headCommit()
        let digester = try DigesterRecorder.findDigester(environment: environment)
        let work = try WorkFolder()
        defer { work.remove() }
        // The dumps filed under HEAD's hash, not the release commit's: a shallow clone has HEAD and
        // not the release commit, and fetching it (`git fetch --depth 1 origin <hash>`) needs the
        // network; with every module's file there, SwiftPM builds and checks out nothing old.
        let baselines = work.url.appendingPathComponent("baselines")
        let atHead = baselines.appendingPathComponent(head)
        do {
            try FileManager.default.createDirectory(at: atHead, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: atHead.path, reason: error.localizedDescription)
        }
        for module in baseline.modules {
            // Without its `package` declarations, which the digester would compare too.
            let publicAPI = try APIDump.publicOnly(APIBaseline.dump(of: module, in: baselineFolder))
            let destination = APIBaseline.dump(of: module, in: atHead)
            do {
                try publicAPI.write(to: destination)
            } catch {
                throw .cannotWrite(path: destination.path, reason: error.localizedDescription)
            }
        }
        let recorder = try DigesterRecorder(folder: work.url.appendingPathComponent("digester"), digester: digester)
        let run = try diagnose(modules: baseline.modules, baselines: baselines, recorder: recorder)
        let log = run.output + "\n" + run.errorTail
        var breaks = try DigesterOutput(run.output).verified(modules: baseline.modules, status: run.status, log: log)

        // The digester keeps a `package` declaration in its dump, marked internal, and so misses
        // `public` -> `package`: the working tree's dump, with SwiftPM's own flags, shows it.
        let comparisons = recorder.comparisons()
        for module in baseline.modules {
            guard let comparison = comparisons[module] else { throw .digesterNotRecorded(module: module) }
            let current = try dump(
                module, arguments: comparison, digester: digester,
                to: work.url.appendingPathComponent("current/\(module).json"))
            let before = try APIDump(contentsOf: APIBaseline.dump(of: module, in: baselineFolder))
            breaks[module, default: []] += APIDump.lostVisibility(baseline: before, current: current)
        }
        let results = baseline.modules.map { APIReport.ModuleResult(name: $0, breaks: breaks[$0] ?? []) }
        let broken = results.contains { !$0.breaks.isEmpty }
        return APIReport(
            baseline: baseline, swift: try swiftVersion(), modules: results,
            nextVersion: broken ? try nextVersion(after: baseline.version) : nil)
    }

    /// Dumps the API of HEAD's working tree, which must have no uncommitted change, into the
    /// baseline folder, naming HEAD's commit and `version`; replaces the earlier baseline.
    ///
    /// - Parameters:
    ///   - version: The release this API is; the changelog's latest release when `nil`.
    ///   - modules: The modules to dump; the earlier baseline's when empty.
    /// - Returns: The baseline written.
    /// - Throws: ``APICheckError`` when the tree has uncommitted changes, a version or the modules
    ///   are not known, or a build, a dump or a write fails.
    public func writeBaseline(version: SemanticVersion?, modules: [String]) throws(APICheckError) -> APIBaseline {
        let earlier = try? APIBaseline.load(from: baselineFolder)
        let modules = modules.isEmpty ? earlier?.modules ?? [] : modules
        guard !modules.isEmpty else { throw .noModules }
        let head = try headCommit()
        let changes = try uncommittedFiles()
        guard changes.isEmpty else { throw .uncommittedChanges(files: changes) }
        var released = version
        if released == nil { released = try readChangelog()?.latestRelease?.version }
        guard let version = released else { throw .noVersion(changelog: changelog.lastPathComponent) }
        let digester = try DigesterRecorder.findDigester(environment: environment)
        let work = try WorkFolder()
        defer { work.remove() }
        // Empty stand-ins for the dumps keep SwiftPM from checking out and building a baseline:
        // it builds the working tree and compares it with nothing, which records its flags.
        let baselines = work.url.appendingPathComponent("baselines")
        let atHead = baselines.appendingPathComponent(head)
        do {
            try FileManager.default.createDirectory(at: atHead, withIntermediateDirectories: true)
            for module in modules {
                try Data(APIDump.empty(module).utf8).write(to: APIBaseline.dump(of: module, in: atHead))
            }
        } catch {
            throw .cannotWrite(path: atHead.path, reason: error.localizedDescription)
        }
        let recorder = try DigesterRecorder(folder: work.url.appendingPathComponent("digester"), digester: digester)
        let run = try diagnose(modules: modules, baselines: baselines, recorder: recorder)
        let log = run.output + "\n" + run.errorTail
        let comparisons = recorder.comparisons()
        let dumps = work.url.appendingPathComponent("dumps")
        for module in modules {
            guard let comparison = comparisons[module] else {
                throw run.status == 0
                    ? .digesterNotRecorded(module: module) : .swiftPMFailed(status: run.status, output: log)
            }
            let dumped = try dump(
                module, arguments: comparison, digester: digester, to: APIBaseline.dump(of: module, in: dumps))
            guard dumped.declarationCount > 0 else {
                throw .dumpFailed(module: module, output: "the dump of \(module) holds no declaration")
            }
        }
        let baseline = APIBaseline(version: version, commit: head, modules: modules, swift: try swiftVersion())
        do {
            try FileManager.default.createDirectory(at: baselineFolder, withIntermediateDirectories: true)
            for module in earlier?.modules ?? [] where !modules.contains(module) {
                try? FileManager.default.removeItem(at: APIBaseline.dump(of: module, in: baselineFolder))
            }
            for module in modules {
                let destination = APIBaseline.dump(of: module, in: baselineFolder)
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: APIBaseline.dump(of: module, in: dumps), to: destination)
            }
        } catch {
            throw .cannotWrite(path: baselineFolder.path, reason: error.localizedDescription)
        }
        try baseline.write(to: baselineFolder)
        return baseline
    }

    /// Runs `swift package diagnose-api-breaking-changes HEAD` with the baseline folder and the
    /// recording digester.
    func diagnose(
        modules: [String], baselines: URL, recorder: DigesterRecorder
    ) throws(APICheckError)
        -> TeeRun.Result
    {
        var arguments = recorder.environment + ["swift", "package", "--package-path", packageRoot.path]
        if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
        arguments += ["diagnose-api-breaking-changes", "HEAD", "--baseline-dir", baselines.path, "--targets"] + modules
        return try TeeRun.run(arguments, in: packageRoot, echo: echoBuildLog)
    }

    /// Dumps `module`'s API with a recorded comparison's flags.
    func dump(_ module: String, arguments: [String], digester: URL, to output: URL) throws(APICheckError) -> APIDump {
        do {
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: output.path, reason: error.localizedDescription)
        }
        let dumpArguments = DigesterRecorder.dumpArguments(from: arguments, output: output.path)
        let result: CommandRunner.Result
        do {
            result = try CommandRunner.run(dumpArguments, in: packageRoot, executable: digester)
        } catch {
            throw .cannotStart(command: digester.path, reason: error.localizedDescription)
        }
        guard result.status == 0, FileManager.default.fileExists(atPath: output.path) else {
            throw .dumpFailed(module: module, output: result.errorOutput + result.output)
        }
        return try APIDump(contentsOf: output)
    }

    /// The changelog's next version after `baseline`, or "no changelog".
    func nextVersion(after baseline: SemanticVersion) throws(APICheckError) -> NextVersion {
        guard let changelog = try readChangelog() else {
            return NextVersion(
                version: nil, isNewMajor: false, source: .noChangelog,
                reason: "there is no \(self.changelog.lastPathComponent) to declare it")
        }
        return changelog.nextVersion(after: baseline)
    }

    /// The changelog, or `nil` when there is none.
    func readChangelog() throws(APICheckError) -> Changelog? {
        guard FileManager.default.fileExists(atPath: changelog.path) else { return nil }
        do {
            let text = try String(contentsOf: changelog, encoding: .utf8)
            return Changelog(text: text, name: changelog.lastPathComponent)
        } catch {
            throw .unreadableChangelog(path: changelog.path, reason: error.localizedDescription)
        }
    }

    /// The full hash of HEAD.
    func headCommit() throws(APICheckError) -> String {
        let result: CommandRunner.Result
        do {
            result = try CommandRunner.run(["git", "rev-parse", "--verify", "HEAD^{commit}"], in: packageRoot)
        } catch {
            throw .notAGitWorkTree(path: packageRoot.path, git: "\(error)")
        }
        guard result.status == 0 else { throw .notAGitWorkTree(path: packageRoot.path, git: result.errorOutput) }
        let hash = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard APIBaseline.isCommitHash(hash) else {
            throw .notAGitWorkTree(path: packageRoot.path, git: "HEAD is '\(hash.prefix(80))'")
        }
        return hash
    }

    /// The files with changes that are not committed (untracked ones that are not ignored too),
    /// outside the baseline folder, as `git status` names them from the package's root.
    func uncommittedFiles() throws(APICheckError) -> [String] {
        let output = try CommandRunner.output(
            of: ["git", "status", "--porcelain=v1", "-z", "--untracked-files=all", "--", "."], in: packageRoot
        ) { APICheckError.gitFailed($0) }
        let prefix = try gitPath(of: baselineFolder)
        var files: [String] = []
        var entries = output.split(separator: "\0").makeIterator()
        while let entry = entries.next() {
            guard entry.count > 3 else { continue }
            let status = entry.prefix(2)
            let path = String(entry.dropFirst(3))
            // A rename or copy is followed by its source path.
            if status.contains("R") || status.contains("C") { _ = entries.next() }
            if let prefix, path == prefix || path.hasPrefix(prefix + "/") { continue }
            files.append(path)
        }
        return files
    }

    /// `folder`'s path relative to the repository's top, as `git status` prints paths; `nil`
    /// when it is outside the repository.
    func gitPath(of folder: URL) throws(APICheckError) -> String? {
        let top = try CommandRunner.output(of: ["git", "rev-parse", "--show-toplevel"], in: packageRoot) {
            APICheckError.gitFailed($0)
        }
        let topPath = URL(fileURLWithPath: top.trimmingCharacters(in: .whitespacesAndNewlines))
            .resolvingSymlinksInPath().path
        let folderPath = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard folderPath.hasPrefix(topPath + "/") else { return nil }
        return String(folderPath.dropFirst(topPath.count + 1))
    }

    /// `swift --version`'s first line, without Apple's prefix.
    func swiftVersion() throws(APICheckError) -> String {
        let output = try CommandRunner.output(of: ["swift", "--version"], in: packageRoot) {
            APICheckError.cannotStart(command: "swift --version", reason: $0.description)
        }
        let line = output.split(separator: "\n").first { $0.contains("Swift version") } ?? ""
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("Apple ") ? String(trimmed.dropFirst(6)) : trimmed
    }
}

/// The check's own temporary folder, deleted at the end or on a signal.
struct WorkFolder {
    let url: URL

    init() throws(APICheckError) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("check-api-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: url.path, reason: error.localizedDescription)
        }
        SignalCleanup.remember(url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
        SignalCleanup.forget(url)
    }
}
