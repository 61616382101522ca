"""A jitted function made again while the earlier objects live: one function, or several?

JAX compiles every new function object it is asked to jit. When the program keeps the
earlier objects (a list, a dict cache, a framework's cache), jaxcheck must still tell
the same function made again (one line run again, or the same program made twice: a
recompile, as JAX's "maybe re-defined repeatedly" says) from genuinely distinct
functions (other code, another JAX transformation, other data bound on other lines:
each a first compile). The count of compiles is always JAX's own (its compile log);
which of them are recompiles is the rule in docs/report.md ("How attribution works").
"""

from __future__ import annotations

import functools
import re

import jax
import jax.numpy as jnp
import pytest
from helpers import jax_compile_log, run_workload

import jaxcheck


def _scaled(k, x):
    return k * x


def _loss(x):
    return jnp.sum(x ** 2)


def _twice(x):
    return x * 2.0


def _double(x):  # the same code as `_twice`: a function of its own
    return x * 2.0


class _Model:
    def apply(self, x):
        return x + 1.0


def compiled(lines: list[str], name: str) -> int:
    """JAX's compiles of ``name`` (or of any of ``a|b``) in its log: ``jit(<lambda>)``
    (0.10.2), ``jit__lambda`` (0.6.2), ``<lambda>`` (0.4.38); 0.4.38 names a partial
    ``<unnamed wrapped function>``."""
    names = [re.escape(n) for n in name.split("|")]
    names += ["_lambda"] if "<lambda>" in name else []
    names += [re.escape("<unnamed wrapped function>")] if name in ("_scaled", "_apply_act") \
        else []
    pattern = rf"Compiling (?:jit[(_])?(?:{'|'.join(names)})(?![\w>])"
    return sum(1 for line in lines if re.match(pattern, line))


# made at import, before any capture: where they were made is unknown to jaxcheck
_MADE_AT_IMPORT = [jax.jit(lambda x: x - 1.0) for _ in range(3)]


def _lambda_kept(x):
    fs = []
    for _ in range(3):
        fs.append(jax.jit(lambda v: v * 2.0))
        fs[-1](x)


def _inner_def_kept(x):
    fs = []
    for _ in range(3):
        def step(v):
            return v + 1.0
        fs.append(jax.jit(step))
        fs[-1](x)


def _partial_per_key(x):
    by_key = {}
    for i in range(3):
        by_key[i] = jax.jit(functools.partial(_scaled, i))
        by_key[i](x)


def _helper_cached_by_key(x):
    def make(k):  # a factory called per step; the caller caches what it returns
        return jax.jit(lambda v: v * k)

    cache = {}
    for step in range(6):
        k = float(step % 3)
        if k not in cache:
            cache[k] = make(k)
        cache[k](x)


def _comprehension_defaults(x):
    fs = [jax.jit(lambda v, i=i: v + i) for i in range(3)]
    for f in fs:
        f(x)


def _grad_kept(x):
    fs = []
    for _ in range(3):
        fs.append(jax.jit(jax.grad(_loss)))
        fs[-1](x)


def _checkpoint_kept(x):
    fs = []
    for _ in range(3):
        fs.append(jax.jit(jax.checkpoint(_loss)))
        fs[-1](x)


def _method_kept(x):
    model, fs = _Model(), []
    for _ in range(3):
        fs.append(jax.jit(model.apply))
        fs[-1](x)


def _decorated_factory(x):
    def build():
        @jax.jit
        def apply(v):
            return v - 1.0
        return apply

    kept = []
    for _ in range(3):
        kept.append(build())
        kept[-1](x)


def _factory_called_twice(x):
    def make():
        return jax.jit(lambda v: v * 3.0)

    first = make()
    second = make()  # another line, the same program: JAX compiles it again
    for f in (first, second):
        f(x)


def _made_at_import(x):
    for f in _MADE_AT_IMPORT:
        f(x)


def _f_and_grad_f(x):
    fs = [jax.jit(_loss), jax.jit(jax.grad(_loss))]
    for _ in range(2):
        for f in fs:
            f(x)


def _f_and_vmap_f(x):
    fs = [jax.jit(_loss), jax.jit(jax.vmap(_loss))]
    for _ in range(2):
        fs[0](x), fs[1](jnp.stack([x, x]))


