"""`jaxcheck lint` on the mechanisms the misses of corpora 10, 12 and 13 share, read
across the corpora by class (docs/lint.md, "Classes across corpora"): what a jitted
function returns is typed when what it is handed is (a Python number fed back through
it flips its weak type); JAX's array makers and random draws are typed; the items of an
unpacked JAX call are arrays; NumPy's calls whose result has as many items as the data's
values let through (``np.nonzero``, ``np.unique``); a generator's yield read with its own
loop's names changing; a helper that returns a join of the array it is handed, unpacked;
a static hashed by identity made anew each pass by a factory, or handed by a caller that
makes one per pass; a module object's attribute given a new Python number each pass
(an nnx layer's attribute, an equinox field set through a helper's ``tree_at``); an
optax optimizer a caller makes per iteration and hands in (inside a ``TrainState`` made
by a helper, wrapped in an ``nnx.Optimizer`` by the callee, or returned by a builder as
one item of a tuple). And three look-alikes corpus 13 flagged: a method called once on
each object of a list (``for cb in callbacks: cb.on_train_begin()``) does not run per
iteration; a jit of each function of a table, one per name; a value a method replaces
before anything can see it (``self.offset = jnp.float32(self.offset)``). And what JAX
does with weak types, measured: ``jnp.full(n, 1.0)`` keeps the Python number's weak type,
a reduction (``jnp.sum``, ``x.mean()``) never does; a name the loop body gives a value
before the call, on every pass, holds that value at the call. And a buffered loader whose
leftover batch is topped up to full size (``buf += [pad] * (size - len(buf))``); a static
default left out on one call and handed in by a caller, equal to it, on another; one
argument given a Python float in one function and a typed scalar in another (a warm-up and
the requests it was meant for); chunks taken with ``itertools.islice`` under a walrus
(``while chunk := list(islice(it, size))``) or read with ``np.fromiter``, and their padded
twins (``block.size < size``); records whose arrays are sized by the data, handed to a
function that loops over them, and their twin padded to a fixed length (``np.pad(times,
(0, MAX_DRAWS - n))``); a property that makes a new object on every read, passed static
in a loop; what a mask keeps, with the fewest skipped (``if len(accepted) < 3:
continue``), is still ragged; rows picked by indices that follow the data
(``vecs[retriever.candidates(liked)]`` with ``np.flatnonzero`` inside); a lambda made on
whichever branch runs, passed static; a sharded loader's items under ``enumerate`` (``for
i, (ids, labels) in enumerate(reader)``), and its twin that drops each shard's remainder
(``if stop > len(labels) and self.drop_last: break``).
Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    by_source,
    jax_agrees,
    only,
    project,
    runs,
)
from lint_truth import Driver

# --- JC104: a Python number fed back through a jitted function --------------------------------

FED_BACK = """
@jax.jit
def merge(mean, count, batch):
    total = count + batch.shape[0]
    return mean + (batch.mean() - mean) * batch.shape[0] / total, total
def main(x):
    mean, count = {start}
    for step in range(4):
        batch = jax.random.normal(jax.random.PRNGKey(step), (16,))
        mean, count = merge(mean, count, batch)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("0.0, 0", True),  # weak float and int, then the float32 and int32 merge returns
    ("jnp.float32(0.0), jnp.int32(0)", False),  # typed from the start: one compile
    ("jnp.asarray(0.0), jnp.asarray(0)", True),  # jnp.asarray of a number is weak too
])
def test_a_python_number_fed_back_through_a_jitted_function(start, flagged):
    assert only(FED_BACK.format(start=start)) == (["JC104"] if flagged else [])


SCAN = """
@jax.jit
def filter_chunk(level, variance, obs):
    def step(carry, y):
        m, p = carry
        p = p + 1e-3
        k = p / (p + 0.25)
        return (m + k * (y - m), (1 - k) * p), m
    (level, variance), out = jax.lax.scan(step, (level, variance), obs)
    return level, variance, out
def main(x):
    level, variance = {start}
    for i in range(3):
        obs = jnp.asarray(np.full(8, 50.0 + i, np.float32))
        level, variance, out = filter_chunk(level, variance, obs)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("50.0, 1.0", True),  # Python floats, then the scan's float32 carry
    ("np.float32(50.0), np.float32(1.0)", False),  # typed from the start
])
def test_a_scan_carry_fed_back_is_typed_by_the_data_it_scans(start, flagged):
    # (lint names both carries: a scan's result is read as a whole, typed by the data it
    # scans, so ``variance``, which JAX keeps weak here, is named beside ``level``)
    assert sorted(set(only(SCAN.format(start=start)))) == (["JC104"] if flagged else [])


GRID = """
def pulse(n):
    x = jnp.linspace(-1, 1, n)
    xx, yy = jnp.meshgrid(x, x)
    return jnp.exp(-(xx ** 2 + yy ** 2) / 0.02)
