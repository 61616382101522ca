"""Every recompile, however it is reached: each cause kind with a hint, through each way
of jitting and through ``vmap``, and every cause reason that has a fix of its own named
with that fix.

Each workload is a small real program; JAX's compile log is the witness of its compiles.
"""

import functools
import inspect
import typing

import jax
import jax.numpy as jnp
import pytest
from helpers import (
    compiled,
    evict_unseen,
    jax_compile_log,
    only_function,
    run_workload,
    single_recompile,
)

from jaxcheck import CAUSE_KINDS

# --- every recompile -----------------------------------------------------------


def _batch(x, n: int = 2):
    """``x`` with a leading batch axis of size ``n`` on every leaf."""
    return jax.tree.map(lambda leaf: jnp.stack([jnp.asarray(leaf)] * n), x)


def _jit(how: str):
    """``jax.jit`` as a workload uses it, or the same function reached through ``vmap``.

    ``vmap``: the jitted function called under an eager ``jax.vmap`` (its first argument
    batched, the rest closed over), so JAX compiles a batched version of it.
    ``jit_of_vmap``: ``jax.jit`` of the vmapped function, called with a batched first
    argument. Either way the cause is the same as without ``vmap``, and so is the count
    JAX's compile log shows.
    """
    if how == "jit":
        return jax.jit
    if how == "vmap":
        def make(g, **kw):
            jitted = jax.jit(g, **kw)

            def call(x, *rest, **kwargs):
                return jax.vmap(lambda xb: jitted(xb, *rest, **kwargs))(_batch(x))
            call.clear_cache, call.jitted = jitted.clear_cache, jitted
            return call
        return make
    # the vmapped function of the last user function: re-jitting the same function
    # reuses it; a new function replaces it (keeping it alive would make it a second
    # live function of the same source line, which is not a recompile)
    last: list = [None, None]

    def make(g, **kw):
        if last[0] is not g:  # the first argument batched, the others as they are
            arity = len(inspect.signature(g).parameters)
            last[:] = [g, jax.vmap(g, in_axes=(0,) + (None,) * (arity - 1))]
        jitted = jax.jit(last[1], **kw)

        def call(x, *rest, **kwargs):  # keyword arguments: vmap maps them too
            return jitted(_batch(x), *rest, **kwargs)
        call.clear_cache, call.jitted = jitted.clear_cache, jitted
        return call
    return make


def _workloads():
    """(expected kind, workload with exactly one recompile); each takes the ``jit`` to
    use (:func:`_jit`)."""

    def shape(jit=jax.jit):
        f = jit(lambda x: x + 1)
        f(jnp.ones(2))
        f(jnp.ones(3))

    def dtype(jit=jax.jit):
        f = jit(lambda x: x + 1)
        f(jnp.ones(2))
        f(jnp.ones(2, jnp.int32))

    def weak_type(jit=jax.jit):
        f = jit(lambda x: x + 1)
        f(2.0)
        f(jnp.float32(2.0))

    def static_value(jit=jax.jit):
        f = jit(lambda x, n: x * n, static_argnums=1)
        f(jnp.ones(2), 1)
        f(jnp.ones(2), 2)

    def pytree_structure(jit=jax.jit):
        f = jit(lambda xs: xs[0])
        f((jnp.ones(2),))
        f([jnp.ones(2)])

    def arg_signature(jit=jax.jit):
        f = jit(lambda x, y: x + y)
        f(jnp.ones(2), jnp.ones(2))
        f(jnp.ones(2), y=jnp.ones(2))

    def tracing_context(jit=jax.jit):
        f = jit(lambda x: x + 1)
        f(jnp.ones(2))
        with jax.numpy_rank_promotion("raise"):
            f(jnp.ones(2))

    def sharding(jit=jax.jit):
        f = jit(lambda x: x + 1)
        f(jnp.ones(2))
        f(jax.device_put(jnp.ones(2), jax.devices()[1]))

    def redefined_function(jit=jax.jit):
        for _ in range(2):
            jit(lambda x: x - 1)(jnp.ones(2))

    def cache_cleared(jit=jax.jit):
        f = jit(lambda x: x + 1)
        f(jnp.ones(2))
        jax.clear_caches()
        f(jnp.ones(2))

    def compiler_options(jit=jax.jit):
        g = lambda x: x + 1  # noqa: E731
        jit(g)(jnp.ones(2))
        jit(g, compiler_options={"xla_embed_ir_in_executable": True})(jnp.ones(2))

    def unknown(jit=jax.jit):
        g = lambda x, y: x + y  # noqa: E731
        jit(g)(jnp.ones(2), jnp.ones(2))
        evict_unseen(jit(g))  # its caches emptied on JAX's internals: unseen by jaxcheck
        jit(g)(jnp.ones(2), jnp.ones(2))

    return [shape, dtype, weak_type, static_value, pytree_structure, arg_signature,
            tracing_context, sharding, redefined_function, compiler_options, cache_cleared,
            unknown]


