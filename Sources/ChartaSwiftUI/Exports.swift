// ChartaSwiftUI stands in for the part of SwiftUI that chart code touches, so that a view written for
// Apple's Swift Charts compiles on Linux with its imports switched. It re-exports Charta (the marks and
// the chart model), OpenCombine (for `ObservableObject` and `@Published`, as SwiftUI re-exports Combine)
// and Observation (for `@Observable`).
@_exported import Charta
@_exported import Observation
@_exported import OpenCombine
