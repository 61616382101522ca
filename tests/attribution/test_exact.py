"""Exact analysis on real programs: every compile JAX names is counted for the call
that caused it, and every cause names what really differs.

The truth is JAX's own compile log (``jax_log_compiles``: one "Compiling <name>" line
per executable) and, where the release words it, its cache-miss text; never
jaxcheck's own output. Runs on 0.4.38, 0.6.2 and the newest (``make test-compat``).
"""

import functools
import json
import sys

import jax
import jax.numpy as jnp
import pytest
from conftest import (
    check_explanation,
    cli,
    compiled,
    jax_compile_log,
    jax_explains,
    run_workload,
    write_module,
)


def witnessed(workload):
    """(jaxcheck's report, JAX's log lines) of one run of ``workload``."""
    with jax_compile_log() as log:
        ep = run_workload(workload)
    return ep, log


def compiles_of(ep, name: str) -> int:
    return sum(f.compiles for f in ep.functions if f.name.split(".")[-1] == name)


def assert_counted(ep, log, name: str, at_least: int = 2) -> None:
    """jaxcheck counts exactly the compiles of ``name`` JAX logs (and there are some to
    miss: a count of one where JAX compiled twice is the silent pass)."""
    jax_count = compiled(log, name)
    assert jax_count >= at_least, (name, jax_count, log)
    assert compiles_of(ep, name) == jax_count, (
        f"JAX compiled {name} {jax_count} times, jaxcheck counted "
        f"{[(f.name, f.compiles) for f in ep.functions]}")
    unexpected = sum(1 for f in ep.functions for e in f.events
                     if f.name.split(".")[-1] == name and e.recompile)
    assert unexpected == jax_count - 1


# --- compiles JAX names, attributed to the call that caused them ------------------
#
# Under an eager `jax.vmap`, a jitted function is traced per example (cached: the
# per-example shapes do not change with the batch) and its batched program compiled
# afterwards, after JAX's own ops moved the batch axis and after any number of
# jitted calls made inside the trace. The compile must go to the vmapped call
# however many calls came in between.


def _many_inner_calls(n: int):
    """A jitted function whose trace makes ``n`` jitted calls of its own (as diffrax's
    diffeqsolve makes hundreds through equinox), and whose batching rule calls a
    `jnp` function (as equinox's loops do) while JAX batches the program, after the
    trace and before the batched compile: JAX's own op is then the latest call."""
    from jax import custom_batching

    inners = [jax.jit(lambda x, k=k: x + k) for k in range(8)]

    @custom_batching.custom_vmap
    def passthrough(x):
        return x

    @passthrough.def_vmap
    def _rule(axis_size, in_batched, x):
        return jnp.moveaxis(x, 0, 0) + 0, True

    @jax.jit
    def deep(y):
        for i in range(n):
            y = inners[i % len(inners)](y)
        return passthrough(y)

    return deep


