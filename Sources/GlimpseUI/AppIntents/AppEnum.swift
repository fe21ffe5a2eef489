/// A fixed set of values intents can take, each shown by its display representation:
/// `enum Direction: String, AppEnum { ... }`.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where Self.RawValue: LosslessStringConvertible {}
