import Foundation

extension CGFloat {
  /// `number` as a `CGFloat`, losing precision if it must: what Foundation declares on
  /// Apple's platforms and not on Linux (`CGFloat(truncating: ratio as NSNumber)`).
  /// - Glimpse: works
  public init(truncating number: NSNumber) {
    self.init(number.doubleValue)
  }

  /// `number` as a `CGFloat`, or nil when it is not exactly one.
  /// - Glimpse: works
  public init?(exactly number: NSNumber) {
    guard let value = Double(exactly: number) else { return nil }
    self.init(value)
  }
}
