import Foundation
import Testing

/// The README's module table lists every module of the package: each target Package.swift declares
/// (libraries, the executable, the macro, the system library and internal support modules alike), but
/// not the test targets and the test helpers whose sources live under `Tests/`. A target added to
/// Package.swift without a row in the table fails this test, naming it.
@Suite struct ModuleTableTests {
    @Test func readmeModuleTableListsEveryTarget() throws {
        let root = try Self.packageRoot()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)

        let declared = Self.declaredTargets(in: manifest)
        let products = Self.productTargets(in: manifest)
        #expect(products.contains("Charta"), "no library products found in Package.swift: \(products.sorted())")
        #expect(products.contains("ChartaServer"))
        let undeclared = products.subtracting(declared.keys)
        #expect(undeclared.isEmpty, "products name targets Package.swift does not declare: \(undeclared.sorted())")

        let required = Self.modules(in: manifest)
        #expect(required.isSuperset(of: products.union(["CCairo", "ChartaSwiftUIMacros", "ChartaSupport"])))
        let listed = try Self.moduleTableNames(in: readme)
        let missing = required.subtracting(listed).sorted()
        #expect(missing.isEmpty, "README.md's module table has no row for \(missing.joined(separator: ", "))")
    }

    @Test func aTargetMissingFromTheTableIsFound() throws {
        let manifest = """
            targets: [
                .target(name: "Listed"), .target(name: "Unlisted", dependencies: ["Listed"]),
                .target(name: "Helpers", path: "Tests/Helpers"), .testTarget(name: "ListedTests"),
                .target(name: "MoreHelpers", dependencies: [.product(name: "P", package: "p")], path: "Tests/More"),
                .target(name: "AfterHelpers", path: "Sources/After"),
            ]
            """
        let readme = """
            ## Modules

            | module | holds |
            | --- | --- |
            | `Listed` | things, beside `Unlisted` in the second cell |

            ## Next
            | `Unlisted` |
            """
        #expect(Self.modules(in: manifest) == ["Listed", "Unlisted", "AfterHelpers"])
        #expect(try Self.moduleTableNames(in: readme) == ["Listed"])
    }

    /// The modules the table must list: every declared target but test targets and targets whose
    /// sources are under `Tests/`.
    static func modules(in manifest: String) -> Set<String> {
        // A helper's path under Tests/ may follow its dependencies: anything up to the next target.
        let testHelper = #/\.target\(\s*name:\s*"([^"]+)"(?:(?!\.(?:target|testTarget)\()[\s\S])*?path:\s*"Tests\//#
        let helpers = Set(manifest.matches(of: testHelper).map { String($0.1) })
        let targets = declaredTargets(in: manifest).filter { $0.value != ["testTarget"] }.keys
        return Set(targets).subtracting(helpers)
    }

    /// The folder holding Package.swift, found by walking up from this file.
    static func packageRoot(from file: String = #filePath) throws -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        throw ModuleTableError.noPackageRoot(file)
    }

    /// Every target Package.swift names, with the kinds it is named as (`target`, `executableTarget`,
    /// `macro`, …): a dependency written `.target(name: "X", condition: …)` adds `target` to X's kinds,
    /// so a system library is known by `systemLibrary` being among its kinds.
    static func declaredTargets(in manifest: String) -> [String: Set<String>] {
        let declaration = #/\.(target|executableTarget|macro|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)"/#
        var targets: [String: Set<String>] = [:]
        for match in manifest.matches(of: declaration) { targets[String(match.2), default: []].insert(String(match.1)) }
        return targets
    }

    /// The names of the library and executable products and of the targets they list.
    static func productTargets(in manifest: String) -> Set<String> {
        let product = #/\.(?:library|executable)\(\s*name:\s*"([^"]+)"[^\]]*?targets:\s*\[([^\]]*)\]/#
        var names: Set<String> = []
        for match in manifest.matches(of: product) {
            names.insert(String(match.1))
            for target in match.2.matches(of: #/"([^"]+)"/#) { names.insert(String(target.1)) }
        }
        return names
    }

    /// The module names in the first cell of each row of the README's "## Modules" table: every name in
    /// backticks there (a row may name a helper target beside its module).
    static func moduleTableNames(in readme: String) throws -> Set<String> {
        let lines = readme.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("## Modules") }) else {
            throw ModuleTableError.noModulesSection
        }
        var names: Set<String> = []
        for line in lines[(heading + 1)...] {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 1 else { continue }
            for name in cells[1].matches(of: #/`([^`]+)`/#) { names.insert(String(name.1)) }
        }
        return names
    }

    enum ModuleTableError: Error {
        case noPackageRoot(String)
        case noModulesSection
    }
}
