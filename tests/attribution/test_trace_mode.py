"""Trace mode: the same attribution as execute mode, without XLA compilation or execution."""

from __future__ import annotations

import glob
import os
import re

import jax
import pytest
from helpers import REPO

import jaxcheck
from jaxcheck._src import jaxcompat as compat

EXAMPLES = sorted(
    os.path.relpath(p, REPO) + ":main" for p in glob.glob(os.path.join(REPO, "examples", "*.py"))
    if not p.endswith(("declared.py", "device_placement.py")))


def _summary(report):
    return {ep.target: sorted(
        (f.name, f.compiles, [[(c.kind, c.path, c.before, c.after) for c in e.causes]
                              for e in f.events]) for f in ep.functions)
        for ep in report.entrypoints}


@pytest.fixture(autouse=True)
def _in_root(monkeypatch):
    monkeypatch.chdir(REPO)


class _Compiles:
    """Counts XLA compiles (any function) while active."""

    def __enter__(self):
        self.n = 0

        def listener(event, duration, **kwargs):
            if event == compat.COMPILE_EVENT:
                self.n += 1

        self._remove = compat.register_duration_listener(listener)
        return self

    def __exit__(self, *exc):
        self._remove()


@pytest.mark.parametrize("target", EXAMPLES)
def test_examples_attribute_the_same_in_both_modes(target):
    execute = jaxcheck.run([target])
    with _Compiles() as compiles:
        trace = jaxcheck.run([target], mode="trace")
    assert _summary(trace) == _summary(execute)
    assert trace.exit_code == execute.exit_code == 1
    assert trace.entrypoints[0].mode == "trace"
    assert compiles.n == 0, "trace mode must not compile"


def test_function_target_variations_match_execute_mode():
    args = "{'w': f32[8,4], 'b': f32[4]}, f32[B,8], float"
    kwargs = dict(args=args, dims={"B": [2, 16]})
    execute = jaxcheck.run(["examples/declared.py:predict"], mode="execute", **kwargs)
    with _Compiles() as compiles:
        trace = jaxcheck.run(["examples/declared.py:predict"], mode="trace", **kwargs)
    assert _summary(trace) == _summary(execute)
    assert [(v.axis, v.path, v.result) for v in trace.entrypoints[0].variations] == \
        [(v.axis, v.path, v.result) for v in execute.entrypoints[0].variations]
    assert compiles.n == 0


def test_sharding_is_said_to_be_out_of_reach():
    trace = jaxcheck.run(["examples/device_placement.py:main"], mode="trace")
    (ep,) = trace.entrypoints
    assert any("sharding" in note for note in ep.notes)


def test_workload_needing_concrete_values_falls_back_to_execute(tmp_path):
    (tmp_path / "concrete.py").write_text(
        "import jax, jax.numpy as jnp\n"
        "f = jax.jit(lambda x: x * 2)\n"
        "def main():\n"
        "    if float(f(jnp.ones(3)).sum()) > 0:\n"
        "        f(jnp.ones(4))\n")
    report = jaxcheck.run([str(tmp_path / "concrete.py") + ":main"], mode="trace")
    (ep,) = report.entrypoints
    assert ep.mode == "execute" and ep.error is None
    assert "execute mode instead" in ep.notes[0] and "ConcretizationTypeError" in ep.notes[0]
    (fn,) = ep.functions
    assert [[c.kind for c in e.causes] for e in fn.events] == [["new_function"], ["shape"]]


WRAPPED = """
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    return (x * 2).sum()

def main():
    jax.eval_shape(f, jnp.ones(3))
    jax.make_jaxpr(f)(jnp.ones(4))  # JAX wraps the jitted f in a new jit of its own
    f(jnp.ones(3))
    f(jnp.ones(4))
"""


PMAPPED = """
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    return x * 2

def main():
    jax.pmap(f)(jnp.ones((2, 3)))  # 0.10: a jit of pmap's own wrapper around f
    jax.pmap(f)(jnp.ones((2, 5)))
"""