@pytest.mark.parametrize("inner", [10, 600])
def test_vmap_of_a_jitted_function_counts_each_batch_size(inner):
    deep = _many_inner_calls(inner)

    def workload():
        for n in (4, 6, 4):
            jax.vmap(deep)(jnp.ones((n, 2)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "deep")
    [recompile] = [e for f in ep.functions for e in f.events if e.recompile]
    assert [(c.kind, c.path, c.before, c.after) for c in recompile.causes] == [
        ("shape", "y", "f32[4,2]", "f32[6,2]")]


def test_nested_vmap_counts_each_batch_size():
    @jax.jit
    def cell(x):
        return jnp.sin(x) * 2

    def workload():
        for n in (3, 5, 3):
            jax.vmap(jax.vmap(cell))(jnp.ones((n, 2, 4)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "cell")


def test_jitted_function_called_only_inside_a_vmapped_function():
    @jax.jit
    def inner(x):
        return x @ x.T

    def per_example(x):
        return inner(x) + 1.0

    def workload():
        for n in (2, 7, 2):
            jax.vmap(per_example)(jnp.ones((n, 3, 3)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "inner")


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_vmap_of_an_equinox_filter_jit_function():
    eqx = pytest.importorskip("equinox")

    @eqx.filter_jit
    def scaled(x, factor=2.0):
        for _ in range(300):  # many jitted calls inside the trace before the compile
            x = jnp.tanh(x)
        return x * factor

    def workload():
        for n in (4, 6, 4):
            jax.vmap(scaled)(jnp.ones((n, 3)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "scaled")


@pytest.mark.parametrize("sizes", [(4, 6, 4), (4, 4)])
def test_lax_map_outside_jit_over_a_jitted_function(sizes):
    @jax.jit
    def body(x):
        return jnp.cos(x).sum()

    def workload():
        for n in sizes:
            jax.lax.map(body, jnp.ones((n, 3)))

    ep, log = witnessed(workload)
    # outside jit, JAX compiles the loop (named `scan`) on every call, even unchanged
    assert compiled(log, "scan") == len(sizes)
    assert compiles_of(ep, "body") == len(sizes)
    recompiles = [e for f in ep.functions for e in f.events if e.recompile]
    assert all(c.kind != "unknown" for e in recompiles for c in e.causes), recompiles
    [last] = recompiles[-1:]
    if sizes == (4, 4):
        assert [(c.kind, c.path, c.reason) for c in last.causes] == [
            ("redefined_function", "lax.map", "helper_every_call")]
        assert "inside a jitted function" in last.hint


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
@pytest.mark.parametrize("saveat", ["ts", "t1", "steps", None])
def test_diffrax_under_vmap_counts_each_ensemble_size(saveat):
    diffrax = pytest.importorskip("diffrax")
    term = diffrax.ODETerm(lambda t, y, args: -y)
    solver = diffrax.Tsit5()
    ts = jnp.linspace(0.0, 1.0, 5)
    kw = {"ts": dict(saveat=diffrax.SaveAt(ts=ts)),
          "t1": dict(saveat=diffrax.SaveAt(t1=True)),
          "steps": dict(saveat=diffrax.SaveAt(steps=True), max_steps=16),
          None: {}}[saveat]

    def solve(y0):
        return diffrax.diffeqsolve(term, solver, 0.0, 1.0, 0.1, y0, **kw).ys

    def workload():
        for n in (4, 6, 4):
            jax.vmap(solve)(jnp.ones((n, 2)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "diffeqsolve")


def _optimistix_root(a):
    optx = pytest.importorskip("optimistix")
    solver = optx.Newton(rtol=1e-6, atol=1e-6)
    return optx.root_find(lambda y, args: y ** 2 - args, solver, jnp.ones(2), args=a).value


def _lineax_solve(b):
    lx = pytest.importorskip("lineax")
    return lx.linear_solve(lx.MatrixLinearOperator(jnp.eye(2) * 2.0), b).value


@functools.cache
def _scanned():
    eqx = pytest.importorskip("equinox")

    @eqx.filter_jit
    def scanned(x):
        c, ys = jax.lax.scan(lambda c, _: (jnp.tanh(c) * 1.1, c.sum()), x, None, length=20)
        return jax.lax.map(lambda r: r * 2, ys).sum() + c.sum()

    return scanned


def _equinox_scan_and_map(x):
    return _scanned()(x)


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
@pytest.mark.parametrize("solve, name", [(_optimistix_root, "root_find"),
                                         (_lineax_solve, "linear_solve"),
                                         (_equinox_scan_and_map, "scanned")])
def test_equinox_libraries_under_vmap_count_each_batch_size(solve, name):
    # neighbours of diffrax: their jitted entry point's compile comes after the
    # library's own calls inside the trace, and still goes to the vmapped call
    def workload():
        for n in (4, 6, 4):
            jax.vmap(solve)(jnp.ones((n, 2)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, name)


LINEAX_JOB = """
import jax
import jax.numpy as jnp
import lineax as lx


def solve(b):
    return lx.linear_solve(lx.MatrixLinearOperator(jnp.eye(2) * 2.0), b).value


def main():
    for n in (4, 6, 4):
        jax.vmap(solve)(jnp.ones((n, 2)))
"""


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_a_lineax_solve_recompiled_under_vmap_fails_the_run(tmp_path):
    pytest.importorskip("lineax")
    write_module(tmp_path, "job.py", LINEAX_JOB)
    result = cli("run", "job.py:main", "--format", "json", cwd=tmp_path)
    code, out, err = result
    assert code == 1, err
    # JAX's compile log of every process of the command (the witness site)
    jax_count = sum(1 for rows in result.compiles.values() for name, listening in rows
                    if listening and name.split(".")[-1] == "linear_solve")
    (ep,) = json.loads(out)["entrypoints"]
    counted = sum(f["compiles"] for f in ep["functions"]
                  if f["name"].split(".")[-1] == "linear_solve")
    assert jax_count == counted == 2, (jax_count, ep["functions"], err[-2000:])


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_numpyro_predictive_over_changing_sample_counts():
    numpyro = pytest.importorskip("numpyro")
    import numpyro.distributions as dist
    from numpyro.infer import Predictive

    def model(x):
        w = numpyro.sample("w", dist.Normal(0.0, 1.0))
        numpyro.sample("y", dist.Normal(w * x, 1.0))

    @jax.jit
    def summarize(samples):
        return samples["y"].mean(0)

    def workload():
        for n in (8, 16, 8):
            out = Predictive(model, num_samples=n)(jax.random.PRNGKey(0), jnp.ones(3))
            summarize(out)

    ep, log = witnessed(workload)
    assert_counted(ep, log, "summarize")
    # Predictive maps numpyro's own closure with lax.map outside jit: each `scan`
    # JAX compiles is counted for it
    assert compiles_of(ep, "single_prediction") == compiled(log, "scan") == 3



# --- what JAX compiles again for without a word: jit arguments, transformations ----


def only_recompile(ep, name: str):
    [fn] = [f for f in ep.functions if f.name.split(".")[-1] == name]
    recompiles = [e for e in fn.events if e.recompile]
    assert len(recompiles) == 1, [e.causes for e in fn.events]
    return recompiles[0]


def test_rejit_with_other_donate_argnums_is_named():
    def step(x, y):
        return x + y

    def workload():
        for donate in [(0,), (0, 1)]:
            jax.jit(step, donate_argnums=donate)(jnp.ones(2), jnp.ones(2))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "step")
    event = only_recompile(ep, "step")
    assert [(c.kind, c.path, c.before, c.after, c.reason) for c in event.causes] == [
        ("compiler_options", "donate_argnums", "donate_argnums (0,)",
         "donate_argnums (0, 1)", "jit_argument")]
    assert "jax.jit` once per setting" in event.hint


def test_checkify_wrapper_made_anew_is_counted_and_named():
    from jax.experimental import checkify

    def step(x, y):
        return x + y

    def workload():
        for _ in range(2):
            jax.jit(checkify.checkify(step))(jnp.ones(2), jnp.ones(2))

    ep, log = witnessed(workload)
    # JAX names the compile after checkify's own wrapper; it is the user's step
    assert compiled(log, "checked_fun") == 2
    [fn] = ep.functions
    assert fn.name.startswith("checkify(") and fn.name.endswith(".step)") and fn.compiles == 2
    assert fn.defined_at.endswith(f":{step.__code__.co_firstlineno}")
    [event] = [e for e in fn.events if e.recompile]
    assert [(c.kind, c.path, c.reason) for c in event.causes] == [
        ("redefined_function", "checkify", "transform")]
    assert "jax.jit(checkify(f))` once" in event.hint


# --- static values: the closest earlier compile, and the field that changed -------


def _static_recompiles(values, static=1):
    def scaled(x, flag):
        return x * 2

    f = jax.jit(scaled, static_argnums=static)

    def workload():
        for v in values:
            f(jnp.ones(2), v)

    ep, log = witnessed(workload)
    [fn] = ep.functions
    assert fn.compiles == compiled(log, "scaled") == len(values)  # JAX keys each
    return [e for e in fn.events if e.recompile]


@pytest.mark.parametrize("values, before, after", [
    ((False, True, "np.False_"), "False (bool)", "np.False_ (numpy.bool"),
    ((3, 5, 3.0), "3 (int)", "3.0 (float)"),
    ((1, True), "1 (int)", "True (bool)"),
])
def test_equal_value_of_another_type_compares_with_the_equal_one(values, before, after):
    np = pytest.importorskip("numpy")
    values = tuple(np.False_ if v == "np.False_" and isinstance(v, str) else v for v in values)
    last = _static_recompiles(values)[-1]
    check_explanation(last, "static_value")  # JAX's own text, where it words one
    if last.explanation and jax_explains("static_value"):
        # JAX's explainer compares with the equal-valued call too
        assert repr(values[0]) in last.explanation and repr(values[-1]) in last.explanation
    [cause] = last.causes
    assert (cause.kind, cause.path, cause.reason) == ("static_value", "flag", "type_only")
    assert cause.before == before and cause.after.startswith(after), cause
    assert "by type too" in last.hint and "bool(...)" in last.hint


def test_static_objects_are_described_down_to_the_changed_field():
    import dataclasses
    import enum

    from jax.sharding import Mesh, NamedSharding, PartitionSpec

    np = pytest.importorskip("numpy")
    devices = np.array(jax.devices()[:1])

    @dataclasses.dataclass(frozen=True)
    class Config:
        lr: float
        name: str

    class Mode(enum.Enum):
        TRAIN = 1
        EVAL = 2

    class Plain:  # equality on its attributes, nothing else to read
        def __init__(self, depth):
            self.depth = depth

        def __eq__(self, other):
            return isinstance(other, Plain) and other.depth == self.depth

        def __hash__(self):
            return hash(self.depth)

    def act(x, scale):
        return x * scale

    cases = [
        ((Mesh(devices, ("data",)), Mesh(devices, ("batch",))),
         ("flag.axis_names", "('data',)", "('batch',)")),
        ((NamedSharding(Mesh(devices, ("d",)), PartitionSpec("d")),
          NamedSharding(Mesh(devices, ("d",)), PartitionSpec())),
         ("flag.spec", None, None)),
        ((functools.partial(act, scale=2), functools.partial(act, scale=3)),
         ("flag.keywords['scale']", "2", "3")),
        ((Config(0.1, "a"), Config(0.2, "a")), ("flag.lr", "0.1", "0.2")),
        ((Mode.TRAIN, Mode.EVAL), ("flag", "Mode.TRAIN", "Mode.EVAL")),
        ((Plain(2), Plain(3)), ("flag.depth", "2", "3")),
    ]
    try:  # attrs classes where attrs is installed (the dev extras; not every venv)
        import attrs
    except ImportError:
        attrs = None
    if attrs is not None:
        frozen = attrs.frozen(type("Frozen", (), {"__annotations__": {"depth": int}}))
        cases.append(((frozen(2), frozen(3)), ("flag.depth", "2", "3")))
    for values, (path, before, after) in cases:
        [event] = _static_recompiles(values)
        assert [c.path for c in event.causes] == [path], event.causes
        [cause] = event.causes
        assert "object #" not in cause.before + cause.after
        if before is not None:
            assert (cause.before, cause.after) == (before, after)
        assert event.hint


def _nested_static_holders(kind: str):
    """A model whose static field sits in a submodule inside a list, built by ``kind``."""
    if kind == "equinox":
        eqx = pytest.importorskip("equinox")

        class Layer(eqx.Module):  # two array fields, as eqx.nn.Linear has
            w: jax.Array
            b: jax.Array
            width: int = eqx.field(static=True)

        class Model(eqx.Module):
            layers: list
            name: str = eqx.field(static=True, default="m")

        return lambda width: Model([Layer(jnp.ones(2), jnp.zeros(2), width)])
    if kind == "flax.struct":
        struct = pytest.importorskip("flax.struct")

        @struct.dataclass
        class Layer:
            w: jax.Array
            width: int = struct.field(pytree_node=False)

        @struct.dataclass
        class Model:
            layers: list

        return lambda width: Model([Layer(jnp.ones(2), width)])
    if kind == "nnx":
        nnx = pytest.importorskip("flax.nnx")

        class Block(nnx.Module):  # a plain int attribute of an nnx module is static
            def __init__(self, width):
                self.w = nnx.Param(jnp.ones(2))
                self.width = width

        class Net(nnx.Module):
            def __init__(self, width):
                self.layers = nnx.List([Block(width)]) if hasattr(nnx, "List") else \
                    [Block(width)]

        probe = Block(1)
        kids, _ = jax.tree_util.tree_flatten_with_path(probe)
        if len(kids) == 1 and kids[0][1] is probe:
            pytest.skip("this flax's nnx modules are not pytrees: jaxcheck reads their "
                        "static attributes from flax 0.11 on")
        return Net
    import dataclasses

    @functools.partial(jax.tree_util.register_dataclass, data_fields=["w"],
                       meta_fields=["width"])
    @dataclasses.dataclass
    class Layer:
        w: jax.Array
        width: int

    return lambda width: {"layers": [Layer(jnp.ones(2), width)]}


@pytest.mark.parametrize("kind", ["equinox", "flax.struct", "register_dataclass", "nnx"])
def test_a_static_field_of_a_nested_submodule_is_named(kind):
    # equinox keeps its wrapper data ahead of the static values in a node's aux, flax
    # nnx names them in its own; a submodule's static `width` is named either way
    make = _nested_static_holders(kind)

    @jax.jit
    def forward(model, x):
        layer = model["layers"][0] if isinstance(model, dict) else model.layers[0]
        return x * (layer.w if isinstance(layer.w, jax.Array) else layer.w[...])

    def workload():
        for width in (3, 3, 4):
            forward(make(width), jnp.ones(2))

    ep, log = witnessed(workload)
    [fn] = ep.functions
    assert fn.compiles == compiled(log, "forward") == 2
    [event] = [e for e in fn.events if e.recompile]
    path = "model['layers'][0].width" if kind == "register_dataclass" else \
        "model.layers[0].width"
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("static_value", path, "3", "4")], event.causes


def _nnx_model():
    nnx = pytest.importorskip("flax.nnx")

    class Net(nnx.Module):
        def __init__(self, rngs):
            self.lin = nnx.Linear(4, 4, rngs=rngs)
            self.bn = nnx.BatchNorm(4, rngs=rngs)
            self.drop = nnx.Dropout(0.5, rngs=rngs)

        def __call__(self, x):
            return self.drop(self.bn(self.lin(x)))

    return nnx, Net(nnx.Rngs(0))


@pytest.mark.parametrize("how", [pytest.param("nnx.jit", marks=pytest.mark.slow), "split",
                                 "jax.jit"])
def test_nnx_eval_names_the_static_attributes_it_flips(how):
    # three spellings of one program, one answer: nnx.jit, split/merge, and the module
    # passed to jax.jit as a pytree (flax 0.11 on)
    nnx, model = _nnx_model()
    x = jnp.ones((2, 4))
    if how == "jax.jit":
        kids, _ = jax.tree_util.tree_flatten_with_path(model)
        if len(kids) == 1 and kids[0][1] is model:
            pytest.skip("this flax's nnx modules are not pytrees: jax.jit cannot take one")

        @jax.jit
        def forward(model, x):
            return model(x)

        def call():
            forward(model, x)
        root = "model"
    elif how == "nnx.jit":
        def forward(model, x):
            return model(x)

        step = nnx.jit(forward)

        def call():
            step(model, x)
        root = "model"
    else:
        @jax.jit
        def step(graphdef, state, x):
            return nnx.merge(graphdef, state)(x)

        def call():
            step(*nnx.split(model), x)
        root = "graphdef"

    def workload():
        call()
        model.eval()
        call()
        model.train()
        call()  # back to the first: a hit

    ep, log = witnessed(workload)
    [fn] = ep.functions
    assert fn.compiles == compiled(log, "step" if how == "split" else "forward") == 2
    [event] = [e for e in fn.events if e.recompile]
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("static_value", f"{root}.bn.use_running_average", "False", "True"),
        ("static_value", f"{root}.drop.deterministic", "False", "True")]
    assert "model.eval()" in event.hint
    if jax_explains("pytree_structure"):  # JAX: "the pytree node metadata does not match"
        assert "metadata" in event.explanation


def test_equinox_inference_mode_names_the_flag_it_flips():
    # equinox's neighbour of nnx's eval(): `inference_mode` flips a plain bool field,
    # which filter_jit keeps static
    eqx = pytest.importorskip("equinox")

    class Net(eqx.Module):
        lin: eqx.nn.Linear
        drop: eqx.nn.Dropout

        def __init__(self):
            self.lin = eqx.nn.Linear(4, 4, key=jax.random.key(0))
            self.drop = eqx.nn.Dropout(0.5)

        def __call__(self, x, key):
            return self.drop(self.lin(x), key=key)

    @eqx.filter_jit
    def forward(model, x, key):
        return model(x, key)

    def workload():
        model, x, key = Net(), jnp.ones(4), jax.random.key(1)
        forward(model, x, key)
        forward(eqx.nn.inference_mode(model), x, key)
        forward(eqx.nn.inference_mode(model, False), x, key)  # back: a hit

    ep, log = witnessed(workload)
    [fn] = ep.functions
    assert fn.compiles == compiled(log, "forward") == 2
    [event] = [e for e in fn.events if e.recompile]
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("static_value", "model.drop.inference", "False", "True")]
    assert event.hint


# --- a structure change is reported as what was added, where ---------------------


def _witness_pair(fn, first, second, name):
    def workload():
        fn(*first)
        fn(*second)

    ep, log = witnessed(workload)
    assert_counted(ep, log, name)
    return only_recompile(ep, name)


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_layer_appended_to_an_equinox_model_is_named_not_shifted_leaves():
    eqx = pytest.importorskip("equinox")
    key = jax.random.PRNGKey(0)

    class Model(eqx.Module):
        layers: list

    @jax.jit
    def forward(model, x):
        for layer in model.layers:
            x = layer(x)
        return x

    def make(widths):
        pairs = zip(widths[:-1], widths[1:], strict=True)
        return Model([eqx.nn.Linear(i, o, key=key) for i, o in pairs])

    event = _witness_pair(forward, (make([8, 32, 32, 8]), jnp.ones(8)),
                          (make([8, 32, 32, 32, 8]), jnp.ones(8)), "forward")
    assert [(c.kind, c.path, c.before, c.after, c.reason) for c in event.causes] == [
        ("pytree_structure", "model.layers", "list of 3", "list of 4: [2] Linear added",
         "resized")]
    assert "a layer added or removed" in event.hint


def test_sequence_change_keeps_real_changes_at_paths_present_in_both():
    @jax.jit
    def total(states):
        return sum(s.sum() for s in states)

    before = [jnp.ones((8, 32)), jnp.ones(32), jnp.ones((32, 8))]
    after = [jnp.ones((8, 32), jnp.bfloat16), jnp.ones(32), jnp.ones((32, 16)),
             jnp.ones(16), jnp.ones((32, 8))]
    event = _witness_pair(total, (before,), (after,), "total")
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("pytree_structure", "states", "list of 3",
         "list of 5: [2] f32[32,16], [3] f32[16] added"),
        ("dtype", "states[0]", "f32[8,32]", "bf16[8,32]")]


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_layer_appended_to_an_nnx_model():
    nnx = pytest.importorskip("flax.nnx")

    class Stack(nnx.Module):
        def __init__(self, widths, rngs):
            pairs = zip(widths[:-1], widths[1:], strict=True)
            layers = [nnx.Linear(i, o, rngs=rngs) for i, o in pairs]
            # newer flax wants a list of modules declared as data
            self.layers = nnx.List(layers) if hasattr(nnx, "List") else layers

        def __call__(self, x):
            for layer in self.layers:
                x = layer(x)
            return x

    def forward(model, x):
        return model(x)

    step = nnx.jit(forward)
    event = _witness_pair(step, (Stack([8, 32, 8], nnx.Rngs(0)), jnp.ones(8)),
                          (Stack([8, 32, 32, 8], nnx.Rngs(0)), jnp.ones(8)), "forward")
    texts = [(c.kind, c.path, c.before, c.after) for c in event.causes]
    assert all(c.kind != "shape" for c in event.causes), texts  # no shifted leaves
    assert texts[0] == ("pytree_structure", "model.layers[2]", "absent", "Linear added"), texts
    # nothing about the attributes of the layer whose position shifted
    assert not any(c.path.startswith("model.layers[1]") for c in event.causes), texts
    # nor nnx's flat list of leaves growing: the layer added says it
    assert not any(".states[" in (c.path or "") for c in event.causes), texts
    assert "a layer added or removed" in event.hint


# --- a library's recompile: the changed value inside a config object is named -----


def test_library_hint_names_a_changed_value_held_in_a_config_object(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "cfglib"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        "import dataclasses, functools\n"
        "import jax\n\n"
        "@dataclasses.dataclass\n"
        "class Config:\n"
        "    steps: int\n"
        "    name: str = 'run'\n\n"
        "@functools.partial(jax.jit, static_argnums=1)\n"
        "def _loop(x, steps):\n"
        "    for _ in range(steps):\n"
        "        x = x * 0.5\n"
        "    return x\n\n"
        "def run(cfg, x):\n"
        "    return _loop(x, cfg.steps)\n")
    monkeypatch.syspath_prepend(str(tmp_path / "site-packages"))
    import cfglib

    def workload():
        for steps in (3, 4):
            cfglib.run(cfglib.Config(steps=steps), jnp.ones(2))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "_loop")
    event = only_recompile(ep, "_loop")
    assert "`cfg.steps` 3 → 4" in event.hint, event.hint
    assert "`cfg.name`" not in event.hint  # unchanged: not named


