import Charta
import ChartaOutput
import Foundation

/// `render --frames N`: the chart's entry animation as numbered PNG frames and one animated PNG.
enum FrameOutput {
    /// Writes `frame-000.png` … and `animation.png` (APNG) into `folder`: `count` frames at evenly spaced
    /// times from 0 to 1 of ``RenderedChart/entryTransition``, lasting the chart's animation (0.35 s by default).
    static func write(
        _ chart: ChartSpec, count: Int, settings: ChartOutput, to folder: String, label: String
    ) throws(CommandFailure) {
        let output = settings.settings
        let laidOut = ChartFormat.png.layout(chart, settings: output)
        for d in laidOut.diagnostics { StandardError.line("\(label): \(d)") }
        let transition = laidOut.rendered.entryTransition
        let frames = (0..<count).map { transition.scene(at: Double($0) / Double(count - 1)) }
        let duration = (laidOut.spec.animation ?? .default).duration
        try ChartOutput.createFolder(folder)
        let digits = max(3, String(count - 1).count)
        for (i, frame) in frames.enumerated() {
            var still = laidOut
            still.rendered.scene = frame
            guard let png = try? ChartOutput.encode(still, as: .png, settings: output, label: label) else {
                throw CommandFailure(status: ExitStatus.invalidSpec, message: "cairo could not draw frame \(i)")
            }
            let number = String(repeating: "0", count: max(0, digits - String(i).count)) + String(i)
            try ChartOutput.write(png.bytes, to: (folder as NSString).appendingPathComponent("frame-\(number).png"))
        }
        guard
            let animated = try? ChartFormat.animatedPNG(
                frames, scale: output.scale, frameDuration: duration / Double(count - 1))
        else {
            throw CommandFailure(status: ExitStatus.invalidSpec, message: "cairo could not draw the animation")
        }
        try ChartOutput.write(animated.bytes, to: (folder as NSString).appendingPathComponent("animation.png"))
    }
}
