/// The messages a policy file names, with the section each is under: `send.queries`.
struct PolicyMessages {
    /// One message named in a policy.
    struct Mention: Hashable {
        /// The policy file, from the package root.
        var file: String
        /// The section: `send.queries`, `subscribe.events`.
        var section: String
        /// The message.
        var message: String
    }

    /// Every message `text` names in its two-level sections (`send.commands` ... `subscribeAtAppLaunch.events`).
    ///
    /// - Throws: ``ScaffoldError`` when the file is not JSON.
    static func mentions(in text: String, file: String) throws(ScaffoldError) -> [Mention] {
        let json = JSONText(text, file: file)
        var mentions: [Mention] = []
        for side in try json.root().members {
            for kind in side.value.members {
                for element in kind.value.elements {
                    if let message = element.string {
                        mentions.append(Mention(file: file, section: "\(side.key).\(kind.key)", message: message))
                    }
                }
            }
        }
        return mentions
    }
}
