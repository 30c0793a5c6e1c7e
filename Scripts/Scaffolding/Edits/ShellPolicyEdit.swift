/// The shell's policy, `Host/CLI/Resources/Policy/Shell.json`: the vertical's example messages
/// added to what the shell sends (and the outcome event to what it subscribes to), so that
/// `host send` reaches them.
enum ShellPolicyEdit {
    /// The file's path from the package root.
    static let path = "Host/CLI/Resources/Policy/Shell.json"

    /// `text` with each of `messages` added to its section, unless it is there already.
    static func adding(
        _ messages: [(section: [String], message: String)], to text: String
    ) throws(ScaffoldError)
        -> String
    {
        var text = text
        for (section, message) in messages
        where !(try JSONArrayEdit.strings(at: section, in: text, file: path)).contains(message) {
            text = try JSONArrayEdit.appending("\"\(message)\"", at: section, in: text, file: path)
        }
        return text
    }

    /// `text` without `messages`, each taken from its section.
    static func removing(
        _ messages: [(section: [String], message: String)], from text: String
    ) throws(ScaffoldError)
        -> String
    {
        var text = text
        for (section, message) in messages {
            text = try JSONArrayEdit.removing(at: section, in: text, file: path) { value, _ in value.string == message }
        }
        return text
    }
}
