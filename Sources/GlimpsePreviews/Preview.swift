import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseUI
import GlimpseWidgetKit

/// The type `#Preview` previews are made of in Apple's DeveloperToolsSupport; here it only
/// names the traits a view preview may list (`#Preview(traits: .sizeThatFitsLayout)`).
///
/// - Glimpse: works
@MainActor
public struct Preview {
  /// The traits of a view preview.
  public enum ViewTraits {}
}

/// A setting of a preview, such as its layout or orientation. Glimpse accepts them and
/// draws a view preview at the Lock Screen card's width whatever they say.
///
/// - Glimpse: accepted
public struct PreviewTrait<T> {}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's layout.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait() }
  /// The view's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
  /// A fixed size in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait()
  }
  /// Portrait orientation.
  public static var portrait: PreviewTrait<T> { PreviewTrait() }
  /// Portrait, upside down.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait() }
  /// Landscape, home button or edge on the left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
  /// Landscape, home button or edge on the right.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait() }
}