# --- the same diagnosis in every way of running ------------------------------------


def test_the_guard_counts_and_names_them_as_a_run_does():
    import numpy as np
    from jax.experimental import checkify

    import jaxcheck

    def step(x, y):
        return x + y

    def scaled(x, flag):
        return x * 2

    f = jax.jit(scaled, static_argnums=1)
    seen = []
    with jax_compile_log() as log, jaxcheck.guard(on_compile=seen.append) as g:
        jax.jit(checkify.checkify(step))(jnp.ones(2), jnp.ones(2))
        f(jnp.ones(2), False)
        f(jnp.ones(2), True)
        g.arm()
        jax.jit(checkify.checkify(step))(jnp.ones(2), jnp.ones(2))
        f(jnp.ones(2), np.False_)
    assert compiled(log, "checked_fun") == 2 and compiled(log, "scaled") == 3
    assert [(c.kind, c.path, c.reason) for i in seen for c in i.event.causes] == [
        ("redefined_function", "checkify", "transform"),
        ("static_value", "flag", "type_only")]
    assert seen[1].event.causes[0].before == "False (bool)"


PROGRAM = '''
import jax, jax.numpy as jnp, numpy as np

from jax import custom_batching

inners = [jax.jit(lambda x, k=k: x + k) for k in range(8)]


@custom_batching.custom_vmap
def passthrough(x):
    return x


@passthrough.def_vmap
def _rule(axis_size, in_batched, x):
    return jnp.moveaxis(x, 0, 0) + 0, True


@jax.jit
def deep(y):
    for i in range(600):
        y = inners[i % 8](y)
    return passthrough(y)


def scaled(x, flag):
    return x * 2


f = jax.jit(scaled, static_argnums=1)
for n in (4, 6, 4):
    jax.vmap(deep)(jnp.ones((n, 2)))
for flag in (False, True, np.False_):
    f(jnp.ones(2), flag)
'''


