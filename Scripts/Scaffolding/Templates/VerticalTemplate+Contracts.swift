/// The vertical's message contracts: the JSON resource, the plugin's check against it, and
/// the test that proves them true against the plugin.
extension VerticalTemplate {
    /// `Resources/Contracts/NAME.json`: a contract for every message the policy receives or publishes.
    var contracts: String {
        let none = """
            {
                  "$schema": "https://json-schema.org/draft/2020-12/schema",
                  "type": ["object", "null"],
                  "properties": {},
                  "additionalProperties": false,
                  "description": "No payload: send none, null or an empty object."
                }
            """
        let example = """
            {
                      "type": "object",
                      "properties": {
                        "id": { "type": "string" },
                        "title": { "type": "string" },
                        "details": { "type": "string", "description": "Only when the \(key).details switch is on." }
                      },
                      "required": ["id", "title"],
                      "additionalProperties": false
                    }
            """
        let refreshed = """
            {
                  "$schema": "https://json-schema.org/draft/2020-12/schema",
                  "type": "object",
                  "properties": {
                    "count": { "type": "integer", "minimum": 0, "description": "How many examples were read." },
                    "refreshedAt": { "type": "string", "format": "date-time", "description": "When, by the world's clock." }
                  },
                  "required": ["count", "refreshedAt"],
                  "additionalProperties": false
                }
            """
        var entries = [
            """
              {
                "message": "\(key).example",
                "kind": "query",
                "summary": "Gives every example with their count, or the one example whose id is given.",
                "payloadSchema": {
                  "$schema": "https://json-schema.org/draft/2020-12/schema",
                  "type": ["object", "null"],
                  "properties": {
                    "id": { "type": "string", "minLength": 1, "description": "An example's id, such as first; every example without it." }
                  },
                  "additionalProperties": false
                },
                "answerSchema": {
                  "$schema": "https://json-schema.org/draft/2020-12/schema",
                  "oneOf": [
                    {
                      "type": "object",
                      "properties": {
                        "count": { "type": "integer", "minimum": 0 },
                        "examples": { "type": "array", "items": { "$ref": "#/$defs/example" } }
                      },
                      "required": ["count", "examples"],
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "properties": { "example": { "$ref": "#/$defs/example" } },
                      "required": ["example"],
                      "additionalProperties": false
                    }
                  ],
                  "$defs": {
                    "example": \(example)
                  }
                },
                "examples": [null, { "id": "first" }]
              }
            """,
            """
              {
                "message": "\(key).view",
                "kind": "viewQuery",
                "summary": "Shows \(name)'s screen: the number of examples and a row for each.",
                "payloadSchema": \(none),
                "examples": [null]
              }
            """,
        ]
        if withCommand {
            entries += [
                """
                  {
                    "message": "\(key).refresh",
                    "kind": "command",
                    "summary": "Reads the examples again; how many and when arrive on \(key).outcomes, tagged with the command's correlation id.",
                    "payloadSchema": \(none),
                    "answerSchema": \(refreshed),
                    "examples": [null]
                  }
                """,
                """
                  {
                    "message": "\(key).outcomes",
                    "kind": "event",
                    "summary": "Carries the outcome of every \(key).refresh (how many examples and when, or the failure), tagged with its correlation id.",
                    "payloadSchema": \(none),
                    "answerSchema": \(refreshed),
                    "examples": [null]
                  }
                """,
            ]
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }
}
