"""Runs one Python block of a docs page and the GraphQL operations shown after it.

Started by run.py once per page, with the library sources the developer
provided on sys.path (POSIX only: it forks). Reads one JSON object per line on
stdin, one per block:

    {"workdir": "/tmp/...", "code": "...", "filename": "app.py", "operations": [
        {"query": "...", "variables": {...} or null}, ...]}

runs the block in a forked child inside `workdir` (where run.py wrote the
page's titled files), and prints one JSON line per block, prefixed with
RESULT_MARKER, on stdout:

    {"status": "passed" | "failed" | "skipped", "reason": "...",
     "results": [<what each operation returned, as the client sees it>]}

The block runs with __name__ set to "__example__", so a block that starts a
server under `if __name__ == "__main__":` defines its app without serving it.
"""

import asyncio
import contextlib
import io
import json
import os
import select
import signal
import sys
import time
import traceback

RESULT_MARKER = "@@example-result@@ "


def emit(payload):
    sys.stdout.write(RESULT_MARKER + json.dumps(payload, default=repr) + "\n")
    sys.stdout.flush()


def find_schema(namespace):
    """The schema the block built: `schema` if it is one, else the last one defined."""
    from graphql import GraphQLSchema

    if isinstance(namespace.get("schema"), GraphQLSchema):
        return namespace["schema"]
    found = [value for value in namespace.values() if isinstance(value, GraphQLSchema)]
    return found[-1] if found else None


def plain(value):
    """A result as JSON would carry it: tuples as lists, locations as dicts."""
    return json.loads(json.dumps(value, default=location_or_repr))


def location_or_repr(value):
    if hasattr(value, "line") and hasattr(value, "column"):
        return {"line": value.line, "column": value.column}
    if hasattr(value, "_asdict"):
        return value._asdict()
    return repr(value)


def is_subscription(query):
    from graphql import OperationDefinitionNode, parse

    document = parse(query)
    return any(
        isinstance(node, OperationDefinitionNode)
        and node.operation.value == "subscription"
        for node in document.definitions
    )


def find_asgi_app(namespace):
    """Ariadne's ASGI GraphQL app the block created, if any (the last one defined)."""
    try:
        from ariadne.asgi import GraphQL
    except ImportError:
        return None
    found = [value for value in namespace.values() if isinstance(value, GraphQL)]
    return found[-1] if found else None


def over_http(app, data, path=None):
    """POSTs the operation to the app as a client would, with Starlette's TestClient.

    Given a path, `app` is the block's web application: the client is entered as a
    context manager, so its startup and lifespan run. Without one, `app` is Ariadne's
    GraphQL app itself, which serves every path and has no lifespan.
    """
    from starlette.testclient import TestClient

    if path is None:
        return TestClient(app).post("/", json=data).json()
    with TestClient(app) as client:
        return client.post(path, json=data).json()


async def run_operation(schema, operation):
    import ariadne

    data = {"query": operation["query"]}
    if operation.get("variables") is not None:
        data["variables"] = operation["variables"]
    if is_subscription(operation["query"]):
        success, results = await ariadne.subscribe(schema, data)
        if not success:
            return {"errors": results}
        async for result in results:
            shown = {}
            if result.errors:
                shown["errors"] = [
                    ariadne.format_error(error) for error in result.errors
                ]
            if result.data is not None or not result.errors:
                shown["data"] = result.data
            return shown
        return None
    _, result = await ariadne.graphql(schema, data)
    return result


