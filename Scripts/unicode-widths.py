#!/usr/bin/env python3
"""Generates Sources/FlowRender/UnicodeWidthTables.swift from the Unicode Character Database.

The tables say how many terminal columns a code point takes, by the rules of the `wcwidth`
package (https://github.com/jquast/wcwidth), which most terminal emulators and tools agree with:

- zero columns: general categories Mn, Me, Mc, Cf, Zl, Zp, NUL, Hangul jungseong and jongseong
  jamo (U+1160..U+11FF, U+D7B0..U+D7FF) and Default_Ignorable_Code_Point, except U+115F HANGUL
  CHOSEONG FILLER, U+00AD SOFT HYPHEN, Prepended_Concatenation_Mark and the Fitzpatrick
  modifiers;
- two columns: East Asian Width W and F, less the zero-width ones above, plus the fullwidth and
  emoji-modifier Sk characters and the regional indicators;
- narrow characters that an emoji variation selector (U+FE0F) makes wide;
- for clusters: spacing combining marks (Mc), Indic viramas and consonants (conjuncts),
  Extended_Pictographic (emoji joined by ZWJ).

Unicode version: general categories and East Asian widths of Unicode 17.0.0, the version of
`wcwidth`'s current release (0.7.0), through `unicodedata2` 17.0.0, which compiles in
UnicodeData.txt and EastAsianWidth.txt; the property and emoji files of Unicode 15.0.0, as
Debian's `unicode-data` package ships them (their code points did not change for any character
assigned in 15.0). To run it again:

    apt-get install unicode-data          # the files land in /usr/share/unicode
    pip install unicodedata2==17.0.0
    python3 Scripts/unicode-widths.py [UCD_DIR] > Sources/FlowRender/UnicodeWidthTables.swift
    swift format -i Sources/FlowRender/UnicodeWidthTables.swift

With `--fixture` (and `pip install wcwidth==0.7.0`), it writes the widths `wcwidth` gives every
assigned code point and the clusters of a corpus, which TextWidthTests compares with TextWidth:

    python3 Scripts/unicode-widths.py --fixture > Tests/FlowRenderTests/wcwidth-widths.txt

With `--check` (and `pip install wcwidth`), it compares the tables with the installed `wcwidth`
on every code point assigned in this Unicode version and prints where they differ.
The result does not depend on the locale: only the files are read.
"""
import os
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
UCD = args[0] if args else "/usr/share/unicode"


def read(name):
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [p.strip() for p in data.split(";")]
            span = fields[0]
            if ".." in span:
                lo, hi = span.split("..")
                points = range(int(lo, 16), int(hi, 16) + 1)
            else:
                points = [int(span.split()[0], 16)] if " " in span else [int(span, 16)]
            yield fields, points, span


def version():
    if UNICODE:
        return f"{UNICODE} (categories and widths), {files_version()} (properties and emoji)"
    return files_version()


def files_version():
    with open(os.path.join(UCD, "DerivedAge.txt"), encoding="utf-8") as f:
        first = f.readline()  # "# DerivedAge-15.0.0.txt"
    return first.strip("# \n").removeprefix("DerivedAge-").removesuffix(".txt")


# General category and East Asian width: from UnicodeData.txt and EastAsianWidth.txt of the
# newest Unicode, which `unicodedata2` (PyPI) compiles in; the files of UCD_DIR if it is missing.
try:
    import unicodedata2

    UNICODE = unicodedata2.unidata_version
    category = {p: unicodedata2.category(chr(p)) for p in range(0x110000)}
    east_asian = {p: unicodedata2.east_asian_width(chr(p)) for p in range(0x110000)}
except ImportError:
    UNICODE = None
    category = {}
    for fields, points, _ in read("extracted/DerivedGeneralCategory.txt"):
        for p in points:
            category[p] = fields[1]
    east_asian = {}
    for fields, points, _ in read("EastAsianWidth.txt"):
        for p in points:
            east_asian[p] = fields[1]


def with_property(name, prop):
    return {p for fields, points, _ in read(name) if fields[1] == prop for p in points}


ignorable = with_property("DerivedCoreProperties.txt", "Default_Ignorable_Code_Point")
prepended = with_property("PropList.txt", "Prepended_Concatenation_Mark")
pictographic = with_property("emoji/emoji-data.txt", "Extended_Pictographic")
virama = with_property("IndicSyllabicCategory.txt", "Virama")
consonant = with_property("IndicSyllabicCategory.txt", "Consonant")
jamo = set(range(0x1160, 0x1200)) | set(range(0xD7B0, 0xD800))
fitzpatrick = set(range(0x1F3FB, 0x1F400))
regional = set(range(0x1F1E6, 0x1F200))
ZERO_CATEGORIES = {"Mn", "Me", "Mc", "Cf", "Zl", "Zp"}

zero = {p for p, c in category.items() if c in ZERO_CATEGORIES}
zero |= {0} | jamo | ignorable
zero -= {0x115F, 0x00AD} | prepended | fitzpatrick

wide = {p for p, w in east_asian.items() if w in ("W", "F")}
wide -= {p for p, c in category.items() if c in ZERO_CATEGORIES}
wide -= jamo | (ignorable - {0x115F})
# Sk: the emoji modifiers and the fullwidth accents are wide; the rest are narrow.
wide |= {p for p, c in category.items() if c == "Sk" and east_asian.get(p) in ("W", "F")}
wide |= regional

vs16 = set()
for fields, points, span in read("emoji/emoji-variation-sequences.txt"):
    base, selector = span.split()
    if selector == "FE0F":
        vs16.add(int(base, 16))
