"""`jaxcheck init`: a project's jitted functions and training entry points, found by
reading its source (``ast``; nothing is imported or run), turned into a commented
``[tool.jaxcheck]`` block and, for functions whose arguments are real models or states,
an example-factory stub for the user to fill in.

Three kinds of entry are written:

* an *entry point* (``main``, ``train``, ... with no required parameter, or what the
  file's ``if __name__ == "__main__":`` calls): a workload, run as a whole;
* a *jitted function* whose arguments one of its own call sites shows (``jnp.ones((8,
  4))``, ``0.1``, a dict of arrays): ``args`` in the ``--args`` language, which `check`
  varies;
* a jitted function whose arguments no call site describes (a model, a train state, a
  PRNG key): an entry with ``example = "jaxcheck_examples:make_NAME"``, commented out,
  and a ``make_NAME`` stub in ``jaxcheck_examples.py`` that returns the arguments.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..lint.scope import Module, statements

#: names of functions that run training or a demo as a whole
ENTRY_NAMES = ("main", "train", "run", "fit", "train_loop", "training_loop", "demo")
#: files and folders that are not the project's code to check
_SKIP_DIRS = {"tests", "test", "docs", "build", "dist", "node_modules", "venv"}
_SKIP_FILE = re.compile(r"(test_.*|.*_test|conftest|setup|noxfile|jaxcheck_examples)\.py")
STUB_MODULE = "jaxcheck_examples"
#: larger modules are not scanned: generated code (a 50 MB table) is no entry point, and
#: parsing one costs gigabytes
MAX_SOURCE_BYTES = 2 * 1024 * 1024
#: the most entries one block lists; the rest are counted (a project of thousands of
#: jitted functions gets a block to start from, not a file of megabytes)
MAX_ENTRIES = 100

_ARRAY_MAKERS = {"ones": "f32", "zeros": "f32", "empty": "f32", "full": "f32",
                 "ones_like": None, "zeros_like": None}
_RANDOM = {"normal": "f32", "uniform": "f32", "truncated_normal": "f32"}
_DTYPES = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f32",
           "int32": "i32", "int64": "i32", "int8": "i8", "uint8": "u8", "bool_": "bool",
           "int16": "i16", "complex64": "c64"}


@dataclass
class Found:
    """One entry for ``[tool.jaxcheck]``."""

    target: str
    kind: str  # "entry" | "args" | "example"
    line: int
    file: str
    params: list[str] = field(default_factory=list)
    args: str | None = None
    #: where the args were read (``train.py:30``), or the call the stub should copy
    seen_at: str | None = None
    call_text: str | None = None
    declared: bool = False  # @jaxcheck.entrypoint already declares it

    #: the example factory's name in the stub (unique in the project: see :func:`scan`)
    factory: str = ""


def project_files(root: Path) -> list[Path]:
    from ..lint.files import discover

    files = []
    for path in discover([str(root)], lambda p: False):
        rel = path.resolve().relative_to(root.resolve())
        if any(part in _SKIP_DIRS or part.startswith(".") for part in rel.parts[:-1]):
            continue
        if any((root / Path(*rel.parts[:n]) / "pyvenv.cfg").exists()
               for n in range(1, len(rel.parts))):
            continue  # a virtualenv of any name: installed packages, not the project
        if _SKIP_FILE.fullmatch(rel.name):
            continue
        files.append(path)
    return files


def target_of(path: Path, root: Path, name: str) -> str:
    """``pkg.mod:name`` for a module of a package (from the root or ``src/``), else the
    file relative to the root: ``train.py:name``."""
    rel = path.resolve().relative_to(root.resolve())
    parts = list(rel.with_suffix("").parts)
    folder = path.parent
    depth = 0
    while (folder / "__init__.py").is_file() and folder.resolve() != root.resolve():
        depth += 1
        folder = folder.parent
    if depth:
        dotted = ".".join(parts[-(depth + 1):])
        if path.name == "__init__.py":
            dotted = dotted.rpartition(".")[0]
        return f"{dotted}:{name}"
    return f"{rel.as_posix()}:{name}"


def _source(path: Path) -> tuple[bytes, str] | None:
    """A module's bytes and text, decoded as Python decodes it (a BOM, a coding cookie);
    None when it cannot be decoded."""
    import io
    import tokenize

    from ..lint.files import read_source

    data = read_source(path, limit=MAX_SOURCE_BYTES)
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        return data, data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        return None


def scan(root: Path, skipped: list[str] | None = None) -> list[Found]:
    """Every entry point and jitted function of the project under ``root``, in file
    order; never imports anything. A module over :data:`MAX_SOURCE_BYTES` is not read:
    its path relative to ``root`` goes to ``skipped``."""
    found: list[Found] = []
    for path in project_files(root):
        try:
            if path.stat().st_size > MAX_SOURCE_BYTES:
                if skipped is not None:
                    skipped.append(path.resolve().relative_to(root.resolve()).as_posix())
                continue
            read = _source(path)
        except OSError:  # unreadable, or grown past the limit since: not the project's entry
            continue
        if read is None:
            continue
        data, source = read
        # the cheap test first: a module that imports no JAX is never parsed
        if not re.search(r"^\s*(import|from)\s+(jax|equinox|flax|optax)\b", source, re.M) \
                and "jaxcheck" not in source:
            continue
        try:
            tree = ast.parse(data)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        found += _scan_module(path, root, tree, source.splitlines())
    names = [f.target.rpartition(":")[2] for f in found if f.kind == "example"]
    for f in found:  # make_step, or make_train_step_py... when two files have a `step`
        name = f.target.rpartition(":")[2]
        stem = re.sub(r"\W", "_", Path(f.file).stem)
        f.factory = "make_" + (name if names.count(name) <= 1 else f"{stem}_{name}")
    return found


def _scan_module(path: Path, root: Path, tree: ast.Module, lines: list[str]) -> list[Found]:
    rel = path.resolve().relative_to(root.resolve()).as_posix()
    module = Module(tree, lines)
    top = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    out: list[Found] = []
    declared = {name for name, node in top.items() if _declared(node)}
    for name in sorted(declared, key=lambda n: top[n].lineno):
        out.append(Found(target_of(path, root, name), "args", first_line(top[name]), rel,
                         _params(top[name]), declared=True))
    main_calls = _main_calls(tree)
    for name, node in top.items():
        if name in declared or name.startswith("_") or name in module.jits:
            continue
        if (name in ENTRY_NAMES or name in main_calls) and not _required(node):
            out.append(Found(target_of(path, root, name), "entry", first_line(node), rel))
    for name, info in module.jits.items():
        if name in declared or name.startswith("_") or not _is_top_level(tree, name):
            continue
        params = info.params or []
        statics = set(info.names) | {params[i] for i in info.nums if i < len(params)}
        if info.filter:  # equinox: every non-array is static, so a scalar is its value
            statics = set(params)
        call = _describe_calls(tree, name, params, statics, module)
        # a decorated function is where its first decorator is, as Python (and so `run`)
        # names it; a `step = jax.jit(f)` is its assignment
        line = first_line(top[name]) if name in top else info.line
        entry = Found(target_of(path, root, name), "args" if call and call[0] else "example",
                      line, rel, params)
        if call:
            entry.args, at, entry.call_text = call
            entry.seen_at = f"{rel}:{at}"
        out.append(entry)
    return sorted(out, key=lambda f: f.line)


def first_line(node: ast.FunctionDef) -> int:
    """The line a function is named by: its first decorator's, else its ``def``'s (the
    code object's ``co_firstlineno``, which every report of a run names)."""
    return min([node.lineno, *(d.lineno for d in node.decorator_list)])


def _declared(node: ast.FunctionDef) -> bool:
    for dec in node.decorator_list:
        func = dec.func if isinstance(dec, ast.Call) else dec
        if isinstance(func, ast.Attribute) and func.attr == "entrypoint":
            return True
    return False


def _params(node: ast.FunctionDef) -> list[str]:
    return [a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)]


