import ArgumentParser

/// The options of `host serve --mcp`: the agent's policy and how long a call waits.
struct AgentOptions: ParsableArguments {
    @Option(
        name: .customLong("agent-policy"),
        help: ArgumentHelp(
            "With --mcp: the agent's policy, a policy file named Agent in the format of every policy; without it "
                + "the agent is granted nothing.",
            valueName: "file"),
        completion: .file())
    var agentPolicy: String?

    @Option(
        name: .customLong("call-timeout"),
        help: ArgumentHelp(
            "With --mcp: how many seconds a tool call waits for its command's outcome before it answers that none "
                + "came (\(Int(Self.defaultCallTimeout)) unless given).")
    )
    var givenCallTimeout: Double?

    /// How long a call waits when `--call-timeout` is not given.
    static let defaultCallTimeout = 10.0

    /// How many seconds a tool call waits for its command's outcome.
    var callTimeout: Double { givenCallTimeout ?? Self.defaultCallTimeout }

    /// The options given on the command line, as the user wrote them: each goes with `--mcp` only.
    var given: [String] {
        (agentPolicy == nil ? [] : ["--agent-policy"]) + (givenCallTimeout == nil ? [] : ["--call-timeout"])
    }

    /// Checks the call timeout.
    func validate() throws {
        guard callTimeout.isFinite, (0.1...3600).contains(callTimeout) else {
            throw ValidationError("Give --call-timeout as seconds from 0.1 to 3600.")
        }
        if let agentPolicy, agentPolicy.isEmpty {
            throw ValidationError("Give --agent-policy the path of a policy file.")
        }
    }
}
