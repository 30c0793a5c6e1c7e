/// The `Resources/` folder (policy and string tables) and the documentation catalog.
extension VerticalTemplate {
    var policy: String {
        let commands = withCommand ? "\"\(key).refresh\"" : ""
        let events = withCommand ? "\"\(key).outcomes\"" : ""
        return """
            {
              "name": "\(name)",
              "send": { "commands": [], "queries": [], "viewQueries": [] },
              "receive": { "commands": [\(commands)], "queries": ["\(key).example"], "viewQueries": ["\(key).view"] },
              "publish": { "events": [\(events)] },
              "subscribe": { "events": [] },
              "subscribeAtAppLaunch": { "events": [] }
            }

            """
    }

    /// The string keys with their English and German texts, in file order.
    private var strings: [(key: String, english: String, german: String)] {
        var strings = [
            ("\(key).title", name, name),
            ("\(key).count", "{count} examples", "{count} Beispiele"),
            (
                "\(key).option.details", "Shows each example's details on the screen and in \(key).example.",
                "Zeigt die Details jedes Beispiels auf dem Bildschirm und in \(key).example."
            ),
        ]
        if withCommand {
            strings.append(("\(key).refresh", "Refresh", "Aktualisieren"))
        }
        return strings
    }

    var english: String { stringTable { $0.english } }
    var german: String { stringTable { $0.german } }

    private func stringTable(_ text: ((key: String, english: String, german: String)) -> String) -> String {
        let lines = strings.map { "  \"\($0.key)\": \"\(text($0))\"" }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    var catalogPage: String {
        #"""
        # ``\#(name)``

        \#(name) is a vertical made by `Scripts/new-vertical`: a plugin with a default-deny policy, a local
        world (`Current.\#(property)`), a service with live and in-memory values, English and German strings,
        and one switch, `\#(key).details`, off until the host turns it on.

        ## Overview

        Try it through the hub:

        ```sh
        swift run host send query \#(key).example
        swift run host send query \#(key).example --payload '{"id": "first"}'
        swift run host send view \#(key).view\#(withCommand ? "\nswift run host send command \(key).refresh" : "")
        ```

        ## Topics

        ### Entry point and world

        - ``\#(name)Vertical``
        - ``\#(name)World``
        - ``\#(name)Feature``

        ### Layers

        - ``\#(name)Plugin``
        - ``\#(name)Service``
        - ``\#(name)Catalogue``
        - ``\#(name)ViewModel``
        - ``\#(name)Screen``

        """#
    }
}
