extension TextBaseline {
    /// How far below a text node's position its alphabetic baseline lies, for a font with the given
    /// ascent and descent: the one rule that every back end and text bounds use.
    public func offset(ascent: Double, descent: Double) -> Double {
        switch self {
        case .alphabetic: 0
        case .top: ascent
        case .bottom: -descent
        case .middle: (ascent - descent) / 2
        }
    }
}

extension TextMeasurer {
    /// ``TextBaseline/offset(ascent:descent:)`` with this measurer's metrics; 0 when they are unusable.
    public func baselineShift(_ baseline: TextBaseline, font: Font) -> Double {
        let shift = baseline.offset(ascent: ascent(of: font), descent: descent(of: font))
        return shift.isFinite ? shift : 0
    }
}
