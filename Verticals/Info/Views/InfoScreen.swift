public import HubInterfaces
import Prelude

/// Builds the info screen as data: title, version, support address, the last refresh's
/// state, the record changes seen since launch, "what's new" when its switch is on, and a
/// refresh button. Every text comes from the world's string tables in `Current.locale`.
///
/// ```text
/// About
///   Version 1.0.0
///   Write to support@example.com for help
///   Loaded at 2026-11-23T09:30:00Z
///   Record changes since launch: 2
///   [Refresh] -> info.refresh
/// ```
public enum InfoScreen {
    /// The screen for `state`, with `world`'s configuration, switches and strings.
    public static func view(of state: InfoScreenState, in world: InfoWorld) -> ViewNode {
        let strings = world.strings
        let version = state.latest?.info.version ?? world.configuration.appVersion
        let support = state.latest?.info.supportAddress ?? world.configuration.supportAddress
        var children = [
            ViewNode(.text, text: strings.text("info.version", arguments: ["version": version])),
            ViewNode(.text, text: strings.text("info.support", arguments: ["address": support])),
            refreshNode(state.refresh, in: world),
            ViewNode(
                .text, text: strings.text("info.recordChanges", arguments: ["count": "\(state.recordChanges)"]),
                attributes: ["recordChanges": .int(state.recordChanges)]),
        ]
        if world.features[.whatsNew] {
            children.append(whatsNewNode(state.latest, in: world))
        }
        children.append(ViewNode(.button, text: strings.text("info.refresh"), action: "info.refresh"))
        return ViewNode(.screen, text: strings.text("info.title"), children: children)
    }

    private static func refreshNode(_ refresh: InfoScreenState.Refresh, in world: InfoWorld) -> ViewNode {
        let strings = world.strings
        switch refresh {
        case .notRefreshed:
            return ViewNode(.text, text: strings.text("info.state.notRefreshed"), attributes: ["state": "notRefreshed"])
        case .loading:
            return ViewNode(.text, text: strings.text("info.state.loading"), attributes: ["state": "loading"])
        case .loaded(let fetched):
            let time = InfoFormat.time(fetched.fetchedAt)
            return ViewNode(
                .text, text: strings.text("info.state.loaded", arguments: ["time": time]),
                attributes: ["state": "loaded", "fetchedAt": .string(time)])
        case .failed(.serverError(let status)):
            return ViewNode(
                .text, text: strings.text("info.state.serverError", arguments: ["status": "\(status)"]),
                attributes: ["state": "failed", "status": .int(status)])
        case .failed(.timedOut(let seconds)):
            let text = strings.text("info.state.timedOut", arguments: ["seconds": InfoFormat.seconds(seconds)])
            return ViewNode(.text, text: text, attributes: ["state": "timedOut", "seconds": .double(seconds)])
        }
    }

    private static func whatsNewNode(_ latest: FetchedInfo?, in world: InfoWorld) -> ViewNode {
        let notes = latest?.info.releaseNotes ?? []
        let rows =
            notes.isEmpty
            ? [ViewNode(.text, text: world.strings.text("info.whatsNew.empty"))]
            : notes.map { ViewNode(.row, text: $0) }
        return ViewNode(.section, text: world.strings.text("info.whatsNew"), children: rows)
    }
}
