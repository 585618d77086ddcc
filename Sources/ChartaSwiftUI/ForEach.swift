import Charta
import Foundation

/// Views or chart content for each element of a collection (SwiftUI's and Swift Charts' `ForEach`).
/// Chart content is collected at once into the chart's columns (Charta's own `Charta.ForEach`); views
/// are made when the view is laid out.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: @unchecked Sendable {
    /// The collection.
    public var data: Data
    let storage: Storage

    enum Storage {
        case views((Data.Element) -> Content)
        case marks(Charta.ForEach)
    }
}

extension ForEach where Content: View {
    /// A view for each identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        storage = .views(content)
    }

    /// A view for each element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        storage = .views(content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// A view for each number of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        storage = .views(content)
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach: PrimitiveView where Content: View {
    func element(in environment: ViewEnvironment) -> any LayoutElement {
        guard case .views(let content) = storage else { return EmptyElement() }
        return GroupElement(
            children: data.enumerated().map { i, element in
                layoutElement(of: content(element), in: environment.child(i))
            })
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each identifiable element.
    @inlinable public init(_ data: Data, @ChartContentBuilder content: (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, marks: Charta.ForEach(data, content: content))
    }

    /// Chart content for each element, identified by a key path.
    @inlinable public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        self.init(data: data, marks: Charta.ForEach(data, content: content))
    }

    @usableFromInline init(data: Data, marks: Charta.ForEach) {
        self.data = data
        storage = .marks(marks)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each number of a range.
    @inlinable public init(_ data: Range<Int>, @ChartContentBuilder content: (Int) -> Content) {
        self.init(data: data, marks: Charta.ForEach(data, content: content))
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public consuming func collect(into collector: inout MarkCollector) {
        guard case .marks(let marks) = storage else { return }
        marks.collect(into: &collector)
    }
}
