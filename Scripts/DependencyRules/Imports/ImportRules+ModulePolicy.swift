extension ImportRules {
    /// Which modules a target may name.
    public struct ModulePolicy: Sendable, Hashable {
        /// Every target of the package.
        public var localTargets: Set<String>
        /// The package's targets this target may use (itself included).
        public var allowedLocal: Set<String>
        /// The modules from outside the package it may import; `nil` allows any.
        public var allowedOther: Set<String>?

        /// Makes a policy.
        public init(localTargets: Set<String>, allowedLocal: Set<String>, allowedOther: Set<String>?) {
            self.localTargets = localTargets
            self.allowedLocal = allowedLocal
            self.allowedOther = allowedOther
        }

        /// Why `reference` breaks the policy, or `nil` when it keeps it. A `canImport` probe
        /// of a module from outside the package links nothing and is not a finding; a probe of
        /// one of the package's targets is.
        func problem(with reference: ImportReference) -> Problem? {
            if localTargets.contains(reference.module) {
                return allowedLocal.contains(reference.module) ? nil : .forbiddenTarget
            }
            guard reference.form != .canImport, let allowedOther else { return nil }
            return allowedOther.contains(reference.module) ? nil : .unknownModule
        }

        enum Problem {
            case forbiddenTarget, unknownModule
        }
    }
}
