/// Adds an element to a JSON array, or takes one out, in the file's own text: nothing else in
/// the file moves, and taking out what was added gives back the text as it was.
enum JSONArrayEdit {
    /// `text` with `item` (JSON text) after the last element of the array at `path`.
    ///
    /// - Parameter separator: What goes between the last element and `item`: `", "` on one line,
    ///   `",\n    "` for an element of its own line.
    /// - Throws: ``ScaffoldError`` when the file is not JSON or has no array at `path`.
    static func appending(
        _ item: String, at path: [String], in text: String, file: String, separator: String = ", "
    )
        throws(ScaffoldError) -> String
    {
        let json = JSONText(text, file: file)
        let array = try arrayValue(at: path, in: json)
        guard let last = array.elements.last else {
            return json.text(0..<array.range.lowerBound) + "[" + item + "]"
                + json.text(array.range.upperBound..<json.scalars.count)
        }
        return json.text(0..<last.range.upperBound) + separator + item
            + json.text(last.range.upperBound..<json.scalars.count)
    }

    /// `text` without the elements of the array at `path` that `isRemoved` picks.
    ///
    /// - Throws: ``ScaffoldError`` when the file is not JSON or has no array at `path`.
    static func removing(
        at path: [String], in text: String, file: String, where isRemoved: (JSONText.Value, JSONText) -> Bool
    ) throws(ScaffoldError) -> String {
        var text = text
        while true {
            let json = JSONText(text, file: file)
            let array = try arrayValue(at: path, in: json)
            guard let index = array.elements.firstIndex(where: { isRemoved($0, json) }) else { return text }
            let elements = array.elements
            let cut: Range<Int>
            let replacement: String
            if elements.count == 1 {
                (cut, replacement) = (array.range, "[]")
            } else if index < elements.count - 1 {
                (cut, replacement) = (elements[index].range.lowerBound..<elements[index + 1].range.lowerBound, "")
            } else {
                (cut, replacement) = (elements[index - 1].range.upperBound..<elements[index].range.upperBound, "")
            }
            text = json.text(0..<cut.lowerBound) + replacement + json.text(cut.upperBound..<json.scalars.count)
        }
    }

    /// The strings in the array at `path`.
    static func strings(at path: [String], in text: String, file: String) throws(ScaffoldError) -> [String] {
        let json = JSONText(text, file: file)
        return try arrayValue(at: path, in: json).elements.compactMap(\.string)
    }

    private static func arrayValue(at path: [String], in json: JSONText) throws(ScaffoldError) -> JSONText.Value {
        let value = try json.value(at: path)
        guard json.scalars[value.range.lowerBound] == "[" else {
            throw ScaffoldError(
                "\(json.file): \"\(path.joined(separator: "."))\" is not an array; restore the layout the package "
                    + "ships with or make the change by hand")
        }
        return value
    }
}