@jax.jit
def leapfrog(u_prev, u, c):
    return u, 2 * u - u_prev + c * (jnp.roll(u, 1, 0) - u)
def main(x):
    u = pulse(16)
    u_prev = {prev}
    for _ in range(3):
        u_prev, u = leapfrog(u_prev, u, 0.2)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("prev, flagged", [
    ("u", False),  # a meshgrid's items are typed arrays: typed on every call
    ("0.0", True),  # a Python float, then the typed field leapfrog returns
])
def test_the_items_of_an_unpacked_jax_call_are_typed_arrays(prev, flagged):
    assert only(GRID.format(prev=prev)) == (["JC104"] if flagged else [])


# --- JC105: as many items as the data's values let through ------------------------------------

PAIRS = {
    "neighbors.py": """
import numpy as np
def build_pairs(x, cutoff):
    d2 = np.sum((x[:, None, :] - x[None, :, :]) ** 2, -1)
    i, j = np.nonzero(np.triu(d2 < cutoff ** 2, k=1))
    return np.stack([i, j], axis=1).astype(np.int32)
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from neighbors import build_pairs
@jax.jit
def update(x, pairs):
    return x + 0.01 * jnp.zeros_like(x).at[pairs[:, 0]].add(1.0)
def main(_):
    x = np.random.default_rng(0).uniform(0, 3, (24, 3)).astype(np.float32)
    for step in range(6):
        pairs = {pairs}
        x = np.asarray(update(x, jnp.asarray(pairs))) + np.float32(0.2) * step
""",
}


@pytest.mark.parametrize("pairs, flagged", [
    ("build_pairs(x, 1.2)", True),  # the pairs within reach: a new count as x moves
    ("np.zeros((16, 2), np.int32)", False),  # a fixed list of pairs
])
def test_the_pairs_a_neighbour_list_keeps_follow_the_data(tmp_path, pairs, flagged):
    files = {k: v.format(pairs=pairs) for k, v in PAIRS.items()}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


UNIQUE = """
@jax.jit
def totals(amounts, users):
    return jnp.zeros(users.shape[0]).at[0].add(amounts.sum())
def main(x):
    rng = np.random.default_rng(0)
    for b in range(5):
        ids = rng.integers(0, 12, size=10)
        users = {users}
        totals(jnp.ones(10), jnp.asarray(users))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("users, flagged", [
    ("np.unique(ids)", True),  # the distinct users of each batch: a new count each time
    ("np.arange(12)", False),  # every user, every time
    ("np.flatnonzero(ids > 5)", True),  # the positions that pass: as many as pass
])
def test_the_distinct_values_of_a_batch_follow_the_data(users, flagged):
    assert only(UNIQUE.format(users=users)) == (["JC105"] if flagged else [])


# --- JC105: a generator's yield, read with its own loop's names changing ----------------------

RECORDINGS = """
def recordings(rng):
    for n_segments in (11, 17, 8):
        yield f"rec{{n_segments}}", rng.standard_normal(({rows}, 4)).astype(np.float32)
@jax.jit
def embed(x):
    return x @ x.T
def main(x):
    for name, segments in recordings(np.random.default_rng(0)):
        embed(segments)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("rows, flagged", [
    ("n_segments", True),  # each recording as long as its segments
    ("8", False),  # eight rows whatever the recording: the name changes, not the size
])
def test_a_generators_yield_is_read_with_its_loops_names_changing(rows, flagged):
    assert only(RECORDINGS.format(rows=rows)) == (["JC105"] if flagged else [])


# --- JC105: a helper returning a join of the array it is handed, unpacked ---------------------