def _required(node: ast.FunctionDef) -> bool:
    a = node.args
    positional = [*a.posonlyargs, *a.args]
    kw_required = [k for k, d in zip(a.kwonlyargs, a.kw_defaults, strict=True) if d is None]
    return len(positional) > len(a.defaults) or bool(kw_required)


def _is_top_level(tree: ast.Module, name: str) -> bool:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return True
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return True
    return False


def _main_calls(tree: ast.Module) -> set[str]:
    """Names called with no argument under ``if __name__ == "__main__":``."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test) \
                and "__name__" in ast.unparse(node.test):
            for sub in ast.walk(node):
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) \
                        and not sub.args and not sub.keywords:
                    names.add(sub.func.id)
    return names


# --- arguments from the user's own call sites ----------------------------------------


def _describe_calls(tree: ast.Module, name: str, params: list[str], statics: set[str],
                    module: Module) -> tuple[str | None, int, str] | None:
    """The first call of ``name`` in the file whose every argument reads as a spec:
    ``(spec, line, call text)``; ``(None, line, text)`` when calls exist and none reads;
    None when the file never calls it."""
    first: tuple[None, int, str] | None = None
    scopes = [tree] + [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    for scope in scopes:
        body = scope.body
        for node in _walk_scope(body):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == name):
                continue
            text = ast.get_source_segment(module_source(module), node) or name + "(...)"
            spec = _call_spec(node, body, params, statics)
            if spec is not None:
                return spec, node.lineno, text
            if first is None:
                first = (None, node.lineno, text)
    return first


def module_source(module: Module) -> str:
    return "\n".join(module.lines)


def _walk_scope(body: list[ast.stmt]):
    """The nodes of one function's body, not of the functions nested in it."""
    stack: list[ast.AST] = list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        for child in reversed(list(ast.iter_child_nodes(node))):
            if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
                              | ast.Lambda):
                stack.append(child)


