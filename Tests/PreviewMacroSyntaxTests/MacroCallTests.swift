import PreviewMacroSyntax
import Testing

/// The texts of `call`'s arguments, then its trailing closures.
private func parts(_ call: MacroCall) -> [String] {
  call.arguments.map(\.text) + call.trailingClosures.map(\.text)
}

@Suite struct MacroCallTests {
  @Test func aPlainViewPreviewHasOneClosureAndNoParentheses() throws {
    let call = try MacroCall(parsing: #"#Preview { Text("Hello") }"#)
    #expect(call.name == "Preview")
    #expect(!call.hasParentheses)
    #expect(call.arguments.isEmpty)
    #expect(parts(call) == [#"{ Text("Hello") }"#])
    #expect(call.argumentClause == #" { Text("Hello") }"#)
  }

  @Test func aLiveActivityPreviewSplitsIntoLabelledArgumentsAndClosures() throws {
    let call = try MacroCall(
      parsing: """
        #Preview("Notification", as: .dynamicIsland(.compact), using: Attributes.preview) {
          DeliveryWidget()
        } contentStates: {
          Attributes.ContentState.preparing
          Attributes.ContentState.onTheWay
        }
        """)
    #expect(call.arguments.map(\.label) == [nil, "as", "using"])
    #expect(
      call.arguments.map(\.value) == [
        #""Notification""#, ".dynamicIsland(.compact)", "Attributes.preview",
      ])
    #expect(call.trailingClosures.map(\.label) == [nil, "contentStates"])
    #expect(call.trailingClosures[0].value == "{\n  DeliveryWidget()\n}")
    #expect(call.trailingClosures[1].text.hasPrefix("contentStates: {"))
    #expect(call.trailingClosures[1].text.hasSuffix("onTheWay\n}"))
  }

  @Test func attributesBeforeTheHashAreSkippedAndTheirLinesCounted() throws {
    let call = try MacroCall(
      parsing: """
        // Lock Screen
        @available(iOS 17.0, iOSApplicationExtension 17.0, *)
        @MainActor
        #Preview("Simple", as: .content, using: Attributes.preview) {
          LiveActivity()
        }
        """)
    #expect(call.name == "Preview")
    #expect(call.leadingLineBreaks == 3)
    #expect(call.arguments.map(\.value) == [#""Simple""#, ".content", "Attributes.preview"])
    #expect(throws: MacroSyntaxError.self) { try MacroCall(parsing: "@ #Preview { }") }
  }

  @Test func closuresWithNestedBracesStayWhole() throws {
    let call = try MacroCall(
      parsing: """
        #Preview("A", as: .content, using: a) { W() } contentStates: {
          if flag { S(x: [1, 2].map { $0 * 2 }) } else { S(x: [3]) }
          for i in 0..<3 { S(x: [i]) }
        }
        """)
    #expect(call.trailingClosures.count == 2)
    #expect(call.trailingClosures[1].value.hasSuffix("for i in 0..<3 { S(x: [i]) }\n}"))
  }

