import GlimpseActivityKit
import GlimpseUI

/// The made-up update push token of an activity served by `glimpse serve`: 32 bytes in
/// hexadecimal, as a device's, derived from the activity's name (SHA-256 of
/// `glimpse update token ` and the name), so that it is the same on every run and every
/// machine and a sender can be configured once.
public enum UpdateToken {
  /// The token of the activity named `name`: 64 lowercase hexadecimal digits.
  public static func of(activity name: String) -> String {
    digest("glimpse update token " + name)
  }

  /// The push-to-start token of the activities of the preview named `name`: a push to it
  /// that starts an activity starts a new one (`delivery#2`), with a token of its own.
  public static func pushToStart(_ name: String) -> String {
    digest("glimpse push-to-start token " + name)
  }

  /// SHA-256 of `text`, in hexadecimal: as the tokens app code is given
  /// (`ActivityPushTokens`), from the one digest.
  static func digest(_ text: String) -> String {
    ActivityPushTokens.hex(ActivityPushTokens.sha256(text))
  }
}
