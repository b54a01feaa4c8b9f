#!/usr/bin/env python3
"""Formats the Python examples of every Markdown page with black.

Rewrites, in place, each ```python fence (``python partial`` fragments
included) of the docs of every version and of the blog, so that its lines fit
the content column: black with a line length of LINE_LENGTH, quotes left as
written. Only the inside of those fences changes; prose, other fences and
the fence lines themselves are kept byte for byte. Running it again changes
nothing.

A block black cannot parse (a fragment that is not Python on its own, such as
the body of a method shown without its class) is tried once more dedented;
if it still does not parse it is left as it is and named. black checks that
the formatted code has the same syntax tree as before, so what an example
does never changes.

Needs black (Debian: `apt-get install black`).
Usage: python3 scripts/format-examples.py [--check] [FILE_OR_DIR ...]
  --check  change nothing; list the files that would change, exit 1 if any.
"""

from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

try:
    import black
except ImportError:
    # black may be installed for another Python than the first python3 on the
    # PATH (Debian's package is for /usr/bin/python3): run with that one.
    import os
    import shutil

    executable = shutil.which("black")
    interpreter = ""
    if executable:
        with open(executable, encoding="utf-8", errors="replace") as script:
            first = script.readline()
        interpreter = first[2:].strip() if first.startswith("#!") else ""
    if interpreter and Path(interpreter).exists() and interpreter != sys.executable:
        os.execv(interpreter, [interpreter, __file__, *sys.argv[1:]])
    sys.exit("format-examples: black is not installed (Debian: apt-get install black)")

ROOT = Path(__file__).resolve().parent.parent
# Kept equal to PYTHON_LINE_LENGTH in tests/content/code-width.ts.
LINE_LENGTH = 80
DEFAULT_PLACES = [
    "server",
    "client",
    "server_versioned_docs",
    "client_versioned_docs",
    "blog",
]
MODE = black.Mode(line_length=LINE_LENGTH, string_normalization=False)

OPENING = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")


def is_python(info: str) -> bool:
    words = info.strip().split()
    return bool(words) and words[0] in ("python", "py")


def format_python(code: str) -> str | None:
    """The code formatted, or None when black cannot parse it."""
    for dedent in (False, True):
        source = textwrap.dedent(code) if dedent else code
        indent = ""
        if dedent:
            first = next((line for line in code.splitlines() if line.strip()), "")
            indent = first[: len(first) - len(first.lstrip())]
        try:
            formatted = black.format_str(source, mode=MODE)
            black.assert_equivalent(source, formatted)
            black.assert_stable(source, formatted, mode=MODE)
        except Exception:  # black raises several kinds for unparsable input
            continue
        formatted = formatted.rstrip("\n")
        if indent:
            formatted = "\n".join(
                indent + line if line.strip() else line
                for line in formatted.split("\n")
            )
        return formatted
    return None


def format_markdown(text: str, unformatted: list[int]) -> str:
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        match = OPENING.match(lines[i])
        if not match:
            out.append(lines[i])
            i += 1
            continue
        indent, fence, info = match["indent"], match["fence"], match["info"]
        closing = re.compile(
            r"^[ \t]*" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$"
        )
        end = i + 1
        while end < len(lines) and not closing.match(lines[end]):
            end += 1
        if end == len(lines):  # an unclosed fence runs to the end: leave it
            out.extend(lines[i:])
            break
        body = lines[i + 1 : end]
        out.append(lines[i])
        if is_python(info) and any(line.strip() for line in body):
            strip = len(indent)
            inner = [
                line[strip:] if line[:strip].strip() == "" else line for line in body
            ]
            formatted = format_python("\n".join(inner))
            if formatted is None:
                unformatted.append(i + 1)
                out.extend(body)
            else:
                out.extend(
                    (indent + line) if line else line for line in formatted.split("\n")
                )
        else:
            out.extend(body)
        out.append(lines[end])
        i = end + 1
    return "\n".join(out)


def markdown_files(places: list[str]) -> list[Path]:
    files: list[Path] = []
    for place in places:
        path = (ROOT / place) if not Path(place).is_absolute() else Path(place)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.md")))
        elif path.suffix in (".md", ".mdx"):
            files.append(path)
    return files


def main(argv: list[str]) -> int:
    check = "--check" in argv
    places = [arg for arg in argv if not arg.startswith("--")] or DEFAULT_PLACES
    changed = 0
    left: list[str] = []
    for path in markdown_files(places):
        text = path.read_text(encoding="utf-8")
        unformatted: list[int] = []
        new = format_markdown(text, unformatted)
        left.extend(f"{path.relative_to(ROOT)}:{line}" for line in unformatted)
        if new != text:
            changed += 1
            if check:
                print(f"would reformat {path.relative_to(ROOT)}")
            else:
                path.write_text(new, encoding="utf-8")
    verb = "would change" if check else "changed"
    print(
        f"format-examples: {verb} {changed} files; {len(left)} Python blocks black cannot parse, left as written"
    )
    for where in left:
        print(f"  {where}")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