@pytest.mark.slow
def test_run_program_counts_and_names_them_as_a_run_does(tmp_path):
    import json
    import re

    from conftest import cli, subprocess_env, write_module

    write_module(tmp_path, "prog.py", PROGRAM)
    code, out, err = cli("run", "--format", "json", "--", sys.executable, "prog.py",
                         cwd=tmp_path, env=subprocess_env(JAX_LOG_COMPILES="1"))
    assert code == 1, err
    [proc] = json.loads(out)["entrypoints"]
    by_name = {f["name"].split(".")[-1]: f for f in proc["functions"]}

    def logged(name):
        return len(re.findall(rf"Compiling (?:jit[(_])?{name}\b", err))

    assert by_name["deep"]["compiles"] == logged("deep") == 2
    assert by_name["scaled"]["compiles"] == logged("scaled") == 3
    last = by_name["scaled"]["events"][-1]["causes"]
    assert [(c["path"], c["before"], c["reason"]) for c in last] == [
        ("flag", "False (bool)", "type_only")]


# --- host values against arrays: placement as JAX keys it -------------------------
#
# Measured on 0.4.38, 0.6.2 and 0.10.2: a committed array against an uncommitted value
# (a NumPy scalar restored from a checkpoint, a Python scalar) compiles again even on
# one device; an uncommitted array against a NumPy scalar does not. A host value is
# uncommitted, so only the weak type can differ between it and an uncommitted array.


