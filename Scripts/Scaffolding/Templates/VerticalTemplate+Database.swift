/// `--with-database`: the examples in SQLite through GRDB, in a private folder and file.
extension VerticalTemplate {
    var databaseService: String {
        #"""
        import Foundation
        import GRDB
        import Prelude

        /// \#(name)'s examples in a SQLite database through GRDB: `\#(key).sqlite` in the folder the host
        /// gives. The folder is made private (0700) and the file is made private (0600) before SQLite
        /// opens it, so its journal is private too. The schema comes from named migrations.
        ///
        /// ```swift
        /// let service = try Database\#(name)Service(directory: "/home/ada/.verticalhub/\#(key)")
        /// let examples = try service.examples()
        /// ```
        public final class Database\#(name)Service: \#(name)Service {
            /// The database file's path.
            public let path: String
            private let queue: DatabaseQueue

            /// Opens (or makes) the database in `directory`, applying any migration not yet applied.
            ///
            /// - Throws: ``\#(name)ServiceError`` naming the folder or file and what went wrong.
            public init(directory: String) throws(\#(name)ServiceError) {
                path = (directory as NSString).appendingPathComponent("\#(key).sqlite")
                do throws(PrivateFiles.Failure) {
                    try PrivateFiles.makeFolder(directory)
                    try PrivateFiles.makeFile(path)
                } catch {
                    throw \#(name)ServiceError("\#(name) cannot keep its database: \(error)")
                }
                do {
                    queue = try DatabaseQueue(path: path)
                    try \#(name)Migrations.migrator.migrate(queue)
                } catch {
                    throw \#(name)ServiceError(
                        "\#(name) cannot open its database \(path): \(Self.reason(error)); "
                            + "check that the file is a database of this app and that you may write to it")
                }
            }

            /// Every example, ordered by id.
            public func examples() throws(\#(name)ServiceError) -> [\#(name)Example] {
                do {
                    return try queue.read { database in
                        try \#(name)ExampleRow.order(Column("id")).fetchAll(database).map(\.example)
                    }
                } catch {
                    throw \#(name)ServiceError("\#(name) cannot read \(path): \(Self.reason(error))")
                }
            }

            /// SQLite's own words for `error`, without GRDB's statement dump.
            private static func reason(_ error: any Error) -> String {
                if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode)" }
                return "\(error)"
            }
        }

        """#
    }

    var databaseRow: String {
        #"""
        import GRDB

        /// One row of the `example` table.
        struct \#(name)ExampleRow: Codable, FetchableRecord, PersistableRecord {
            static let databaseTableName = "example"

            var id: String
            var title: String
            var details: String

            /// The row as the vertical's value.
            var example: \#(name)Example {
                \#(name)Example(id: id, title: title, details: details)
            }
        }

        """#
    }

    var databaseMigrations: String {
        #"""
        import GRDB

        /// \#(name)'s schema, one named migration per change; a migration once shipped is never edited.
        enum \#(name)Migrations {
            /// Every migration, in order.
            static var migrator: DatabaseMigrator {
                var migrator = DatabaseMigrator()
                migrator.registerMigration("v1: examples") { database in
                    try database.create(table: "example") { table in
                        table.primaryKey("id", .text)
                        table.column("title", .text).notNull()
                        table.column("details", .text).notNull()
                    }
                    for example in Live\#(name)Service.builtIn {
                        try \#(name)ExampleRow(id: example.id, title: example.title, details: example.details)
                            .insert(database)
                    }
                }
                return migrator
            }
        }

        """#
    }
}
