"""The JAX seam: only ``jaxcheck._src.jaxcompat`` touches JAX's internals, and one
predicate (``frame_owner``) says whose code a frame runs.

The guard reads every module of jaxcheck with ``ast``: it knows which names are
bound to JAX (``import jax``, ``from jax import config``, ``cfg = jax.config``) and
fails on an import of a private module of JAX (``jax._src``, ``jaxlib._jax``), a
private attribute read from a JAX object (``jax.config._read``, also through
``getattr``), and text that names one (``"jax._src.cache_key"``, monitoring event
names ``"/jax/..."``) outside docstrings. Its own rules are tested on snippets, and
on ``jaxcompat`` itself, where it must find what the package holds.
"""

from __future__ import annotations

import ast
import os
import re
import sys
import textwrap
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from helpers import assert_site, caller_line

import jaxcheck
from jaxcheck._src import jaxcompat as compat

PACKAGE = Path(jaxcheck.__file__).parent

SEAM = PACKAGE / "_src" / "jaxcompat"

_JAX_ROOTS = ("jax", "jaxlib")


#: text that names a JAX internal: a private module, a monitoring event.
_PRIVATE_TEXT = re.compile(r"\bjax(lib)?\._|^/jax/")

_ATTRIBUTE_CALLS = ("getattr", "hasattr", "setattr", "delattr")


def _private_path(dotted: str) -> bool:
    parts = dotted.split(".")
    return parts[0] in _JAX_ROOTS and any(p.startswith("_") for p in parts[1:])


