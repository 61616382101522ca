"""`jaxcheck lint`: every rule on code that has the pitfall and on code that only looks like
it, in process.

Lint itself reads source text only; JAX is the witness of each fixture: every source a test
lints is also run under JAX's compile log, and lint's finding must agree with what JAX did
(``lint_harness.py``)."""

from __future__ import annotations

from pathlib import Path

import lint_truth
import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    HEAD,
    NOT_RUN,
    by_source,
    codes,
    jax_agrees,
    lint,
    only,
    runs,
)
from lint_truth import Driver

from jaxcheck._src.lint import LintConfig, lint_files, lint_source, render

ROOT = Path(__file__).parent.parent.parent


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
    assert "called in a loop: line" in found[0].message


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


@runs(by_source(("for mode", Driver("main(jnp.ones(3))", deliberate="a sweep over flags")),
                ("for flag", Driver("main(jnp.ones(3))", deliberate="a sweep over flags")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize(("body", "expected"), [
    ("for v in (1.0, 2.0, 3.0):\n        f(x, v)", ["JC103"]),
    # a sweep over flags (train / eval): one compile per mode, by design
    ("for mode in ('train', 'eval'):\n        f(x, mode)", []),
    ("for flag in [True, False]:\n        f(x, flag=flag)", []),
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


@runs("main(jnp.ones(3), 0.1, (jnp.ones(3), 0.1), {'lr': 0.1})")
def test_starred_calls_fill_the_required_parameters():
    """``*rest`` fills the required parameters it reaches by position, ``**options`` by
    keyword: JAX compiles ``sgd(*rest)`` apart from the keyword call, and the third call,
    laid out as the first, finds its entry."""
    assert codes(SGD + """
def main(w, lr, rest, options):
    sgd(w, lr=lr)
    sgd(*rest)
    sgd(w, **options)
""") == [(8, "JC106")]


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
    ("(1, 2, 3)", Driver("main(jnp.ones(3))", deliberate="a listed sweep of static counts")),
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
    # listed ints (a particle count, a block size) set shapes: one compile each, by design
    assert lint(STATIC_SWEEP) == []
    # listed floats are values a jit could trace: reported, with the way to keep a sweep
    found = lint(STATIC_SWEEP.replace("(1, 2, 3)", "(0.5, 1.5, 2.5)"))
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


# --- the planted pitfalls of examples/ ----------------------------------------------------


def test_examples_planted_pitfalls_are_found():
    """Each example lint flags is run (its ``main()``) under JAX's compile log: JAX
    recompiles there too."""
    root = ROOT / "examples"
    findings = lint_files(sorted(root.glob("*.py")), LintConfig(root=root))
    found = {(Path(f.path).name, f.code) for f in findings}
    planted = {("jit_in_loop.py", "JC101"), ("static_arg.py", "JC103"), ("kwargs.py", "JC106"),
               ("static_config.py", "JC102"), ("weak_type.py", "JC104"), ("shape.py", "JC105")}
    assert planted <= found
    for name, _ in sorted(planted):
        outcome = lint_truth.execute((root / name).read_text(encoding="utf-8"), "main()")
        assert outcome.pitfall, f"{name}: {outcome.describe()}"
