#!/usr/bin/env python3
"""Mutation testing for this package: does the suite fail when a line of the code is wrong?

Each mutant is one small change to one line (a flipped comparison, a moved boundary, a dropped
call, two statements swapped, an early return). The script copies the tracked files into a
scratch folder, builds there once, and then for each mutant in turn writes it, builds, runs
`swift test`, and puts the line back. A mutant is killed when the suite fails (or crashes, or
runs past the timeout); it survives when the suite passes. A mutant that does not compile is
counted apart, as neither. The working tree is never written to.

    python3 Scripts/mutate.py Sources/FlowKit/Lists/ListViewModel.swift
    python3 Scripts/mutate.py --list Sources/FlowScript/Scenarios/LineMatcher.swift
    python3 Scripts/mutate.py --per-file 3 --seed 7 Sources/FlowScript/Session/*.swift
    python3 Scripts/mutate.py Sources/FlowRender/TextWidth.swift:20-60 --operators flip,boundary
    python3 Scripts/mutate.py --all --per-file 10 --seed 1 --results mutants.jsonl

With --all every source file of every module is mutated (each operator at each place it applies,
or with --per-file a seeded sample of that many a file), and the report gives the kill rate per
module and every survivor. --results keeps each verdict as a line of JSON, so that a long run
can stop and go on later where it stopped, and --report-only prints the report of such a file.
A mutant judged equivalent (no test can tell it from the original) is listed, with the reason in
a line, in Scripts/mutants-equivalent.txt by its place (`path:line: operator: before -> after`);
it is skipped and counted apart.

Only the toolchain (swift) and Python's standard library are needed.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

OPERATORS = ("flip", "boundary", "logic", "drop-call", "swap", "return-early")

# A line of the suite's output that means a test failed: Swift Testing's cross, XCTest's report.
FAILURE_LINE = re.compile(r"^\s*✘ |^Test Case '.*' failed \(|: error: .*: failed")

DECLARATION = re.compile(
    r"^(let|var|if|guard|else|case|default|func|return|throw|for|while|switch|do|catch|"
    r"defer|import|struct|class|enum|extension|protocol|actor|init|deinit|static|private|"
    r"public|package|internal|fileprivate|open|final|override|@|#|}|{|\)|\]|//|/\*|\*)"
)


@dataclasses.dataclass
class Mutant:
    ident: int
    path: str
    line: int  # from 1
    operator: str
    before: str
    after: str  # the new text of the line (may hold two lines, or be empty)
    span: int = 1  # how many lines it replaces (2 for a swap)

    def describe(self) -> str:
        old = self.before.strip().replace("\n", " / ")
        new = self.after.strip().replace("\n", " / ") or "(nothing)"
        return f"{self.path}:{self.line}: {self.operator}: {old}  ->  {new}"


def module_of(path: str) -> str:
    """`Sources/FlowKit/Lists/X.swift` -> `FlowKit`."""
    parts = path.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else parts[0]


def key_of(mutant: "Mutant") -> str:
    """A mutant's place, as the list of equivalents and the results file name it."""
    after = " / ".join(part.strip() for part in mutant.after.strip().split("\n"))
    return f"{mutant.path}:{mutant.line}: {mutant.operator}: {after}"


# Files --all leaves out: generated tables, a compiler plugin's entry point, the bench.
NOT_MUTATED = (
    "Sources/FlowRender/UnicodeWidthTables.swift",
    "Sources/flowsim-bench/",
    "Sources/flowsim/main.swift",
)


def all_sources(root: str) -> list[str]:
    files = subprocess.run(
        ["git", "ls-files", "Sources"], cwd=root, check=True, capture_output=True, text=True
    ).stdout.split()
    return sorted(
        name for name in files
        if name.endswith(".swift") and not any(name.startswith(skip) for skip in NOT_MUTATED)
    )


def read_equivalents(root: str) -> dict[str, str]:
    """The mutants judged equivalent: place -> reason. Each entry is two lines, the place as the
    results name it, then `  because ...`."""
    path = os.path.join(root, "Scripts", "mutants-equivalent.txt")
    found: dict[str, str] = {}
    try:
        with open(path, encoding="utf-8") as handle:
            lines = [line.rstrip("\n") for line in handle]
    except OSError:
        return found
    place = None
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("  because "):
            if place:
                found[place] = line[len("  because "):]
            place = None
        else:
            place = line
    return found


