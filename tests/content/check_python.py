"""Checks Python code blocks of the documentation.

Reads a JSON list of blocks on stdin ({"key", "code", "partial"}) and writes a
JSON list of results: syntax errors, names a complete block uses without
defining or importing them, and the `ariadne`/`ariadne_codegen` imports the
block makes (checked against the facts by the caller).
"""

import ast
import builtins
import json
import sys

BUILTINS = set(dir(builtins)) | {"__name__", "__file__", "__doc__"}


class Names(ast.NodeVisitor):
    """Collects names bound anywhere in a block and names read from it."""

    def __init__(self):
        self.bound = set()
        self.loaded = {}

    def visit_Name(self, node):
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self.bound.add(node.id)
        else:
            self.loaded.setdefault(node.id, node.lineno)

    def _bind_arguments(self, args):
        for arg in args.posonlyargs + args.args + args.kwonlyargs:
            self.bound.add(arg.arg)
        for arg in (args.vararg, args.kwarg):
            if arg:
                self.bound.add(arg.arg)

    def _bind_function(self, node):
        self.bound.add(node.name)
        self._bind_arguments(node.args)
        self.generic_visit(node)

    visit_FunctionDef = _bind_function
    visit_AsyncFunctionDef = _bind_function

    def visit_Lambda(self, node):
        self._bind_arguments(node.args)
        self.generic_visit(node)

    def visit_ClassDef(self, node):
        self.bound.add(node.name)
        self.generic_visit(node)

    def visit_Import(self, node):
        for alias in node.names:
            self.bound.add((alias.asname or alias.name).split(".")[0])

    def visit_ImportFrom(self, node):
        for alias in node.names:
            self.bound.add(alias.asname or alias.name)

    def visit_ExceptHandler(self, node):
        if node.name:
            self.bound.add(node.name)
        self.generic_visit(node)

    def visit_Global(self, node):
        self.bound.update(node.names)

    visit_Nonlocal = visit_Global

    def visit_MatchAs(self, node):
        if node.name:
            self.bound.add(node.name)
        self.generic_visit(node)

    def visit_MatchStar(self, node):
        if node.name:
            self.bound.add(node.name)

    def visit_MatchMapping(self, node):
        if node.rest:
            self.bound.add(node.rest)
        self.generic_visit(node)


def imports_of(tree):
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            root = node.module.split(".")[0]
            if root in ("ariadne", "ariadne_codegen"):
                for alias in node.names:
                    found.append({"module": node.module, "name": alias.name, "line": node.lineno})
        elif isinstance(node, ast.Import):
            for alias in node.names:
                root = alias.name.split(".")[0]
                if root in ("ariadne", "ariadne_codegen"):
                    found.append({"module": alias.name, "name": None, "line": node.lineno})
    return found


def check(block):
    result = {"key": block["key"], "errors": [], "imports": []}
    try:
        tree = ast.parse(block["code"])
    except SyntaxError as error:
        result["errors"].append(f"does not parse: {error.msg} (block line {error.lineno})")
        return result
    result["imports"] = imports_of(tree)
    if not block.get("partial"):
        names = Names()
        names.visit(tree)
        missing = sorted(
            (line, name)
            for name, line in names.loaded.items()
            if name not in names.bound and name not in BUILTINS
        )
        for line, name in missing:
            result["errors"].append(
                f"uses '{name}' (block line {line}) without importing or defining it; "
                "import it, or mark the block `partial`"
            )
    return result


def main():
    blocks = json.load(sys.stdin)
    json.dump([check(block) for block in blocks], sys.stdout)


if __name__ == "__main__":
    main()