def _f_and_g_alike(x):
    fs = [jax.jit(_twice), jax.jit(_double)]
    for _ in range(2):
        for f in fs:
            f(x)


def _two_partials_one_line(x):
    fs = [jax.jit(functools.partial(_scaled, 2.0)), jax.jit(functools.partial(_scaled, 3.0))]
    for _ in range(2):
        for f in fs:
            f(x)


def _transforms_from_one_loop_line(x):
    fs = []
    for h in (_loss, jax.grad(_loss)):
        fs.append(jax.jit(h))
    for _ in range(2):
        for f in fs:
            f(x)


def _times(w):
    return lambda v: v * w


def _closed_over_array_kept(x):
    fs = []
    for i in range(3):  # a new array closed over on each pass: a constant of the program
        fs.append(jax.jit(_times(jnp.full(3, i, jnp.float32))))
        fs[-1](x)


def _checkify_kept(x):
    from jax.experimental import checkify

    fs = []
    for _ in range(3):
        fs.append(jax.jit(checkify.checkify(_positive)))
        fs[-1](x)


def _positive(x):
    from jax.experimental import checkify

    checkify.check(jnp.all(x > 0), "positive")
    return x + 1.0


def _activations_from_one_loop_line(x):
    fs = []
    for act in (jax.nn.relu, jnp.tanh):  # other functions bound: other programs
        fs.append(jax.jit(functools.partial(_apply_act, act)))
    for f in fs:
        f(x)


def _apply_act(act, x):
    return act(x) * 2.0


# (workload, JAX's name, JAX's compiles, jaxcheck's functions, the first recompile's
# cause (kind, path, before, after) or None)
SAME = "same function made again"

DISTINCT = "distinct functions"

SHAPES = {
    "lambda_kept": (_lambda_kept, "<lambda>", 3, SAME, None),
    "inner_def_kept": (_inner_def_kept, "step", 3, SAME, None),
    "partial_per_key": (_partial_per_key, "_scaled", 3, SAME,
                        ("partial argument 0", "0", "1")),
    "helper_cached_by_key": (_helper_cached_by_key, "<lambda>", 3, SAME, ("k", "0.0", "1.0")),
    # JAX compiles three programs (x + 0, x + 1, x + 2), made by one line: the same
    # function with another constant each time, as a static argument would be; one
    # jit with `i` an argument compiles once
    "comprehension_defaults": (_comprehension_defaults, "<lambda>", 3, SAME,
                               ("default i", "0", "1")),
    "closed_over_array_kept": (_closed_over_array_kept, "<lambda>", 3, SAME,
                               ("w", "f32[3] array", "another f32[3] array")),
    "checkify_kept": (_checkify_kept, "_positive|checked_fun", 3, SAME, "transform"),
    "grad_kept": (_grad_kept, "_loss", 3, SAME, None),
    "checkpoint_kept": (_checkpoint_kept, "_loss", 3, SAME, None),
    # bound methods of one object are equal: JAX's cache serves the second and third
    "method_kept": (_method_kept, "apply", 1, SAME, None),
    "decorated_factory": (_decorated_factory, "apply", 3, SAME, None),
    "factory_called_twice": (_factory_called_twice, "<lambda>", 2, SAME, None),
    "made_at_import": (_made_at_import, "<lambda>", 3, SAME, None),
    "f_and_grad_f": (_f_and_grad_f, "_loss", 2, DISTINCT, None),
    "f_and_vmap_f": (_f_and_vmap_f, "_loss", 2, DISTINCT, None),
    "f_and_g_alike": (_f_and_g_alike, "_twice|_double", 2, DISTINCT, None),
    "two_partials_one_line": (_two_partials_one_line, "_scaled", 2, DISTINCT, None),
    "transforms_from_one_loop_line": (_transforms_from_one_loop_line, "_loss", 2, DISTINCT,
                                      None),
    "activations_from_one_loop_line": (_activations_from_one_loop_line, "_apply_act", 2,
                                       DISTINCT, None),
}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_a_jit_made_again_while_the_earlier_live(shape):
    workload, name, jax_compiles, verdict, rebound = SHAPES[shape]
    with jax_compile_log() as log:
        ep = run_workload(lambda: workload(jnp.ones(3)))
    assert compiled(log, name) == jax_compiles
    assert sum(f.compiles for f in ep.functions) == jax_compiles
    recompiles = [e for f in ep.functions for e in f.events if e.recompile]
    if verdict == DISTINCT:
        assert [f.compiles for f in ep.functions] == [1] * jax_compiles
        assert ep.unexpected == 0 and ep.status == "pass"
        return
    assert len(ep.functions) == 1
    assert len(recompiles) == ep.unexpected == jax_compiles - 1
    assert ep.status == ("fail" if recompiles else "pass")
    if not recompiles:
        return
    cause = recompiles[0].causes[0]
    assert cause.kind == "redefined_function"
    if rebound is None:
        assert cause.reason is None and cause.before == "an earlier function object"
    elif rebound == "transform":
        assert cause.reason == "transform"
    else:
        assert (cause.path, cause.before, cause.after, cause.reason) == (*rebound, "rebound")
        assert "pass that value as an argument" in recompiles[0].hint