def normalized(key: str) -> str:
    """A results file's key in the one-line form of the list of equivalents."""
    head, _, after = key.partition(": ")
    operator, _, text = after.partition(": ")
    return f"{head}: {operator}: " + " / ".join(part.strip() for part in text.strip().split("\n"))


def without_line(place: str) -> str:
    """`path:12: op: text` -> `path: op: text`: a mutant's place that survives lines moving."""
    return re.sub(r"^(.*?\.swift):\d+: ", r"\1: ", place, count=1)


def current_verdicts(root: str, done: list[dict], equivalents: dict[str, str]
                     ) -> tuple[list[dict], dict[str, str], int, int]:
    """The verdicts and equivalents that still name a mutant of the code as it is now. One
    whose line moved, with its code the same, follows it to the new line (when exactly one
    mutant matches); one whose code changed is left out, as a verdict on code that is gone.
    Returns the verdicts, the equivalents, how many verdicts moved and how many were left out."""
    by_key: dict[str, Mutant] = {}
    by_text: dict[str, list[Mutant]] = collections.defaultdict(list)
    by_key_text: dict[str, list[Mutant]] = collections.defaultdict(list)
    for path in all_sources(root):
        try:
            with open(os.path.join(root, path), encoding="utf-8") as handle:
                text = handle.read()
        except OSError:
            continue
        for mutant in enumerate_mutants(path, text, set(OPERATORS), None):
            by_key[key_of(mutant)] = mutant
            by_text[without_line(mutant.describe())].append(mutant)
            by_key_text[without_line(normalized(key_of(mutant)))].append(mutant)
    live: list[dict] = []
    moved = gone = 0
    for result in done:
        # A key holds only the new text, empty for a dropped call: the old text must agree too.
        same = by_key.get(result["key"])
        if same and without_line(same.describe()) == without_line(result["describe"]):
            live.append(result)
            continue
        matches = by_text.get(without_line(result["describe"]), [])
        if len(matches) == 1:
            mutant = matches[0]
            live.append(dict(result, key=key_of(mutant), line=mutant.line,
                             describe=mutant.describe()))
            moved += 1
        else:
            gone += 1
    # A mutant judged twice (its line moved onto one judged at the new line) keeps the last.
    live = list({result["key"]: result for result in live}.values())
    current = {normalized(key) for key in by_key}
    # An equivalent names its mutant by the new text only; the verdict it was judged from also
    # has the old text, which tells apart two mutants of one file that make the same new text.
    described = {normalized(result["key"]): result["describe"] for result in done}
    kept: dict[str, str] = {}
    for place, reason in equivalents.items():
        if place in described:
            # The verdict it was judged from has the old text as well: follow that.
            same = by_key.get(place)
            if same and without_line(same.describe()) == without_line(described[place]):
                kept[place] = reason
                continue
            matches = by_text.get(without_line(described[place]), [])
        elif place in current:
            kept[place] = reason
            continue
        else:
            matches = by_key_text.get(without_line(place), [])
        if len(matches) == 1:
            kept[normalized(key_of(matches[0]))] = reason
    return live, kept, moved, gone


def report(results: list[dict], equivalent: int, equivalents: dict[str, str] | None = None) -> str:
    """The kill rate per module, then the survivors; mutants judged equivalent since they ran
    are left out."""
    judged = set(equivalents or {})
    results = [result for result in results if normalized(result["key"]) not in judged]
    modules: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for result in results:
        modules[module_of(result["path"])][result["verdict"]] += 1
    lines = ["module            killed / compiled   rate   (did not compile)"]
    total = collections.Counter()
    for module in sorted(modules):
        counts = modules[module]
        total.update(counts)
        compiled = counts["killed"] + counts["survived"]
        rate = 100.0 * counts["killed"] / compiled if compiled else 100.0
        lines.append(f"{module:17} {counts['killed']:6} / {compiled:<8} {rate:6.1f} %   "
                     f"({counts['stillborn']})")
    compiled = total["killed"] + total["survived"]
    rate = 100.0 * total["killed"] / compiled if compiled else 100.0
    lines.append(f"{'all':17} {total['killed']:6} / {compiled:<8} {rate:6.1f} %   "
                 f"({total['stillborn']}); {equivalent} judged equivalent, skipped")
    survivors = [result for result in results if result["verdict"] == "survived"]
    if survivors:
        lines.append("")
        lines.append("survivors:")
        lines += [f"  {result['describe']}" for result in survivors]
    return "\n".join(lines)


