import Foundation
import GlimpseLocalization

// The parameter initialisers, one set per value type, as AppIntents declares them (iOS 16;
// the forms without a title are iOS 18's, and a date's `default:` is iOS 18's). The
// resolver forms are not provided. Every form keeps the title and the default; the rest
// (dialogs, control styles, ranges, input options, supported values, option providers and
// queries) is accepted and has no effect in a preview.

extension IntentParameter where Value.ValueType == String {
  /// A parameter titled `title` holding a string.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding a string (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding a string whose options a provider lists.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  )
  where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
    self.init(title: title, defaultValue: nil)
  }

}

extension IntentParameter where Value.ValueType == Int {
  /// A parameter titled `title` holding an integer.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding an integer (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding an integer whose options a provider lists.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
    self.init(title: title, defaultValue: nil)
  }

}

extension IntentParameter where Value.ValueType == Double {
  /// A parameter titled `title` holding a number.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding a number (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding a number whose options a provider lists.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  )
  where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Double {
    self.init(title: title, defaultValue: nil)
  }

}

extension IntentParameter where Value.ValueType == Bool {
  /// A parameter titled `title` holding a Boolean.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, displayName: Bool.IntentDisplayName? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding a Boolean (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    displayName: Bool.IntentDisplayName? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

}

extension IntentParameter where Value.ValueType == URL {
  /// A parameter titled `title` holding a URL.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding a URL (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding a URL whose options a provider lists.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == URL {
    self.init(title: title, defaultValue: nil)
  }

}

extension IntentParameter where Value.ValueType == Date {
  /// A parameter titled `title` holding a date.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    kind: IntentParameter<Value>.DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: nil)
  }

  /// A parameter titled `title` holding a date, with a default (iOS 18).
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType?, kind: IntentParameter<Value>.DateKind = .dateTime,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding a date (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    kind: IntentParameter<Value>.DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding a date whose options a provider lists.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    kind: IntentParameter<Value>.DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Date {
    self.init(title: title, defaultValue: nil)
  }
}

extension IntentParameter where Value.ValueType: AppEnum {
  /// A parameter titled `title` holding one of an enumeration's cases.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding one of an enumeration's cases (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding a case a provider lists.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: title, defaultValue: defaultValue)
  }
}

extension IntentParameter where Value.ValueType: AppEntity {
  /// A parameter titled `title` holding an entity.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding an entity (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding an entity a provider lists.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// A parameter titled `title` holding an entity `query` finds.
  public convenience init<Query>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: title, defaultValue: defaultValue)
  }
}

extension IntentParameter where Value.ValueType: AppEntity, Value.ValueType: AppEnum {
  /// A parameter titled `title` holding an entity that is also an enumeration (iOS 18).
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
  ) {
    self.init(title: title, defaultValue: defaultValue)
  }

  /// An untitled parameter holding an entity that is also an enumeration (iOS 18).
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
  ) {
    self.init(title: nil, defaultValue: defaultValue)
  }
}
