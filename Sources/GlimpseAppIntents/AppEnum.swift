import Foundation
import GlimpseLocalization

/// A fixed set of values intents can take, each shown by its display representation:
/// `enum Direction: String, AppEnum { ... }`.
///
/// - Glimpse: works
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where Self.RawValue: LosslessStringConvertible {}