INJECT = """
def inject(pos, vel, n):
    pos = {join_pos}
    vel = {join_vel}
    return pos, vel
@jax.jit
def advance(pos, vel):
    return pos + 0.01 * vel, vel
def main(x):
    pos = jnp.zeros((4, 2), jnp.float32)
    vel = jnp.zeros((4, 2), jnp.float32)
    for step in range(4):
        pos, vel = inject(pos, vel, 3)
        pos, vel = advance(pos, vel)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("join_pos, join_vel, flagged", [
    ("jnp.concatenate([pos, jnp.ones((n, 2))])", "jnp.concatenate([vel, jnp.ones((n, 2))])",
     True),  # three more particles on every pass
    ("pos.at[:n].set(1.0)", "vel.at[:n].set(0.0)", False),  # written in place: as many
])
def test_a_helper_that_returns_a_join_of_what_it_is_handed(join_pos, join_vel, flagged):
    source = INJECT.format(join_pos=join_pos, join_vel=join_vel)
    assert only(source) == (["JC105"] if flagged else [])


# --- JC102: a new object hashed by identity, from a factory or handed by a caller -------------

BOUNDARY = {
    "boundary.py": """
{decorator}
class Lid:
    def __init__(self, speed):
        self.speed = speed
{methods}
def lid_from_config(cfg):
    return Lid(cfg["speed"])
""",
    "main.py": """
from functools import partial
import jax
from boundary import lid_from_config
CONFIG = {{"speed": 1.0}}
@partial(jax.jit, static_argnames=("lid",))
def step(u, lid):
    return u.at[0].set(lid.speed)
def main(x):
    for _ in range(4):
        lid = lid_from_config(CONFIG)
        x = step(x, lid=lid)
""",
}


@pytest.mark.parametrize("decorator, methods, flagged", [
    ("", "", True),  # hashed by identity: every new Lid is a new static
    ("", "    def __eq__(self, other):\n        return self.speed == other.speed\n"
         "    def __hash__(self):\n        return hash(self.speed)", False),  # by value
])
def test_a_factory_that_makes_an_identity_hashed_static_each_pass(tmp_path, decorator,
                                                                  methods, flagged):
    files = {k: v.format(decorator=decorator, methods=methods) for k, v in BOUNDARY.items()}
    assert project(tmp_path, files) == (["JC102"] if flagged else [])


HANDED = """
class EnvParams:
    def __init__(self, gravity):
        self.gravity = gravity
@partial(jax.jit, static_argnums=(1,))
def env_step(state, params):
    return state * params.gravity
def run_episode(state, params):
    for t in range(3):
        state = env_step(state, params)
    return state
def main(x):
    rng = np.random.default_rng(0)
    {made_once}
    for episode in range(4):
        {made_each}
        run_episode(x, params)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("made_once, made_each, flagged", [
    ("pass", "params = EnvParams(float(rng.uniform(9.0, 10.5)))", True),  # one per episode
    ("params = EnvParams(9.8)", "pass", False),  # one object for every episode
])
def test_a_caller_hands_a_new_identity_hashed_static_each_pass(made_once, made_each, flagged):
    source = HANDED.format(made_once=made_once, made_each=made_each)
    assert only(source) == (["JC102"] if flagged else [])


# --- JC103: a module's plain attribute given a new Python number each pass --------------------

NNX_RATE = """
from flax import nnx
import optax
class Net(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(8, 1, rngs=rngs)
        self.dropout = nnx.Dropout(0.3, rngs=rngs)
    def __call__(self, x):
        return self.lin(self.dropout(x))[..., 0]
@nnx.jit
def train_step(model, x):
    return model(x).sum()
EPOCHS = 4
def main(x):
    model = Net(nnx.Rngs(0))
    {once}
    for epoch in range(EPOCHS):
        {each}
        train_step(model, jnp.ones((2, 8)))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("once, each, flagged", [
    ("pass", "model.dropout.rate = 0.3 * (1 - epoch / EPOCHS)", True),  # a static each pass
    ("model.dropout.rate = 0.1", "pass", False),  # set once, before the loop
])
def test_an_nnx_layers_attribute_given_a_new_number_each_pass(once, each, flagged):
    assert only(NNX_RATE.format(once=once, each=each)) == (["JC103"] if flagged else [])


EQX_RATE = {
    "model.py": """