@pytest.mark.parametrize("workload", _workloads(), ids=lambda w: w.__name__)
def test_every_recompile_has_a_hint(workload):
    ep = run_workload(workload)
    event = single_recompile(ep)  # checks the hint: non-empty, one line
    assert workload.__name__ in CAUSE_KINDS
    assert [c.kind for c in event.causes] == [workload.__name__]


#: What jaxcheck does not name yet through vmap (JAX's count is still right: the
#: witness checks it in every other case).
_VMAP_GAPS = {
    # under an eager vmap the jitted function sees a batch tracer, whose device
    # jaxcheck cannot read: the change is reported, as `unknown`
    ("sharding", "vmap"): "a committed device seen through a batch tracer",
}


def _through_vmap():
    for how in ("vmap", "jit_of_vmap"):
        for w in _workloads():
            if (w.__name__, how) == ("arg_signature", "jit_of_vmap"):
                continue  # vmap's in_axes cannot name a keyword argument
            gap = _VMAP_GAPS.get((w.__name__, how))
            marks = [pytest.mark.xfail(strict=True, reason=gap)] if gap else []
            yield pytest.param(w, how, id=f"{w.__name__}-{how}", marks=marks)


@pytest.mark.parametrize("workload, how", list(_through_vmap()))
def test_every_cause_is_the_same_reached_through_vmap(workload, how):
    """The same workloads with the jitted function reached through ``vmap``: one
    recompile, JAX's compile count (the witness), the same cause kind."""
    ep = run_workload(lambda: workload(_jit(how)))
    recompiles = [e for f in ep.functions for e in f.events if e.recompile]
    assert len(recompiles) == 1, [(f.name, f.events) for f in ep.functions]
    assert workload.__name__ in [c.kind for c in recompiles[0].causes], recompiles[0].causes


@pytest.mark.parametrize("how", ["vmap", "jit_of_vmap"])
@pytest.mark.parametrize("sizes", [(2, 3), (2, 3, 2), (1, 2, 4, 8), (4, 4, 4)],
                         ids=lambda s: "-".join(map(str, s)))
def test_changing_batch_sizes_through_vmap_compile_once_per_size(sizes, how):
    """Each new batch size compiles once, named as a shape change of the batched
    argument; a size seen before is a cache hit (JAX's compile log is the witness)."""
    def step(x, w):
        return jnp.tanh(x @ w).sum()

    w = jnp.ones((3, 2))
    if how == "vmap":
        jitted = jax.jit(step)

        def workload():
            for n in sizes:
                jax.vmap(jitted, in_axes=(0, None))(jnp.ones((n, 3)), w)
    else:
        jitted = jax.jit(jax.vmap(step, in_axes=(0, None)))

        def workload():
            for n in sizes:
                jitted(jnp.ones((n, 3)), w)

    with jax_compile_log() as log:
        ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.compiles == len(set(sizes)) == compiled(log, "step"), log
    for event in fn.events[1:]:
        assert [c.kind for c in event.causes] == ["shape"], event.causes


# --- every cause reason that has a fix of its own ------------------------------------


class _Opts:
    """A static argument without __eq__/__hash__ of its own: hashed by identity."""


class _Box:
    """A pytree node whose static metadata (its tag) is not a dataclass field."""

    def __init__(self, x, tag):
        self.x, self.tag = x, tag


jax.tree_util.register_pytree_node(_Box, lambda b: ((b.x,), b.tag),
                                   lambda tag, xs: _Box(xs[0], tag))


