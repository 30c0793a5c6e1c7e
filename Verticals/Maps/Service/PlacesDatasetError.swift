/// A places dataset that cannot be used: the file, where in it, and what is wrong.
///
/// ```text
/// /app/VerticalHub_Maps.resources/Resources/Data/places.json: places[12].hours.fri[0]:
/// "8-18" is not a span like 08:00-18:30 (...)
/// ```
public struct PlacesDatasetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// The coding path of the fault (`places[12].latitude`); empty for the whole file.
    public let codingPath: String
    /// What is wrong there and how to fix it.
    public let message: String

    /// Makes an error.
    public init(path: String, codingPath: String, message: String) {
        self.path = path
        self.codingPath = codingPath
        self.message = message
    }

    /// The text shown when the value is printed.
    public var description: String {
        "\(path): \(codingPath.isEmpty ? "<root>" : codingPath): \(message)"
    }
}