import equinox as eqx
import jax
class Net(eqx.Module):
    lin: eqx.nn.Linear
    drop: eqx.nn.Dropout
    def __init__(self, key):
        self.lin = eqx.nn.Linear(8, 1, key=key)
        self.drop = eqx.nn.Dropout(0.5)
    def __call__(self, x, key):
        return self.lin(self.drop(x, key=key))
def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.drop.p, model, p)
""",
    "main.py": """
import equinox as eqx
import jax
import jax.numpy as jnp
from model import Net, set_dropout
EPOCHS = 4
@eqx.filter_jit
def train_step(model, x, key):
    return model(x, key).sum()
def main(x):
    model = Net(jax.random.PRNGKey(0))
    for epoch in range(EPOCHS):
        model = set_dropout(model, {rate})
        train_step(model, jnp.ones(8), jax.random.PRNGKey(epoch))
""",
}


@pytest.mark.parametrize("rate, flagged", [
    ("0.5 - 0.4 * epoch / (EPOCHS - 1)", True),  # a Python float field: static, per epoch
    ("0.25", False),  # the same rate every epoch: one compile
])
def test_an_equinox_field_set_by_a_helper_each_pass(tmp_path, rate, flagged):
    files = {k: v.format(rate=rate) for k, v in EQX_RATE.items()}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC102: an optax optimizer a caller makes per iteration and hands in ----------------------

FOLDS = {
    "train.py": """
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state
@jax.jit
def train_step(state, x):
    grads = jax.grad(lambda p: (state.apply_fn(p, x) ** 2).sum())(state.params)
    return state.apply_gradients(grads=grads), 0.0
def make_optimizer(lr=1e-2):
    return optax.adam(lr)
def apply(p, x):
    return x * p["w"]
def make_state(params, tx):
    return train_state.TrainState.create(apply_fn=apply, params=params, tx=tx)
def fit(state, x, steps=2):
    for _ in range(steps):
        state, loss = train_step(state, x)
    return state
""",
    "main.py": """
import jax.numpy as jnp
from train import fit, make_optimizer, make_state
def main(x):
    {once}
    for fold in range(3):
        state = make_state({{"w": jnp.ones(8)}}, {tx})
        fit(state, x)
""",
}


@pytest.mark.parametrize("once, tx, flagged", [
    ("pass", "make_optimizer()", True),  # a new adam per fold, inside each TrainState
    ("tx = make_optimizer()", "tx", False),  # one adam for every fold
])
def test_a_train_state_made_per_fold_with_a_new_optimizer_is_stepped_elsewhere(
        tmp_path, once, tx, flagged):
    files = {k: v.format(once=once, tx=tx) for k, v in FOLDS.items()}
    assert project(tmp_path, files) == (["JC102"] if flagged else [])


SWEEP = {
    "train.py": """
