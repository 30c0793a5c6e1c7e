import Foundation
import PlatformHub
import Prelude

/// What `PolicyGraphPlugin` runs when the host is built: validates the policy graph made of the
/// policies and contracts it is given (the host's own and its verticals') with the hub's own
/// validator, prints every problem as the compiler prints its diagnostics
/// (`file:line:column: error: …`, so that Xcode and editors show it at the line), and writes the
/// graph the hub starts from (``ValidatedGraph``) when there is no error.
///
/// ```text
/// policy-graph-check --output ValidatedGraph.json --root /path/to/package \
///     --policy Verticals/Maps/Resources/Policy/Maps.json --contracts Verticals/Maps/Resources/Contracts/Maps.json \
///     --policy Host/CLI/Resources/Policy/Shell.json
/// ```
///
/// Each `--policy` names one plugin (its file's name without `.json` is the plugin's name, which
/// the policy's `name` must equal); a `--contracts` right after it is that plugin's contracts.
struct PolicyGraphCheck {
    /// The plugins: each policy file, with its contracts file if any.
    var plugins: [(policy: String, contracts: String?)] = []
    /// Where the graph is written.
    var output: String?
    /// The folder paths are written relative to, when they are inside it.
    var root: String?
    /// `--version`: print the package's version and do nothing else.
    var printsVersion = false

    /// A usage mistake, in words.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the command line.
    ///
    /// - Throws: ``UsageError`` naming the argument that is wrong.
    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() throws -> String {
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw UsageError(description: "\(argument) needs a value: give \(argument) <path>")
                }
                return value
            }
            switch argument {
            case "--policy":
                plugins.append((try value(), nil))
            case "--contracts":
                let path = try value()
                guard let last = plugins.indices.last, plugins[last].contracts == nil else {
                    throw UsageError(
                        description: "--contracts \(path) follows no --policy; give each plugin's --policy first")
                }
                plugins[last].contracts = path
            case "--output":
                output = try value()
            case "--root":
                root = try value()
            case "--version":
                printsVersion = true
                return
            default:
                throw UsageError(
                    description:
                        "unknown argument '\(argument.prefix(200))'; use --policy, --contracts, --output, --root")
            }
        }
        guard output != nil || printsVersion else {
            throw UsageError(description: "give --output <path> for the validated graph")
        }
    }

    /// `path` relative to ``root`` when it is inside it.
    func shown(_ path: String) -> String {
        guard let root else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Validates the graph, prints every problem and writes the graph when it is valid.
    ///
    /// - Returns: The exit status: 0 when the graph is valid (warnings allowed), 1 otherwise.
    func run() -> Int32 {
        if printsVersion {
            print(VerticalHub.version)
            return 0
        }
        let policies = plugins.map { plugin in
            PluginPolicy(
                plugin: URL(fileURLWithPath: plugin.policy).deletingPathExtension().lastPathComponent,
                source: .file(URL(fileURLWithPath: plugin.policy)),
                contracts: plugin.contracts.map { .file(URL(fileURLWithPath: $0)) })
        }
        let (report, graph) = ValidatedGraph.validate(policies)
        for problem in report.problems {
            // The compiler's form, with the absolute path an editor opens.
            let place = problem.line.map { ":\($0):\(problem.column ?? 1)" } ?? ":1:1"
            Self.printError(
                "\(problem.file)\(place): \(problem.severity.rawValue): [\(problem.plugin)] \(problem.key): "
                    + "\(problem.message) (\(problem.code.rawValue))")
        }
        guard var graph, let output else {
            Self.printError(
                "error: the policy graph has \(report.errors.count) error(s); the app cannot start with it, "
                    + "so fix each problem above in its file")
            return 1
        }
        graph.plugins = graph.plugins.map { plugin in
            var plugin = plugin
            plugin.policyFile = shown(plugin.policyFile)
            plugin.contractsFile = plugin.contractsFile.map(shown)
            return plugin
        }
        do {
            let text = try graph.json.serialized(pretty: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Self.printError("error: cannot write the validated graph to \(output): \(error)")
            return 1
        }
        return 0
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line.escapedForTerminal + "\n").utf8))
    }
}