def _placement_cases():
    import numpy as np

    device = jax.devices()[0]
    return [
        ("python float, then numpy scalar", lambda: 0.1, lambda: np.float32(0.1),
         ["weak_type"]),
        ("uncommitted array, then numpy scalar", lambda: jnp.float32(0.1),
         lambda: np.float32(0.1), []),
        ("committed array, then numpy scalar", lambda: jax.device_put(jnp.float32(0.1), device),
         lambda: np.float32(0.1), ["sharding"]),
        ("committed weak array, then numpy scalar",
         lambda: jax.device_put(jnp.asarray(0.1), device), lambda: np.float32(0.1),
         ["weak_type", "sharding"]),
        ("python float, then committed weak array", lambda: 0.1,
         lambda: jax.device_put(jnp.asarray(0.1), device), ["sharding"]),
    ]


@pytest.mark.parametrize("case", range(5))
def test_host_values_against_arrays_are_placed_as_jax_keys_them(case):
    _, first, second, kinds = _placement_cases()[case]

    def times(x, lr):
        return x * lr

    f = jax.jit(times)

    def workload():
        f(jnp.ones(3), first())
        f(jnp.ones(3), second())

    ep, log = witnessed(workload)
    [fn] = ep.functions
    assert fn.compiles == compiled(log, "times") == (2 if kinds else 1)
    if kinds:
        [event] = [e for e in fn.events if e.recompile]
        assert [c.kind for c in event.causes] == kinds
        assert all(c.path == "lr" for c in event.causes)