def _call_spec(call: ast.Call, body: list[ast.stmt], params: list[str],
               statics: set[str]) -> str | None:
    env = _bindings(body, call.lineno)
    parts = []
    for i, arg in enumerate(call.args):
        if isinstance(arg, ast.Starred):
            return None
        static = i < len(params) and params[i] in statics
        text = _spec_of(arg, env, static)
        if text is None:
            return None
        parts.append(text)
    for kw in call.keywords:
        if kw.arg is None:
            return None
        text = _spec_of(kw.value, env, kw.arg in statics)
        if text is None:
            return None
        parts.append(f"{kw.arg}={text}")
    return ", ".join(parts)


def _bindings(body: list[ast.stmt], before: int) -> dict[str, ast.expr]:
    """What each plain name was last bound to before line ``before`` in one scope:
    ``x = jnp.ones(...)``, ``for lr in (0.1, 0.01)`` or ``for n in range(1, 4)``
    (its first value)."""
    env: dict[str, ast.expr] = {}
    for node in statements(body):
        if getattr(node, "lineno", before) >= before:
            continue
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                env[target.id] = node.value
            elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) \
                    and len(target.elts) == len(node.value.elts):
                for t, v in zip(target.elts, node.value.elts, strict=True):
                    if isinstance(t, ast.Name):
                        env[t.id] = v
        elif isinstance(node, ast.For) and isinstance(node.target, ast.Name):
            first = _first_item(node.iter)
            if first is not None:
                env[node.target.id] = first
    return env


def _first_item(iterable: ast.expr) -> ast.expr | None:
    """The first value a loop over ``iterable`` binds, where the source shows it:
    ``(0.1, 0.01)`` gives ``0.1``; ``range(1, 4)`` gives ``1``; ``range(3)`` gives ``0``."""
    if isinstance(iterable, ast.Tuple | ast.List) and iterable.elts:
        return iterable.elts[0]
    if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name) \
            and iterable.func.id == "range" and 1 <= len(iterable.args) <= 3 \
            and not iterable.keywords:
        if len(iterable.args) == 1:
            return ast.copy_location(ast.Constant(0), iterable)
        start = iterable.args[0]
        if isinstance(start, ast.Constant) and type(start.value) is int:
            return start
    return None


