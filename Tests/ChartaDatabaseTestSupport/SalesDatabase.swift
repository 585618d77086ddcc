import Foundation
import SQLiteNIO

/// A SQLite file with a table `sales (region TEXT, amount REAL)` of three rows: North 3, South 5,
/// North 4 (sums 7 and 5), for tests of charts over a database.
public enum SalesDatabase {
    /// Writes the file at `path` and gives the path.
    @discardableResult
    public static func write(to path: String) async throws -> String {
        let db = try await SQLiteConnection.open(storage: .file(path: path))
        try await db.query("CREATE TABLE sales (region TEXT, amount REAL)", [])
        try await db.query("INSERT INTO sales VALUES ('North', 3), ('South', 5), ('North', 4)", [])
        try await db.close()
        return path
    }
}
