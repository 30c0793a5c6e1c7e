import GRDB

/// The schema's history: named migrations from version 1, applied in order, each once.
/// A migration is never edited once shipped; a change to the schema is a new migration.
enum RecordsMigrations {
    /// Every migration's name, oldest first.
    static let names = ["v1", "v2"]

    /// The migrator that brings any older database up to the current schema.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // v1: the entries themselves.
        migrator.registerMigration("v1") { db in
            try db.create(table: "entry") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("section", .text).notNull()
                    .check { RecordSection.allCases.map(\.rawValue).contains($0) }
                table.column("title", .text).notNull()
                table.column("detail", .text).notNull().defaults(to: "")
                table.column("clinicID", .text).notNull()
                table.column("recordedAt", .datetime).notNull()
            }
        }
        // v2: when an entry last changed, and the versions edits replaced.
        migrator.registerMigration("v2") { db in
            try db.alter(table: "entry") { table in
                table.add(column: "updatedAt", .datetime)
            }
            try db.execute(sql: "UPDATE entry SET updatedAt = recordedAt")
            try db.create(table: "revision") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("entryID", .integer).notNull().indexed().references("entry", onDelete: .cascade)
                table.column("section", .text).notNull()
                table.column("title", .text).notNull()
                table.column("detail", .text).notNull()
                table.column("clinicID", .text).notNull()
                table.column("recordedAt", .datetime).notNull()
                table.column("revisedAt", .datetime).notNull()
            }
        }
        return migrator
    }
}