@pytest.mark.parametrize("source", [WRAPPED, PMAPPED], ids=["make_jaxpr", "pmap"])
def test_a_jit_that_jax_wraps_around_a_jitted_function_is_its_inner_functions_trace(
        tmp_path, source):
    """``jax.make_jaxpr(f)`` (and ``eval_shape`` before 0.10) wraps a jitted ``f`` in a
    jit of its own, new on every call: its trace is ``f``'s. Trace mode counts ``f``'s
    fresh traces, so a new shape seen first under ``make_jaxpr`` is ``f``'s retrace, as
    execute mode's second compile (JAX's compile log) is."""
    from builders import write_module
    from helpers import compiled, jax_compile_log

    target = str(write_module(tmp_path, None, source)) + ":main"
    with jax_compile_log() as log:
        execute = jaxcheck.run([target])
    assert compiled(log, "f") + compiled(log, "_fun") == 2
    with _Compiles() as compiles:
        trace = jaxcheck.run([target], mode="trace")
    # a pmap outside jit runs in execute mode (test_a_pmap_outside_jit_runs_in_execute_mode)
    assert (compiles.n == 0) == (source is WRAPPED)
    for report in (execute, trace):
        (ep,) = report.entrypoints
        assert [(f.name.removeprefix("pmap(").rstrip(")"),
                 [[c.kind for c in e.causes] for e in f.events])
                for f in ep.functions] == [("f", [["new_function"], ["shape"]])], ep.mode
        assert report.exit_code == 1


LOOPS = """
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    return x.sum()

def main():
    xs = jnp.ones((8, 3))
    jax.lax.map(f, xs)  # outside jit: JAX's helper wraps f anew on every call
    jax.lax.map(f, xs)
"""

RELU = """
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    return x * 2

def main():
    f(jax.nn.relu(jnp.ones(3)))  # a custom_jvp of JAX's own outside jit: no loop of yours
    f(jax.nn.relu(jnp.ones(4)))
"""


def test_a_loop_outside_jit_that_no_trace_shows_runs_in_execute_mode(tmp_path):
    """``lax.map`` outside jit compiles JAX's jitted ``scan`` helper again on every call
    (a new closure of ``f`` each time) while ``f``'s trace is served from its cache:
    trace mode, which sees only traces, passed what JAX recompiled. Such a target runs
    in execute mode instead, with a note; a program without one stays in trace mode."""
    from builders import write_module
    from helpers import compiled, jax_compile_log

    target = str(write_module(tmp_path, None, LOOPS)) + ":main"
    with jax_compile_log() as log:
        execute = jaxcheck.run([target])
    assert compiled(log, "scan") == 2  # JAX compiled it twice: same shapes, new closure
    trace = jaxcheck.run([target], mode="trace")
    assert trace.exit_code == execute.exit_code == 1
    (ep,) = trace.entrypoints
    assert ep.mode == "execute" and "`scan` outside jit" in ep.notes[0], ep.notes
    (fn,) = ep.functions
    assert fn.compiles == 2
    assert [c.kind for c in fn.events[1].causes] == ["redefined_function"]

    target = str(write_module(tmp_path, None, RELU)) + ":main"
    with _Compiles() as compiles:
        trace = jaxcheck.run([target], mode="trace")
    assert compiles.n == 0 and trace.entrypoints[0].mode == "trace"
    assert [f.compiles for f in trace.entrypoints[0].functions] == [2]


SHARD_MAP = """
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P
try:
    from jax import shard_map
except ImportError:
    from jax.experimental.shard_map import shard_map

@jax.jit
def local(x):
    return x * 2

def main():
    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))
    g = shard_map(local, mesh=mesh, in_specs=P("i"), out_specs=P("i"))
    g(jnp.ones(4))  # outside jit: each call jits local's equation anew
    g(jnp.ones(4))
"""


