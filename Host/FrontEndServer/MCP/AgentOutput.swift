/// Where the session's notifications go for an agent: a command's outcome to the tool call
/// waiting for it, an event's output to its resource (and an update to the agent).
struct AgentOutput: ServeOutput {
    let outcomes: OutcomeWaiters
    let events: EventResources

    func notify(_ notification: ServeNotification) {
        switch notification.method {
        case "outcome": outcomes.deliver(notification.params)
        case "event": events.deliver(notification.params)
        default: break
        }
    }
}
