"""Exact causes of static and structural recompiles on real programs: the closest earlier
compile, the field of a static object that changed, what was added to a model's
structure and where, a changed value held in a library's config object, and host values
placed as JAX keys them.

The truth is JAX's own compile log and, where the release words it, its cache-miss text.
"""

import functools

import jax
import jax.numpy as jnp
import pytest
from helpers import (
    assert_counted,
    check_explanation,
    compiled,
    jax_explains,
    only_recompile,
    witnessed,
)

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
            {("static_value", "opt.tx", "optimizer")},
            {("static_value", "opt.tx.init", "optimizer"),
             ("static_value", "opt.tx.update", "optimizer")}), event.causes
        assert "create the optimizer once" in event.hint
        assert "optax.inject_hyperparams" in event.hint
