extension ColorScheme {
    /// d3's category10 (d3-scale-chromatic `schemeCategory10`, from Tableau's classic palette).
    public static let category10 = ColorScheme(
        name: "category10", kind: .categorical,
        colors: unpack("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"))

    /// Tableau 10 as Vega and Vega-Lite define it (vega-scale's `tableau10`, their default categorical
    /// scheme, starting #4c78a8, #f58518, #e45756); d3-scale-chromatic's `schemeTableau10` is Tableau's
    /// later revision of the same ten hues (#4e79a7, #f28e2c, …).
    public static let tableau10 = ColorScheme(
        name: "tableau10", kind: .categorical,
        colors: unpack("4c78a8f58518e4575672b7b254a24beeca3bb279a2ff9da69d755dbab0ac"))

    /// Observable 10, Observable Plot's default (d3-scale-chromatic `schemeObservable10`).
    public static let observable10 = ColorScheme(
        name: "observable10", kind: .categorical,
        colors: unpack("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"))

    /// The Okabe–Ito palette in its published order (Okabe & Ito 2008, "Color Universal Design (CUD):
    /// How to make figures and presentations that are friendly to colorblind people"): black, orange,
    /// sky blue, bluish green, yellow, blue, vermillion, reddish purple. Distinguishable with the common
    /// forms of colour-vision deficiency.
    public static let okabeIto = ColorScheme(
        name: "okabeIto", kind: .categorical,
        colors: ["#000000", "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"])

    /// ColorBrewer Set2 (d3-scale-chromatic `schemeSet2`): eight soft qualitative colours.
    public static let set2 = ColorScheme(
        name: "set2", kind: .categorical, colors: unpack("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"))

    /// ColorBrewer Dark2 (d3-scale-chromatic `schemeDark2`): eight strong qualitative colours.
    public static let dark2 = ColorScheme(
        name: "dark2", kind: .categorical, colors: unpack("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"))

    /// Charta's default categorical scheme: the eight Okabe–Ito colours, reordered for charts on a
    /// white background. Blue and orange come first (the pair that stays distinct under every common
    /// colour-vision deficiency), then bluish green, vermillion, reddish purple and sky blue; yellow,
    /// which has little contrast with white, and black, which reads as ink (axes, text), come last.
    public static let `default` = ColorScheme(
        name: "default", kind: .categorical,
        colors: ["#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9", "#f0e442", "#000000"])

    /// Every built-in categorical scheme.
    public static let categoricalSchemes: [ColorScheme] = [
        .default, .category10, .tableau10, .observable10, .okabeIto, .set2, .dark2,
    ]

    /// The built-in scheme with this name (categorical or sequential), if any.
    public static func named(_ name: String) -> ColorScheme? {
        (categoricalSchemes + sequentialSchemes).first { $0.name == name }
    }
}
