import ChartaDatabase
import Testing

@Suite struct DataSourceURLTests {
    @Test func readsSQLiteTablesAndQueries() throws {
        let table = try DataSourceURL(parsing: "sqlite:data/sales.db?table=sales")
        #expect(table.engine == .sqlite(path: "data/sales.db"))
        #expect(table.relation == .table("sales"))
        #expect(table.timeout == 30)
        let query = try DataSourceURL(parsing: "sqlite:///tmp/a%20b.db?query=SELECT%20x%20FROM%20t;")
        #expect(query.engine == .sqlite(path: "/tmp/a b.db"))
        #expect(query.relation == .query("SELECT x FROM t"))
    }

    @Test func readsPostgresEndpoints() throws {
        let url = try DataSourceURL(
            parsing: "postgresql://ana:s%40cret@127.0.0.1:5433/shop?table=public.sales&timeout=5")
        guard case .postgres(let endpoint) = url.engine else {
            Issue.record("not PostgreSQL")
            return
        }
        #expect(endpoint.host == "127.0.0.1" && endpoint.port == 5433 && endpoint.user == "ana")
        #expect(endpoint.password == "s@cret" && endpoint.database == "shop" && !endpoint.tls)
        #expect(url.timeout == 5)
        #expect(!url.description.contains("cret"))
        let remote = try DataSourceURL(parsing: "postgres://ana@db.example.com/shop?table=t")
        guard case .postgres(let far) = remote.engine else { return }
        #expect(far.tls && far.port == 5432)
    }

    @Test(arguments: [
        ("mysql://a@b/c?table=t", "neither"),
        ("sqlite:a.db", "needs ?table"),
        ("sqlite:a.db?table=t&query=SELECT%201", "both"),
        ("sqlite:a.db?query=DELETE%20FROM%20t", "not a SELECT"),
        ("sqlite:a.db?query=SELECT%201;%20DROP%20TABLE%20t", "more than one statement"),
        ("sqlite:a.db?table=t&color=red", "unknown parameter"),
        ("sqlite:a.db?table=t&timeout=-1", "timeout"),
        ("postgresql://127.0.0.1/db?table=t", "no user"),
        ("postgresql://a@127.0.0.1/?table=t", "no database"),
        ("postgresql://a@127.0.0.1/db?table=t&sslmode=maybe", "sslmode"),
    ])
    func refusesWhatItCannotRead(text: String, reason: String) {
        #expect {
            try DataSourceURL(parsing: text)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func neverPrintsThePassword() {
        let text = "postgresql://ana:hunter2@127.0.0.1/db?tabel=t"
        #expect {
            try DataSourceURL(parsing: text)
        } throws: { error in
            let message = "\(error)"
            return !message.contains("hunter2") && message.contains("***")
        }
    }
}
