import Prelude

extension String {
    /// Prelude's `escapedForTerminal` (the one implementation), for a caller
    /// that imports PlatformHub but not Prelude.
    package var terminalSafe: String { escapedForTerminal }
}