vs16 -= wide

spacing_marks = {p for p, c in category.items() if c == "Mc"}


def ranges(points):
    out = []
    for p in sorted(points):
        if out and out[-1][1] == p - 1:
            out[-1][1] = p
        else:
            out.append([p, p])
    return out


def check():
    import wcwidth

    assigned = [p for p, c in category.items() if c != "Cn" and c != "Cs"]
    differ = []
    for p in sorted(assigned):
        if p < 0x20 or 0x7F <= p < 0xA0:
            continue  # control characters: flowsim never measures them
        ours = 0 if p in zero else 2 if p in wide else 1
        theirs = wcwidth.wcwidth(chr(p))
        if ours != theirs:
            differ.append((p, ours, theirs))
    for p, ours, theirs in differ:
        print(f"U+{p:04X} ours {ours} wcwidth {theirs} ({category[p]})")
    print(f"{len(assigned)} assigned code points, {len(differ)} differ from wcwidth "
          f"{wcwidth.__version__} (Unicode {wcwidth.list_versions()[-1]})")


def table(name, points, doc):
    flat = [v for lo, hi in ranges(points) for v in (lo, hi)]
    body = ",\n".join(
        "    " + ", ".join(f"0x{v:X}" for v in flat[i:i + 8]) for i in range(0, len(flat), 8))
    return f"  /// {doc}\n  static let {name}: [UInt32] = [\n{body},\n  ]\n"


# Texts people type: the clusters the fixture checks, besides every emoji sequence of the files.
CORPUS = [
    "中文输入", "ｆｕｌｌｗｉｄｔｈ", "ﾊﾝｶｸﾞｶﾀｶﾅﾞﾟ", "ﾞﾟ", "한국어", "\u1100\u1161\u11A8",
    "\u3164", "\u115F\u1160", "🇨🇳", "🇺🇸🇯🇵", "🇦", "🖥", "🖥️", "🛠", "🛠️", "❤", "❤️",
    "👍🏽", "🏽", "👩‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "1️⃣", "#️⃣", "☰☷", "🟰", "㉈", "⌚", "⌚️",
    "नमस्ते", "क्षत्रिय", "हिन्दी", "ম্যাচ", "தமிழ்", "ಕನ್ನಡ", "น้ำ", "ภาษาไทย", "ສະບາຍດີ",
    "e\u0301", "a\u20DD", "a\u0332\u0332", "a\u200Db", "a\u200B", "\u2028", "\u00AD",
    "\u0600\u0661", "Ω≈ç√∫", "🤌🏿", "🧑🏻‍🤝‍🧑🏿", "🫠", "🪿", "🐦‍🔥", "\u2764\uFE0E",
    "©", "©️", "™", "Ⓜ️", "ℹ", "ℹ️", "↔️", "▶️", "☺️", "♀️", "🗨️", "\U0001F3F4\U000E0067"
    "\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F",
]


def fixture():
    import wcwidth

    lines = [
        "# Column widths by wcwidth " + wcwidth.__version__ + " (Unicode "
        + wcwidth.list_versions()[-1] + "), written by Scripts/unicode-widths.py --fixture.",
        "# `LO..HI W`: every assigned code point from LO to HI takes W columns on its own.",
        "# `= HEX... W`: the grapheme cluster of these scalars takes W columns.",
    ]
    runs = []
    for p in range(0x110000):
        if category.get(p, "Cn") in ("Cn", "Cs") or p < 0x20 or 0x7F <= p < 0xA0:
            continue
        w = wcwidth.wcwidth(chr(p))
        if runs and runs[-1][1] == p - 1 and runs[-1][2] == w:
            runs[-1][1] = p
        else:
            runs.append([p, p, w])
    lines += [f"{lo:04X}..{hi:04X} {w}" for lo, hi, w in runs]
    texts = list(CORPUS)
    for name in ("emoji/emoji-sequences.txt", "emoji/emoji-zwj-sequences.txt",
                 "emoji/emoji-variation-sequences.txt"):
        for fields, _, span in read(name):
            if ".." not in span:
                texts.append("".join(chr(int(h, 16)) for h in span.split()))
    seen = set()
    for text in texts:
        for cluster in wcwidth.iter_graphemes(text):
            if cluster in seen:
                continue
            seen.add(cluster)
            hexes = " ".join(f"{ord(c):04X}" for c in cluster)
            lines.append(f"= {hexes} {wcwidth.wcswidth(cluster)}")
    print("\n".join(lines))


if "--check" in sys.argv:
    check()
    sys.exit(0)
if "--fixture" in sys.argv:
    fixture()
    sys.exit(0)

print(f"""// Generated by Scripts/unicode-widths.py from the Unicode Character Database:
// {version()}.
// Do not edit: run the script again (its header says how).

/// Column-width tables: each is a sorted list of inclusive ranges, as pairs of bounds.
enum UnicodeWidthTables {{
  /// The Unicode version the tables come from.
  static let unicodeVersion = "{version()}"
""")
print(table("zero", zero, "Code points that take no column."))
print(table("wide", wide, "Code points that take two columns."))
print(table("emojiVariation", vs16, "Narrow code points that U+FE0F makes two columns wide."))
print(table("spacingMarks", spacing_marks, "Spacing combining marks (Mc): a column after a base."))
print(table("viramas", virama, "Indic viramas: a consonant after one joins the conjunct."))
print(table("consonants", consonant, "Indic consonants."))
print(table("pictographic", pictographic | regional,
            "Extended_Pictographic and regional indicators: a ZWJ after one joins the next."))
print("}")
