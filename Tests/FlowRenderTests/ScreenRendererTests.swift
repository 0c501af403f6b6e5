import FlowKit
import FlowRender
import Foundation
import TestSupport
import Testing

@Suite("Screens as text", .timeLimit(.minutes(5)), .watchdog)
struct ScreenRendererTests {
  static func display(title: String, elements: [Element], toast: String? = nil, hud: Bool = false)
    -> Display
  {
    Display(
      title: title, canGoBack: true, elements: elements, hud: hud, toast: toast, alert: nil,
      stacks: [[title]])
  }

  static let chinese: [Element] = [
    Element(.textField(text: "", placeholder: "用户名"), id: "name"),
    Element(.secureField(text: "00000000", placeholder: "密码"), id: "password"),
    Element(.button(title: "登录"), id: "login", isEnabled: false),
    Element(.label("name：lee  height:190cm 点击长高一公分，跳转到用户详情，欢迎欢迎"), id: "info"),
  ]

  @Test(
    "the box never breaks, wide characters included, at any width",
    arguments: [24, 25, 31, 40, 41, 60, 99, 200])
  func boxHoldsAtEveryWidth(width: Int) {
    let text = ScreenRenderer(width: width).render(
      Self.display(title: "很长很长的中文标题很长很长的中文标题", elements: Self.chinese, toast: "登录成功", hud: true))
    let lines = text.split(separator: "\n")
    #expect(lines.count > 6)
    for line in lines {
      #expect(TextWidth.of(line) == width, "\(line)")
      #expect(line.first == "+" || line.first == "|")
      #expect(line.last == "+" || line.last == "|")
    }
  }