import jax.numpy as jnp
import optax
from flax import nnx
class Net(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(8, 1, rngs=rngs)
    def __call__(self, x):
        return self.lin(x)[..., 0]
@nnx.jit
def train_step(model, optimizer, x):
    grads = nnx.grad(lambda m: (m(x) ** 2).sum())(model)
    optimizer.update(model, grads)
def fit(model, tx, x):
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    for _ in range(2):
        train_step(model, optimizer, x)
def build(lr):
    model = Net(nnx.Rngs(0))
    return model, nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
""",
    "main.py": """
import jax.numpy as jnp
import optax
from flax import nnx
from train import Net, build, fit, train_step
def main(x):
    batch = jnp.ones((4, 8))
    {body}
""",
}


@pytest.mark.parametrize("body, flagged", [
    # a new adam per sweep point, wrapped in an nnx.Optimizer by fit
    ("for lr in (1e-3, 1e-2, 3e-2):\n        fit(Net(nnx.Rngs(0)), optax.adam(lr), batch)",
     True),
    # one adam, the models new: the optimizer's functions are the same each time
    ("tx = optax.adam(1e-2)\n    for seed in range(3):\n        fit(Net(nnx.Rngs(seed)), tx, "
     "batch)", False),
    # model, optimizer = build(lr): the second item holds a new adam per point
    ("for lr in (1e-3, 1e-2, 3e-2):\n        model, optimizer = build(lr)\n"
     "        train_step(model, optimizer, batch)", True),
])
def test_a_new_optimizer_per_sweep_point_handed_in_or_built_by_a_helper(tmp_path, body,
                                                                       flagged):
    files = {k: v.format(body=body) for k, v in SWEEP.items()}
    assert project(tmp_path, files) == (["JC102"] if flagged else [])


# --- look-alikes: what runs once per object, a table's functions, a value replaced at once ----

CALLBACKS = """
class Logger:
    def __init__(self):
        self.evaluate = None
    def on_train_begin(self):
        def evaluate(x):
            return (x ** 2).mean()
        self.evaluate = jax.jit(evaluate)
    def on_epoch_end(self, x):
        {epoch_end}
class Trainer:
    def __init__(self, callbacks):
        self.callbacks = callbacks
    def fit(self, x):
        for cb in self.callbacks:
            cb.on_train_begin()
        for epoch in range(3):
            for cb in self.callbacks:
                cb.on_epoch_end(x)
def main(x):
    Trainer([Logger()]).fit(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("epoch_end, flagged", [
    ("return self.evaluate(x)", False),  # jitted once per logger, at train begin
    ("self.on_train_begin()\n        return self.evaluate(x)", True),  # again every epoch
])
def test_a_method_run_once_for_each_object_of_a_list_is_not_per_iteration(epoch_end, flagged):
    assert only(CALLBACKS.format(epoch_end=epoch_end)) == (["JC101"] if flagged else [])


REGISTRY = """
def accuracy(pred, target, n_classes):
    return (pred == target).mean()
def error(pred, target, n_classes):
    return (pred != target).mean()
METRICS = {{"accuracy": accuracy, "error": error}}
def report(pred, target, names):
    out = {{}}
    for name in names:
        fn = jax.jit({made})
        out[name] = fn(pred, target)
    return out
def main(x):
    report(x, x, ["accuracy", "error"])
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("made, flagged", [
    ("partial(METRICS[name], n_classes=4)", False),  # each metric of the table, once
    ("lambda p, t: METRICS[name](p, t, 4)", True),  # a new lambda per name, and per call
])
def test_a_jit_of_each_function_of_a_table_is_one_per_item(made, flagged):
    # (the lambda compiles once per name here too, so JAX cannot tell them apart: the
    # twin says a lambda made in the loop is new whatever it calls)
    source = REGISTRY.format(made=made)
    assert only(source) == (["JC101"] if flagged else [])


SERVICE = """
def fit():
    return jnp.ones(3), 0.5
@jax.jit
def predict(w, offset, t):
    return w * t + offset
class Service:
    def __init__(self):
        self.w, self.offset = fit()
        {convert}
    def calibrate(self):
        self.offset = jnp.float32(self.offset)
    def serve(self, t):
        return predict(self.w, self.offset, jnp.asarray(t, jnp.float32))
def main(x):
    s = Service()
    s.serve(300.0)
    s.calibrate()
    s.serve(np.float32(310.0))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("convert, flagged", [
    ("self.offset = jnp.float32(self.offset)", False),  # typed at once: one kind
    ("pass", True),  # a Python float until calibrate() types it
])
def test_an_attribute_value_its_own_method_replaces_at_once_never_leaves_it(convert, flagged):
    source = SERVICE.format(convert=convert)
    assert only(source) == (["JC104"] if flagged else [])


# --- JC104: jnp.full keeps a Python number's weak type; a reduction never does ----------------

FIELD = """
@jax.jit
def relax(u, lam):
    c = jnp.sum(u) - 1.0
    return u - 0.1 * u, lam + c
def main(x):
    u = {start}
    lam = 0.0
    for _ in range(3):
        u, lam = relax(u, lam)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("jnp.full(8, 1.0)", True),  # weak float32 field and multiplier, then typed ones
    ("jnp.full(8, 1.0, jnp.float32)", True),  # the field typed; lam still flips (a sum)
    ("jnp.full(8, 1.0, jnp.float32) * 0 + x.mean()", True),  # as above
])
def test_a_full_field_is_weak_and_a_reduction_of_it_is_typed(start, flagged):
    assert only(FIELD.format(start=start)) == (["JC104"] if flagged else [])


SUMMED = """
@jax.jit
def scale(w, s):
    return w * s
def main(x):
    w = jnp.ones(4)
    s = {start}
    for _ in range(3):
        s = jnp.sum(w) / 4.0
        scale(w, s)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("jnp.float32(1.0)", False),  # typed, and the sum is typed: one kind
    ("1.0", False),  # never passed: the loop gives s the sum before each call
])
def test_a_reduction_is_typed_whatever_it_reduces(start, flagged):
    assert only(SUMMED.format(start=start)) == (["JC104"] if flagged else [])