def _spec_of(node: ast.expr, env: dict[str, ast.expr], static: bool,
             depth: int = 0) -> str | None:
    if depth > 8:
        return None
    if isinstance(node, ast.Name) and node.id in env:
        return _spec_of(env[node.id], env, static, depth + 1)
    if isinstance(node, ast.Constant):
        value = node.value
        if static or isinstance(value, str) or value is None:
            return repr(value)
        if isinstance(value, bool):
            return "bool"
        return {int: "int", float: "float", complex: "complex"}.get(type(value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) \
            and isinstance(node.operand, ast.Constant):
        return _spec_of(node.operand, env, static, depth + 1) if not static \
            else repr(-node.operand.value)
    if isinstance(node, ast.Dict):
        items = []
        for k, v in zip(node.keys, node.values, strict=True):
            if not isinstance(k, ast.Constant) or not isinstance(k.value, str):
                return None
            inner = _spec_of(v, env, static, depth + 1)
            if inner is None:
                return None
            items.append(f"{k.value!r}: {inner}")
        return "{" + ", ".join(items) + "}"
    if isinstance(node, ast.Tuple | ast.List):
        inner = [_spec_of(e, env, static, depth + 1) for e in node.elts]
        if any(i is None for i in inner):
            return None
        if isinstance(node, ast.List):
            return "[" + ", ".join(inner) + "]"  # type: ignore[arg-type]
        return "(" + ", ".join(inner) + ("," if len(inner) == 1 else "") + ")"  # type: ignore
    if isinstance(node, ast.Call):
        return _array_spec(node, env)
    return None


def _scalar_array(call: ast.Call) -> str | None:
    """``jnp.float32(2.0)`` -> ``f32[]``."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _DTYPES and len(call.args) == 1 \
            and isinstance(call.args[0], ast.Constant | ast.UnaryOp):
        return f"{_DTYPES[func.attr]}[]"
    return None


def _array_spec(call: ast.Call, env: dict[str, ast.expr]) -> str | None:
    """``jnp.ones((8, 4))`` -> ``f32[8,4]``: array constructors with literal shapes."""
    func = call.func
    if not isinstance(func, ast.Attribute):
        return None
    scalar = _scalar_array(call)
    if scalar is not None:
        return scalar
    name = func.attr
    dtype_node = next((k.value for k in call.keywords if k.arg == "dtype"), None)
    shape_node: ast.expr | None = None
    dtype = "f32"
    if name in ("ones", "zeros", "empty", "full") and call.args:
        shape_node = call.args[0]
        if dtype_node is None and name != "full" and len(call.args) > 1:
            dtype_node = call.args[1]
    elif name in _RANDOM and len(call.args) >= 2:
        shape_node = call.args[1]
    elif name == "arange" and len(call.args) == 1:
        shape_node, dtype = call.args[0], "i32"
    elif name == "linspace" and len(call.args) >= 3:
        shape_node = call.args[2]
    else:
        return None
    if dtype_node is not None:
        short = _DTYPES.get(dtype_node.attr if isinstance(dtype_node, ast.Attribute) else
                            dtype_node.value if isinstance(dtype_node, ast.Constant) else "")
        if short is None:
            return None
        dtype = short
    dims = _dims(shape_node, env)
    return None if dims is None else f"{dtype}[{','.join(map(str, dims))}]"


def _dims(node: ast.expr | None, env: dict[str, ast.expr]) -> list[int] | None:
    if isinstance(node, ast.Name) and node.id in env:
        node = env[node.id]
    if isinstance(node, ast.Constant) and isinstance(node.value, int) \
            and not isinstance(node.value, bool):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List):
        out = []
        for e in node.elts:
            if isinstance(e, ast.Name) and e.id in env:
                e = env[e.id]
            if not (isinstance(e, ast.Constant) and isinstance(e.value, int)):
                return None
            out.append(e.value)
        return out
    return None


# --- the block and the stub ----------------------------------------------------------


def block(found: list[Found], stub: str | None, more: int = 0) -> str:
    """The commented ``[tool.jaxcheck]`` block for ``found``; ``more``: how many entries
    found were left out (:data:`MAX_ENTRIES`)."""
    lines = [
        "[tool.jaxcheck]",
        "# Written by `jaxcheck init` (docs/configuration.md). `jaxcheck check` runs every",
        "# entry below and fails on unexpected recompiles; `jaxcheck baseline` records",
        "# today's compiles in jaxcheck.lock, so that `check` fails on anything worse.",
        "# jobs = 2        # targets in parallel worker processes",
        "# timeout = 600   # seconds per target",
    ]
    if not any(f.kind in ("entry", "args") for f in found):
        lines.append("# No entry point or jitted function with readable arguments was found:")
        lines.append("# add one, e.g.")
        lines.append('# [[tool.jaxcheck.entrypoints]]')
        lines.append('# target = "mypkg.model:train_step"')
        lines.append('# args = "f32[8,128], float"')
    for f in found:
        lines.append("")
        if f.kind == "entry":
            lines.append(f"# {f.file}:{f.line}: an entry point, run as a whole (a workload): "
                         "every compile it")
            lines.append("# makes is reported. Keep its run short (few steps, small data).")
        elif f.declared:
            lines.append(f"# {f.file}:{f.line}: declared with @jaxcheck.entrypoint (its "
                         "args, dims and expect).")
        elif f.kind == "args":
            lines.append(f"# {f.file}:{f.line}: jitted; args as called at {f.seen_at}: "
                         f"{_one_line(f.call_text)}.")
            lines.append("# jaxcheck calls it with these and varies each argument (value, "
                         "dtype, shape, ...).")
        else:
            lines.append(f"# {f.file}:{f.line}: jitted; no call in its file shows its "
                         f"arguments ({', '.join(f.params)})")
            lines.append("# as a spec (a model, a state, a key, loaded data):")
            lines.append(f"# fill in {f.factory} in {stub}.py, then uncomment.")
        entry = ["[[tool.jaxcheck.entrypoints]]", f"target = {_toml(f.target)}"]
        if f.kind == "args" and not f.declared and f.args is not None:
            entry.append(f"args = {_toml(f.args)}")
        if f.kind == "example":
            entry.append(f"example = {_toml(f'{stub}:{f.factory}')}")
            entry = ["# " + e for e in entry]
        lines += entry
    if more:
        lines += ["", f"# ... and {more:,} more entry points and jitted functions, not listed: "
                      "add the ones that matter", "# (jaxcheck run FILE:FUNCTION tries one)."]
    return "\n".join(lines) + "\n"


def _one_line(text: str | None) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= 60 else text[:59] + "…"


def _toml(text: str) -> str:
    """A TOML basic string."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def stub(found: list[Found]) -> str | None:
    """``jaxcheck_examples.py``: one factory per function that needs one, or None."""
    wanted = [f for f in found if f.kind == "example"]
    if not wanted:
        return None
    out = [
        '"""Example arguments for the jitted functions `jaxcheck init` found, whose',
        "arguments are models or states that no --args spec describes.",
        "",
        "Each make_* returns the positional arguments of one call as a tuple (one argument:",
        "`(model,)`), or `jaxcheck.Args(*args, **kwargs)` for keyword arguments. Its keyword",
        "parameters are named dimensions: `dims = { B = [1, 8] }` in the entry calls it once",
        "per value. Fill each in, then uncomment its entry in pyproject.toml",
        '(docs/configuration.md)."""',
    ]
    for f in wanted:
        module, _, attr = f.target.partition(":")
        where = f"{f.file}:{f.line}"
        out += ["", ""]
        out.append(f"def {f.factory}(B=8):")
        out.append(f'    """The arguments of `{attr}({", ".join(f.params)})` ({where})."""')
        if module.endswith(".py"):
            out.append(f"    # import {Path(module).stem}  (the module that defines {attr})")
        else:
            out.append(f"    # from {module} import ...")
        if f.seen_at:
            out.append(f"    # called at {f.seen_at}: {_one_line(f.call_text)}")
        for p in f.params:
            out.append(f"    # {p} = ...")
        returned = "(" + ", ".join(f.params) + ("," if len(f.params) == 1 else "") + ")"
        out.append(f"    # return {returned}")
        out.append(f"    raise NotImplementedError(\"fill in {f.factory} in "
                   f"{STUB_MODULE}.py\")")
    return "\n".join(out) + "\n"