def _nnx_graphs():
    """Modules and optimizers in the shapes users pass to ``nnx.jit``: layers in a list,
    a shared variable, a plain array attribute, batch statistics, an optax state."""
    nnx = pytest.importorskip("flax.nnx")
    if not hasattr(nnx, "Optimizer") or not hasattr(nnx.graph, "flatten"):
        pytest.skip("this flax has no nnx.graph.flatten")
    optax = pytest.importorskip("optax")
    rngs = nnx.Rngs(0)

    class Block(nnx.Module):
        def __init__(self, shared, rngs):
            self.lin = nnx.Linear(3, 3, rngs=rngs)
            self.shared = shared  # the same Param in every block: one leaf

    class Net(nnx.Module):
        def __init__(self, rngs):
            shared = nnx.Param(jnp.ones(3))
            blocks = [Block(shared, rngs), Block(shared, rngs)]
            self.blocks = nnx.List(blocks) if hasattr(nnx, "List") else blocks
            self.bn = nnx.BatchNorm(3, rngs=rngs)
            self.scale = 2.0
            self.table = nnx.data(jnp.arange(3.0)) if hasattr(nnx, "data") else \
                nnx.Variable(jnp.arange(3.0))

    net = Net(rngs)
    try:
        opt = nnx.Optimizer(net, optax.adam(1e-3), wrt=nnx.Param)
    except TypeError:  # flax before `wrt`
        opt = nnx.Optimizer(net, optax.adam(1e-3))
    return nnx, [nnx.Linear(2, 2, rngs=rngs), net, opt]


