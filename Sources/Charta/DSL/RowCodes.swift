// The bytes a mark row's shape holds for the kinds, settings and channels of a mark: small numbers,
// so that a mark made in place folds them to constants. Each decoding is the inverse of its encoding.

extension MarkKind {
    @inlinable var rowCode: UInt8 {
        switch self {
        case .bar: 0
        case .line: 1
        case .area: 2
        case .point: 3
        case .rule: 4
        case .rect: 5
        case .text: 6
        case .arc: 7
        case .tick: 8
        case .trail: 9
        case .voronoi: 10
        case .image: 11
        }
    }

    @inlinable init(rowCode: UInt8) {
        switch rowCode {
        case 0: self = .bar
        case 1: self = .line
        case 2: self = .area
        case 3: self = .point
        case 4: self = .rule
        case 5: self = .rect
        case 6: self = .text
        case 7: self = .arc
        case 8: self = .tick
        case 9: self = .trail
        case 10: self = .voronoi
        default: self = .image
        }
    }
}

extension Stacking {
    /// 0 for none, else the method's place.
    @inlinable static func rowCode(_ stacking: Stacking?) -> UInt8 {
        switch stacking {
        case nil: 0
        case .unstacked: 1
        case .standard: 2
        case .normalized: 3
        case .center: 4
        }
    }

    @inlinable init?(rowCode: UInt8) {
        switch rowCode {
        case 1: self = .unstacked
        case 2: self = .standard
        case 3: self = .normalized
        case 4: self = .center
        default: return nil
        }
    }
}

extension DataKind {
    @inlinable var rowCode: UInt8 {
        switch self {
        case .number: 0
        case .date: 1
        case .string: 2
        }
    }

    @inlinable init(rowCode: UInt8) {
        switch rowCode {
        case 0: self = .number
        case 1: self = .date
        default: self = .string
        }
    }
}

extension Channel {
    /// The channel at `rank` (``rank``).
    @inlinable init(rank: Int) {
        switch rank {
        case 0: self = .x
        case 1: self = .y
        case 2: self = .x2
        case 3: self = .y2
        case 4: self = .xOffset
        case 5: self = .yOffset
        case 6: self = .color
        case 7: self = .opacity
        case 8: self = .size
        case 9: self = .shape
        case 10: self = .strokeDash
        case 11: self = .text
        case 12: self = .series
        case 13: self = .theta
        case 14: self = .radius
        default: self = .url
        }
    }
}