def _dunder(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def _root(node: ast.AST) -> str | None:
    """The name an attribute chain or call starts from: ``jax`` in ``jax.config.update``."""
    while isinstance(node, ast.Attribute | ast.Call | ast.Subscript):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _jax_names(tree: ast.AST) -> set[str]:
    """Names bound to JAX's modules or objects anywhere in a module (flow-insensitive)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in _JAX_ROOTS:
                    names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and \
                node.module.split(".")[0] in _JAX_ROOTS:
            names.update(alias.asname or alias.name for alias in node.names)
    grew = True
    while grew:  # `cfg = jax.config`, `state = getattr(distributed, "global_state")`
        grew = False
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and _root(node.value) in names:
                for target in node.targets:
                    if isinstance(target, ast.Name) and target.id not in names:
                        names.add(target.id)
                        grew = True
    return names


def violations(source: str) -> list[str]:
    """Each use of a JAX internal in ``source``, as ``line: what``."""
    tree = ast.parse(source)
    jax_names = _jax_names(tree)
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            found += [f"{line}: import {a.name}" for a in node.names if _private_path(a.name)]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                if _private_path(f"{node.module}.{alias.name}"):
                    found.append(f"{line}: from {node.module} import {alias.name}")
        elif isinstance(node, ast.Attribute) and node.attr.startswith("_") and \
                not _dunder(node.attr) and _root(node.value) in jax_names:
            found.append(f"{line}: {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in _ATTRIBUTE_CALLS and len(node.args) >= 2 and \
                _root(node.args[0]) in jax_names and isinstance(node.args[1], ast.Constant) and \
                isinstance(node.args[1].value, str) and node.args[1].value.startswith("_") and \
                not _dunder(node.args[1].value):
            found.append(f"{line}: {ast.unparse(node)}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                id(node) not in docstrings and _PRIVATE_TEXT.search(node.value):
            found.append(f"{line}: {node.value!r}")
    return found


def _modules(outside_seam: bool) -> list[Path]:
    files = sorted(PACKAGE.rglob("*.py"))
    return [f for f in files if (SEAM in f.parents) != outside_seam]


# --- the guard -----------------------------------------------------------------------


def test_no_module_outside_the_seam_touches_jax_internals():
    modules = _modules(outside_seam=True)
    names = {f.relative_to(PACKAGE).as_posix() for f in modules}
    # the modules that once reached into JAX are scanned, and the subpackages
    assert {"_src/capture/capture.py", "_src/run/worker.py", "_src/analysis/divergence.py",
            "_src/signature/signature.py", "_src/run/startup/sitecustomize.py",
            "_src/report/jsonreport.py"} <= names
    found = {f.relative_to(PACKAGE).as_posix(): violations(f.read_text(encoding="utf-8"))
             for f in modules}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_the_guard_finds_what_the_seam_holds():
    """Run on ``jaxcompat`` itself, the same rules find each kind of internal it uses:
    the guard is not blind to the code it is meant to keep out."""
    hits = "\n".join(h for f in _modules(outside_seam=False)
                     for h in violations(f.read_text(encoding="utf-8")))
    for expected in ("from jax._src import pjit", "from jax._src import monitoring",
                     "jax.config._read", "'/jax/core/compile/backend_compile_duration'",
                     "'jax._src.cache_key'", "from jax._src import xla_bridge",
                     "from jax._src import distributed"):
        assert expected in hits, expected


@pytest.mark.parametrize("source", [
    "from jax._src import pjit",
    "import jax._src.pjit",
    "import jax._src.pjit as pjit",
    "from jax._src.interpreters import ad",
    "from jax import _src",
    "from jaxlib import _jax",
    "import jax\njax.config._read('jax_log_compiles')",
    "import jax as j\nj._src",
    "from jax import config as c\nc._read('x')",
    "import jax\ncfg = jax.config\ncfg._read('x')",
    "import jax\ngetattr(jax.config, '_read')",
    "import jax.numpy as jnp\nhasattr(jnp, '_x')",
    "import jax\nx = jax.numpy.ones(2)\nx._committed",
    "import jax\njax.jit(lambda x: x)._cache_size()",
    "import logging\nlogging.getLogger('jax._src.cache_key')",
    "import importlib\nimportlib.import_module('jax._src.xla_bridge')",
    "EVENT = '/jax/core/compile/backend_compile_duration'",
    "def f():\n    from jax._src import distributed\n    return distributed.global_state",
])
def test_the_guard_flags_each_way_in(source):
    assert violations(source), source


@pytest.mark.parametrize("source", [
    "import jax\njax.config.update('jax_log_compiles', True)",
    "import jax\njax.__version__, jax.__file__",
    "import os\nos._exit(0)",
    "import sys\nsys._getframe(1)",
    "class A:\n    _x = 1\nA._x",
    '"""Patches jax._src.pjit._infer_params."""',
    "def f():\n    '''Reads jax._src.config.'''",
    "from .. import jaxcompat as compat\ncompat.read_flag('jax_log_compiles')",
    "x = 'jax_log_compiles'",
])
def test_the_guard_lets_public_use_through(source):
    assert violations(source) == []


# --- one predicate: whose frame -----------------------------------------------------------


def _site_packages_file(tmp_path: Path) -> Path:
    return tmp_path / "lib" / "python3.11" / "site-packages" / "somelib" / "core.py"


@pytest.mark.parametrize("filename, owner", [
    (jax.__file__, "jax"),
    (os.path.join(compat.JAX_DIR, "_src", "api.py"), "jax"),
    (sys.modules["jax.numpy"].__file__, "jax"),
    (sys.modules["jaxlib"].__file__, "jax"),
    (jaxcheck.__file__, "jaxcheck"),
    (str(PACKAGE / "_src" / "run" / "startup" / "sitecustomize.py"), "jaxcheck"),
    (compat.hooks.__file__, "jaxcheck"),
    (np.__file__, "library"),
    (os.__file__, "library"),
    (textwrap.__file__, "library"),
    ("<frozen runpy>", "library"),
    ("/opt/env/lib/python3.11/site-packages/somelib/core.py", "library"),
    ("/usr/lib/python3/dist-packages/somelib/core.py", "library"),
    (__file__, "user"),
    ("/home/me/project/train.py", "user"),
    ("<stdin>", "user"),
    ("<string>", "user"),
    ("<ipython-input-3-5f1c2a9b0d7e>", "user"),
    ("/tmp/ipykernel_12345/2817293845.py", "user"),
])
def test_frame_owner(filename, owner):
    assert compat.frame_owner(filename) == owner


def test_every_frame_decision_goes_through_frame_owner():
    """No module but the predicate's own compares a file name with JAX's, jaxcheck's
    or a library's directory: each such decision is ``frame_owner``'s."""
    offenders = []
    for f in sorted(PACKAGE.rglob("*.py")):
        if f == SEAM / "frames.py" or "lint" in f.parts:
            continue  # the linter lists source files to read: no frame is decided there
        tree = ast.parse(f.read_text(encoding="utf-8"))
        docstrings = _docstrings(tree)
        for node in ast.walk(tree):
            used = node.id if isinstance(node, ast.Name) else \
                node.attr if isinstance(node, ast.Attribute) else None
            if used in ("JAX_DIR", "wrapper_dirs", "_JAX_DIRS", "_LIBRARY_DIRS"):
                offenders.append(f"{f.name}:{node.lineno}: {used}")
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    id(node) not in docstrings and re.search(
                        r"site-packages|dist-packages|jaxlib/|<frozen", node.value):
                offenders.append(f"{f.name}:{node.lineno}: {node.value!r}")
    assert offenders == []


def test_call_site_skips_library_frames_to_the_users_line(tmp_path, monkeypatch):
    """A jitted call made inside an installed library is the user's call of the library."""
    lib = _site_packages_file(tmp_path)
    lib.parent.mkdir(parents=True)
    (lib.parent / "__init__.py").write_text("")
    lib.write_text("import jax\n\n"
                   "_step = jax.jit(lambda x: x * 2)\n\n"
                   "def step(x):\n"
                   "    return _step(x)\n")
    monkeypatch.syspath_prepend(str(lib.parent.parent))
    import somelib.core

    assert compat.frame_owner(somelib.core.__file__) == "library"
    from jaxcheck._src.capture import capture

    try:
        with capture.Capture() as cap:
            line = caller_line() + 1
            somelib.core.step(jnp.ones(3))
    finally:
        sys.modules.pop("somelib.core"), sys.modules.pop("somelib")
    (rec,) = [r for r in cap.records if not r.internal]
    assert_site(rec.call_site, __file__, line)


def test_call_site_of_code_given_as_text():
    from jaxcheck._src.capture import capture

    code = compile("f = jax.jit(lambda x: x - 1)\n\nf(jnp.ones(2))\n", "<string>", "exec")
    with capture.Capture() as cap:
        exec(code, {"jax": jax, "jnp": jnp})
    (rec,) = [r for r in cap.records if not r.internal]
    assert rec.call_site == "<string>:3"


# --- JAX's process state, read without changing it ------------------------------------------


def test_a_dtype_reads_the_same_short_text_every_time_it_is_asked():
    """``dtype_short`` remembers each dtype's text: asked again (as a dtype, a type, a
    name, a typed key's dtype), the answer is the first one's, and the text of a dtype is
    what JAX's own signature shows for an array of it (``f32``, ``bf16``, ``key<fry>``)."""
    from jaxcheck._src.jaxcompat import keys

    key = jax.random.key(0)
    cases = [(jnp.float32, "f32"), (np.dtype("float32"), "f32"), ("float32", "f32"),
             (np.dtype(">f4"), "f32"), (jnp.bfloat16, "bf16"), (np.int8, "i8"),
             (np.dtype(bool), "bool"), (key.dtype, str(key.dtype)),
             (jnp.complex64, "c64"), (np.uint32, "u32")]
    for _ in range(2):  # the second round is served from memory
        for dtype, text in cases:
            assert keys.dtype_short(dtype) == text, dtype
    assert str(key.dtype).startswith("key<")
    # JAX's own name for the dtype, in its program text
    assert "bf16[3]" in str(jax.make_jaxpr(lambda x: x)(jnp.ones(3, jnp.bfloat16)))