# --- JC105: a buffered loader whose leftover batch is topped up to full size ------------------

BUFFERED = """
def batches(items, size):
    buf = []
    for x in items:
        if x.sum() < 0:
            continue
        buf.append(x)
        if len(buf) == size:
            yield np.stack(buf)
            buf = []
    if buf:
        {top_up}
        yield np.stack(buf)
@jax.jit
def step(batch):
    return batch.sum()
def main(x):
    items = [np.ones(3, np.float32) for _ in range(10)]
    for batch in batches(items, 4):
        step(batch)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("top_up, flagged", [
    ("pass", True),  # the two left over make a batch of 2
    ("n_pad = size - len(buf)\n        buf += [np.zeros_like(buf[0])] * n_pad", False),
])
def test_a_buffered_loaders_leftover_batch_topped_up_to_full_size(top_up, flagged):
    assert only(BUFFERED.format(top_up=top_up)) == (["JC105"] if flagged else [])


# --- JC106: a static default left out on one call and handed in by a caller on another ---------

DEFAULTED = """
@partial(jax.jit, static_argnames=("period",))
def decompose(x, period=4):
    return x.reshape(-1, period).mean(0)
def alerts(x):
    return decompose(x)
def strength(x, period):
    return decompose(x, period=period)
def main(x):
    alerts(jnp.ones(8))
    strength(jnp.ones(8), {period})
"""


@runs(by_source(("strength(jnp.ones(8), 4)", Driver("main(jnp.ones(3))")),
                default=Driver("main(jnp.ones(3))",
                               deliberate="another period is another configuration")))
@pytest.mark.parametrize("period, flagged", [
    ("4", True),  # the default, given: a second cache entry of the same configuration
    ("2", False),  # another period: another configuration, by design
])
def test_a_static_default_left_out_and_handed_in_by_a_caller(period, flagged):
    assert only(DEFAULTED.format(period=period)) == (["JC106"] if flagged else [])


# --- JC104: one argument, a Python float in one function and typed in another --------------------

WARMUP = """
@jax.jit
def predict(w, t):
    return w * t
class Service:
    def __init__(self):
        self.w = jnp.ones(3)
    def warmup(self):
        return predict(self.w, {warm})
    def handle(self, request):
        fields = np.array([request["t"]], dtype=np.float32)
        return predict(self.w, fields[0])
def main(x):
    s = Service()
    s.warmup()
    s.handle({{"t": 310.0}})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("warm, flagged", [
    ("300.0", True),  # warmed up for a weak float; the requests bring np.float32
    ("np.float32(300.0)", False),  # warmed up with the requests' own type
])
def test_a_warm_up_with_python_floats_and_requests_with_numpy_scalars(warm, flagged):
    assert only(WARMUP.format(warm=warm)) == (["JC104"] if flagged else [])


# --- JC105: chunks taken with islice, under a walrus or read with np.fromiter -----------------

WALRUS = """
def chunked(iterable, size):
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        {pad}
        yield np.stack(chunk)
@jax.jit
def embed(feats):
    return feats.sum(0)
def main(x):
    for n in (10, 7):
        for feats in chunked((np.ones(3, np.float32) for _ in range(n)), 4):
            embed(feats)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pad, flagged", [
    ("pass", True),  # 10 and 7 items: chunks of 4, 2 and 3
    ("if len(chunk) < size:\n            chunk = chunk + [np.zeros(3, np.float32)] * "
     "(size - len(chunk))", False),  # every chunk topped up to 4
])
def test_islice_chunks_under_a_walrus(pad, flagged):
    source = "import itertools\n" + WALRUS.format(pad=pad)
    assert only(source) == (["JC105"] if flagged else [])


BLOCKS = """
def blocks(samples, size):
    it = iter(samples)
    while True:
        block = np.fromiter(itertools.islice(it, size), dtype=np.float32)
        if block.size == 0:
            return
        {pad}
        yield block
@jax.jit
def filt(block):
    return jnp.cumsum(block)
