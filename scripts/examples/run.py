"""Runs the Python examples of one docs version against library sources you provide.

    npm run examples -- --version 0.19 --ariadne ~/src/ariadne-0.19.1 \
        --graphql-core ~/src/graphql-core-3.2.3 --site-packages /usr/lib/python3/dist-packages

Every complete `python` block of the version's pages (not marked `partial`) runs in
a fresh interpreter (scripts/examples/harness.py) with the given paths first on
sys.path. The GraphQL operations shown after a block run against the schema that
block built, and what they return is compared with the JSON the page shows.
README.md ("Running the examples") states how blocks, operations and results are
associated and how a block is marked as one that cannot run here.

Prints one line per block that did not pass and per result that did not match,
then the totals; `--json FILE` writes every outcome. Exits 1 when a block failed
or a result did not match, 0 otherwise. Needs Python 3.8+ and nothing else (3.11+ for
the client pages, whose client is generated with ariadne-codegen first).
"""

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HARNESS = Path(__file__).resolve().parent / "harness.py"
RESULT_MARKER = "@@example-result@@ "
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$")
META = re.compile(r"""(\w+)="([^"]*)"|(\w+)='([^']*)'|(\S+)""")


class Block:
    def __init__(self, lang, meta, code, line):
        self.lang = lang
        self.code = code
        self.line = line
        self.words = set()
        self.attrs = {}
        for key, value, key2, value2, word in META.findall(meta):
            if key or key2:
                self.attrs[key or key2] = value if key else value2
            else:
                self.words.add(word)

    @property
    def is_python(self):
        return self.lang in ("python", "py")

    @property
    def runnable(self):
        return self.is_python and "partial" not in self.words


def read_blocks(text):
    """Fenced blocks of a Markdown page, with the 1-based line of each opening fence."""
    blocks, open_block = [], None
    for number, line in enumerate(text.split("\n"), start=1):
        if open_block:
            fence, lang, meta, start, lines = open_block
            stripped = line.strip()
            if stripped.startswith(fence) and not stripped.lstrip(fence[0]).strip():
                blocks.append(Block(lang.lower(), meta, "\n".join(lines), start))
                open_block = None
            else:
                lines.append(line)
            continue
        match = FENCE.match(line)
        if match:
            open_block = (match.group(1), match.group(2), match.group(3), number, [])
    return blocks


def shown_result(block):
    """The JSON of a block when it is what an operation returns: an object with data or errors."""
    try:
        value = json.loads(block.code)
    except ValueError:
        return None, False
    if isinstance(value, dict) and ("data" in value or "errors" in value):
        return value, True
    return value, False


