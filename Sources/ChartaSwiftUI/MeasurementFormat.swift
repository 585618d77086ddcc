import Foundation

#if !canImport(Darwin)
    // Foundation on Linux measures but does not format measurements; chart code formats them in axis
    // labels and annotations (`Text(distance, format: .measurement(width: .abbreviated))`). These give
    // the number in its format style followed by the unit's symbol, in English, with no unit conversion
    // for the locale.

    extension Measurement where UnitType: Dimension {
        /// How a measurement is written (Foundation's `Measurement.FormatStyle`): its number, then its
        /// unit's symbol.
        public struct FormatStyle: Foundation.FormatStyle, Sendable {
            /// How long the unit's name is written: every width writes the unit's symbol, the narrow one
            /// without a space before it.
            public enum UnitWidth: String, Hashable, Codable, Sendable { case wide, abbreviated, narrow }

            public var width: UnitWidth
            public var numberFormatStyle: FloatingPointFormatStyle<Double>?

            /// A style of a width and a number style.
            public init(
                width: UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
            ) {
                (self.width, self.numberFormatStyle) = (width, numberFormatStyle)
            }

            public func format(_ value: Measurement<UnitType>) -> String {
                let number = (numberFormatStyle ?? .number).format(value.value)
                return number + (width == .narrow ? "" : " ") + value.unit.symbol
            }
        }

        /// The measurement written in a style.
        public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
            style.format(self)
        }

        /// The measurement written with its unit's symbol.
        public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
    }

    /// Which units a measurement is shown in (accepted; a measurement is shown in its own unit).
    public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
        let name: String
        public static var general: Self { Self(name: "general") }
        public static var asProvided: Self { Self(name: "asProvided") }
    }

    extension FormatStyle {
        /// A measurement's number and unit symbol.
        public static func measurement<UnitType: Dimension>(
            width: Measurement<UnitType>.FormatStyle.UnitWidth,
            usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) -> Self where Self == Measurement<UnitType>.FormatStyle {
            Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        }
    }
#endif
