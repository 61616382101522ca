"""JAX's truth for the lint tests' inline fixtures: each fixture is run, in process, under
JAX's compile log, and lint's finding must agree with what JAX did.

A fixture is a module's source (a pitfall or code that only looks like one); its *driver*
is the few calls that exercise it (``main(jnp.ones(3))``), declared beside the test that
lints it. :func:`execute` runs the module body, then the driver, with
``jax_log_compiles`` on, and counts JAX's "Compiling ..." lines per function name.

*Recompiled* means JAX compiled some function the fixture (or its driver) defines more
often than the source has definitions of that name: a lambda written once and compiled
three times was recompiled; four one-shot lambdas compiled once each were not. JAX
refusing a static argument it cannot hash is a recompile pitfall too (the program does not
run at all). Names JAX gives its own eager ops (``add``, ``convert_element_type``) are no
definitions of the fixture and are not counted.

Names in the compile log: ``Compiling jit(step)`` (0.10.2), ``Compiling step`` (0.6.2,
0.4.38); a ``functools.partial`` is ``<unnamed wrapped function>`` on 0.4.38, counted
against the fixture's ``partial(...)`` expressions.
"""

from __future__ import annotations

import ast
import re
import textwrap
from collections import Counter
from dataclasses import dataclass

#: imported before a fixture's own head, so a driver can build arrays whatever the head is
PRELUDE = "import functools\nfrom functools import partial\nimport jax\nimport jax.numpy as jnp\n" \
          "import numpy as np\n"
UNNAMED = "<unnamed wrapped function>"
_COMPILING = re.compile(rf"Compiling (?:jit[(_])?({re.escape(UNNAMED)}|[\w<>]+)")


@dataclass(frozen=True)
class Driver:
    """The calls that exercise a fixture (run after its module body, in its namespace).

    ``deliberate``: a recompile lint leaves alone on purpose (why); ``nothing``: a clean
    fixture under which JAX compiles no function of the fixture at all (why), so that a
    driver that forgot to call anything cannot pass as clean."""

    calls: str
    deliberate: str | None = None
    nothing: str | None = None


@dataclass(frozen=True)
class Outcome:
    """What JAX did when a fixture ran."""

    compiles: dict[str, int]  # per name the fixture defines: JAX's compiles of it
    definitions: dict[str, int]  # per name: how often the source defines it
    refused: str | None  # JAX refused a static argument it cannot hash (its message)

    @property
    def recompiled(self) -> list[str]:
        """The names JAX compiled more often than they are defined."""
        return sorted(n for n, c in self.compiles.items() if c > self.definitions.get(n, 0))

    @property
    def pitfall(self) -> bool:
        return bool(self.recompiled) or self.refused is not None

    def describe(self) -> str:
        if self.refused:
            return f"JAX refused the program: {self.refused}"
        shown = ", ".join(f"{n} {c}x (defined {self.definitions[n]}x)"
                          for n, c in sorted(self.compiles.items())) or "no user function"
        return f"JAX compiled {shown}"


#: library functions that are jitted themselves (equinox.filter_jit in their own source):
#: JAX's log names them, and a fixture that calls one counts as its one definition
LIBRARY_JITTED = frozenset({"diffeqsolve", "root_find", "minimise", "least_squares",
                            "fixed_point", "linear_solve"})


def definitions(source: str) -> Counter:
    """How often each function name is defined: ``def`` statements, lambdas, partials; a
    library function that is jitted itself, once, if the source calls it."""
    found: Counter = Counter()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found[node.name] += 1
        elif isinstance(node, ast.Lambda):
            found["<lambda>"] += 1
        elif isinstance(node, ast.Call) and _called(node) in ("partial", "Partial"):
            found[UNNAMED] += 1
        elif isinstance(node, ast.Call) and _called(node) in LIBRARY_JITTED:
            found[_called(node)] = 1
    return found


