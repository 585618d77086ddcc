// What the energy price view takes from its app: the app's font styles (`enigFont`), its hour formatter,
// its brand colours (an asset catalogue, Data/Assets.xcassets), and the day of prices it is given.
import ChartaSwiftUI
import Foundation

/// The app's text styles, as `enigFont(style:)` names them.
enum EnigFontStyle {
    case body1Emphasized, captionEmphasized
}

extension View {
    /// The app's font for a text style.
    func enigFont(style: EnigFontStyle) -> some View {
        switch style {
        case .body1Emphasized: font(.system(size: 16, weight: .semibold))
        case .captionEmphasized: font(.system(size: 12, weight: .semibold))
        }
    }
}

extension Formatter {
    /// Hours and minutes in the current calendar's time zone, e.g. `14:00`.
    static let hourMinute: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = Calendar.current.timeZone
        formatter.dateFormat = "HH:mm"
        return formatter
    }()
}

/// The energy price view of the Swift Charts tutorial with the reference day's prices, as an app shows it.
public enum EnergyLinePriceExample {
    /// Registers the app's asset catalogue (the brand colours) for `Color("newBrand/main/blue")`.
    public static func registerAssets() throws {
        guard let catalog = Bundle.module.url(forResource: "Assets", withExtension: "xcassets", subdirectory: "Data")
        else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Data/Assets.xcassets"]) }
        try ColorAssets.shared.registerCatalog(at: catalog)
    }

    /// The reference prices as the view's data, placed on today's hours in the current calendar (the view
    /// marks "now" from the clock, so the day shown is today's), each rounded to whole øre.
    public static func priceData(_ prices: ExampleData.EnergyPrices, day: Date = Date()) -> (
        min: Int, max: Int, hours: [Date], prices: [Int]
    ) {
        let start = Calendar.current.startOfDay(for: day)
        let hours = prices.values.indices.compactMap { Calendar.current.date(byAdding: .hour, value: $0, to: start) }
        let rounded = prices.values.map { Int($0.rounded()) }
        return (Int(prices.minValue.rounded(.towardZero)), Int(prices.maxValue.rounded(.awayFromZero)), hours, rounded)
    }

    /// The view with the reference prices; `onIntervalSelected` is told the hour index selected.
    @MainActor
    public static func view(
        prices: ExampleData.EnergyPrices, day: Date = Date(), onIntervalSelected: @escaping (Int) -> Void = { _ in }
    ) -> some View {
        let data = priceData(prices, day: day)
        let values = zip(data.hours, data.prices).map { EnergyPriceDataValue(hour: $0, øre: $1, color: "blue") }
        return EnergyLinePriceView(
            energyPriceData: EnergyPriceData(min: data.min, max: data.max, values: values),
            onIntervalSelected: onIntervalSelected)
    }
}
