public import HubInterfaces

/// The messages Tips handles, prepared once so the hot paths never parse a literal.
extension Message {
    /// `tips.today` (query, no payload): today's tip.
    public static let tipsToday: Message = "tips.today"
    /// `tips.tip` (query, `{"number"}`): one tip by its number, from 1.
    public static let tipsTip: Message = "tips.tip"
    /// `tips.view` (view query, no payload): the tips screen.
    public static let tipsView: Message = "tips.view"
}