@pytest.mark.jax_witness_off("JAX compiles local under `<unnamed function>`, as it does its "
                             "own equations: the dumped programs witness it")
def test_an_eager_shard_map_runs_in_execute_mode(tmp_path):
    """An eager ``shard_map`` compiles the jitted function in its body again on every
    call, with nothing changed, while its trace is served from the cache: trace mode
    passed it. It runs in execute mode, and the second compile says why."""
    from builders import write_module

    target = str(write_module(tmp_path, None, SHARD_MAP)) + ":main"
    dump = tmp_path / "ir"
    before = jax.config.values["jax_dump_ir_to"]
    jax.config.update("jax_dump_ir_to", str(dump))
    try:
        trace = jaxcheck.run([target], mode="trace")
    finally:
        jax.config.update("jax_dump_ir_to", before)
    assert sum("@local" in f.read_text() for f in dump.glob("*compile*.mlir")) == 2
    (ep,) = trace.entrypoints
    assert ep.mode == "execute" and trace.exit_code == 1, ep.notes
    (fn,) = ep.functions
    assert [[c.path for c in e.causes] for e in fn.recompiles] == [["shard_map"]]


PMAP = """
import jax, jax.numpy as jnp

def f(x):
    return x * 2

def main():
    jax.pmap(f)(jnp.ones((2, 3)))  # outside jit: no trace of a jit of f is ever seen
    jax.pmap(f)(jnp.ones((2, 5)))
"""


def test_a_pmap_outside_jit_runs_in_execute_mode(tmp_path):
    """``jax.pmap`` of a plain function outside jit traces through pmap's own path
    (0.4.38, 0.6.2) or a jit of JAX's own that neither explains nor times its trace
    (0.10): trace mode showed no event for a new shape. It runs in execute mode."""
    from builders import write_module
    from helpers import compiled, jax_compile_log

    target = str(write_module(tmp_path, None, PMAP)) + ":main"
    with jax_compile_log() as log:
        trace = jaxcheck.run([target], mode="trace")
    (ep,) = trace.entrypoints
    assert ep.mode == "execute" and "`pmap` outside jit" in ep.notes[0], ep.notes
    (fn,) = ep.functions
    assert fn.compiles == compiled(log, "_fun") + compiled(log, "f") == 2
    assert [[c.kind for c in e.causes] for e in fn.recompiles] == [["shape"]]


MESH_PLACED = """
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

@jax.jit
def h(x):
    return jnp.sin(x)

def main():
    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))
    h(jnp.ones(4))
    h(jax.device_put(jnp.ones(4), NamedSharding(mesh, P("i"))))
"""


def test_an_argument_placed_on_a_mesh_is_a_sharding_change_when_jax_retraces(tmp_path):
    """0.10 keeps a ``NamedSharding``'s mesh in an array's type, so a traced call of the
    same shape placed on a mesh is a fresh trace: its cause is the sharding (it was
    ``unknown``); earlier releases trace it once. JAX's log of its traces is the witness."""
    from builders import write_module
    from helpers import jax_compile_log

    target = str(write_module(tmp_path, None, MESH_PLACED)) + ":main"
    with jax_compile_log() as log:
        trace = jaxcheck.run([target], mode="trace")
    # JAX's tracing-cache misses of h (0.10 logs only the outermost trace's time)
    traces = sum(1 for line in log if line.startswith("TRACING CACHE MISS") and
                 re.search(r"never seen function:\s+h |for h defined", line))
    (ep,) = trace.entrypoints
    assert ep.mode == "trace"
    (fn,) = ep.functions
    assert fn.compiles == traces
    assert [[(c.kind, c.path) for c in e.causes] for e in fn.recompiles] == \
        [[("sharding", "x")]] * (traces - 1)


