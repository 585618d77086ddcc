/// Vega-Lite's custom number format type (`config.customFormatTypes` with `config.numberFormatType`):
/// quantitative guide labels without a format of their own are written by the expression function that
/// `numberFormatType` names, called with the value and `config.numberFormat` (vega-lite
/// `src/compile/format.ts`, `formatCustomType`).
extension VLCompiler {
    /// The labels of `values` under the configured custom number format type; nil when the config sets
    /// none (or the field has its own `format`), so that the usual tick format applies.
    mutating func customNumberLabels(_ values: [Double], def: VLFieldDef?) -> [String]? {
        guard config.value("customFormatTypes")?.bool == true,
            let type = config.value("numberFormatType")?.string, def?.node["format"] == nil,
            def?.legend?["format"] == nil
        else { return nil }
        let specifier = config.value("numberFormat")?.string ?? ""
        let text = "\(type)(datum.value, \(VLCompiler.quoted(specifier)))"
        guard case .success(let e) = VLExpression.parse(text, maxDepth: limits.nestingDepth) else { return nil }
        let path = "config.numberFormatType"
        return values.map { v in
            evaluate(e, .object(["value": .number(v)]), at: path).text
        }
    }

    /// A string literal of the expression language for `s`.
    static func quoted(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
