import GlimpseLayout
import GlimpseUI

/// Something a chart draws: a mark, a group of marks, or marks per element of data.
/// Swift Charts' `ChartContent`. Composite content resolves through its `body`; marks
/// resolve themselves.
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol ChartContent {
  /// The type of content this content is made of.
  associatedtype Body: ChartContent

  /// The content of this content.
  @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Appends the marks `content` stands for. Glimpse's hook; user content never
  /// implements it.
  @MainActor
  static func _collectMarks(_ content: Self, into marks: inout [_ChartMark])
}

extension ChartContent {
  @MainActor
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    Body._collectMarks(content.body, into: &marks)
  }
}

extension ChartContent where Body == Never {
  /// Marks have no body; asking for one is a programming error.
  public var body: Never {
    fatalError("\(Self.self) is a mark and has no body")
  }
}

extension Never: ChartContent {
  @MainActor public static func _collectMarks(_ content: Never, into marks: inout [_ChartMark]) {}
}

/// No marks.
/// - Glimpse: glimpse
nonisolated public struct EmptyChartContent: ChartContent {
  public typealias Body = Never

  /// No marks.
  public nonisolated init() {}

  @MainActor public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {}
}

/// Several pieces of content one after another (what a builder block makes).
/// - Glimpse: glimpse
nonisolated public struct TupleChartContent<each Content: ChartContent>: ChartContent {
  public typealias Body = Never
  let value: (repeat each Content)

  nonisolated init(_ value: (repeat each Content)) {
    self.value = value
  }

  @MainActor public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    repeat (each Content)._collectMarks(each content.value, into: &marks)
  }
}

/// One of two pieces of content (an `if`/`else` in a builder).
nonisolated public struct _ConditionalChartContent<
  TrueContent: ChartContent, FalseContent: ChartContent
>:
  ChartContent
{
  public typealias Body = Never
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage

  @MainActor public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    switch content.storage {
    case .first(let first): TrueContent._collectMarks(first, into: &marks)
    case .second(let second): FalseContent._collectMarks(second, into: &marks)
    }
  }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  /// - Glimpse: works
  public typealias Body = Never

  @MainActor public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    if let content { Wrapped._collectMarks(content, into: &marks) }
  }
}

/// Chart content of any type.
/// - Glimpse: works
nonisolated public struct AnyChartContent: ChartContent {
  public typealias Body = Never
  let collect: @MainActor (inout [_ChartMark]) -> Void

  /// Erases the type of `content`.
  @MainActor public init<C: ChartContent>(_ content: C) {
    collect = { C._collectMarks(content, into: &$0) }
  }

  @MainActor public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    content.collect(&marks)
  }
}

/// Builds chart content from the marks in a closure: Swift Charts' `ChartContentBuilder`.
/// - Glimpse: works
@resultBuilder
public enum ChartContentBuilder {
  /// A mark or piece of content as written.
  public static func buildExpression<Content: ChartContent>(_ content: consuming Content) -> Content
  {
    content
  }

  /// An empty block.
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

  /// A block of one piece of content.
  public static func buildBlock<Content: ChartContent>(_ content: consuming Content) -> Content {
    content
  }

  /// A block of several pieces of content.
  @_disfavoredOverload
  public static func buildBlock<each Content: ChartContent>(
    _ content: repeat each Content
  ) -> TupleChartContent<repeat each Content> {
    TupleChartContent((repeat each content))
  }

  /// An `if` without `else`.
  public static func buildIf<Content: ChartContent>(_ content: consuming Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
    first: TrueContent
  ) -> _ConditionalChartContent<TrueContent, FalseContent> {
    _ConditionalChartContent(storage: .first(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
    second: FalseContent
  ) -> _ConditionalChartContent<TrueContent, FalseContent> {
    _ConditionalChartContent(storage: .second(second))
  }

  /// Content behind an availability check.
  @MainActor public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content)
    -> AnyChartContent
  {
    AnyChartContent(content)
  }
}

extension ForEach: ChartContent where Content: ChartContent {
  public typealias Body = Never

  // Inlinable, with the chart initializers that call it: specialized in the chart's
  // module for its data and marks, the loop looks up no generic metadata per element.
  @MainActor @inlinable
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    // At least a mark an element: room for them at once rather than growing by copies.
    marks.reserveCapacity(marks.count + content.data.count)
    for element in content.data {
      Content._collectMarks(content.content(element), into: &marks)
    }
  }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
  /// Marks per identifiable element.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(elements: data, content: content)
  }
}

extension ForEach where Content: ChartContent {
  /// Marks per element, identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(elements: data, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
  /// Marks per integer in a range.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(elements: data, content: content)
  }
}
