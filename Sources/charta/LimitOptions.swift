import ArgumentParser
import Charta

/// `--limit NAME=VALUE`, shared by `render` and `serve`.
struct LimitOptions: ParsableArguments {
    @Option(
        name: .customLong("limit"),
        help: ArgumentHelp(
            "A render limit, NAME=VALUE (repeatable): "
                + RenderLimit.allCases.map(\.rawValue).joined(separator: ", ") + ".",
            valueName: "name=value"))
    var settings: [String] = []

    /// `base` with the `--limit` settings applied.
    func applied(to base: RenderLimits = .default) throws -> RenderLimits {
        var limits = base
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let limit = RenderLimit(rawValue: parts[0]), let value = Double(parts[1]),
                value >= 0
            else {
                throw ValidationError("--limit takes NAME=VALUE with a known name and a number ≥ 0, not “\(setting)”.")
            }
            limit.set(value, in: &limits)
        }
        return limits
    }

    func validate() throws { _ = try applied() }
}
