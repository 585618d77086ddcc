import Foundation

/// Where a bound dataset's rows live: a table, or a read-only query, in a SQLite file or a PostgreSQL
/// database.
///
/// - `sqlite:PATH?table=NAME` or `sqlite:PATH?query=SELECT…` (the file is opened read-only);
/// - `postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE?table=NAME` (or `?query=`), with
///   `sslmode=disable|require` (TLS is off on loopback and required elsewhere unless given) and
///   `timeout=SECONDS`, the statement timeout (30 s unless given).
///
/// Query values are percent-decoded. A table name may be qualified by its schema (`public.sales`).
public struct DataSourceURL: Hashable, Sendable, CustomStringConvertible {
    /// The engine and how to reach it.
    public enum Engine: Hashable, Sendable {
        /// A SQLite file.
        case sqlite(path: String)
        /// A PostgreSQL server (or one that speaks its protocol).
        case postgres(PostgresEndpoint)
    }

    /// The rows of the source: a table or a query.
    public enum Relation: Hashable, Sendable {
        /// A table, optionally qualified by its schema.
        case table(String)
        /// A read-only `SELECT` (or `WITH … SELECT`).
        case query(String)
    }

    /// The engine and how to reach it.
    public var engine: Engine
    /// The table or query.
    public var relation: Relation
    /// The statement timeout in seconds.
    public var timeout: Double

    /// The source as it may be printed: scheme, user, host, port, database and table, never a password.
    public var description: String {
        let what: String
        switch relation {
        case .table(let name): what = "table “\(name)”"
        case .query: what = "a query"
        }
        switch engine {
        case .sqlite(let path): return "\(what) in SQLite file \(path)"
        case .postgres(let p): return "\(what) in postgresql://\(p.user)@\(p.host):\(p.port)/\(p.database)"
        }
    }

    /// Reads a source URL; the error names what is wrong, without the password.
    public init(parsing text: String) throws(DatabaseError) {
        func bad(_ reason: String) -> DatabaseError { .badURL(Self.redacted(text), reason: reason) }
        let (head, query) = Self.split(text)
        let items = try Self.items(query, bad: bad)
        let allowed: Set<String>
        if head.hasPrefix("sqlite:") {
            var path = String(head.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }
            guard let decoded = path.removingPercentEncoding, !decoded.isEmpty else {
                throw bad("it names no file (sqlite:PATH?table=NAME)")
            }
            engine = .sqlite(path: decoded)
            allowed = ["table", "query", "timeout"]
        } else if head.hasPrefix("postgresql://") || head.hasPrefix("postgres://") {
            engine = .postgres(try PostgresEndpoint(head, sslmode: items["sslmode"], bad: bad))
            allowed = ["table", "query", "timeout", "sslmode"]
        } else {
            throw bad("it is neither sqlite:PATH nor postgresql://USER@HOST/DATABASE")
        }
        if let unknown = items.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw bad("it has an unknown parameter “\(unknown)” (known: \(allowed.sorted().joined(separator: ", ")))")
        }
        switch (items["table"], items["query"]) {
        case (let table?, nil):
            guard !table.isEmpty, !table.contains("\0") else { throw bad("its table name is empty") }
            relation = .table(table)
        case (nil, let query?):
            relation = .query(try Self.readOnlySelect(query, bad: bad))
        case (nil, nil): throw bad("it needs ?table=NAME or ?query=SELECT…")
        case (_?, _?): throw bad("it gives both a table and a query")
        }
        let seconds = items["timeout"].map { Double($0) ?? .nan } ?? 30
        guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw bad("its timeout is not a number of seconds from 0 to 86400")
        }
        timeout = seconds
    }

    /// Sources by name from `NAME=URL` texts (`--data`, `--source`); a name bound twice is an error.
    public static func bindings(_ texts: [String]) throws(DatabaseError) -> [String: DataSourceURL] {
        var sources: [String: DataSourceURL] = [:]
        for text in texts {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw .badURL(redacted(text), reason: "it is not NAME=URL")
            }
            let name = String(text[..<equals])
            guard sources[name] == nil else { throw .badURL(name, reason: "the name is bound twice") }
            sources[name] = try DataSourceURL(parsing: String(text[text.index(after: equals)...]))
        }
        return sources
    }

    /// The text before `?` and the text after it.
    private static func split(_ text: String) -> (String, String) {
        guard let mark = text.firstIndex(of: "?") else { return (text, "") }
        return (String(text[..<mark]), String(text[text.index(after: mark)...]))
    }

    private static func items(
        _ query: String, bad: (String) -> DatabaseError
    ) throws(DatabaseError) -> [String: String] {
        var items: [String: String] = [:]
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = parts[0].removingPercentEncoding,
                let value = (parts.count > 1 ? String(parts[1]) : "").removingPercentEncoding
            else { throw bad("a parameter is not percent-encoded correctly") }
            guard items[key] == nil else { throw bad("it gives “\(key)” twice") }
            items[key] = value
        }
        return items
    }

    /// The query when it is one `SELECT` or `WITH` statement; the database's read-only transaction is
    /// what enforces that it writes nothing.
    private static func readOnlySelect(
        _ query: String, bad: (String) -> DatabaseError
    ) throws(DatabaseError) -> String {
        var text = query.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(";") { text = String(text.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines) }
        let first = text.prefix(while: { $0.isLetter }).lowercased()
        guard first == "select" || first == "with" else { throw bad("its query is not a SELECT") }
        guard !text.contains(";"), !text.contains("\0") else { throw bad("its query holds more than one statement") }
        return text
    }

    /// The text with any password between `:` and `@` of the authority replaced by `***`.
    static func redacted(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@"), let colon = rest[..<at].firstIndex(of: ":") else {
            return text
        }
        return String(text[..<rest.index(after: colon)]) + "***" + String(text[at...])
    }
}

/// How to reach a PostgreSQL server.
public struct PostgresEndpoint: Hashable, Sendable {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    /// Whether the connection uses TLS.
    public var tls: Bool

    init(_ head: String, sslmode: String?, bad: (String) -> DatabaseError) throws(DatabaseError) {
        guard let parts = URLComponents(string: head), let host = parts.host, !host.isEmpty else {
            throw bad("it names no host (postgresql://USER@HOST/DATABASE)")
        }
        guard let user = parts.user?.removingPercentEncoding, !user.isEmpty else {
            throw bad("it names no user (postgresql://USER@HOST/DATABASE)")
        }
        let database = String(parts.path.drop(while: { $0 == "/" }))
        guard let name = database.removingPercentEncoding, !name.isEmpty, !name.contains("/") else {
            throw bad("it names no database (postgresql://USER@HOST/DATABASE)")
        }
        self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        self.port = parts.port ?? 5432
        guard (1...65_535).contains(port) else { throw bad("its port is out of range") }
        self.user = user
        self.password = parts.password?.removingPercentEncoding
        self.database = name
        switch sslmode {
        case nil: tls = !["127.0.0.1", "::1", "localhost"].contains(self.host)
        case "disable": tls = false
        case "require": tls = true
        default: throw bad("its sslmode is neither disable nor require")
        }
    }
}
