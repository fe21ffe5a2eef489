import Foundation
import GlimpseUI

extension Font {
  /// The font of a platform font: a `UIFont` (toll-free bridged to `CTFont`), drawn at
  /// its size and weight.
  public init(_ font: CTFont) {
    self.init(
      textStyle: font.textStyle.flatMap(Font.TextStyle.init(uiKit:)), size: font.pointSize,
      weight: Font.Weight(uiKit: font.weight))
    isItalic = font.isItalic
    isMonospaced = font.isMonospaced
    isMonospacedDigit = font.isMonospacedDigit
  }
}

extension Font.TextStyle {
  /// The SwiftUI text style of a UIKit one.
  init?(uiKit style: UIFont.TextStyle) {
    switch style {
    case .largeTitle: self = .largeTitle
    case .extraLargeTitle: self = .extraLargeTitle
    case .extraLargeTitle2: self = .extraLargeTitle2
    case .title1: self = .title
    case .title2: self = .title2
    case .title3: self = .title3
    case .headline: self = .headline
    case .subheadline: self = .subheadline
    case .body: self = .body
    case .callout: self = .callout
    case .footnote: self = .footnote
    case .caption1: self = .caption
    case .caption2: self = .caption2
    default: return nil
    }
  }
}

extension Font.Weight {
  /// The SwiftUI weight nearest a UIKit one.
  init(uiKit weight: UIFont.Weight) {
    switch weight.faceName {
    case "Ultralight": self = .ultraLight
    case "Thin": self = .thin
    case "Light": self = .light
    case "Medium": self = .medium
    case "Semibold": self = .semibold
    case "Bold": self = .bold
    case "Heavy": self = .heavy
    case "Black": self = .black
    default: self = .regular
    }
  }
}