def code_only(line: str) -> str:
    """The line with string literals and a trailing comment blanked, so that operators inside
    them are never mutated. Positions are kept."""
    out = []
    in_string = False
    escaped = False
    index = 0
    while index < len(line):
        char = line[index]
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
                out.append(char)
                index += 1
                continue
            out.append(" ")
        else:
            if char == '"':
                in_string = True
            elif line.startswith("//", index):
                out.append(" " * (len(line) - index))
                break
            out.append(char)
        index += 1
    return "".join(out)


def balanced(text: str) -> bool:
    depth = 0
    for char in text:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def is_simple_statement(code: str) -> bool:
    """A whole statement on one line: a call or an assignment, nothing that opens a block."""
    stripped = code.strip()
    if not stripped or DECLARATION.match(stripped) or not balanced(stripped):
        return False
    if stripped.endswith(("{", ",", "(", "[", "in", ".", "+", "&&", "||", "?", ":", "=")):
        return False
    if stripped.startswith((".", "+", "&&", "||", "?", ":")):
        return False
    return True


def is_call(code: str) -> bool:
    stripped = code.strip()
    stripped = re.sub(r"^(try\??|await)\s+", "", stripped)
    stripped = re.sub(r"^(try\??|await)\s+", "", stripped)
    return bool(re.match(r"^[A-Za-z_][\w.?!]*(\[[^\]]*\])?[\w.?!]*\(.*\)$", stripped)) and (
        " = " not in stripped
    )


def replacements(code: str, line: str, pattern: str, swaps: dict[str, str]):
    for match in re.finditer(pattern, code):
        old = match.group(1)
        start, end = match.span(1)
        yield line[:start] + swaps[old] + line[end:]


def mutants_of_line(lines: list[str], index: int, operators: set[str]):
    line = lines[index]
    code = code_only(line)
    stripped = code.strip()
    if not stripped or stripped.startswith(("//", "/*", "*", "import ", "#")):
        return
    if "flip" in operators:
        swaps = {"==": "!=", "!=": "==", "<": ">=", ">": "<=", "<=": ">", ">=": "<"}
        for new in replacements(code, line, r"(?<=\s)(==|!=|<=|>=|<|>)(?=\s)", swaps):
            yield "flip", new
    if "boundary" in operators:
        swaps = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
        for new in replacements(code, line, r"(?<=\s)(<=|>=|<|>)(?=\s)", swaps):
            yield "boundary", new
        for new in replacements(code, line, r"[\w)](\.\.<|\.\.\.)[\w(]", {"..<": "...", "...": "..<"}):
            yield "boundary", new
        for new in replacements(code, line, r"(?<=\s)([+-]) 1\b", {"+": "-", "-": "+"}):
            yield "boundary", new
    if "logic" in operators:
        for new in replacements(code, line, r"\s(&&|\|\|)\s", {"&&": "||", "||": "&&"}):
            yield "logic", new
        for match in re.finditer(r"(?<![\w)\]!])!(?=[\w(])", code):
            yield "logic", line[: match.start()] + line[match.end() :]
        for new in replacements(code, line, r"\b(true|false)\b", {"true": "false", "false": "true"}):
            yield "logic", new
    if "drop-call" in operators and is_simple_statement(code) and is_call(code):
        yield "drop-call", ""
    if "return-early" in operators:
        match = re.match(r"^(\s*)(?:[\w@]+\s+)*func\s[^>]*\{\s*$", code)
        if match and "->" not in code and index + 1 < len(lines):
            indent = re.match(r"^(\s*)", lines[index + 1]).group(1)
            # Not a bare `return`: Swift reads the next line as its value, and the function
            # would run as before.
            yield "return-early", line + "\n" + indent + "if true { return }"
        match = re.match(r"^(\s*)guard\s.*\belse\s*\{\s*return\b.*\}\s*$", code)
        if match:
            # The early exit taken always.
            indent = match.group(1)
            body = line[line.index("{", line.index("else")) + 1 : line.rindex("}")].strip()
            yield "return-early", indent + body


def swap_mutant(lines: list[str], index: int):
    if index + 1 >= len(lines):
        return None
    first, second = lines[index], lines[index + 1]
    indent = lambda text: len(text) - len(text.lstrip())
    if indent(first) != indent(second):
        return None
    code1, code2 = code_only(first), code_only(second)
    if not (is_simple_statement(code1) and is_simple_statement(code2)):
        return None
    if code1.strip() == code2.strip():
        return None
    return second + "\n" + first


