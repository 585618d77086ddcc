import Charta
import Foundation
import Testing

@testable import ChartaTabular

/// Reading data as people have it: delimiters, missing values, grouped numbers and decimal commas,
/// dates in everyday formats, JSON in file order, and warnings instead of silently wrong columns.
@Suite("Reading messy data")
struct TabularReadingTests {
    let utc = TimeZone(identifier: "UTC")!

    func read(_ text: String, _ reader: TabularReader = TabularReader()) throws -> TabularReader.Reading {
        try reader.read(text)
    }

    /// Seconds since 1970 of a UTC date.
    func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, minute: Int = 0) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
            .timeIntervalSince1970
    }

    @Test("the delimiter is sniffed outside quotes: comma, semicolon, tab and bar")
    func delimiters() throws {
        #expect(DelimiterSniffer.sniff("a,b\n1,2\n") == ",")
        #expect(DelimiterSniffer.sniff("a;b\n1,5;2,5\n3;4\n") == ";")
        #expect(DelimiterSniffer.sniff("a\tb\n1\t2\n") == "\t")
        #expect(DelimiterSniffer.sniff("a|b|c\n1|2|3\n") == "|")
        #expect(DelimiterSniffer.sniff("name,note\n\"a;b;c\",1\n\"d;e\",2\n") == ",")
        #expect(DelimiterSniffer.sniff("value\n1\n2\n") == ",")
        let table = try read("city;population\nParis;2100000\nLyon;500000\n").table
        #expect(table.names == ["city", "population"])
        #expect(table["population"] == .numbers([2_100_000, 500_000]))
        let forced = try read("a;b\n1;2\n", TabularReader(delimiter: ",")).table
        #expect(forced.names == ["a;b"])
    }

    @Test("rows longer than the header are warned about; Excel's sep= line names the delimiter")
    func rowShapes() throws {
        let unquoted = try read("city,population\nParis,2,100,000\nLyon,500\nNice,340,000\n")
        #expect(unquoted.notes == [.extraFields(row: 1, fields: 4, header: 2, rows: 2)])
        #expect(unquoted.notes[0].diagnostic.description.hasPrefix("warning at row 1: Row 1 has 4 values"))
        let trailing = try read("a,b\n1,2,\n3,4,\n")
        #expect(trailing.notes.isEmpty && trailing.table["b"] == .numbers([2, 4]))
        let excel = try read("\u{FEFF}sep=;\r\nDatum;Wert\r\n01.02.2024;1,5\r\n").table
        #expect(excel.names == ["Datum", "Wert"])
        #expect(excel["Wert"] == .numbers([1.5]))
    }

    @Test("NA, NaN, null, empty, -, n/a and friends are missing in any case; a numeric column stays numeric")
    func missingValues() throws {
        for marker in ["NA", "na", "NaN", "nan", "null", "NULL", "", "-", "n/a", "N/A", "None", "#N/A", " NA "] {
            let table = try read("x,y,name\n1,10,a\n2,\(marker),\(marker)\n3,30,c\n").table
            #expect(table["y"]?.kind == .number, "\(marker)")
            #expect(table["y"]?.number(at: 0) == 10)
            #expect(table["y"]?.number(at: 1).isNaN == true, "\(marker)")
            #expect(table["name"] == .strings(["a", nil, "c"]), "\(marker)")
        }
        #expect(!MissingValue.isMissing("0"))
        #expect(!MissingValue.isMissing("Nanaimo"))
    }

    @Test("grouped thousands and decimal commas are read when the whole column agrees")
    func groupedNumbers() throws {
        let paris = try read("city,population\nParis,\"2,100,000\"\nLyon,\"500,000\"\nNice,\"342,669\"\n")
        #expect(paris.table["population"] == .numbers([2_100_000, 500_000, 342_669]))
        #expect(paris.notes.isEmpty)  // “500,000” alone could be 500 with a decimal comma, but not “2,100,000”
        let german = try read("Monat;Umsatz\nJan;1.234,5\nFeb;987,25\nMar;12,0\n")
        #expect(german.table["Umsatz"] == .numbers([1234.5, 987.25, 12]))
        #expect(german.notes.isEmpty)
        let french = try read("mois;total\njanv;1 234,5\nfévr;12 000,75\n").table
        #expect(french["total"] == .numbers([1234.5, 12000.75]))
        let swiss = try read("a,b\nx,1'234.5\ny,2'000\n").table
        #expect(swiss["b"] == .numbers([1234.5, 2000]))
        let mixed = try read("a,b\nx,\"1,234\"\ny,12.5\n").table
        #expect(mixed["b"] == .numbers([1234, 12.5]))
    }

    @Test("currency symbols, percent signs, accounting parentheses and no-break spaces around numbers")
    func decoratedNumbers() throws {
        #expect(NumberText("$1,234.50").point == 1234.5)
        #expect(NumberText("-$5").point == -5)
        #expect(NumberText("$-5").point == -5)
        #expect(NumberText("12,50\u{A0}€").comma == 12.5)
        #expect(NumberText("£ 3").point == 3)
        #expect(NumberText("45%").point == 45)
        #expect(NumberText("12.5 %").point == 12.5)
        #expect(NumberText("(1,234.00)").point == -1234)
        #expect(NumberText("\u{A0}7\u{202F}").point == 7)
        for text in ["$", "%", "()", "$$5", "5$5", "USD"] {
            #expect(NumberText(text) == NumberText(point: nil, comma: nil), "\(text)")
        }
        let prices = try read("item,price\na,$1.99\nb,\"$1,299.00\"\nc,(5.00)\n").table
        #expect(prices["price"] == .numbers([1.99, 1299, -5]))
    }

    @Test("one cell alone is read both ways: the column, the delimiter or the locale decides")
    func ambiguousNumbers() throws {
        #expect(NumberText("1,234") == NumberText(point: 1234, comma: 1.234))
        #expect(NumberText("1.5") == NumberText(point: 1.5, comma: nil))
        #expect(NumberText("1,5") == NumberText(point: nil, comma: 1.5))
        #expect(NumberText("-2,100,000") == NumberText(point: -2_100_000, comma: nil))
        #expect(NumberText("1 234,5") == NumberText(point: nil, comma: 1234.5))
        #expect(NumberText("−3") == NumberText(point: -3, comma: -3))
        #expect(NumberText("1e6") == NumberText(point: 1e6, comma: 1e6))
        for text in ["nan", "inf", "0x1F", "1,2,3", "1.234,5.6", "12 34", "1.234,5e5", "--1", "1-2", "e5", "."] {
            #expect(NumberText(text) == NumberText(point: nil, comma: nil), "\(text)")
        }
        let semicolons = try read("a;b\nx;1,234\ny;2,5\n").table
        #expect(semicolons["b"] == .numbers([1.234, 2.5]))
        let alone = try read("a;b\nx;1,234\ny;5\n")
        #expect(alone.table["b"] == .numbers([1.234, 5]))
        #expect(alone.notes.first?.message.contains("decimal comma") == true)
        let english = try read("a;b\nx;1,234\ny;5\n", TabularReader(locale: DataLocale(identifier: "en")))
        #expect(english.table["b"] == .numbers([1234, 5]))
        #expect(english.notes.isEmpty)
        let measured = try read("a,b\nx,1.250\ny,0.125\n")
        #expect(measured.table["b"] == .numbers([1.25, 0.125]) && measured.notes.isEmpty)
        #expect(NumberText("0.125") == NumberText(point: 0.125, comma: nil))
        #expect(NumberText("0,125") == NumberText(point: nil, comma: 0.125))
        let german = try read("a,b\nx,1.234\n", TabularReader(locale: DataLocale(identifier: "de")))
        #expect(german.table["b"] == .numbers([1234]))
    }

    @Test("locales: decimal mark and day order from CLDR")
    func locales() {
        #expect(DataLocale(identifier: "en") == DataLocale(decimalMark: .point, dayFirst: false))
        #expect(DataLocale(identifier: "en-GB") == DataLocale(decimalMark: .point, dayFirst: true))
        #expect(DataLocale(identifier: "de") == DataLocale(decimalMark: .comma, dayFirst: true))
        #expect(DataLocale(identifier: "fr") == DataLocale(decimalMark: .comma, dayFirst: true))
        #expect(DataLocale(identifier: "zz") == nil)
    }

    @Test("numeric dates: a value above 12 decides the order; otherwise month first, with a warning")
    func numericDates() throws {
        let dayFirst = try read("date,v\n13/02/2024,1\n01/03/2024,2\n")
        #expect(dayFirst.table["date"] == .dates([day(2024, 2, 13), day(2024, 3, 1)]))
        #expect(dayFirst.notes.isEmpty)
        let monthFirst = try read("date,v\n02/13/2024,1\n03/01/2024,2\n")
        #expect(monthFirst.table["date"] == .dates([day(2024, 2, 13), day(2024, 3, 1)]))
        let ambiguous = try read("date,v\n01/02/2024,1\n01/03/2024,2\n")
        #expect(ambiguous.table["date"] == .dates([day(2024, 1, 2), day(2024, 1, 3)]))
        #expect(ambiguous.notes.map(\.column) == ["date"])
        #expect(ambiguous.notes.first?.message.contains("%d/%m/%Y") == true)
        let british = try read("date,v\n01/02/2024,1\n", TabularReader(locale: DataLocale(identifier: "en-GB")))
        #expect(british.table["date"] == .dates([day(2024, 2, 1)]))
        #expect(british.notes.isEmpty)
        let german = try read("Datum;Wert\n31.12.2024;1\n01.02.2025;2\n").table
        #expect(german["Datum"] == .dates([day(2024, 12, 31), day(2025, 2, 1)]))
        let times = try read("when,v\n03/01/2024 14:30,1\n03/02/2024 2:05 PM,2\n").table
        #expect(times["when"] == .dates([day(2024, 3, 1, hour: 14, minute: 30), day(2024, 3, 2, hour: 14, minute: 5)]))
        let short = try read("d,v\n1/2/24,1\n12/31/99,2\n").table
        #expect(short["d"] == .dates([day(2024, 1, 2), day(1999, 12, 31)]))
        let months = try read("month,v\n2024-01,1\n2024-02,2\n").table
        #expect(months["month"] == .dates([day(2024, 1, 1), day(2024, 2, 1)]))
        let loose = try read("d,v\n2024-3-5,1\n 2024-03-06 ,2\n2024-03-07 14:30:00 +0100,3\n").table
        #expect(loose["d"] == .dates([day(2024, 3, 5), day(2024, 3, 6), day(2024, 3, 7, hour: 13, minute: 30)]))
        let impossible = try read("d,v\n02/30/2024,1\n").table
        #expect(impossible["d"]?.kind == .string)
    }

    @Test("dates with month names, as in the classic stocks.csv")
    func namedMonths() throws {
        let stocks = try read("symbol,date,price\nMSFT,Jan 1 2000,39.81\nMSFT,Feb 1 2000,36.35\n").table
        #expect(stocks["date"] == .dates([day(2000, 1, 1), day(2000, 2, 1)]))
        #expect(stocks["price"] == .numbers([39.81, 36.35]))
        let forms = [
            "1 Jan 2000", "January 1, 2000", "01-Jan-2000", "jan. 1 2000", "Sat Jan 01 2000", "Sat, 01 Jan 2000",
            "1-JAN-00",
        ]
        for form in forms {
            let table = try read("d\n\"\(form)\"\n").table
            #expect(table["d"] == .dates([day(2000, 1, 1)]), "\(form)")
        }
        #expect(try read("d\nSept 5 2021\n").table["d"] == .dates([day(2021, 9, 5)]))
        #expect(
            try read("d\n\"Jan 15, 2024, 10:30 AM\"\n").table["d"] == .dates([day(2024, 1, 15, hour: 10, minute: 30)]))
        #expect(try read("d\nMarch 2021\n").table["d"] == .dates([day(2021, 3, 1)]))
    }

    @Test("Unix seconds and milliseconds only where the header names a time")
    func epochs() throws {
        let seconds = try read("timestamp,value\n1700000000,1\n1700003600,2\n").table
        #expect(seconds["timestamp"] == .dates([1_700_000_000, 1_700_003_600]))
        #expect(seconds["value"]?.kind == .number)
        let millis = try read("created_at,v\n1700000000000,1\n").table
        #expect(millis["created_at"] == .dates([1_700_000_000]))
        let camel = try read("eventTime,v\n1700000000,1\n").table
        #expect(camel["eventTime"]?.kind == .date)
        let plain = try read("id,population\n1700000000,1700000000\n").table
        #expect(plain["id"]?.kind == .number && plain["population"]?.kind == .number)
        let elapsed = try read("time,v\n0,1\n1.5,2\n").table
        #expect(elapsed["time"]?.kind == .number)  // seconds since the start, not 1970
        let updates = try read("update_count,v\n1700000000,1\n").table
        #expect(updates["update_count"]?.kind == .number)
        let compact = try read("date,v\n20240131,1\n20240201,2\n").table
        #expect(compact["date"] == .dates([day(2024, 1, 31), day(2024, 2, 1)]))
        let years = try read("date,v\n1999,1\n2000,2\n").table
        #expect(years["date"]?.kind == .number)
    }

    @Test("a date format says how dates are written")
    func dateFormats() throws {
        let dotted = try read("d;v\n05.03.2024;1\n", TabularReader(dateFormat: DateFormat("%d.%m.%Y")))
        #expect(dotted.table["d"] == .dates([day(2024, 3, 5)]))
        let compact = try read("day,v\n20240305,1\n", TabularReader(dateFormat: DateFormat("%Y%m%d"))).table
        #expect(compact["day"] == .dates([day(2024, 3, 5)]))
        #expect(compact["v"]?.kind == .number)
        let format = try #require(DateFormat("%b %d %Y %I:%M %p %z"))
        #expect(format.seconds("Mar 5 2024 02:30 PM +01:00", timeZone: utc) == day(2024, 3, 5, hour: 13, minute: 30))
        #expect(DateFormat("%Q") == nil)
        #expect(DateFormat("no directives") == nil)
        let oslo = TimeZone(identifier: "Europe/Oslo")!
        #expect(DateFormat("%d/%m/%Y %H:%M")?.seconds("12/07/2022 14:00", timeZone: oslo) == 1_657_627_200)
        #expect(DateFormat("%s")?.seconds("1700000000", timeZone: oslo) == 1_700_000_000)
    }

    @Test("a mostly numeric or mostly date column read as text names its first offending row and value")
    func fallbackWarnings() throws {
        let numbers = try read("x,y\n1,10\n2,oops\n3,30\n4,40\n")
        #expect(numbers.table["y"]?.kind == .string)
        #expect(
            numbers.notes == [
                .readAsText(column: "y", kind: .numbers, parsed: 3, present: 4, row: 2, value: "oops")
            ])
        let text = numbers.notes[0].diagnostic.description
        #expect(text.hasPrefix("warning at y: ") && text.contains("row 2") && text.contains("“oops”"))
        let dates = try read("d,v\n2024-01-01,1\n2024-01-02,2\nsoon,3\n")
        #expect(dates.notes == [.readAsText(column: "d", kind: .dates, parsed: 2, present: 3, row: 3, value: "soon")])
        let mixed = try read("t;temp\n1;21.5\n2;19,0\n")
        #expect(
            mixed.notes == [.readAsText(column: "temp", kind: .numbers, parsed: 2, present: 2, row: 2, value: "19,0")])
        let words = try read("name,v\nanna,1\nbob,2\n3,3\n")
        #expect(words.notes.isEmpty)
    }

    @Test("JSON columns follow the file's key order; strings are read like CSV cells")
    func jsonOrder() throws {
        let json =
            #"[{"name": "b", "zeta": 3, "alpha": "x"}, {"name": "a", "zeta": "2,500.5", "alpha": null, "new": 1}]"#
        let table = try read(json).table
        #expect(table.names == ["name", "zeta", "alpha", "new"])
        #expect(table["zeta"] == .numbers([3, 2500.5]))
        #expect(table["alpha"] == .strings(["x", nil]))
        let lines = try read("{\"t\": \"Jan 1 2000\", \"b\": \"NA\", \"a\": 2}\n{\"a\": 3, \"t\": \"Feb 1 2000\"}\n")
            .table
        #expect(lines.names == ["t", "b", "a"])
        #expect(lines["t"] == .dates([day(2000, 1, 1), day(2000, 2, 1)]))
        #expect(JSONKeyOrder.keys(#"[{"a\"b": {"inner": 1}, "c": [{"d": 1}]}]"#, rowDepth: 2) == ["a\"b", "c"])
    }

    @Test("a JSON object that holds rows or columns is read as its table")
    func jsonObjects() throws {
        let wrapped = try read(
            #"{"meta": {"n": 2}, "data": [{"t": "2024-01-01", "v": 1}, {"t": "2024-01-02", "v": 2}]}"#)
        #expect(wrapped.table.names == ["t", "v"])
        #expect(wrapped.table["v"] == .numbers([1, 2]))
        let pretty = try read("{\n  \"rows\": [\n    {\"b\": 1, \"a\": \"x\"}\n  ]\n}\n").table
        #expect(pretty.names == ["b", "a"])
        let columns = try read(#"{"year": [2000, 2001], "sales": ["1,200", "NA"]}"#).table
        #expect(columns.names == ["year", "sales"])
        #expect(same(columns["sales"], .numbers([1200, .nan])))
        #expect(throws: TabularReader.Failure.self) { try read(#"[1, 2]"#) }
        #expect(throws: TabularReader.Failure.self) { try read(#"{"a": [1], "b": [1, 2]}"#, TabularReader()).table }
    }

    func same(_ a: DataColumn?, _ b: DataColumn) -> Bool {
        guard let a, a.kind == b.kind, a.count == b.count else { return false }
        return (0..<a.count).allSatisfy {
            a.number(at: $0) == b.number(at: $0) || a.number(at: $0).isNaN && b.number(at: $0).isNaN
        }
    }

    @Test("unnamed columns: x first (or the dates after a text column), y the first number")
    func defaultColumns() throws {
        let table = try read("name,region,sales,cost\na,north,1,2\n").table
        #expect(QuickChart.columns(in: table, x: nil, y: nil) == ("name", "sales"))
        #expect(QuickChart.columns(in: table, x: "region", y: nil) == ("region", "sales"))
        #expect(QuickChart.columns(in: table, x: nil, y: "cost") == ("name", "cost"))
        let stocks = try read("symbol,date,price\nMSFT,Jan 1 2000,39.81\n").table
        #expect(QuickChart.columns(in: stocks, x: nil, y: nil) == ("date", "price"))
        let pandas = try read(",date,value\n0,2024-01-01,1.5\n1,2024-01-02,2.5\n").table
        #expect(QuickChart.columns(in: pandas, x: nil, y: nil) == ("date", "value"))
        let words = try read("a,b\nx,y\n").table
        #expect(QuickChart.columns(in: words, x: nil, y: nil) == ("a", "b"))
    }
}