def main(x):
    for block in blocks(range(10), 4):
        filt(block)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pad, flagged", [
    ("pass", True),  # ten samples: blocks of 4, 4 and 2
    ("if block.size < size:\n            block = np.pad(block, (0, size - block.size))",
     False),  # the last block zero-padded to 4
])
def test_islice_blocks_read_with_fromiter(pad, flagged):
    source = "import itertools\n" + BLOCKS.format(pad=pad)
    assert only(source) == (["JC105"] if flagged else [])


# --- JC105: records sized by the data, handed to a function that loops over them --------------

RECORDS = {
    "study.py": """
import numpy as np
MAX_DRAWS = 12
def load_study(n_patients=6, seed=0):
    rng = np.random.default_rng(seed)
    patients = []
    for pid in range(n_patients):
        n = int(rng.integers(3, 10))
        times = np.sort(rng.uniform(0.25, 24.0, size=n)).astype(np.float32)
        patients.append({{"id": pid, "times": {times}}})
    return patients
""",
    "main.py": """
import jax
import jax.numpy as jnp
from study import load_study
@jax.jit
def log_lik(theta, times):
    return jnp.sum(theta * times)
def population(theta, patients):
    return sum(float(log_lik(theta, p["times"])) for p in patients)
def main(x):
    patients = load_study()
    for scale in (0.9, 1.1):
        population(jnp.float32(scale), patients)
""",
}


@pytest.mark.parametrize("times, flagged", [
    ("times", True),  # each patient's own number of draws
    ("np.pad(times, (0, MAX_DRAWS - n))", False),  # padded to twelve draws each
])
def test_records_sized_by_the_data_handed_to_a_function_that_loops_over_them(
        tmp_path, times, flagged):
    files = {k: v.format(times=times) for k, v in RECORDS.items()}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC102: a property that makes a new object on every read, passed static in a loop ------------

PROPERTY = """
{decorator}
class Grid:
    def __init__(self, n, length):
        self.n = n
        self.dx = length / n
@partial(jax.jit, static_argnums=1)
def step(q, grid):
    return q - 0.1 / grid.dx * (q - jnp.roll(q, 1))
class Problem:
    def __init__(self, n):
        self.n = n
    @property
    def grid(self):
        return Grid(self.n, 1.0)
    def march(self, q):
        for _ in range(4):
            q = step(q, self.grid)
        return q
def main(x):
    Problem(8).march(jnp.ones(8))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("decorator, flagged", [
    ("", True),  # a new Grid, hashed by identity, on every read
    ("@dataclass(frozen=True)", False),  # equal Grids hash alike: one compile
])
def test_a_property_that_makes_a_new_static_on_every_read(decorator, flagged):
    source = PROPERTY.format(decorator=decorator)
    if decorator:
        source = source.replace("""    def __init__(self, n, length):
        self.n = n
        self.dx = length / n""", """    n: int
    dx: float""").replace("Grid(self.n, 1.0)", "Grid(self.n, 1.0 / self.n)")
    assert only(source) == (["JC102"] if flagged else [])


# --- JC105: what a mask keeps, with the fewest skipped, is still ragged ------------------------

ACCEPTED = """
@jax.jit
def summary(draws):
    return draws.mean(0)
def main(x):
    rng = np.random.default_rng(0)
    for eps in (0.8, 0.6, 0.4):
        thetas = rng.uniform(0.0, 1.0, (40, 2))
        accepted = thetas[{pick}]
        if len(accepted) < 3:
            continue
        summary(jnp.asarray(accepted, jnp.float32))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pick, flagged", [
    ("np.abs(thetas[:, 0] - 0.5) < eps", True),  # as many as pass: a new count each round
    (":20", False),  # the first twenty, whatever eps is
])
def test_what_a_mask_keeps_with_the_fewest_skipped_is_still_ragged(pick, flagged):
    assert only(ACCEPTED.format(pick=pick)) == (["JC105"] if flagged else [])


# --- JC105: rows picked by indices that follow the data -----------------------------------------

