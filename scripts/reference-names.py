"""Writes facts/reference-names.json: for each server docs version and each API
reference page, the public names of the module the page documents (its __all__,
or else the names the module defines), read from the library at the version's
tag. The versions and their pages come from scripts/lib/site-facts.ts, the one
reader of facts/site.json (through scripts/site-facts.ts). Usage: python3 scripts/reference-names.py PATH_TO_ARIADNE_GIT_CLONE
"""
import ast, json, subprocess
import sys
REPO=sys.argv[1] if len(sys.argv)>1 else '../ariadne'
site=json.loads(subprocess.run(['npx','vite-node','scripts/site-facts.ts','server'],capture_output=True,text=True,check=True).stdout)
PAGES={'api-reference':'ariadne','types-reference':'ariadne.types','constants-reference':'ariadne.constants','exceptions-reference':'ariadne.exceptions','asgi-reference':'ariadne.asgi','asgi-handlers-reference':'ariadne.asgi.handlers','wsgi-reference':'ariadne.wsgi'}
def show(tag,path):
    r=subprocess.run(['git','-C',REPO,'show',f'{tag}:{path}'],capture_output=True,text=True)
    return r.stdout if r.returncode==0 else None
def public(tag,module):
    base=module.replace('.','/')
    src=show(tag,base+'.py') or show(tag,base+'/__init__.py')
    if src is None: return None
    tree=ast.parse(src)
    for node in tree.body:
        if isinstance(node,ast.Assign) and any(isinstance(t,ast.Name) and t.id=='__all__' for t in node.targets):
            return sorted(ast.literal_eval(node.value))
    names=set()
    for node in tree.body:
        if isinstance(node,(ast.FunctionDef,ast.AsyncFunctionDef,ast.ClassDef)): names.add(node.name)
        elif isinstance(node,ast.Assign):
            for t in node.targets:
                if isinstance(t,ast.Name): names.add(t.id)
        elif isinstance(node,ast.AnnAssign) and isinstance(node.target,ast.Name): names.add(node.target.id)
    return sorted(n for n in names if not n.startswith('_'))
out={}
for v,p in site.items():
    tag=p['source_tag']
    for page,module in PAGES.items():
        if page in p['titles']:
            names=public(tag,module)
            if names is not None: out.setdefault(v,{})[page]=names
json.dump(out,open('facts/reference-names.json','w'),indent=1,sort_keys=True)
print(sum(len(x) for v in out.values() for x in v.values()))