def test_the_same_function_jitted_again_with_other_statics_is_one_function():
    # `jax.jit(f, static_argnums=0)` beside `jax.jit(f)`: JAX compiles `f` twice and its
    # own explanation compares the two (static before, a pytree leaf now). One function
    # recompiled: no advice about keyword and positional arguments.
    def workload():
        x = jnp.ones(3)
        static, traced = jax.jit(_scaled, static_argnums=0), jax.jit(_scaled)
        for _ in range(2):
            static(2.0, x), traced(2.0, x)

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "_scaled") == 2
    (fn,) = ep.functions
    (event,) = [e for e in fn.events if e.recompile]
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("arg_signature", "k", "static", "traced")]
    assert "static_argnums" in event.hint and "positionally" not in event.hint


def test_two_nnx_jit_wrappers_of_one_function_called_from_one_line():
    # Both kept, both called from one line: JAX compiles `_twice` for each wrapper. The
    # two are made of the same and hold nothing that differs: the same program compiled
    # again (one wrapper, made once and reused, compiles once), so one recompile.
    nnx = pytest.importorskip("flax.nnx")

    def workload():
        x = jnp.ones(3)
        first = nnx.jit(_twice)
        second = nnx.jit(_twice)
        for _ in range(2):
            for f in (first, second):
                f(x)

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "_twice") == 2
    (fn,) = ep.functions
    assert fn.compiles == 2 and ep.unexpected == 1
    assert [e.causes[0].kind for e in fn.events if e.recompile] == ["redefined_function"]


def test_watch_and_guard_see_a_kept_loop_jit_as_one_function():
    # The same analysis in every way of running: `watch` counts three compiles of one
    # function, and an armed guard that allows first compiles stops the second.
    x = jnp.ones(3)
    with jax_compile_log() as log, jaxcheck.watch() as w:
        _partial_per_key(x)
    assert compiled(log, "_scaled") == 3
    (fn,) = w.functions
    assert fn.compiles == 3 and len(fn.recompiles) == 2

    with pytest.raises(jaxcheck.RecompileError, match="redefined_function"), \
            jaxcheck.guard(recompiles_only=True) as g:
        g.arm()
        _lambda_kept(x)


def test_an_equinox_wrapper_of_a_partial_bound_anew_names_the_value():
    # equinox jits one function of its own for the wrappers and passes the user's
    # partial as a static: JAX compiles for each new partial. The value bound anew is
    # the cause (it said `unknown`: the user's arguments had not changed).
    eqx = pytest.importorskip("equinox")

    def workload():
        x, kept = jnp.ones(3), []
        for i in range(3):
            kept.append(eqx.filter_jit(functools.partial(_scaled, float(i))))
            kept[-1](x)

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "_scaled") == 3
    (fn,) = ep.functions
    assert [(c.kind, c.path, c.before, c.after, c.reason) for e in fn.events if e.recompile
            for c in e.causes] == [
        ("redefined_function", "partial argument 0", "0.0", "1.0", "rebound"),
        ("redefined_function", "partial argument 0", "1.0", "2.0", "rebound")]
    assert ep.unexpected == 2
