import Foundation

// `policy-graph-check`: see ``PolicyGraphCheck``.
do {
    exit(try PolicyGraphCheck(arguments: Array(CommandLine.arguments.dropFirst())).run())
} catch {
    PolicyGraphCheck.printError("error: policy-graph-check: \(error)")
    exit(2)
}