  @Test("rows straight under a list, as a hand-built list has them, come before its footer")
  @MainActor
  func rowsWithoutSection() {
    let rows = (0..<3).map {
      Element(.row(.init(text: "order \($0)", indexPath: IndexPath(row: $0))))
    }
    let list = Element(
      .list(rowCounts: [3], rowAt: nil), id: "orders",
      children: [Element(.header("Refreshing…"))] + rows + [Element(.footer("Loading more…"))])
    let lines = ScreenRenderer(width: 40).render(Self.display(title: "Orders", elements: [list]))
      .split(separator: "\n").filter { $0.hasPrefix("| ") }
      .map { $0.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces) }
    #expect(
      Array(lines.drop { $0 != "#orders" }) == [
        "#orders", "-- Refreshing… --", "[0] order 0", "[1] order 1", "[2] order 2",
        "-- Loading more… --",
      ], "\(lines)")
  }

  @Test("with no app open, the screen says so between two borders, and the tree shows nothing")
  func noApp() {
    #expect(
      ScreenRenderer(width: 60).render(.empty) == """
        +----------------------------------------------------------+
        | (no app is open: try 'open APP'; 'apps' lists them)      |
        +----------------------------------------------------------+
        """)
    #expect(TreeRenderer.render(.empty) == "(no app is open)")
  }

  @Test("a row on its own, outside any list, is numbered by its row alone")
  @MainActor
  func rowOnItsOwn() {
    let row = Element(.row(.init(text: "order 2", indexPath: IndexPath(row: 2, section: 1))))
    let text = ScreenRenderer(width: 40).render(Self.display(title: "Orders", elements: [row]))
    #expect(text.contains("| [2] order 2 "), "\(text)")
  }

  @Test("a section's footer follows its rows, and an empty one draws nothing; rows are [S:R]")
  @MainActor
  func sectionFooters() {
    func section(_ number: Int, _ title: String, footer: String?) -> Element {
      Element(
        .section(title: title, footer: footer),
        children: (0..<2).map {
          Element(.row(.init(text: "item \($0)", indexPath: IndexPath(row: $0, section: number))))
        })
    }
    let list = Element(
      .list(rowCounts: [2, 2], rowAt: nil), id: "cart",
      children: [section(0, "Fruit", footer: "2 kinds"), section(1, "Bread", footer: "")])
    func lines(_ elements: [Element]) -> [String] {
      ScreenRenderer(width: 40).render(Self.display(title: "Cart", elements: elements))
        .split(separator: "\n").filter { $0.hasPrefix("| ") }
        .map { $0.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces) }
    }
    #expect(
      Array(lines([list]).drop { $0 != "#cart" }) == [
        "#cart", "-- Fruit --", "[0:0] item 0", "[0:1] item 1", "-- 2 kinds --", "-- Bread --",
        "[1:0] item 0", "[1:1] item 1",
      ], "\(lines([list]))")
    // A section drawn by itself, outside a list, still numbers its rows by section.
    #expect(lines([section(1, "Bread", footer: nil)]).contains("[1:0] item 0"))
  }

  @Test("long lines break after a space when there is one, else mid-word, never past the width")
  func wrapping() {
    #expect(TextWidth.wrap("alpha beta gamma", width: 11) == ["alpha beta", "gamma"])
    #expect(TextWidth.wrap("alpha beta gamma", width: 10) == ["alpha beta", "gamma"])
    #expect(TextWidth.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWidth.wrap("  indented words", width: 9) == ["  indente", "d words"])
    #expect(TextWidth.wrap("待取餐  待送达", width: 8) == ["待取餐", "待送达"])
    // A no-break space holds words together while they fit a line, and breaks when they do not.
    let nb = TextWidth.noBreakSpace
    #expect(TextWidth.wrap("ab [\(nb)cd\(nb)]", width: 7) == ["ab", "[\(nb)cd\(nb)]"])
    #expect(TextWidth.wrap("ab cd\(nb)(x)", width: 6) == ["ab", "cd\(nb)(x)"])
    #expect(TextWidth.wrap("abcd\(nb)(xy)", width: 5) == ["abcd", "(xy)"])
    #expect(TextWidth.wrap("abc\(nb)(x)\(nb)(y)", width: 7) == ["abc\(nb)(x)", "(y)"])
    for width in 3...30 {
      let lines = TextWidth.wrap(
        "GitBook allows you to organize your book into chapters, 每章 一个文件", width: width)
      for line in lines { #expect(TextWidth.of(line) <= width, "\(width): \(line)") }
      #expect(
        lines.joined().filter { $0 != " " }
          == "GitBookallowsyoutoorganizeyourbookintochapters,每章一个文件")
    }
  }

  @Test("a control that wraps keeps its brackets and its state with its words, its lines indented")
  @MainActor
  func controlsWrapWhole() {
    let elements = [
      Element(.button(title: "Show tableview Controller"), id: "table"),
      Element(.button(title: "登录"), id: "login", isEnabled: false),
      Element(.toggle(title: "Remember me on this device", isOn: false), id: "keep"),
      Element(.textField(text: "", placeholder: "a long placeholder"), id: "n", isEnabled: false),
      Element(
        .list(rowCounts: [1], rowAt: nil), id: "w",
        children: [
          Element(
            .row(.init(text: "1001", detail: "已取消", indexPath: IndexPath(row: 0))),
            isEnabled: false)
        ]),
    ]
    let lines = ScreenRenderer(width: 30).render(Self.display(title: "T", elements: elements))
      .split(separator: "\n").filter { $0.hasPrefix("| ") }
      .map { String($0.dropFirst(2).dropLast(2)).replacing(/\ +$/, with: "") }
    #expect(
      Array(lines.dropFirst()) == [
        "#table: [ Show tableview",
        "  Controller ]",
        "#login:",
        "  [ 登录 ] (disabled)",
        "#keep: [ ] Remember me on",
        "  this device",
        "#n: (a long",
        "  placeholder) (disabled)",
        "#w",
        "  [0] 1001 ·",
        "    已取消 (disabled)",
      ], "\(lines)")
  }

  @Test("a control too wide for a line of its own breaks after its opening bracket first")
  func wideControlBreaksAfterBracket() {
    let login = Element(.button(title: "登录"), id: "login", isEnabled: false)
    let lines = ScreenRenderer(width: 24).render(Self.display(title: "T", elements: [login]))
      .split(separator: "\n").filter { $0.hasPrefix("| ") }
      .map { String($0.dropFirst(2).dropLast(2)).replacing(/\ +$/, with: "") }
    #expect(Array(lines.dropFirst()) == ["#login: [", "  登录 ] (disabled)"], "\(lines)")
    // Where it fits a line of its own, the bracket stays with the words.
    let wider = ScreenRenderer(width: 30).render(Self.display(title: "T", elements: [login]))
    #expect(wider.contains("|   [ 登录 ] (disabled)"), "\(wider)")
  }

  @Test("an alert's action that wraps keeps its brackets, its style and its state together")
  func alertActionsWrapWhole() {
    var display = Self.display(title: "T", elements: [])
    display.alert = Alert(
      title: "Delete?",
      actions: [Alert.Action("Delete everything", style: .destructive, id: "go", isEnabled: false)])
    let lines = ScreenRenderer(width: 30).render(display).split(separator: "\n")
      .map { String($0.dropFirst(2).dropLast(2)).replacing(/\ +$/, with: "") }
    #expect(
      lines.suffix(6).dropLast() == [
        "alert: Delete?", "  #go  [ Delete", "    everything ]", "    (destructive)",
        "    (disabled)",
      ],
      "\(lines)")
  }

  @Test("ids, disabled and masked states and placeholders are visible")
  func statesAreVisible() {
    let text = ScreenRenderer(width: 40).render(Self.display(title: "登录", elements: Self.chinese))
    #expect(text.contains("#name: (用户名)"))
    #expect(text.contains("#password: [********]"))
    #expect(!text.contains("00000000"))
    #expect(text.contains("#login: [ 登录 ] (disabled)"))
    #expect(text.contains("< back"))
  }

  @Test("East Asian wide characters take two columns; marks take none")
  func widths() {
    #expect(TextWidth.of("登录") == 4)
    #expect(TextWidth.of("abc") == 3)
    #expect(TextWidth.of("：") == 2)
    #expect(TextWidth.of("e\u{301}") == 1)
    #expect(TextWidth.of("한국") == 4)
  }

  @Test("control characters cannot break a line")
  func controlCharacters() {
    let text = ScreenRenderer(width: 30).render(
      Self.display(title: "t", elements: [Element(.label("a\tb\u{1B}[31mc\nd"))]))
    for line in text.split(separator: "\n") { #expect(TextWidth.of(line) == 30) }
    #expect(!text.contains("\u{1B}"))
  }

  @Test("widths outside 24...200 are clamped")
  func clamping() {
    #expect(ScreenRenderer(width: 3).width == 24)
    #expect(ScreenRenderer(width: 1000).width == 200)
  }

  @Test("the tree lists kind, id, label and state, one element a line")
  func tree() {
    let text = TreeRenderer.render(Self.display(title: "登录", elements: Self.chinese))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "screen \"登录\"")
    #expect(lines[1] == "  textField #name value=\"\" placeholder=\"用户名\"")
    #expect(lines[2] == "  secureField #password value=\"********\" placeholder=\"密码\"")
    #expect(lines[3] == "  button #login \"登录\" disabled")
  }

  @Test("the tree shows an alert over the screen, with its buttons under it")
  func treeAlert() {
    var display = Self.display(title: "Cart", elements: [])
    display.alert = Alert(
      title: "Remove?", message: "",
      actions: [Alert.Action("Remove", style: .destructive), Alert.Action("Keep")])
    let lines = TreeRenderer.render(display).split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(lines)")
    #expect(lines.dropFirst().first == "  alert \"Remove?\"")
    #expect(lines.last?.hasPrefix("    button") == true)
  }
}
