"""Writes facts/deprecations.json: for each server docs version and each module
an API reference page documents, the public names whose source at the version's
tag marks them deprecated, with where it says so. A name counts as deprecated
when its own definition (the function, the class or its __init__, or a
module-level assignment with the string just above it, this codebase's way
of documenting one) calls warnings.warn(..., DeprecationWarning) with a message that names it, or has a docstring that declares it
deprecated ("**Deprecated:**", "Deprecated:", ".. deprecated"). Names a module
imports are followed to the module that defines them. The versions and pages
come from scripts/lib/site-facts.mjs.
Usage: python3 scripts/deprecations.py PATH_TO_ARIADNE_GIT_DIR
"""
import ast, json, re, subprocess, sys

GIT_DIR = sys.argv[1] if len(sys.argv) > 1 else '../ariadne/.git'
PAGES = {'api-reference': 'ariadne', 'types-reference': 'ariadne.types', 'constants-reference': 'ariadne.constants',
         'exceptions-reference': 'ariadne.exceptions', 'asgi-reference': 'ariadne.asgi',
         'asgi-handlers-reference': 'ariadne.asgi.handlers', 'wsgi-reference': 'ariadne.wsgi'}
MARKER = re.compile(r'\*\*Deprecated:?\*\*|^\s*>?\s*Deprecated:|^\s*\.\. deprecated', re.M | re.I)
site = json.loads(subprocess.run(['node', 'scripts/lib/site-facts.mjs', 'server'], capture_output=True, text=True,
                                 check=True).stdout)
api = json.load(open('facts/ariadne-api.json'))


def show(tag, path):
    r = subprocess.run(['git', '--git-dir', GIT_DIR, 'show', f'{tag}:{path}'], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def source(tag, module):
    base = module.replace('.', '/')
    for path in (base + '.py', base + '/__init__.py'):
        text = show(tag, path)
        if text is not None:
            return path, ast.parse(text), path.endswith('__init__.py')
    return None


def warns_deprecation(body, name):
    """A warnings.warn(..., DeprecationWarning) call directly in these statements (not in nested defs)
    whose message names `name`: a helper that warns about some other usage is not itself deprecated."""
    for stmt in body:
        for node in ast.walk(stmt) if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else []:
            if isinstance(node, ast.Call) and getattr(node.func, 'attr', getattr(node.func, 'id', None)) == 'warn':
                values = [*node.args, *[k.value for k in node.keywords]]
                if any(isinstance(a, ast.Name) and a.id == 'DeprecationWarning' for a in values):
                    if name in ast.unparse(values[0]):
                        return node.lineno
    return None


def marked(tag, module, name, depth=0):
    """(path, line, how) when the definition of module.name is marked deprecated, else None."""
    found = source(tag, module)
    if found is None or depth > 5:
        return None
    path, tree, is_package = found
    body = tree.body
    for i, node in enumerate(body):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            doc = ast.get_docstring(node) or ''
            if MARKER.search(doc):
                return path, node.lineno, 'docstring'
            line = warns_deprecation(node.body, name)
            if line is None and isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == '__init__':
                        line = warns_deprecation(item.body, name)
            return (path, line, 'warning') if line else None
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                before = body[i - 1] if i > 0 else None
                if (isinstance(before, ast.Expr) and isinstance(before.value, ast.Constant)
                        and isinstance(before.value.value, str) and MARKER.search(before.value.value)):
                    return path, node.lineno, 'docstring'
                return None
    for node in body:
        if isinstance(node, ast.ImportFrom) and node.level > 0 and any(
                (a.asname or a.name) == name for a in node.names):
            parts = module.split('.')
            package = parts if is_package else parts[:-1]
            package = package[:len(package) - (node.level - 1)]
            target = '.'.join(package + (node.module.split('.') if node.module else []))
            original = next(a.name for a in node.names if (a.asname or a.name) == name)
            return marked(tag, target, original, depth + 1)
    return None


out = {}
for version, pages in site.items():
    tag = pages['source_tag']
    modules = api[version]['modules']
    for page, module in PAGES.items():
        if page not in pages['titles'] or module not in modules:
            continue
        for name in modules[module]:
            hit = marked(tag, module, name)
            if hit:
                path, line, how = hit
                out.setdefault(version, {}).setdefault(module, {})[name] = {'tag': tag, 'source': f'{path}:{line}', 'marked_by': how}
json.dump(out, open('facts/deprecations.json', 'w'), indent=1, sort_keys=True)
print(sum(len(n) for v in out.values() for n in v.values()), 'deprecated entries')
