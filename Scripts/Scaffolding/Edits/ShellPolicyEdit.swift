/// The policy of the host's own plugin, the shell (`Host/CLI/Resources/Policy/Shell.json` in
/// this package; in a package that depends on it, the file
/// ``PackageLayout/shellPolicy(hostList:)`` finds): the vertical's example messages added to
/// what the shell sends (and the outcome event to what it subscribes to), so that the host
/// reaches them.
enum ShellPolicyEdit {
    /// `text` (the file `file`) with each of `messages` added to its section, unless it is there already.
    static func adding(
        _ messages: [(section: [String], message: String)], to text: String, file: String
    ) throws(ScaffoldError)
        -> String
    {
        var text = text
        for (section, message) in messages
        where !(try JSONArrayEdit.strings(at: section, in: text, file: file)).contains(message) {
            text = try JSONArrayEdit.appending("\"\(message)\"", at: section, in: text, file: file)
        }
        return text
    }

    /// `text` (the file `file`) without `messages`, each taken from its section.
    static func removing(
        _ messages: [(section: [String], message: String)], from text: String, file: String
    ) throws(ScaffoldError)
        -> String
    {
        var text = text
        for (section, message) in messages {
            text = try JSONArrayEdit.removing(at: section, in: text, file: file) { value, _ in value.string == message }
        }
        return text
    }

    /// The grants a host's own plugin needs to reach `messages`, as a person adds them to its
    /// policy: `send.queries: pharmacy.example, send.viewQueries: pharmacy.view`.
    static func grants(_ messages: [(section: [String], message: String)]) -> String {
        messages.map { "\($0.section.joined(separator: ".")): \($0.message)" }.joined(separator: ", ")
    }
}