STEP = '''
import functools
import jax
import jax.numpy as jnp

STARTS, ENDS = [], []  # each run of the body is one trace by JAX

@functools.partial(jax.jit, static_argnums=3)
def step(params, batch, lr, n):
    STARTS.append(1)
    h = batch["x"] @ params["w"] + params["b"]
    for _ in range(n):
        h = jnp.tanh(h)
    ENDS.append(1)
    return {k: v - lr * h.mean() for k, v in params.items()}

def make_example():
    params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
    return params, {"x": jnp.ones((4, 3))}, 0.1, 2
'''


def test_trace_mode_stops_a_variation_once_jax_retraces_and_agrees_with_jax(tmp_path):
    """A variation's trace stops as soon as JAX begins it: each body run is one trace
    JAX decided on (counted in the body itself, JAX's ground truth), and each of them
    is a recompile in jaxcheck's report, or a variation that raised; execute mode (its
    verdicts checked against JAX's compile log by the witness) gives the same matrix."""
    import importlib.util

    from builders import write_module

    path = write_module(tmp_path, None, STEP)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    example = mod.make_example()  # its own eager ops compile (on older JAX): built first
    with _Compiles() as compiles:
        trace = jaxcheck.run(mod.step, example=example, mode="trace")
    assert compiles.n == 0
    (ep,) = trace.entrypoints
    results = [(v.axis, v.path, v.result) for v in ep.variations]
    recompiles = [v for v in ep.variations if v.result == "recompile"]
    assert {("dtype", "batch['x']", "recompile"), ("scalar_type", "lr", "recompile"),
            ("value", "lr", "hit"), ("value", "n", "recompile")} <= set(results)
    # raised inside the body: a dim the weights must agree with, a float for range();
    # the weak twin of static `n` is refused by JAX before any trace
    raised = [(v.axis, v.path) for v in ep.variations
              if v.withheld and "(TypeError" in (v.detail or "")]
    assert raised == [("shape", "batch['x']"), ("scalar_type", "n")], results
    # JAX traced once for the base call, once per recompile, once per variation that
    # raised in the body
    assert len(mod.STARTS) == 1 + len(recompiles) + len(raised), results
    # to the end only: the base call, and of the variations traced in full (shapes,
    # static arguments) those that did not raise: the batch dim grown, `n` 2 -> 3
    assert len(mod.ENDS) == 3, results
    assert sum(f.compiles for f in ep.functions) == 1 + len(recompiles)
    execute = jaxcheck.run(mod.step, example=example, mode="execute")
    assert results == [(v.axis, v.path, v.result) for v in execute.entrypoints[0].variations]
    assert [(v.axis, v.path, [(c.kind, c.before, c.after) for c in v.causes])
            for v in ep.variations] == \
        [(v.axis, v.path, [(c.kind, c.before, c.after) for c in v.causes])
         for v in execute.entrypoints[0].variations]


@pytest.mark.slow
@pytest.mark.parametrize("target, needs", [
    ("examples/models/equinox_train.py:train_step", "equinox"),
    ("examples/models/flax_train_state.py:train_step", "flax"),
    ("examples/models/nnx_model.py:loss_step", "flax.nnx"),
])
def test_real_models_give_the_same_matrix_in_trace_mode(target, needs):
    """Equinox's filter_jit, a flax TrainState, an nnx module: trace mode, whose
    variations stop at JAX's retrace, gives execute mode's matrix (checked against
    JAX's compile log by the witness)."""
    pytest.importorskip(needs)
    execute = jaxcheck.run([target], mode="execute")
    trace = jaxcheck.run([target], mode="trace")  # the factories' own eager ops compile
    if trace.entrypoints[0].mode != "trace":
        pytest.skip("this JAX release's modules need concrete values here")
    assert [(v.axis, v.path, v.result) for v in trace.entrypoints[0].variations] == \
        [(v.axis, v.path, v.result) for v in execute.entrypoints[0].variations]
    assert trace.exit_code == execute.exit_code
