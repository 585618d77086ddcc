import Charta
import Foundation

/// Grouped bars on a time axis: a discrete `xOffset` (or `yOffset`) splitting each time-unit interval
/// of a continuous `x` (or `y`), as Vega-Lite lays them out (compile/scale/range.ts `getOffsetRange`).
extension VLCompiler {
    /// Where a bar or rect over a time unit sits in its interval (`bandPosition`, else the mark's
    /// `timeUnitBandPosition`, else 0.5: the bar spans the interval). Vega-Lite's `getBandPosition`.
    func timeUnitBandPosition(_ unit: VLUnit, def: VLFieldDef) -> Double {
        let position = def.bandPosition ?? unit.markProperty("timeUnitBandPosition", config: config)?.number ?? 0.5
        return position.isFinite ? position : 0.5
    }

    /// The padding of a discrete offset channel's band scale: the scale's own, else the config's.
    func offsetBandPadding(_ info: VLScaleInfo) -> (inner: Double, outer: Double) {
        let scale = info.def.scale
        let padding = scale?["padding"]?.value.number
        return (
            scale?["paddingInner"]?.value.number ?? padding ?? config.offsetBandPaddingInner,
            scale?["paddingOuter"]?.value.number ?? padding ?? config.offsetBandPaddingOuter
        )
    }

    /// For each bar over a time unit on a continuous `channel` with a discrete offset: the start and end
    /// of its sub-band, as dates. Vega-Lite ranges the offset scale over one unit's duration measured
    /// from 2001-01-01 (a non-leap year), shrunk by `bandWithNestedOffsetPaddingInner` and moved by
    /// `bandPosition − 0.5` of it, and places it at the interval's start; a time scale is linear in
    /// time, so those pixel offsets are the same offsets in seconds. Nil when the unit has no such bars.
    func nestedOffsetIntervals(_ unit: VLUnit, channel: VLChannel, infos: [VLChannel: VLScaleInfo])
        -> (starts: [VLValue], ends: [VLValue])?
    {
        guard ["bar", "rect"].contains(unit.markType), let offsetChannel = channel.offset, let def = unit.defs[channel],
            let tu = def.timeUnit,
            def.measure == .temporal, unit.secondaryDef(channel) == nil, !(infos[channel]?.isDiscrete ?? true),
            let offsetDef = unit.defs[offsetChannel], offsetDef.hasField, let info = infos[offsetChannel],
            info.isDiscrete, let starts = unit.frame[channel], let ends = unit.frame[channel, .end],
            let offsets = unit.frame[offsetChannel], tu.smallest != .day
        else { return nil }
        let calendar = tu.calendar(local: options.timeZone)
        guard let origin = calendar.date(from: DateComponents(year: 2001, month: 1, day: 1)) else { return nil }
        let t0 = origin.timeIntervalSince1970
        let duration = tu.offset(t0, local: options.timeZone) - t0
        guard duration.isFinite, duration > 0 else { return nil }
        let position = timeUnitBandPosition(unit, def: def)
        let padding = config.nestedOffsetPaddingInner
        let shift = position - 0.5
        let (inner, outer) = offsetBandPadding(info)
        let band = BandScale(
            domain: Array(info.labels.indices),
            range: [(padding / 2 + shift) * duration, (1 - padding / 2 + shift) * duration],
            paddingInner: inner, paddingOuter: outer)
        let index = Dictionary(info.labels.enumerated().map { ($1, $0) }) { a, _ in a }
        var outStarts = [VLValue](repeating: .null, count: starts.count)
        var outEnds = outStarts
        for row in starts.indices {
            let (s, e) = (starts[row].number, ends[row].number)
            guard s.isFinite, e.isFinite, let i = index[label(offsets[row], def: offsetDef)], let sub = band(i)
            else { continue }
            // The frame's interval is already moved by `shift` of its own length (for the domain);
            // the bar is placed from the interval's unmoved start.
            let start = s - (e - s) * shift
            outStarts[row] = .date(start + sub)
            outEnds[row] = .date(start + sub + band.bandwidth)
        }
        return (outStarts, outEnds)
    }
}

extension VLCompiler {
    /// Bars and rects whose x or y extent is a bin or a time-unit interval on a continuous scale keep
    /// `binSpacing` between neighbours (1 for bars, 0 for rects) and are at least `minBandSize` wide
    /// (0.25): Vega-Lite's `rectBinPosition`. Grouped bars and bars given a size are placed otherwise.
    func intervalInset(_ unit: VLUnit, infos: [VLChannel: VLScaleInfo], nested: Set<VLChannel>) -> IntervalInset? {
        guard ["bar", "rect"].contains(unit.markType), unit.defs[.size] == nil,
            unit.markProperty("size", config: config) == nil
        else { return nil }
        var channels: Set<Channel> = []
        for (name, channel) in [(VLChannel.x, Channel.x), (.y, .y)] {
            guard let def = unit.defs[name], def.hasField, !nested.contains(name),
                name.offset.flatMap({ unit.defs[$0] }) == nil, !(infos[name]?.isDiscrete ?? true)
            else { continue }
            let interval = def.isBinned || (def.timeUnit != nil && unit.secondaryDef(name) == nil)
            if interval, unit.frame[name, .stackStart] == nil { channels.insert(channel) }
        }
        guard !channels.isEmpty else { return nil }
        let spacing = unit.markProperty("binSpacing", config: config)?.number ?? (unit.markType == "bar" ? 1 : 0)
        let minSize = unit.markProperty("minBandSize", config: config)?.number ?? 0.25
        return IntervalInset(channels: channels, spacing: spacing, minSize: minSize)
    }
}
