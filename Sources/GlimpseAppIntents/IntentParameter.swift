import Foundation
import GlimpseLocalization

/// An intent's parameter: AppIntents' `@Parameter`. Its initialisers depend on the value's
/// type (see `IntentParameter+Initializers.swift`), as AppIntents' do.
///
/// A parameter holds the value it was given, or its default; an optional parameter is nil
/// until set. A non-optional parameter without a value cannot be read: the interactive
/// preview checks for one before performing an intent and reports it instead.
///
/// - Glimpse: works
// @unchecked Sendable: as Apple declares it; its value is set while the intent is made and
// only read after.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
  /// The default value.
  public let defaultValue: Value.UnwrappedType?
  /// The parameter's title.
  public let title: LocalizedStringResource
  private let lock = NSLock()
  private var value: Value?

  init(title: LocalizedStringResource?, defaultValue: Value.UnwrappedType?) {
    self.title = title ?? ""
    self.defaultValue = defaultValue
    value = defaultValue.flatMap { $0 as? Value }
  }

  /// Not available: a parameter needs at least its type's initialiser.
  @available(*, unavailable)
  public init() {
    fatalError("unavailable")
  }

  /// Whether the value may be nil.
  public var isOptional: Bool { Value.self is any ExpressibleByNilLiteral.Type }

  /// The parameter itself, as `$name`.
  public var projectedValue: IntentParameter<Value> { self }

  /// The value. Reading a non-optional parameter that has none stops the program, as it
  /// does when a device runs an intent whose parameter has no value outside `perform()`.
  public var wrappedValue: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      if let value { return value }
      if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
        let none = optional.init(nilLiteral: ()) as? Value
      {
        return none
      }
      fatalError("the parameter '\(title)' of an intent was read before it had a value")
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      value = newValue
    }
  }

  /// Whether the parameter has a value (or is optional, and so always has one).
  var hasValue: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value != nil || isOptional
  }

  /// Asks the person for a value (a preview cannot ask: it throws).
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
    throw needsValueError(dialog)
  }

  /// Asks the person to choose one of `itemsToDisambiguate` (a preview cannot ask).
  public func requestDisambiguation(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) async throws -> Value.ValueType {
    throw needsDisambiguationError(among: itemsToDisambiguate, dialog: dialog)
  }

  /// Asks the person to confirm `itemToConfirm` (a preview cannot ask: it throws).
  public func requestConfirmation(
    for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil
  ) async throws -> Bool {
    throw AppIntentError(reason: "the parameter '\(title)' needs a confirmation")
  }

  /// The error that asks for a value.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
    AppIntentError(
      reason: "the parameter '\(title)' needs a value" + (dialog.map { ": \($0.text)" } ?? ""))
  }

  /// The error that asks to choose a value.
  public func needsDisambiguationError(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) -> AppIntentError {
    AppIntentError(reason: "the parameter '\(title)' needs one of \(itemsToDisambiguate.count)")
  }
}

extension IntentParameter {
  /// How an integer parameter is edited.
  public enum IntControlStyle: Hashable, Sendable {
    case stepper, field
  }

  /// How a number parameter is edited.
  public enum DoubleControlStyle: Hashable, Sendable {
    case stepper, field, slider
  }

  /// What a date parameter holds.
  public enum DateKind: Hashable, Sendable {
    case date, time, dateTime
  }

  /// The range a number parameter accepts.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)
  where Bound: Comparable
}

/// What the preview needs to know of an intent's parameters, whatever their types.
protocol IntentParameterState: AnyObject {
  var title: LocalizedStringResource { get }
  var hasValue: Bool { get }
}

extension IntentParameter: IntentParameterState {}

extension AppIntent {
  /// The titles of the intent's parameters that have no value and are not optional:
  /// `perform()` would stop the program reading them.
  package var parametersWithoutValues: [String] {
    Mirror(reflecting: self).children.compactMap { child in
      guard let parameter = child.value as? any IntentParameterState, !parameter.hasValue else {
        return nil
      }
      let title = parameter.title.defaultValue.string
      return title.isEmpty ? (child.label.map { String($0.dropFirst()) } ?? "?") : title
    }
  }
}