def enumerate_mutants(path: str, text: str, operators: set[str], ranges) -> list[Mutant]:
    lines = text.split("\n")
    found: list[Mutant] = []
    in_block_comment = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        if in_block_comment:
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if ranges and not any(low <= index + 1 <= high for low, high in ranges):
            continue
        for operator, new in mutants_of_line(lines, index, operators):
            found.append(Mutant(0, path, index + 1, operator, line, new))
        if "swap" in operators:
            swapped = swap_mutant(lines, index)
            if swapped is not None:
                found.append(
                    Mutant(0, path, index + 1, "swap", line + "\n" + lines[index + 1], swapped, 2)
                )
    return found


def run(command: list[str], cwd: str, timeout: float, log, stop_on_failure: bool):
    """Runs `command`; returns (exit status or None on timeout, whether a failure line was seen,
    seconds). With `stop_on_failure`, the run is stopped at the first failing test."""
    start = time.monotonic()
    process = subprocess.Popen(
        command,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
        start_new_session=True,
    )
    failed = False
    timed_out = False
    expired = threading.Event()

    def expire() -> None:
        expired.set()
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    # A run that hangs with no output is stopped too.
    watchdog = threading.Timer(timeout, expire)
    watchdog.start()
    assert process.stdout is not None
    try:
        for output in process.stdout:
            log.write(output)
            if FAILURE_LINE.search(output):
                failed = True
                if stop_on_failure:
                    break
    finally:
        if process.poll() is None and failed:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        status = process.wait()
        watchdog.cancel()
        timed_out = expired.is_set() and not failed
    return (None if timed_out else status), failed, time.monotonic() - start


MACRO_USES = ("@Entry", "#Preview", "@Previewable")


def touch_macro_users(root: str) -> None:
    """Marks changed every Swift file of `root` that uses one of FlowUI's macros."""
    for folder in ("Sources", "Tests", "Examples"):
        for directory, _, names in os.walk(os.path.join(root, folder)):
            for name in names:
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                if any(use in text for use in MACRO_USES):
                    os.utime(path)


def copy_tree(root: str, scratch: str) -> None:
    files = subprocess.run(
        ["git", "ls-files", "-z"], cwd=root, check=True, capture_output=True
    ).stdout.split(b"\0")
    for name in files:
        if not name:
            continue
        relative = name.decode()
        source = os.path.join(root, relative)
        if not os.path.isfile(source):
            continue
        target = os.path.join(scratch, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)


def parse_target(text: str):
    match = re.match(r"^(.*?):(\d+)(?:-(\d+))?$", text)
    if match:
        low = int(match.group(2))
        high = int(match.group(3) or low)
        return match.group(1), [(low, high)]
    return text, []


# The test target that tests each module most closely.
OWN_TESTS = {
    "FlowKit": "FlowKitTests", "FlowUI": "FlowUITests", "FlowUIMacros": "FlowUITests",
    "Combine": "FlowUITests", "FlowRender": "FlowRenderTests", "FlowScript": "FlowScriptTests",
    "FlowSimCLI": "FlowSimCLITests", "flowsim": "FlowSimCLITests",
    "FlowTesting": "FlowTestingTests", "DemoApps": "DemoAppsTests",
}


