/// A queue that folds its elements with an associative operation, with pushes at the back and pops at
/// the front in O(1) amortized time: the two-stack sliding-window aggregation (Tangwongsan, Hirzel and
/// Schneider, "General Incremental Sliding-Window Aggregation", VLDB 2015, §3 "Two-Stacks"). The
/// front stack holds suffix folds of the oldest elements, the back a running fold of the newest, so
/// a fold never needs an inverse (products, extremes and variance moments stay exact).
///
/// While nothing is popped, ``value`` is the left fold `((identity ⊕ a) ⊕ b) ⊕ …` in push order, the
/// same operations as a sequential fold over the same elements.
struct VLSlidingFold<Element> {
    private let identity: Element
    private let combine: (Element, Element) -> Element
    /// Elements waiting to move to the front stack, oldest first, and their fold.
    private var back: [Element] = []
    private var backFold: Element
    /// The front stack: `front[k]` is the fold of the elements from the k-th oldest of the front to
    /// its newest, stored newest first so that popping the oldest is `removeLast`.
    private var front: [Element] = []

    /// An empty queue folding with `combine`, whose neutral element is `identity`.
    init(identity: Element, combine: @escaping (Element, Element) -> Element) {
        self.identity = identity
        self.combine = combine
        backFold = identity
    }

    /// The fold of every element in the queue, oldest first.
    var value: Element {
        guard let first = front.last else { return backFold }
        return combine(first, backFold)
    }

    /// Appends an element as the newest.
    mutating func push(_ x: Element) {
        back.append(x)
        backFold = combine(backFold, x)
    }

    /// Removes the oldest element (nothing when empty).
    mutating func popOldest() {
        if front.isEmpty {
            // Move the back stack over, folding from its newest element to its oldest.
            var fold = identity
            front.reserveCapacity(back.count)
            for x in back.reversed() {
                fold = combine(x, fold)
                front.append(fold)
            }
            back.removeAll(keepingCapacity: true)
            backFold = identity
        }
        if !front.isEmpty { front.removeLast() }
    }
}
