import FrontEndServer
import HubInterfaces

extension ViewNode {
    /// The view as indented text for a terminal (FrontEndServer's `ViewText`, which an agent
    /// gets too): one line per node, its children two spaces further in.
    func renderedText() -> String {
        ViewText.indented(self)
    }
}
