import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// The translucent backdrop of an accessory widget: WidgetKit's
/// `AccessoryWidgetBackground`, drawn as a faint fill of its frame.
///
/// - Glimpse: approximated: a faint fill of its frame
nonisolated public struct AccessoryWidgetBackground: View {
  /// A backdrop.
  public init() {}

  public var body: some View {
    ContainerRelativeShape().fill(.quaternary)
  }
}
