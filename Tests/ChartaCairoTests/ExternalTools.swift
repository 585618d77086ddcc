#if Cairo
    import Foundation

    /// Command-line tools some tests need (poppler's `pdftotext`, an SVG rasteriser). When one is missing
    /// the test is skipped with a message, except in CI (`CI=true`), where a missing tool fails the run.
    enum ExternalTools {
        /// Whether the tests run in CI, which installs every tool itself.
        static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

        /// The full path of an executable found on `PATH`.
        static func find(_ name: String) -> String? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            return nil
        }

        static let pdftotext = find("pdftotext")
        /// Headless Chromium, preferred for rasterising SVG (an independent renderer: Skia, HarfBuzz), unless
        /// `CHARTA_SVG_RASTERIZER=rsvg-convert` asks for librsvg.
        static let chromium =
            ProcessInfo.processInfo.environment["CHARTA_SVG_RASTERIZER"] == "rsvg-convert"
            ? nil : find("chromium") ?? find("chromium-browser")
        /// librsvg's converter, used when Chromium is not installed.
        static let rsvgConvert = find("rsvg-convert")

        /// Runs a tool and returns its standard output; throws when it fails or takes more than `timeout`
        /// seconds.
        @discardableResult
        static func run(_ tool: String, _ arguments: [String], timeout: Double = 120) throws -> Data {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let outputURL = folder.appendingPathComponent("stdout")
            FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            let output = try FileHandle(forWritingTo: outputURL)
            defer { try? output.close() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning {
                if Date() > deadline {
                    process.terminate()
                    throw ToolError.timedOut(tool)
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
            guard process.terminationStatus == 0 else { throw ToolError.failed(tool, process.terminationStatus) }
            return try Data(contentsOf: outputURL)
        }

        enum ToolError: Error {
            case timedOut(String)
            case failed(String, Int32)
        }

        /// Whether some SVG rasteriser is installed.
        static var canRasterizeSVG: Bool { chromium != nil || rsvgConvert != nil }

        /// Rasterises SVG text at `scale` pixels per unit with Chromium (or rsvg-convert), and names the
        /// tool used; nil when neither is installed.
        static func rasterize(svg: String, width: Int, height: Int, scale: Int) throws -> (DecodedImage, String)? {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let input = folder.appendingPathComponent("chart.svg")
            let output = folder.appendingPathComponent("chart.png")
            try Data(svg.utf8).write(to: input)
            if let chromium {
                try run(
                    chromium,
                    [
                        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                        "--user-data-dir=\(folder.path)/profile", "--force-device-scale-factor=\(scale)",
                        "--window-size=\(width),\(height)", "--screenshot=\(output.path)", input.absoluteString,
                    ])
                return (try DecodedImage(png: [UInt8](Data(contentsOf: output))), "chromium")
            }
            if let rsvgConvert {
                try run(rsvgConvert, ["-z", "\(scale)", "-o", output.path, input.path])
                return (try DecodedImage(png: [UInt8](Data(contentsOf: output))), "rsvg-convert")
            }
            return nil
        }

        /// A fresh temporary folder.
        static func temporaryFolder() throws -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("charta-cairo-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
    }
#endif
