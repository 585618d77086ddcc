import Charta
import Logging
import NIOSSL
import PostgresNIO

/// A table or query in a PostgreSQL database (or another engine that speaks its protocol), through
/// postgres-nio. The session is read-only (`default_transaction_read_only`) with a statement timeout,
/// both set when the connection starts, so a query can neither write nor run on. One connection serves
/// one chart's queries, opened when the first runs and closed with the source.
///
/// Column kinds come from the result's types: integer, floating and numeric types are numbers (a NaN
/// is null); `timestamptz`, `timestamp` (taken as UTC) and `date` are dates; anything else is read as
/// its text.
actor PostgresSource: RowSource {
    nonisolated let label: String
    nonisolated let dialect = SQLDialect.postgres
    nonisolated let relation: String
    private let source: DataSourceURL.Relation
    private let endpoint: PostgresEndpoint
    private var connection: PostgresConnection?
    private let timeout: Double

    init(_ endpoint: PostgresEndpoint, relation: DataSourceURL.Relation, timeout: Double, label: String) {
        self.endpoint = endpoint
        self.label = label
        self.source = relation
        self.relation = Self.fromItem(relation)
        self.timeout = timeout
    }

    /// The open connection, connecting first if there is none.
    private func open() async throws -> PostgresConnection {
        if let connection { return connection }
        let tls: PostgresConnection.Configuration.TLS =
            endpoint.tls ? .require(try NIOSSLContext(configuration: .makeClientConfiguration())) : .disable
        var configuration = PostgresConnection.Configuration(
            host: endpoint.host, port: endpoint.port, username: endpoint.user, password: endpoint.password,
            database: endpoint.database, tls: tls)
        configuration.options.additionalStartupParameters = [
            ("default_transaction_read_only", "on"),
            ("statement_timeout", String(max(1, Int((timeout * 1000).rounded(.up))))),
            ("application_name", "charta"),
        ]
        configuration.options.connectTimeout = .seconds(10)
        let made = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Self.quiet)
        connection = made
        return made
    }

    func columns() async throws(DatabaseError) -> [SourceColumn] {
        let columns = try await rows("SELECT * FROM \(relation) LIMIT 0", binds: PostgresBindings()) { _ in }
        return columns.map { Self.column($0.name, type: $0.dataType) }
    }

    func table(_ query: SQLQuery, names: [String], kinds: [SourceColumn.Kind]) async throws(DatabaseError)
        -> DataTable
    {
        var binds = PostgresBindings()
        for bind in query.binds {
            switch bind {
            case .number(let v): binds.append(v)
            case .text(let s): binds.append(s)
            }
        }
        var builder = TableBuilder(names: names, kinds: kinds)
        _ = try await rows(query.text, binds: binds) { row in
            for (i, cell) in row.enumerated() where i < kinds.count {
                if kinds[i] == .text {
                    builder.append(text: try cell.decode(String?.self), at: i)
                } else {
                    builder.append(number: try cell.decode(Double?.self), at: i)
                }
            }
        }
        return builder.table()
    }

    func close() async {
        try? await connection?.close()
        connection = nil
    }

    /// Runs `sql`, handing each row to `each`; returns the result's columns.
    private func rows(
        _ sql: String, binds: PostgresBindings, each: (PostgresRow) throws -> Void
    ) async throws(DatabaseError) -> PostgresColumns {
        do {
            let rows = try await open().query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: Self.quiet)
            for try await row in rows { try each(row) }
            return rows.columns
        } catch {
            throw diagnosis(error)
        }
    }

    /// The diagnostic of a failed query, by its SQLSTATE where the server gave one.
    private func diagnosis(_ error: any Error) -> DatabaseError {
        guard let e = error as? PSQLError else { return .failed(source: label, reason: String(describing: error)) }
        let message = e.serverInfo?[.message] ?? ""
        switch e.serverInfo?[.sqlState] {
        case "42P01"?:
            if case .table(let name) = source { return .missingTable(source: label, table: name) }
            return .failed(source: label, reason: message)
        case "57014"?: return .timedOut(source: label, seconds: timeout)
        case "28P01"?, "28000"?, "3D000"?: return .refused(source: label, reason: message)
        case _? where !message.isEmpty: return .failed(source: label, reason: message)
        default:
            let underlying = e.underlying.map { String(describing: $0) } ?? e.code.description
            return .unreachable(source: label, reason: underlying)
        }
    }

    private static let quiet: Logger = {
        var logger = Logger(label: "charta.postgres")
        logger.logLevel = .critical
        return logger
    }()

    static func column(_ name: String, type: PostgresDataType) -> SourceColumn {
        let c = SQLDialect.quote(name)
        switch type {
        case .int2, .int4, .int8, .float4, .float8, .numeric, .oid:
            let read = "NULLIF((\(c))::float8, 'NaN'::float8)"
            return SourceColumn(name: name, kind: .number, read: read, instant: nil)
        case .timestamptz, .timestamp, .date:
            let instant =
                switch type {
                case .timestamptz: c
                case .timestamp: "(\(c) AT TIME ZONE 'UTC')"
                default: "(\(c)::timestamp AT TIME ZONE 'UTC')"
                }
            // date_part gives a double at once; extract's numeric is several times slower to compute.
            let epoch = type == .date ? "date_part('epoch', \(c)::timestamp)" : "date_part('epoch', \(c))"
            let read = "CASE WHEN isfinite(\(c)) THEN \(epoch) END"
            return SourceColumn(name: name, kind: .date, read: read, instant: instant)
        default:
            return SourceColumn(name: name, kind: .text, read: "(\(c))::text", instant: nil)
        }
    }
}