def _reason_workloads():
    """(cause reason, workload with exactly one recompile of that reason)."""

    def helper():
        for _ in range(2):  # a fresh body function each time, outside jit
            jax.lax.fori_loop(0, 3, lambda i, x: x + 1, jnp.ones(2))

    def helper_every_call():
        body = jax.jit(lambda x: jnp.cos(x).sum())
        for _ in range(2):  # lax.map outside jit compiles anew even when nothing changed
            jax.lax.map(body, jnp.ones((4, 3)))

    def transform():
        from jax.experimental import checkify

        def f(x):
            checkify.check(jnp.all(x > 0), "positive")
            return x + 1

        for _ in range(2):
            jax.jit(checkify.checkify(f))(jnp.ones(2))

    def literal():
        f = jax.jit(lambda x, mode: x + len(mode), static_argnums=1)
        f(jnp.ones(2), "a")
        f(jnp.ones(2), "bb")

    def type_only():
        f = jax.jit(lambda x, n: x * n, static_argnums=1)
        f(jnp.ones(2), 3)
        f(jnp.ones(2), 3.0)

    def identity():
        f = jax.jit(lambda x, o: x + 1, static_argnums=1)
        f(jnp.ones(2), _Opts())
        f(jnp.ones(2), _Opts())

    def optimizer():
        optax = pytest.importorskip("optax")
        struct = pytest.importorskip("flax.struct")

        @struct.dataclass
        class State:  # a train state holding its optimizer, as flax's TrainState does
            w: jax.Array
            tx: object = struct.field(pytree_node=False)

        f = jax.jit(lambda s: s.w * 2)
        f(State(jnp.ones(2), optax.adam(1e-3)))
        f(State(jnp.ones(2), optax.adam(1e-3)))  # made again: new functions inside

    def none():
        f = jax.jit(lambda x, y: x if y is None else x + y)
        f(jnp.ones(2), None)
        f(jnp.ones(2), jnp.ones(2))

    def static_field():
        eqx = pytest.importorskip("equinox")

        class Lin(eqx.Module):
            w: jax.Array
            act: str = eqx.field(static=True)

        f = jax.jit(lambda m: m.w * 2)
        f(Lin(jnp.ones(2), "relu"))
        f(Lin(jnp.ones(2), "tanh"))

    def static_metadata():
        f = jax.jit(lambda b: b.x * 2)
        f(_Box(jnp.ones(2), "a"))
        f(_Box(jnp.ones(2), "b"))

    def left_out():
        def g(x, y=1.0):
            return x * y

        f = jax.jit(g)
        f(jnp.ones(2))
        f(jnp.ones(2), 2.0)

    def resized():
        f = jax.jit(lambda xs: sum(xs))
        f([jnp.ones(2), jnp.ones(2)])
        f([jnp.ones(2), jnp.ones(2), jnp.ones(2)])

    def jit_argument():
        g = lambda x: x + 1  # noqa: E731
        jax.jit(g)(jnp.ones(2))
        jax.jit(g, donate_argnums=0)(jnp.ones(2))

    def graph_attribute_nnx():
        nnx = pytest.importorskip("flax.nnx")

        class M(nnx.Module):
            def __init__(self, act):
                self.lin = nnx.Linear(2, 2, rngs=nnx.Rngs(0))
                self.act = act

        f = nnx.jit(lambda m, x: m.lin(x))
        f(M("relu"), jnp.ones(2))
        f(M("tanh"), jnp.ones(2))

    def static_leaf():
        eqx = pytest.importorskip("equinox")
        f = eqx.filter_jit(lambda x, dt: x * dt)
        f(jnp.ones(2), 0.5)  # a Python float: static under filter_jit
        f(jnp.ones(2), jnp.asarray(0.5))  # an array: traced

    def function():
        f = jax.jit(lambda x, act: act(x), static_argnums=1)
        f(jnp.ones(2), jax.nn.relu)
        f(jnp.ones(2), jnp.tanh)

    def static_vs_traced():
        g = lambda n, x: x * n  # noqa: E731
        jax.jit(g, static_argnums=0)(2.0, jnp.ones(2))
        jax.jit(g)(2.0, jnp.ones(2))  # the same function jitted again, `n` traced now

    def clear_cache():
        g = jax.jit(lambda x: x + 1)
        g(jnp.ones(2))
        g.clear_cache()  # the function's own cache emptied: compiled again, nothing changed
        g(jnp.ones(2))

    def rebound():
        kept = [jax.jit(functools.partial(lambda n, x: x * n, n)) for n in (2.0, 3.0)]
        for f in kept:  # one line made both and they live: one function, `n` bound anew
            f(jnp.ones(2))

    return [helper, helper_every_call, transform, literal, type_only, identity, optimizer, none,
            static_field, static_metadata, left_out, resized, jit_argument, graph_attribute_nnx,
            static_leaf, function, static_vs_traced, rebound, clear_cache]


def _reason(workload) -> str:
    return workload.__name__.removesuffix("_nnx")


@pytest.mark.parametrize("workload", _reason_workloads(), ids=lambda w: w.__name__)
def test_every_reason_with_a_fix_of_its_own_is_named_with_that_fix(workload):
    """Each reason's workload recompiles once (the witness checks the count against
    JAX's compile log), with a cause of that reason and that reason's own hint."""
    from jaxcheck._src.analysis.hints import _HINTS

    ep = run_workload(workload)
    recompiles = [(f, e) for f in ep.functions for e in f.events if e.recompile]
    assert len(recompiles) == 1, [(f.name, e.causes) for f, e in recompiles]
    [(fn, event)] = recompiles
    reasons = [(c.kind, c.reason) for c in event.causes]
    assert any(r == _reason(workload) for _, r in reasons), reasons
    kind = next(k for k, r in reasons if r == _reason(workload))
    assert (kind, _reason(workload)) in _HINTS
    assert event.hint and "\n" not in event.hint.strip(), event.hint
    assert event.expected is False


def test_the_workloads_cover_every_cause_kind_and_every_reason_with_a_hint():
    """A new cause kind or a new reason with its own hint needs a workload here: the
    witness then checks its compiles against JAX's log like every other."""
    from jaxcheck._src.analysis.hints import _HINTS
    from jaxcheck._src.model.kinds import CauseReason

    kinds = {w.__name__ for w in _workloads()} | {"new_function"}  # every first compile
    assert kinds == set(CAUSE_KINDS), set(CAUSE_KINDS) ^ kinds
    hinted = {reason for _, reason in _HINTS if reason is not None}
    assert hinted <= set(typing.get_args(CauseReason)), hinted - set(typing.get_args(CauseReason))
    assert {_reason(w) for w in _reason_workloads()} == hinted