RETRIEVER = """
class Retriever:
    def __init__(self, categories):
        self.categories = categories
    def candidates(self, liked):
        return {pick}
@jax.jit
def rank(user, cands):
    return cands @ user
def main(x):
    rng = np.random.default_rng(0)
    vecs = rng.normal(size=(40, 4)).astype(np.float32)
    retriever = Retriever(rng.integers(0, 5, 40))
    for user in range(4):
        ids = retriever.candidates(rng.integers(0, 5, 2))
        rank(jnp.ones(4), vecs[ids])
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pick, flagged", [
    ("np.flatnonzero(np.isin(self.categories, liked))", True),  # each user's own count
    ("np.arange(10)", False),  # ten candidates for everyone
])
def test_rows_picked_by_indices_that_follow_the_data(pick, flagged):
    assert only(RETRIEVER.format(pick=pick)) == (["JC105"] if flagged else [])


# --- JC102: a lambda made on whichever branch runs, passed static -----------------------------

BRANCHES = """
@partial(jax.jit, static_argnames=("post",))
def head(w, x, post):
    return post(x @ w)
class Predictor:
    def __init__(self):
        self.w = jnp.ones((3, 3))
    def predict(self, x, mode):
        {body}
        return head(self.w, x, post=post)
def softmax(z):
    return jax.nn.softmax(z, axis=-1)
def argmax(z):
    return jnp.argmax(z, axis=-1)
def main(x):
    p = Predictor()
    for mode in ["probs", "top", "probs", "probs"]:
        p.predict(jnp.ones((2, 3)), mode)
"""


@runs(by_source(("lambda", Driver("main(jnp.ones(3))")),
                default=Driver("main(jnp.ones(3))", deliberate="one compile per mode")))
@pytest.mark.parametrize("body, flagged", [
    ("if mode == 'probs':\n            post = lambda z: jax.nn.softmax(z, axis=-1)\n"
     "        else:\n            post = lambda z: jnp.argmax(z, axis=-1)", True),
    ("post = softmax if mode == 'probs' else argmax", False),  # two functions, made once
])
def test_a_lambda_made_on_whichever_branch_runs_passed_static(body, flagged):
    assert only(BRANCHES.format(body=body)) == (["JC102"] if flagged else [])


# --- JC105: a sharded loader's items under enumerate, and its drop-last twin ------------------

SHARDED = """
class ShardedReader:
    def __init__(self, shards, batch_size, drop_last={drop}):
        self.shards = shards
        self.batch_size = batch_size
        self.drop_last = drop_last
    def __iter__(self):
        for ids, labels in self.shards:
            for start in range(0, len(labels), self.batch_size):
                stop = start + self.batch_size
                if stop > len(labels) and self.drop_last:
                    break
                yield ids[start:stop], labels[start:stop]
@jax.jit
def step(ids, labels):
    return ids.sum() + labels.sum()
def main(x):
    shards = [(np.ones((n, 2), np.int32), np.ones(n, np.float32)) for n in (10, 7)]
    for i, (ids, labels) in enumerate(ShardedReader(shards, batch_size=4)):
        step(ids, labels)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("drop, flagged", [
    ("False", True),  # each shard's remainder: batches of 2 and 3
    ("True", False),  # the remainders dropped: batches of 4 only
])
def test_a_sharded_loaders_items_under_enumerate(drop, flagged):
    assert only(SHARDED.format(drop=drop)) == (["JC105"] if flagged else [])


ACROSS = """
@jax.jit
def scale(x, s):
    return x * s
def train(x):
    return scale(x, 2)
def evaluate(x):
    return scale(x, {s})
def main(x):
    train(x)
    evaluate(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("s, flagged", [
    ("0.5", True),  # a Python int in one function, a Python float in the other
    ("3", False),  # Python ints in both: one weak int32, one compile
])
def test_an_int_in_one_function_and_a_float_in_another(s, flagged):
    assert only(ACROSS.format(s=s)) == (["JC104"] if flagged else [])


WARM_MODULES = {
    "model.py": "import jax\n@jax.jit\ndef predict(w, t):\n    return w * t\n",
    "warm.py": "import numpy as np\nfrom model import predict\ndef warmup(w):\n"
               "    return predict(w, {warm})\n",
    "main.py": """
import numpy as np
from model import predict
from warm import warmup
def main(w):
    warmup(w)
    fields = np.array([310.0], dtype=np.float32)
    predict(w, fields[0])
""",
}


@pytest.mark.parametrize("warm, flagged", [
    ("300.0", True),  # a weak float in warm.py, an np.float32 in main.py
    ("np.float32(300.0)", False),  # the requests' own type
])
def test_a_warm_up_in_another_module(tmp_path, warm, flagged):
    files = {k: v.format(warm=warm) for k, v in WARM_MODULES.items()}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])