  @Test func bracesAndQuotesInStringsAreText() throws {
    let call = try MacroCall(parsing: #"#Preview("Brace } and \" quote { (") { Text("}{)") }"#)
    #expect(parts(call) == [#""Brace } and \" quote { (""#, #"{ Text("}{)") }"#])
  }

  @Test func aSlashSlashInAStringIsNoComment() throws {
    let call = try MacroCall(parsing: #"#Preview("https://example.com") { Link() }"#)
    #expect(parts(call) == [#""https://example.com""#, "{ Link() }"])
  }

  @Test func interpolationsHoldCodeWithStringsOfTheirOwn() throws {
    let call = try MacroCall(
      parsing: #"#Preview("a \(f("}", [")"]) + "\(g { "{" })") b") { Text("x") }"#)
    #expect(call.arguments.count == 1)
    #expect(call.arguments[0].text == #""a \(f("}", [")"]) + "\(g { "{" })") b""#)
    #expect(call.trailingClosures.count == 1)
  }

  @Test func multiLineStringsMayHoldQuotesBracesAndLineBreaks() throws {
    let source = "#Preview(\"\"\"\n  one \"quoted\" { word }\n  \"\" two\n  \"\"\") {\n  V()\n}"
    let call = try MacroCall(parsing: source)
    #expect(call.arguments.count == 1)
    #expect(call.arguments[0].text.hasSuffix("\"\" two\n  \"\"\""))
    #expect(call.trailingClosures.map(\.value) == ["{\n  V()\n}"])
  }

  @Test func rawStringsEndOnlyAtTheirOwnDelimiter() throws {
    let call = try MacroCall(
      parsing: ##"#Preview(#"raw "quote" } and \n"#) { Text(#"a\"b"#); Text(#""""#) }"##)
    #expect(
      parts(call) == [##"#"raw "quote" } and \n"#"##, ##"{ Text(#"a\"b"#); Text(#""""#) }"##])
  }

  @Test func rawStringsWithTwoHashesAndInterpolation() throws {
    let call = try MacroCall(
      parsing: ###"#Preview(##"a"#b"## + "\(x)") { Text(##"\##(y) }"##) }"###)
    #expect(call.arguments.map(\.text) == [###"##"a"#b"## + "\(x)""###])
    #expect(call.trailingClosures.map(\.text) == [###"{ Text(##"\##(y) }"##) }"###])
  }

  @Test func commentsMayHoldBracesAndQuotes() throws {
    let call = try MacroCall(
      parsing: """
        #Preview("A" /* ) , " */, as: .content, using: a) {
          // } " (
          W() /* nested /* { */ } */
        } contentStates: { s }
        """)
    #expect(call.arguments.map(\.text) == [#""A""#, "as: .content", "using: a"])
    #expect(call.trailingClosures.count == 2)
  }

  @Test func leadingCommentsAndBlankLinesAreCountedNotParsed() throws {
    let call = try MacroCall(
      parsing: """


        // #Preview("not this one") {
        /* a block
           /* nested */ over lines */
        #Preview("B") { V() }
        """)
    #expect(call.leadingLineBreaks == 5)
    #expect(call.arguments.map(\.value) == [#""B""#])
  }

  @Test func aLabelledClosureMayStartOnItsOwnLine() throws {
    let call = try MacroCall(
      parsing: """
        #Preview("C", as: .content, using: a) {
          W()
        }
        contentStates: {
          s
        }
        """)
    #expect(call.trailingClosures.map(\.label) == [nil, "contentStates"])
  }

  @Test func aCommentAfterTheLastClosureIsTrivia() throws {
    let call = try MacroCall(parsing: "#Preview { V() } // the main one")
    #expect(call.argumentClause == " { V() }")
  }

  @Test func onlyALabelFollowedByAColonIsALabel() throws {
    let call = try MacroCall(
      parsing: "#Preview(flag ? \"a\" : \"b\", `as`: x, traits: .sizeThatFitsLayout) { V() }")
    #expect(call.arguments.map(\.label) == [nil, "`as`", "traits"])
    #expect(call.arguments[0].value == #"flag ? "a" : "b""#)
  }

  @Test func theClauseRebuildsTheCall() throws {
    let call = try MacroCall(
      parsing:
        "#Preview(\n  \"D\", // the name\n  as: .content,\n  using: a\n) { W() } contentStates: { s }"
    )
    #expect(call.argumentClause == #"("D", as: .content, using: a) { W() } contentStates: { s }"#)
  }

  @Test func unbalancedOrUnclosedTextIsAnErrorWithItsPlace() {
    #expect(throws: MacroSyntaxError("'(' is never closed", at: 12)) {
      try MacroCall(parsing: "#Preview { V(")
    }
    #expect(throws: MacroSyntaxError("'{' is never closed", at: 9)) {
      try MacroCall(parsing: "#Preview { V()")
    }
    #expect(throws: MacroSyntaxError("the string literal is not closed on its line", at: 9)) {
      try MacroCall(parsing: "#Preview(\"open\n) { }")
    }
    #expect(throws: MacroSyntaxError("'(' is closed by '}'", at: 13)) {
      try MacroCall(parsing: "#Preview { V(}")
    }
    #expect(throws: MacroSyntaxError("the comment is never closed", at: 9)) {
      try MacroCall(parsing: "#Preview /* { }")
    }
  }

  @Test func textAfterTheClosuresIsAnError() {
    #expect(
      throws: MacroSyntaxError("unexpected text after the macro's arguments and closures", at: 17)
    ) {
      try MacroCall(parsing: "#Preview { V() } + 1")
    }
  }

  @Test func aMissingArgumentIsAnError() {
    #expect(throws: MacroSyntaxError("expected an argument after ','", at: 14)) {
      try MacroCall(parsing: #"#Preview("A", ) { }"#)
    }
  }
}