def _retype(variable, dtype):
    """``variable``'s value cast to ``dtype``, in the spelling of this flax."""
    if hasattr(variable, "set_value"):
        variable.set_value(variable.get_value().astype(dtype))
    else:
        variable.value = variable.value.astype(dtype)


def test_nnx_leaf_paths_are_flax_own_paths_in_its_own_order():
    # the witness is flax itself: `flatten(..., with_paths=True)` lists each leaf's path
    # in the order nnx.jit hands the leaves to JAX
    from jaxcheck._src.signature import statics

    nnx, graphs = _nnx_graphs()
    for node in graphs:
        graphdef, flat = nnx.graph.flatten(node, with_paths=True)
        paths = [p for p, _ in flat] if not hasattr(flat, "paths") else list(flat.paths)
        expected = ["".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in p)
                    for p in paths]
        assert statics.nnx_leaf_paths(graphdef) == expected, type(node).__name__
    assert statics.nnx_leaf_paths(object()) is None


def test_nnx_jit_names_a_leaf_of_the_model_and_the_optimizer_by_its_path():
    # flax 0.11 on: nnx.jit passes each module as (definition, a flat list of leaves),
    # and JAX's own key paths read `opt.states[0][9]`
    nnx, (_, net, opt) = _nnx_graphs()

    def step(net, opt, x):
        return net.blocks[0].lin(x) * net.table[...]

    jitted = nnx.jit(step)

    def workload():
        jitted(net, opt, jnp.ones(3))
        _retype(net.blocks[1].lin.kernel, jnp.bfloat16)
        _retype(opt.step, jnp.uint8)
        jitted(net, opt, jnp.ones(3))

    ep, log = witnessed(workload)
    [fn] = ep.functions
    assert fn.compiles == compiled(log, "step") == 2
    [event] = [e for e in fn.events if e.recompile]
    assert sorted((c.kind, c.path, c.before, c.after) for c in event.causes) == [
        ("dtype", "net.blocks[1].lin.kernel", "f32[3,3]", "bf16[3,3]"),
        ("dtype", "opt.step", "u32[]", "u8[]")], event.causes


