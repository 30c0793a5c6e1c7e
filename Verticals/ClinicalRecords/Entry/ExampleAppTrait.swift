// The records live in SQLite through GRDB, which only the package trait ExampleApp brings in.
#if !ExampleApp
    #error(
        "ClinicalRecords needs the package trait ExampleApp: build the example app with the default traits, or add --traits ExampleApp"
    )
#endif