def in_child(function):
    """Runs function() in a forked child and returns its JSON-able value, so that
    each operation starts from the state the block left, not from the one before."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        try:
            value = {"value": plain(function())}
        except BaseException:
            value = {"value": {"runner_error": traceback.format_exc(limit=-2)}}
        with os.fdopen(write_end, "w") as pipe:
            pipe.write(json.dumps(value, default=repr))
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        text = pipe.read()
    os.waitpid(pid, 0)
    return json.loads(text)["value"] if text else {"runner_error": "the operation's process died"}


def run_request(request):
    """Runs one block in this (forked) process and returns its outcome."""
    namespace = {"__name__": "__example__", "__file__": request["filename"]}
    package = os.path.dirname(request["filename"]).replace("/", ".")
    if package and not package.startswith("."):
        namespace["__package__"] = package  # a titled module inside a package may import relatively
    output = io.StringIO()
    try:
        code = compile(request["code"], request["filename"], "exec")
        with contextlib.redirect_stdout(output):
            exec(code, namespace)  # noqa: S102 - running the page's example is the point
    except ModuleNotFoundError as error:
        missing = (error.name or "").split(".")[0]
        return {"status": "skipped", "reason": f"needs the {missing} package, not provided"}
    except SystemExit:
        pass
    except BaseException:  # the block's own failure, reported to the runner
        return {"status": "failed", "reason": traceback.format_exc(limit=-3)}
    tests = [
        value
        for name, value in namespace.items()
        if name.startswith("test_")
        and callable(value)
        and getattr(getattr(value, "__code__", None), "co_filename", None) == request["filename"]
    ]
    for test in tests:  # a block written as tests runs them, as pytest would (no fixtures)
        try:
            with contextlib.redirect_stdout(output):
                returned = test()
                if asyncio.iscoroutine(returned):
                    asyncio.run(returned)
        except BaseException:
            return {"status": "failed", "reason": f"{test.__name__}: " + traceback.format_exc(limit=-3)}
    results = []
    if request["operations"]:
        schema = find_schema(namespace)
        app = find_asgi_app(namespace)
        if schema is None and app is None:
            return {"status": "failed", "reason": "operations are shown, but the block builds no schema"}
        for operation in request["operations"]:
            data = {"query": operation["query"]}
            if operation.get("variables") is not None:
                data["variables"] = operation["variables"]
            if operation.get("path"):
                if "app" not in namespace:
                    results.append({"runner_error": "a path is given, but the block defines no `app`"})
                    continue
                run = lambda: over_http(namespace["app"], data, operation["path"])  # noqa: E731
            elif app is not None and not is_subscription(operation["query"]):
                run = lambda: over_http(app, data)  # noqa: E731
            else:
                run = lambda: asyncio.run(run_operation(schema or app.schema, operation))  # noqa: E731
            with contextlib.redirect_stdout(output):
                results.append(in_child(run))
    return {"status": "passed", "results": results}


def serve(timeout):
    """Answers one request per line of stdin, each in a child forked from this process.

    The libraries are imported once, here; every block then starts from that state in a
    process of its own, in the folder that holds the page's files.
    """
    for name in ("ariadne", "ariadne.asgi", "graphql", "starlette.applications", "starlette.testclient"):
        try:
            __import__(name)
        except Exception:  # a version without the module: the block will say so
            pass
    base_path = list(sys.path)
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            os.chdir(request["workdir"])
            sys.path[:] = [request["workdir"], *base_path]
            try:
                outcome = run_request(request)
            except BaseException:
                outcome = {"status": "failed", "reason": traceback.format_exc(limit=-3)}
            with os.fdopen(write_end, "w") as pipe:
                pipe.write(json.dumps(outcome, default=repr))
            os._exit(0)
        os.close(write_end)
        chunks = []
        deadline = time.monotonic() + timeout
        with os.fdopen(read_end) as pipe:
            while True:
                left = deadline - time.monotonic()
                ready, _, _ = select.select([pipe], [], [], max(left, 0))
                if not ready:
                    os.kill(pid, signal.SIGKILL)
                    break
                chunk = pipe.read()
                if not chunk:
                    break
                chunks.append(chunk)
        os.waitpid(pid, 0)
        text = "".join(chunks)
        if text:
            emit(json.loads(text))
        elif time.monotonic() >= deadline:
            emit({"status": "failed", "reason": f"did not finish in {timeout:g} s"})
        else:
            emit({"status": "failed", "reason": "the block's process ended without a result"})


if __name__ == "__main__":
    serve(float(sys.argv[1]) if len(sys.argv) > 1 else 30.0)