def test_an_optimizer_built_again_each_epoch_names_its_transformation():
    # `nnx.Optimizer(model, optax.adam(...))` in the loop: optax's functions are new
    # closures each time, static in the graph definition, hashed by identity
    nnx, (_, net, _) = _nnx_graphs()
    optax = pytest.importorskip("optax")

    def step(net, opt, x):
        return net.blocks[0].lin(x)

    jitted = nnx.jit(step)

    def workload():
        for _ in range(3):
            try:
                opt = nnx.Optimizer(net, optax.adam(1e-3), wrt=nnx.Param)
            except TypeError:
                opt = nnx.Optimizer(net, optax.adam(1e-3))
            jitted(net, opt, jnp.ones(3))

    ep, log = witnessed(workload)
    [fn] = ep.functions
    assert fn.compiles == compiled(log, "step") == 3
    events = [e for e in fn.events if e.recompile]
    assert len(events) == 2 and all(not e.expected for e in events)
    for event in events:  # optax's transformation, or (flax 0.11) its two functions
        assert {(c.kind, c.path, c.reason) for c in event.causes} in (
            {("static_value", "opt.tx", "identity")},
            {("static_value", "opt.tx.init", "identity"),
             ("static_value", "opt.tx.update", "identity")}), event.causes
        assert "create it once and reuse" in event.hint
