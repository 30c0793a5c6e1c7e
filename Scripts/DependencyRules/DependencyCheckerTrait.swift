// The checker parses Swift with swift-syntax, which only the package trait DependencyChecker
// brings in.
#if !DependencyChecker
    #error(
        "check-dependencies and time-builds need the package trait DependencyChecker: build with the default traits, or add --traits DependencyChecker"
    )
#endif
