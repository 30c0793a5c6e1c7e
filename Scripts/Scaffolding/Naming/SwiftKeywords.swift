/// Names a vertical may not take: Swift's keywords (a type or module cannot be called
/// that without backquotes) and the standard library's most common type names, which a
/// module of the same name would shadow in every file that imports it.
enum SwiftKeywords {
    /// The names, capitalised as a vertical's name would be.
    static let names: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Never", "Error", "Void", "Optional", "Result", "String", "Int", "Double",
        "Bool", "Array", "Dictionary", "Set", "Character", "Float", "Data", "Date", "URL", "UUID", "Task", "Actor",
        "Sendable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Identifiable", "Collection",
        "Sequence", "Main", "World", "Current", "Message", "Policy", "JSON", "Hub", "Host", "Vertical", "Tests",
    ]
}
