@_exported import ChartaScales
@_exported import ChartaScene