def builds_schema(code):
    """Whether a block binds the name `schema` (by assignment or import)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return False
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "schema" and isinstance(node.ctx, ast.Store):
            return True
        if isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == "schema" for a in node.names):
            return True
    return False


def plan_page(blocks):
    """Pairs runnable blocks with the operations and results shown after them.

    A `graphql` block that is not a `schema` block and is followed by a `json` block
    holding `data` or `errors` is an operation and its result. It runs against the
    schema of the latest complete python block above it that binds the name `schema`
    (the page's first complete block when none does). A `json` object between the two that is not a
    result holds the operation's variables. `norun="why"` on the python block skips it;
    on a graphql block, leaves that operation out.
    """
    plan, current = [], None
    index = 0
    while index < len(blocks):
        block = blocks[index]
        if block.runnable:
            entry = {"block": block, "operations": []}
            plan.append(entry)
            if builds_schema(block.code) or current is None:
                current = entry
        elif block.lang in ("graphql", "gql") and current and "schema" not in block.words:
            following = blocks[index + 1 : index + 3]
            variables = None
            if "variables" in block.attrs:
                variables = json.loads(block.attrs["variables"])
            elif index and blocks[index - 1].lang == "json":
                body, _ = shown_result(blocks[index - 1])
                if isinstance(body, dict) and isinstance(body.get("variables"), dict):
                    variables = body["variables"]
            result_block = None
            if following and following[0].lang == "json":
                value, is_result = shown_result(following[0])
                if is_result:
                    result_block = following[0]
                elif isinstance(value, dict) and len(following) > 1 and following[1].lang == "json":
                    later, later_is_result = shown_result(following[1])
                    if later_is_result:
                        variables, result_block = value, following[1]
            if result_block and "norun" not in block.attrs and current is not None:
                current["operations"].append(
                    {
                        "query": block.code,
                        "variables": variables,
                        "path": block.attrs.get("path"),
                        "line": block.line,
                        "expected": json.loads(result_block.code),
                    }
                )
        index += 1
    return plan


def same_result(expected, actual):
    """Whether an operation returned what the page shows.

    Equal as JSON, except that an error the page shows without `extensions` matches a
    returned error whose only extra is `extensions` (the stack trace a debug app adds).
    """
    if not isinstance(expected, dict) or not isinstance(actual, dict):
        return expected == actual
    shown_errors = expected.get("errors")
    returned_errors = actual.get("errors")
    if isinstance(shown_errors, list) and isinstance(returned_errors, list):
        returned_errors = [
            {k: v for k, v in returned.items() if k != "extensions" or "extensions" in shown}
            if isinstance(returned, dict) and isinstance(shown, dict)
            else returned
            for shown, returned in zip(shown_errors, returned_errors)
        ] + returned_errors[len(shown_errors) :]
        actual = {**actual, "errors": returned_errors}
    return expected == actual


def files_for(blocks, position):
    """The page's titled files as they stand at block `position`.

    For each title, the last block with that title at or before the position, else the
    first one after it (a page may show a module before the file that imports it).
    """
    chosen = {}
    for index, block in enumerate(blocks):
        title = block.attrs.get("title")
        if not title or title.startswith("/") or ".." in title:
            continue
        if index <= position or title not in chosen:
            chosen[title] = block.code
    return chosen


def codegen_setup(blocks):
    """The files ariadne-codegen reads, when a client page configures it.

    A page that shows a `toml` block with `[tool.ariadne-codegen]` naming `schema_path` (and
    `queries_path`, unless it enables custom operations), a `graphql schema` block and an
    operations block gets the client generated from the first of each: {file name: text} for pyproject.toml, the schema and the operations, else None.
    """
    config_block = schema = operations = None
    for block in blocks:
        if block.lang == "toml" and config_block is None and "[tool.ariadne-codegen]" in block.code:
            config_block = block
        elif block.lang in ("graphql", "gql"):
            if "schema" in block.words and schema is None:
                schema = block
            elif "schema" not in block.words and operations is None:
                operations = block
    if not (config_block and schema):
        return None
    import tomllib  # Python 3.11+, needed only for the client pages

    try:
        settings = tomllib.loads(config_block.code)["tool"]["ariadne-codegen"]
    except (tomllib.TOMLDecodeError, KeyError):
        return None
    schema_path, queries_path = settings.get("schema_path"), settings.get("queries_path")

    def inside_folder(name):
        """A GraphQL file name that stays in the block's folder."""
        parts = Path(name).parts if isinstance(name, str) else ()
        return bool(parts) and name.endswith(".graphql") and not Path(name).is_absolute() and ".." not in parts

    if not inside_folder(schema_path):
        return None
    files = {"pyproject.toml": config_block.code, schema_path: schema.code}
    if queries_path is not None:  # optional when the page enables the custom operation builder
        if not (inside_folder(queries_path) and operations):
            return None
        files[queries_path] = operations.code
    return files


def generate_client(python, env, setup, folder):
    """Runs ariadne-codegen in `folder` over the page's configuration, schema and operations."""
    for name, text in setup.items():
        Path(folder, name).write_text(text + "\n")
    done = subprocess.run(
        [python, "-m", "ariadne_codegen"], cwd=folder, env=env, capture_output=True, text=True, timeout=300
    )
    if done.returncode:
        return (done.stderr or done.stdout).strip().splitlines()[-1:] or ["ariadne-codegen failed"]
    return None


def run_block(harness, page_dir, blocks, entry, generated=None):
    """Sends one block to the page's harness process and reads its outcome."""
    block = entry["block"]
    reason = block.attrs.get("norun")
    if reason:
        return {"status": "skipped", "reason": reason, "results": []}
    workdir = tempfile.mkdtemp(prefix="example-")
    try:
        for title, code in files_for(blocks, blocks.index(block)).items():
            target = Path(workdir, title)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(code + "\n")
            for parent in target.relative_to(workdir).parents:
                init = Path(workdir, parent, "__init__.py")
                if str(parent) != "." and not init.exists():
                    init.write_text("")
        if generated:  # the client ariadne-codegen made from the page, over the page's excerpts of it
            shutil.copytree(generated, workdir, dirs_exist_ok=True)
        request = {
            "workdir": workdir,
            "code": block.code,
            "filename": block.attrs.get("title", f"{page_dir}:{block.line}"),
            "operations": [
                {"query": op["query"], "variables": op["variables"], "path": op["path"]}
                for op in entry["operations"]
            ],
        }
        harness.stdin.write(json.dumps(request) + "\n")
        harness.stdin.flush()
        for line in harness.stdout:
            if line.startswith(RESULT_MARKER):
                return json.loads(line[len(RESULT_MARKER) :])
        return {"status": "failed", "reason": "the runner's harness stopped", "results": []}
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def package_root(parser, package, given):
    """The folder to put on sys.path for a checkout: itself, or its src/ when the package is there."""
    folder = Path(given).expanduser().resolve()
    for candidate in (folder, folder / "src"):
        if (candidate / package / "__init__.py").is_file():
            return candidate
    parser.error(f"{given} holds no {package} package (looked in it and in its src/)")


def version_dir(area, version):
    if version == "next":
        return ROOT / area
    return ROOT / f"{area}_versioned_docs" / f"version-{version}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", required=True, help='docs version, e.g. 0.19 or "next"')
    parser.add_argument("--area", default="server", choices=["server", "client"])
    parser.add_argument("--ariadne", help="folder holding the ariadne package (a checkout at the tag)")
    parser.add_argument("--graphql-core", help="folder holding the graphql package")
    parser.add_argument("--codegen", help="folder holding the ariadne_codegen package")
    parser.add_argument(
        "--site-packages",
        action="append",
        default=[],
        help="more folders for sys.path (third-party packages); repeatable",
    )
    parser.add_argument("--page", action="append", help="run only this page id; repeatable")
    parser.add_argument("--python", default=sys.executable, help="interpreter to run the blocks with")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per block")
    parser.add_argument("--jobs", type=int, default=2, help="pages run at once")
    parser.add_argument("--json", help="write every outcome to this file")
    args = parser.parse_args()

    paths = []
    for package, given in (("ariadne", args.ariadne), ("graphql", args.graphql_core), ("ariadne_codegen", args.codegen)):
        if given:
            paths.append(str(package_root(parser, package, given)))
    for given in args.site_packages:
        if not Path(given).expanduser().is_dir():
            parser.error(f"not a folder: {given}")
        paths.append(str(Path(given).expanduser().resolve()))
    folder = version_dir(args.area, args.version)
    if not folder.is_dir():
        parser.error(f"no docs folder for {args.area} {args.version}: {folder}")

    pages = sorted(folder.rglob("*.md"))
    if args.page:
        pages = [p for p in pages if str(p.relative_to(folder))[:-3] in args.page]

    env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
    local = threading.local()
    harnesses = []

    def harness_of_this_thread():
        """One harness process per worker: the libraries are imported once per worker."""
        if not hasattr(local, "harness"):
            local.harness = subprocess.Popen(
                [args.python, str(HARNESS), str(args.timeout)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                env=env,
            )
            harnesses.append(local.harness)
        return local.harness

    def run_page(page):
        blocks = read_blocks(page.read_text())
        rel = str(page.relative_to(ROOT))
        outcomes = []
        plan = plan_page(blocks)
        if not plan:
            return outcomes
        generated = None
        setup = codegen_setup(blocks) if args.area == "client" and args.codegen else None
        if setup:
            generated = tempfile.mkdtemp(prefix="example-client-")
            failure = generate_client(args.python, env, setup, generated)
            if failure:
                shutil.rmtree(generated, ignore_errors=True)
                return [
                    {"page": rel, "line": entry["block"].line, "status": "failed",
                     "reason": "ariadne-codegen: " + failure[0], "operations": 0, "compared": []}
                    for entry in plan
                ]
        harness = harness_of_this_thread()
        try:
            for entry in plan:
                outcome = run_block(harness, rel, blocks, entry, generated)
                compared = []
                results = outcome.get("results") or []
                for op, actual in zip(entry["operations"], results):
                    compared.append(
                        {"line": op["line"], "matched": same_result(op["expected"], actual), "expected": op["expected"], "actual": actual}
                    )
                outcomes.append(
                    {
                        "page": rel,
                        "line": entry["block"].line,
                        "status": outcome["status"],
                        "reason": outcome.get("reason"),
                        "operations": len(entry["operations"]),
                        "compared": compared,
                    }
                )
        finally:
            if generated:
                shutil.rmtree(generated, ignore_errors=True)
        return outcomes

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        outcomes = [o for page_outcomes in pool.map(run_page, pages) for o in page_outcomes]
    for harness in harnesses:
        harness.stdin.close()
        harness.wait()

    totals = {"blocks": len(outcomes), "passed": 0, "failed": 0, "skipped": 0, "compared": 0, "matched": 0}
    for outcome in outcomes:
        totals[outcome["status"]] += 1
        where = f"{outcome['page']}:{outcome['line']}"
        if outcome["status"] != "passed":
            reason = (outcome["reason"] or "").strip().splitlines()
            print(f"{outcome['status'].upper():8} {where}: {reason[-1] if reason else ''}")
        for item in outcome["compared"]:
            totals["compared"] += 1
            if item["matched"]:
                totals["matched"] += 1
            else:
                print(f"MISMATCH {outcome['page']}:{item['line']}")
                print(f"         shown:    {json.dumps(item['expected'], sort_keys=True)[:400]}")
                print(f"         returned: {json.dumps(item['actual'], sort_keys=True)[:400]}")
        skipped_ops = outcome["operations"] - len(outcome["compared"])
        if skipped_ops and outcome["status"] == "passed":
            print(f"NOTRUN   {where}: {skipped_ops} operation(s) not run")
    print(
        f"{args.area} {args.version}: {totals['blocks']} blocks, {totals['passed']} passed, "
        f"{totals['failed']} failed, {totals['skipped']} skipped; "
        f"{totals['compared']} results compared, {totals['matched']} matched"
    )
    if args.json:
        Path(args.json).write_text(json.dumps({"totals": totals, "outcomes": outcomes}, indent=1))
    return 1 if totals["failed"] or totals["compared"] != totals["matched"] else 0


if __name__ == "__main__":
    sys.exit(main())
