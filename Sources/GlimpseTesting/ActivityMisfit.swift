import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// Something that did not fit in one render: where (presentation, device, state, locale,
/// text size) and what, as `glimpse density` records it.
public struct ActivityMisfit: Sendable, Equatable, CustomStringConvertible {
  /// The three kinds `glimpse density --fail-on` names (``MisfitKind``).
  public typealias Kind = MisfitKind

  /// The presentation.
  public let presentation: Presentation
  /// The device's name (`iphone-16-pro`).
  public let device: String
  /// The content state, from 1.
  public let state: Int
  /// The locale identifier.
  public let locale: String
  /// The Dynamic Type size.
  public let dynamicType: DynamicTypeSize
  /// What kind of misfit.
  public let kind: Kind
  /// The layout diagnostic's line: `truncated text · HStack > Text · "Marco" shows "Ma…" ·
  /// 9.8 pt over at 11 pt`.
  public let detail: String

  /// `compact-leading · iphone-16-pro · state 2 · de_DE · accessibility3 · truncation ·
  /// truncated text · ...`.
  public var description: String {
    [
      presentation.rawValue, device, "state \(state)", locale, "\(dynamicType)", kind.rawValue,
      detail,
    ].joined(separator: " · ")
  }

  /// The misfits of a set of renders.
  static func misfits(in renders: [ActivityRender]) -> [ActivityMisfit] {
    renders.flatMap { render in
      render.diagnostics.map {
        ActivityMisfit(
          presentation: render.presentation, device: render.device.name, state: render.state,
          locale: render.locale, dynamicType: render.dynamicType, kind: Kind($0.kind),
          detail: $0.summary)
      }
    }
  }
}