def own_tests(path: str) -> str | None:
    """The test target of the module `path` is in (`Sources/MODULE/...`), if it has one."""
    parts = path.split("/")
    return OWN_TESTS.get(parts[1]) if len(parts) > 2 and parts[0] == "Sources" else None


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Mutation testing: one small bug at a time, in a scratch copy; does the suite fail?",
        epilog="Each FILE may end with :LINE or :FROM-TO to mutate only those lines.",
    )
    parser.add_argument("files", nargs="*", metavar="FILE[:FROM-TO]")
    parser.add_argument("--all", action="store_true",
                        help="every source file of every module (see NOT_MUTATED)")
    parser.add_argument("--results", metavar="FILE",
                        help="append each verdict to FILE as JSON, and skip mutants already in it")
    parser.add_argument("--report-only", action="store_true",
                        help="print the per-module report of --results FILE and stop")
    parser.add_argument("--operators", default=",".join(OPERATORS),
                        help=f"a comma-separated subset of {', '.join(OPERATORS)}")
    parser.add_argument("--per-file", type=int, metavar="N",
                        help="at most N mutants from each file, chosen by --seed")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", metavar="IDS", help="run only these mutant numbers (1,4,7)")
    parser.add_argument("--list", action="store_true", help="print the mutants and stop")
    parser.add_argument("--timeout", type=float, default=900,
                        help="seconds for one mutant's build or test run (default 900)")
    parser.add_argument("--filter", help="pass --filter to swift test (default: the whole suite)")
    parser.add_argument("--full", action="store_true",
                        help="run the whole suite for each mutant, even after a test fails")
    parser.add_argument("--scratch", help="the scratch folder (default: a new temporary one)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip the first run, which checks the suite passes unmutated")
    parser.add_argument("--pause-while", metavar="FILE",
                        help="before each mutant, wait while FILE exists (to build something "
                             "else on the machine without two builds at once)")
    args = parser.parse_args()

    operators = set(args.operators.split(","))
    unknown = operators - set(OPERATORS)
    if unknown:
        print(f"error: unknown operator {', '.join(sorted(unknown))}; "
              f"choose from {', '.join(OPERATORS)}", file=sys.stderr)
        return 2
    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True,
                          text=True).stdout.strip()
    if not root:
        print("error: run this inside the package's git checkout", file=sys.stderr)
        return 2

    equivalents = read_equivalents(root)
    done: list[dict] = []
    if args.results and os.path.exists(args.results):
        with open(args.results, encoding="utf-8") as handle:
            done = [json.loads(line) for line in handle if line.strip()]
    if args.report_only and not args.results:
        print("error: --report-only reads --results FILE; give one", file=sys.stderr)
        return 2
    if done or equivalents:
        done, equivalents, moved, gone = current_verdicts(root, done, equivalents)
        if moved or gone:
            print(f"{moved} verdicts followed their code to a new line; {gone} are of code that "
                  f"has changed since, and are left out", flush=True)
    if args.report_only:
        print(report(done, len(equivalents), equivalents))
        return 0
    targets = all_sources(root) if args.all else args.files
    if not targets:
        print("error: give FILEs, or --all for every source file", file=sys.stderr)
        return 2
    mutants: list[Mutant] = []
    for target in targets:
        path, ranges = parse_target(target)
        relative = os.path.relpath(os.path.abspath(path), root)
        try:
            with open(os.path.join(root, relative), encoding="utf-8") as handle:
                text = handle.read()
        except OSError as error:
            print(f"error: cannot read {path}: {error.strerror}; check the path", file=sys.stderr)
            return 2
        found = enumerate_mutants(relative, text, operators, ranges)
        if args.per_file is not None and len(found) > args.per_file:
            chooser = random.Random(f"{args.seed}:{relative}")
            found = sorted(chooser.sample(found, args.per_file), key=lambda m: (m.line, m.operator))
        mutants += found
    if args.all:
        # Round-robin over the modules, so that a run stopped early has sampled each of them.
        by_module: dict[str, list[Mutant]] = collections.defaultdict(list)
        for mutant in mutants:
            by_module[module_of(mutant.path)].append(mutant)
        queues = [by_module[module] for module in sorted(by_module)]
        mutants = []
        while any(queues):
            for queue in queues:
                if queue:
                    mutants.append(queue.pop(0))
    for number, mutant in enumerate(mutants, start=1):
        mutant.ident = number
    skipped = [mutant for mutant in mutants if key_of(mutant) in equivalents]
    mutants = [mutant for mutant in mutants if key_of(mutant) not in equivalents]
    if skipped:
        print(f"{len(skipped)} mutants judged equivalent are skipped "
              f"(Scripts/mutants-equivalent.txt)", flush=True)
    seen = {result["key"] for result in done}
    if seen:
        before = len(mutants)
        mutants = [mutant for mutant in mutants if key_of(mutant) not in seen]
        print(f"{before - len(mutants)} mutants already judged in {args.results}", flush=True)
    if args.only:
        wanted = {int(part) for part in args.only.split(",") if part.strip()}
        mutants = [mutant for mutant in mutants if mutant.ident in wanted]
    if not mutants:
        if done:
            print(report(done, len(skipped), equivalents))
            return 0
        print("no mutant: the lines given have nothing the operators change", file=sys.stderr)
        return 2
    if args.list:
        for mutant in mutants:
            print(f"{mutant.ident:4} {mutant.describe()}")
        print(f"{len(mutants)} mutants")
        return 0

    scratch = args.scratch or tempfile.mkdtemp(prefix="flowsim-mutants-")
    os.makedirs(scratch, exist_ok=True)
    log_path = os.path.join(scratch, "mutate.log")
    print(f"scratch copy: {scratch} (log: {log_path})", flush=True)
    copy_tree(root, scratch)
    build = ["swift", "build", "--build-tests"]
    test = ["swift", "test", "--skip-build"] + (["--filter", args.filter] if args.filter else [])
    killed = survived = stillborn = 0
    survivors: list[Mutant] = []
    with open(log_path, "a", encoding="utf-8") as log:
        status, _, seconds = run(build, scratch, args.timeout, log, False)
        if status != 0:
            print(f"error: the unmutated copy does not build; see {log_path}", file=sys.stderr)
            return 1
        if not args.no_baseline:
            status, failed, seconds = run(test, scratch, args.timeout, log, False)
            if status != 0 or failed:
                print(f"error: the suite fails with no mutant ({seconds:.0f} s); fix it first "
                      f"(see {log_path})", file=sys.stderr)
                return 1
            print(f"baseline: the suite passes in {seconds:.0f} s", flush=True)
        for mutant in mutants:
            if args.pause_while and os.path.exists(args.pause_while):
                print(f"paused while {args.pause_while} exists", flush=True)
                while os.path.exists(args.pause_while):
                    time.sleep(2)
            file = os.path.join(scratch, mutant.path)
            # A macro plugin's change reaches no module by itself: the build does not expand a
            # macro again in a file that did not change, so the files that use one are touched.
            expands = mutant.path.startswith("Sources/FlowUIMacros/")
            with open(file, encoding="utf-8") as handle:
                original = handle.read()
            lines = original.split("\n")
            index = mutant.line - 1
            new_lines = lines[:index] + ([mutant.after] if mutant.after else []) + lines[index + mutant.span:]
            log.write(f"\n=== mutant {mutant.ident}: {mutant.describe()}\n")
            try:
                with open(file, "w", encoding="utf-8") as handle:
                    handle.write("\n".join(new_lines))
                if expands:
                    touch_macro_users(scratch)
                status, _, build_seconds = run(build, scratch, args.timeout, log, False)
                if status != 0:
                    stillborn += 1
                    verdict = "does not compile"
                else:
                    # The tests of the mutant's own module first, which kill most mutants in a
                    # fraction of the suite's time; the whole suite when they pass.
                    own = own_tests(mutant.path)
                    status, failed, seconds = None, False, 0.0
                    if own and not args.full and not args.filter:
                        focused = test + ["--filter", f"^{own}\\."]
                        status, failed, seconds = run(focused, scratch, args.timeout, log, True)
                    if not own or args.full or args.filter or (status == 0 and not failed):
                        first = seconds
                        status, failed, seconds = run(test, scratch, args.timeout, log, not args.full)
                        seconds += first
                    if status is None:
                        killed += 1
                        verdict = f"killed (timeout, {seconds:.0f} s)"
                    elif status != 0 or failed:
                        killed += 1
                        verdict = f"killed ({build_seconds + seconds:.0f} s)"
                    else:
                        survived += 1
                        survivors.append(mutant)
                        verdict = f"SURVIVED ({build_seconds + seconds:.0f} s)"
            finally:
                with open(file, "w", encoding="utf-8") as handle:
                    handle.write(original)
                if expands:
                    touch_macro_users(scratch)
            print(f"{mutant.ident:4} {verdict:28} {mutant.describe()}", flush=True)
            result = {
                "key": key_of(mutant), "path": mutant.path, "line": mutant.line,
                "operator": mutant.operator, "describe": mutant.describe(),
                "verdict": ("stillborn" if verdict == "does not compile"
                            else "survived" if verdict.startswith("SURVIVED") else "killed"),
            }
            done.append(result)
            if args.results:
                with open(args.results, "a", encoding="utf-8") as handle:
                    handle.write(json.dumps(result, ensure_ascii=False) + "\n")
    compiled = killed + survived
    rate = 100.0 * killed / compiled if compiled else 0.0
    print(f"\n{killed} of {compiled} mutants killed ({rate:.1f} %); {survived} survived; "
          f"{stillborn} did not compile")
    for mutant in survivors:
        print(f"  survived: {mutant.describe()}")
    if args.all or args.results:
        print("\n" + report(done, len(skipped), equivalents))
    if not args.keep and not args.scratch:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0 if survived == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