def _called(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def _hashing_error(error: BaseException) -> bool:
    """JAX's refusal of a static argument it cannot hash (not a bug in a driver)."""
    return isinstance(error, ValueError | TypeError) and "hash" in str(error).lower()


def execute(source: str, driver: str) -> Outcome:
    """Run ``source`` as a module named ``__main__`` and then ``driver`` in its namespace,
    under JAX's compile log; what JAX compiled, by the fixture's function names."""
    from helpers import jax_compile_log

    source, driver = textwrap.dedent(source), textwrap.dedent(driver)
    namespace = {"__name__": "__main__"}
    refused = None
    with jax_compile_log() as lines:
        try:
            exec(compile(PRELUDE, "<prelude>", "exec"), namespace)  # noqa: S102 - fixtures
            exec(compile(source, "<fixture>", "exec"), namespace)  # noqa: S102
            exec(compile(driver, "<driver>", "exec"), namespace)  # noqa: S102
        except Exception as error:  # noqa: BLE001 - a refusal is the outcome; else fail
            if not _hashing_error(error):
                raise
            refused = f"{type(error).__name__}: {str(error).splitlines()[0]}"
    defined = definitions(source) + definitions(driver)
    counts: Counter = Counter()
    for line in lines:
        m = _COMPILING.match(line)
        if m and m.group(1) in defined:
            counts[m.group(1)] += 1
    return Outcome(dict(counts), dict(defined), refused)


def disagreement(findings: list, outcome: Outcome, driver: Driver) -> str | None:
    """Why lint's findings and JAX's outcome disagree (None: they agree)."""
    flagged = sorted({f.code for f in findings})
    deliberate = driver.deliberate
    if deliberate is not None:
        if flagged or not outcome.pitfall:
            return (f"a deliberate recompile ({deliberate}): lint must stay silent and JAX "
                    f"recompile; lint found {flagged or 'nothing'}; {outcome.describe()}")
        return None
    if flagged and not outcome.pitfall:
        return f"lint flags {flagged}, but JAX did not recompile: {outcome.describe()}"
    if not flagged and outcome.pitfall:
        return f"lint finds nothing, but JAX recompiled {outcome.recompiled}: " \
               f"{outcome.describe()}"
    if not flagged and not outcome.compiles and driver.nothing is None:
        return "JAX compiled no function of the fixture: the driver exercises nothing"
    if outcome.compiles and driver.nothing is not None:
        return f"declared to compile nothing ({driver.nothing}), but {outcome.describe()}"
    return None


def execute_project(root, files: dict[str, str], driver: str,
                    library: tuple[str, ...] = ()) -> Outcome:
    """Write ``files`` (relative path -> source) under ``root``, import them as the
    project they are (packages, relative imports) and run ``driver`` under JAX's compile
    log; what JAX compiled, by the names the files define (and the ``library`` functions
    they jit, each counted as defined once: flax's ``apply``). The modules are forgotten
    afterwards, so that the next project may use the same names."""
    import importlib
    import sys
    from pathlib import Path

    from helpers import jax_compile_log

    root = Path(root)
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(textwrap.dedent(text))
    importlib.invalidate_caches()
    sys.path.insert(0, str(root))
    namespace = {"__name__": "__driver__"}
    try:
        with jax_compile_log() as lines:
            exec(compile(PRELUDE, "<prelude>", "exec"), namespace)  # noqa: S102 - fixtures
            exec(compile(textwrap.dedent(driver), "<driver>", "exec"), namespace)  # noqa: S102
    finally:
        sys.path.remove(str(root))
        for name, module in list(sys.modules.items()):
            where = getattr(module, "__file__", None) or ""
            # (a folder without __init__.py is a namespace package: no __file__, only a
            # __path__; left behind, it hides the next project's module of that name)
            paths = list(getattr(module, "__path__", None) or ()) if not where else []
            if where.startswith(str(root)) or any(str(p).startswith(str(root))
                                                  for p in paths):
                del sys.modules[name]
    defined: Counter = Counter(library)
    for text in files.values():
        defined.update(definitions(textwrap.dedent(text)))
    counts: Counter = Counter()
    for line in lines:
        m = _COMPILING.match(line)
        if m and m.group(1) in defined:
            counts[m.group(1)] += 1
    return Outcome(dict(counts), dict(defined), None)
