#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The corpus as a list, for tests that render every view.
@MainActor enum CorpusCatalog {
    /// Every corpus view, by its file's name.
    ///
    /// Views that need iOS 17 / macOS 14 (sector marks, selection, scrolling) are added only where the
    /// system has them; on Linux every view is available. The list is in file-name order.
    static func all() -> [(name: String, view: any View)] {
        var views: [(name: String, view: any View)] = [
            ("C01_ShapeCounts", ShapeCountsView()),
            ("C02_MonthlyRevenue", MonthlyRevenueView()),
            ("C03_DailySteps", DailyStepsView()),
            ("C04_CityTemperatures", CityTemperaturesView()),
            ("C05_CoffeeUnitsStacked", CoffeeUnitsStackedView()),
            ("C06_NormalizedShare", NormalizedShareView()),
            ("C07_RegionQuarterGrouped", RegionQuarterGroupedView()),
            ("C08_DepartmentProfit", DepartmentProfitView()),
            ("C09_ProjectTimeline", ProjectTimelineView()),
            ("C10_TemperatureRangeBars", TemperatureRangeBarsView()),
            ("C11_CandlestickStock", CandlestickStockView()),
            ("C12_ActivityHeatmap", ActivityHeatmapView()),
            ("C13_ComfortZone", ComfortZoneView()),
            ("C14_PenguinScatter", PenguinScatterView()),
            ("C70_FlipperBins", FlipperBinsView()),
            ("C71_DiamondMarkers", DiamondMarkersView()),
            ("C72_StatsScreen", StatsScreenView()),
            ("C73_PlanShare", PlanShareView()),
            ("C74_OutlinedSymbols", OutlinedSymbolsView()),
            ("C75_ZoneAxis", ZoneAxisView()),
            ("C76_TrainingSection", TrainingSectionView()),
            ("C77_OverlayGridChart", OverlayGridChartView()),
            ("C78_WindArrows", WindArrowsView()),
            ("C18_GradientArea", GradientAreaView()),
            ("C19_Streamgraph", StreamgraphView()),
            ("C20_TemperatureBand", TemperatureBandView()),
            ("C21_BatteryLevel", BatteryLevelView()),
            ("C22_StepGoalBars", StepGoalBarsView()),
            ("C23_UserGrowthLog", UserGrowthLogView()),
            ("C24_AxisStyling", AxisStylingView()),
            ("C25_EnergyAxisLabels", EnergyAxisLabelsView()),
            ("C26_RevenueCurrency", RevenueCurrencyView()),
            ("C27_HourlyEnergy", HourlyEnergyView()),
            ("C28_DragInspector", DragInspectorView()),
            ("C30_PositionMarkers", PositionMarkersView()),
            ("C35_WorkoutKinds", WorkoutKindsView()),
            ("C36_ShoeSizes", ShoeSizesView()),
            ("C37_AudioGraph", AudioGraphView()),
            ("C38_MarkAccessibility", MarkAccessibilityView()),
            ("C39_ContentBuilderHelpers", ContentBuilderHelpersView()),
            ("C40_CustomContentPlot", CustomContentPlotView()),
            ("C41_AvailabilityContent", AvailabilityContentView()),
            ("C42_OptionalGoal", OptionalGoalView()),
            ("C43_SymbolViews", SymbolViewsView()),
            ("C44_ForecastLineStyle", ForecastLineStyleView()),
            ("C45_SymbolScale", SymbolScaleView()),
            ("C46_VolumeDirection", VolumeDirectionView()),
            ("C47_PlotAreaStyle", PlotAreaStyleView()),
            ("C48_WeekendBands", WeekendBandsView()),
            ("C49_CustomLegend", CustomLegendView()),
            ("C50_GroupBoxCard", GroupBoxCardView()),
            ("C51_LiveBadge", LiveBadgeView()),
            ("C52_Sparklines", SparklinesView()),
            ("C53_OffsetBars", OffsetBarsView()),
            ("C54_HighlightStyle", HighlightStyleView()),
            ("C55_ObservableModel", ObservableModelView()),
            ("C56_BindingThreshold", BindingThresholdView()),
            ("C57_BrandColors", BrandColorsView()),
            ("C58_TextFormatting", TextFormattingView()),
            ("C59_WeeklyTraining", WeeklyTrainingView()),
            ("C60_BarWidths", BarWidthsView()),
            ("C61_PollenSeasons", PollenSeasonsView()),
            ("C62_Lollipop", LollipopView()),
            ("C63_Dashboard", DashboardView()),
            ("C64_Waterfall", WaterfallView()),
            ("C65_UnstackedAreas", UnstackedAreasView()),
            ("C66_MassHistogram", MassHistogramView()),
            ("C67_StorageBar", StorageBarView()),
            ("C68_SleepStages", SleepStagesView()),
            ("C69_VitalsCard", VitalsCardView()),
        ]
        if #available(iOS 17.0, macOS 14.0, *) {
            views += [
                ("C15_BudgetPie", BudgetPieView()),
                ("C16_BudgetDonut", BudgetDonutView()),
                ("C17_DonutSelection", DonutSelectionView()),
                ("C29_TapInspect", TapInspectView()),
                ("C31_XSelectionPrice", XSelectionPriceView()),
                ("C32_YSelectionBars", YSelectionBarsView()),
                ("C33_ScrollingSteps", ScrollingStepsView()),
                ("C34_ScrollingHours", ScrollingHoursView()),
            ]
        }
        return views.sorted { $0.name < $1.name }
    }
}
