"""`jaxcheck lint` on the kinds of change corpus 15 showed across authors: a random key
made by two makers (JC107), and containers of two kinds for one argument (JC108).

Keys: ``jax.random.key`` makes a typed key, ``jax.random.PRNGKey`` a raw ``uint32`` one;
a jitted function given both compiles once for each. The training loop splits a typed
key, and an evaluation helper in another module makes a ``PRNGKey``, hands it through a
function's parameter, or splits it in a comprehension. Their twins: one maker everywhere.

Containers: a FrozenDict restored beside the dict `model.init` gives, a state that starts a
list and comes back from the jit a tuple, a named tuple that comes back plain, bounds listed
in a config module and shrunk into a tuple. Their twins: one container everywhere.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    HEAD,
    jax_agrees,
    only,
    project,
    runs,
)

# --- JC107: a typed key and a raw key for one jitted function ----------------------------------

EVAL_HELPER = {
    "steps.py": """
import jax
@jax.jit
def noisy(x, key):
    return x + jax.random.normal(key, x.shape)
""",
    "evaluation.py": """
import jax
from steps import noisy
def evaluate(x, n=2):
    return [noisy(x, {maker}(100 + i)) for i in range(n)]
""",
    "main.py": """
import jax
from evaluation import evaluate
from steps import noisy
def main(x):
    key = jax.random.key(0)
    for epoch in range(3):
        key, sub = jax.random.split(key)
        x = noisy(x, sub)
    evaluate(x)
""",
}


@pytest.mark.parametrize("maker, flagged", [
    ("jax.random.PRNGKey", True),  # the evaluation's raw keys against the loop's typed ones
    ("jax.random.key", False),
])
def test_an_evaluation_helper_that_makes_the_other_kind_of_key(tmp_path, maker, flagged):
    files = {**EVAL_HELPER, "evaluation.py": EVAL_HELPER["evaluation.py"].format(maker=maker)}
    assert project(tmp_path, files) == (["JC107", "JC107"] if flagged else [])


THROUGH_A_PARAMETER = {
    "policy.py": """
import jax
import jax.numpy as jnp
@jax.jit
def act(w, key):
    return jax.random.categorical(key, w)
def episode(w, key, length=3):
    total = 0.0
    for _ in range(length):
        key, sub = jax.random.split(key)
        total += float(act(w, sub))
    return total
""",
    "main.py": """
import jax
from policy import episode
def seeds(seed):
    return {maker}(seed)
def main(x):
    key = jax.random.key(0)
    for it in range(2):
        key, ep_key = jax.random.split(key)
        episode(x, ep_key)
    episode(x, seeds(7))
""",
}


@pytest.mark.parametrize("maker, flagged", [
    ("jax.random.PRNGKey", True),  # a helper's raw key, through the episode's parameter
    ("jax.random.key", False),
])
def test_a_key_of_the_other_kind_through_a_parameter(tmp_path, maker, flagged):
    files = {**THROUGH_A_PARAMETER,
             "main.py": THROUGH_A_PARAMETER["main.py"].format(maker=maker)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


KEY_SEQUENCE = {
    "main.py": """
import jax
import jax.numpy as jnp
class Keys:
    def __init__(self, seed):
        self._key = {maker}(seed)
    def __next__(self):
        self._key, sub = jax.random.split(self._key)
        return sub
def eval_key(seed=0):
    return jax.random.PRNGKey(seed)
@jax.jit
def dropout(x, key):
    return jnp.where(jax.random.bernoulli(key, 0.5, x.shape), x, 0.0)
def main(x):
    keys = Keys(0)
    for epoch in range(2):
        dropout(x, next(keys))
        dropout(x, eval_key(epoch))
""",
}


@pytest.mark.parametrize("maker, flagged", [
    ("jax.random.key", True),  # typed keys from the sequence, raw ones for evaluation
    ("jax.random.PRNGKey", False),
])
def test_a_key_sequence_and_an_evaluation_key_of_two_kinds(tmp_path, maker, flagged):
    files = {"main.py": KEY_SEQUENCE["main.py"].format(maker=maker)}
    assert project(tmp_path, files) == (["JC107", "JC107"] if flagged else [])


# --- JC108: one argument in containers of two kinds ---------------------------------------------

FROZEN_RESTORE = {
    "store.py": """
import jax
from flax.core import freeze
class BestKeeper:
    def __init__(self):
        self.best = None
        self.best_loss = float("inf")
    def update(self, params, loss):
        if loss < self.best_loss:
            self.best_loss = loss
            self.best = {keep}(jax.tree_util.tree_map(lambda a: a.copy(), params))
""",
    "main.py": """
import jax
import jax.numpy as jnp
import flax.linen as nn
from store import BestKeeper
model = nn.Dense(2)
@jax.jit
def step(params, x):
    return jax.tree_util.tree_map(lambda p: p * 0.9, params)
def main(x):
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    keeper = BestKeeper()
    for epoch in range(4):
        params = step(params, x)
        keeper.update(params, float(4 - epoch))
        if epoch == 2:
            params = keeper.best
""",
}


@pytest.mark.parametrize("keep, flagged", [
    ("freeze", True),  # restored as a FrozenDict, trained as a dict
    ("dict", False),
])
def test_parameters_restored_as_a_frozen_dict(tmp_path, keep, flagged):
    files = {**FROZEN_RESTORE, "store.py": FROZEN_RESTORE["store.py"].format(keep=keep)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


FED_BACK = {
    "core.py": """
import jax
import jax.numpy as jnp
def initial_state(n):
    return {start}
@jax.jit
def core_step(state, x):
    new = [jnp.tanh(h + x) for h in state]
    return x, tuple(new)
""",
    "main.py": """
from core import core_step, initial_state
def main(x):
    for episode in range(2):
        state = initial_state(2)
        for t in range(3):
            out, state = core_step(state, x)
""",
}


@pytest.mark.parametrize("start, flagged", [
    ("[jnp.zeros(8) for _ in range(n)]", True),  # a list at the start, a tuple fed back
    ("tuple(jnp.zeros(8) for _ in range(n))", False),
])
def test_a_state_that_starts_a_list_and_comes_back_a_tuple(tmp_path, start, flagged):
    files = {**FED_BACK, "core.py": FED_BACK["core.py"].format(start=start)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


NAMED = {
    "main.py": """
from typing import NamedTuple
import jax
import jax.numpy as jnp
class Belief(NamedTuple):
    mean: jnp.ndarray
    cov: jnp.ndarray
@jax.jit
def predict(state, z):
    mean, cov = state
    return {back}
def main(x):
    state = Belief(jnp.zeros(8), jnp.ones(8))
    for z in range(3):
        state = predict(state, x)
""",
}


@pytest.mark.parametrize("back, flagged", [
    ("(mean + z, cov * 0.5)", True),  # a named tuple in, a plain tuple back
    ("Belief(mean + z, cov * 0.5)", False),
])
def test_a_named_tuple_that_comes_back_a_plain_tuple(tmp_path, back, flagged):
    assert project(tmp_path, {"main.py": NAMED["main.py"].format(back=back)}) == (
        ["JC108"] if flagged else [])


MODULE_CONSTANT = {
    "config.py": """
import jax.numpy as jnp
BOUNDS = {bounds}
""",
    "shrink.py": """
import jax.numpy as jnp
def shrink(center, bounds):
    lo, hi = bounds
    return jnp.maximum(lo, center - 0.1), jnp.minimum(hi, center + 0.1)
""",
    "main.py": """
import jax
import jax.numpy as jnp
import config
from shrink import shrink
@jax.jit
def project_step(theta, bounds):
    lo, hi = bounds
    return jnp.clip(theta * 0.9, lo, hi)
def main(x):
    bounds = config.BOUNDS
    for stage in range(3):
        x = project_step(x, bounds)
        bounds = shrink(x, bounds)
""",
}


@pytest.mark.parametrize("bounds, flagged", [
    ("[jnp.zeros(8), jnp.ones(8)]", True),  # a list from the config, a tuple from shrink
    ("(jnp.zeros(8), jnp.ones(8))", False),
])
def test_bounds_listed_in_a_config_and_shrunk_into_a_tuple(tmp_path, bounds, flagged):
    files = {**MODULE_CONSTANT,
             "config.py": MODULE_CONSTANT["config.py"].format(bounds=bounds)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC105: NumPy's array_split, through a helper or a zip --------------------------------------

CHUNKS = {
    "chunks.py": """
import numpy as np
def split_rows(points, n_chunks):
    return {fn}(points, n_chunks)
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from chunks import split_rows
@jax.jit
def predict(block):
    return jnp.tanh(block).sum()
def main(x):
    points = np.ones(({n}, 3), np.float32)
    for i, block in enumerate(split_rows(points, 4)):
        predict(jnp.asarray(block))
""",
}


@pytest.mark.parametrize("fn, n, flagged", [
    ("np.array_split", "10", True),  # parts of 3, 3, 2, 2 rows
    ("np.split", "12", False),  # equal parts, or an error
])
def test_array_split_in_a_helper(tmp_path, fn, n, flagged):
    files = {"chunks.py": CHUNKS["chunks.py"].format(fn=fn),
             "main.py": CHUNKS["main.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


MICROBATCHES = """
import numpy as np
@jax.jit
def grads(xs, ys):
    return jnp.sum(xs) * jnp.sum(ys)
def main(x):
    bx = np.ones(({n}, 2), np.float32)
    by = np.ones(({n},), np.float32)
    for xs, ys in zip(np.array_split(bx, 4), np.array_split(by, 4)):
        grads(xs, ys)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("n, flagged", [
    ("30", True),  # 8, 8, 7, 7
    ("32", False),  # four parts of 8
])
def test_microbatches_split_in_a_zip(n, flagged):
    assert only(MICROBATCHES.format(n=n)) == (["JC105"] if flagged else [])


# --- JC103: a static read from the values of each batch, or formatted with the epoch -----------

CLASS_COUNT = {
    "metrics.py": """
import functools
import jax
import jax.numpy as jnp
import numpy as np
@functools.partial(jax.jit, static_argnames="num_classes")
def counts(labels, num_classes):
    return jnp.zeros(num_classes).at[labels].add(1.0)
def per_class(labels):
    k = {k}
    return counts(labels, num_classes=k)
""",
    "main.py": """
import numpy as np
from metrics import per_class
def main(x):
    rng = np.random.default_rng(0)
    for step in range(4):
        labels = rng.integers(0, 3 + step, size=6).astype(np.int32)
        per_class(labels)
""",
}


@pytest.mark.parametrize("k, flagged", [
    ("int(np.max(labels)) + 1", True),  # the largest label of each batch
    ("8", False),  # the number of classes, fixed
])
def test_a_class_count_read_from_each_batch(tmp_path, k, flagged):
    files = {**CLASS_COUNT, "metrics.py": CLASS_COUNT["metrics.py"].format(k=k)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


FOLD_COUNT = """
import functools
import numpy as np
@functools.partial(jax.jit, static_argnames="n")
def hist(y, n):
    return jnp.zeros(n).at[y].add(1.0)
def main(x):
    y = np.array([0, 1, 2, 0, 1, 0, 3, 1, 2, 0], np.int32)
    for i, va in enumerate(np.array_split(np.arange(10), 2)):
        yv = y[va]
        hist(yv, n={n})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("n, flagged", [
    ("int(yv.max()) + 1", True),  # each fold's own largest label
    ("int(y.max()) + 1", False),  # the whole dataset's, the same on every pass
])
def test_a_class_count_read_from_each_fold(n, flagged):
    assert only(FOLD_COUNT.format(n=n)) == (["JC103"] if flagged else [])


TAGS = {
    "writer.py": """
import functools
import jax
import jax.numpy as jnp
@functools.partial(jax.jit, static_argnames="prefix")
def summarize(values, prefix):
    with jax.named_scope(prefix):
        return jnp.mean(values)
class Writer:
    def write(self, epoch, split, values):
        return summarize(values, prefix={prefix})
""",
    "main.py": """
from writer import Writer
def main(x):
    w = Writer()
    for epoch in range(3):
        w.write(epoch, "train", x)
        w.write(epoch, "val", x)
""",
}


@pytest.mark.parametrize("prefix, flagged", [
    ('f"{split}/epoch_{epoch}"', True),  # a new string every epoch
    ('f"{split}"', False),  # "train" and "val": two, by design
])
def test_a_static_tag_formatted_with_the_epoch(tmp_path, prefix, flagged):
    files = {**TAGS, "writer.py": TAGS["writer.py"].format(prefix=prefix)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "one compile for train and one for val") == (["JC103"] if flagged else [])


# --- JC107: one dtype at one call, another at another call of the same jit ----------------------

TWO_LOADERS = {
    "data.py": """
import numpy as np
def train_batches(n):
    for i in range(n):
        mask = np.arange(8) < 4 + i
        yield np.ones(8, np.float32), mask
def eval_batches(n):
    for i in range(n):
        mask = np.arange(8) < 4 + i
        yield np.ones(8, np.float32), {cast}
""",
    "main.py": """
import jax
import jax.numpy as jnp
from data import eval_batches, train_batches
@jax.jit
def masked_mean(x, mask):
    return jnp.sum(jnp.where(mask, x, 0.0))
def main(x):
    for epoch in range(2):
        for xb, mb in train_batches(2):
            masked_mean(xb, mb)
        losses = [masked_mean(xb, mb) for xb, mb in eval_batches(2)]
""",
}


@pytest.mark.parametrize("cast, flagged", [
    ("mask.astype(np.float32)", True),  # bool masks for training, float32 for evaluation
    ("mask", False),
])
def test_a_mask_of_one_dtype_in_training_and_another_in_evaluation(tmp_path, cast, flagged):
    files = {**TWO_LOADERS, "data.py": TWO_LOADERS["data.py"].format(cast=cast)}
    assert project(tmp_path, files) == (["JC107", "JC107"] if flagged else [])


FRAMES = {
    "render.py": """
import numpy as np
def render(rng, n=2):
    return rng.integers(0, 256, size=(n, 8), dtype=np.uint8)
def shift(frames):
    out = np.empty(frames.shape, {dtype})
    out[:] = np.roll(frames, 1, axis=1)
    return out
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from render import render, shift
@jax.jit
def encode(frames):
    return jnp.sum(frames / 255.0)
def main(x):
    rng = np.random.default_rng(0)
    for it in range(4):
        frames = render(rng)
        if it % 2:
            encode(frames)
        else:
            encode(shift(frames))
""",
}


@pytest.mark.parametrize("dtype, flagged", [
    ("np.float32", True),  # raw frames uint8 on some steps, shifted ones float32
    ("frames.dtype", False),
])
def test_raw_and_augmented_frames_of_two_dtypes(tmp_path, dtype, flagged):
    files = {**FRAMES, "render.py": FRAMES["render.py"].format(dtype=dtype)}
    assert project(tmp_path, files) == (["JC107", "JC107"] if flagged else [])


MASKS_BY_MODULE = {
    "datasets.py": """
import numpy as np
def train_set():
    return np.zeros((4, 8), np.int32)
def val_set():
    return np.zeros((4, 8), {dtype})
""",
    "main.py": """
import jax
import jax.numpy as jnp
from datasets import train_set, val_set
@jax.jit
def accuracy(masks):
    return jnp.mean(masks == 0)
def main(x):
    ty, vy = train_set(), val_set()
    for epoch in range(2):
        accuracy(ty)
    accuracy(vy)
""",
}


@pytest.mark.parametrize("dtype, flagged", [
    ("np.uint8", True),  # int32 training masks, uint8 validation masks
    ("np.int32", False),
])
def test_masks_of_two_dtypes_from_two_datasets(tmp_path, dtype, flagged):
    files = {**MASKS_BY_MODULE,
             "datasets.py": MASKS_BY_MODULE["datasets.py"].format(dtype=dtype)}
    assert project(tmp_path, files) == (["JC107", "JC107"] if flagged else [])


# --- JC103: Python numbers inside what equinox.filter_jit is given ------------------------------

EQX_HEAD = """
import equinox as eqx
import numpy as np
"""

HPARAMS = EQX_HEAD + """
BASE = {"lr": 0.1, "momentum": 0.9}
def hparams_for(epoch):
    hp = dict(BASE)
    hp["lr"] = {lr}
    return hp
@eqx.filter_jit
def step(w, hp):
    return w * hp["momentum"] - hp["lr"]
def main(x):
    for epoch in range(3):
        hp = hparams_for(epoch)
        x = step(x, hp)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("lr, flagged", [
    ('BASE["lr"] * 0.5 ** epoch', True),  # a new Python float each epoch, static
    ('jnp.asarray(BASE["lr"] * 0.5 ** epoch)', False),  # an array: traced
])
def test_a_dict_of_hyperparameters_with_a_decayed_python_float(lr, flagged):
    assert only(HPARAMS.replace("{lr}", lr), head=HEAD + EQX_HEAD) == (["JC103"] if flagged else [])


WEIGHTS = EQX_HEAD + """
def class_weights(labels):
    counts = np.bincount(labels, minlength=2).astype(np.float64) + 1.0
    w = len(labels) / (2 * counts)
    return {made}
@eqx.filter_jit
def loss(x, labels, weights):
    return jnp.sum(x) * jnp.asarray(weights)[0]
def main(x):
    rng = np.random.default_rng(0)
    for epoch in range(3):
        labels = rng.integers(0, 2, size=8)
        loss(x, labels, class_weights(labels))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("made, flagged", [
    ("[float(v) for v in w]", True),  # each epoch's weights as Python floats
    ("jnp.asarray(w, jnp.float32)", False),
])
def test_class_weights_returned_as_python_floats(made, flagged):
    assert only(WEIGHTS.format(made=made), head=HEAD + EQX_HEAD) == (
        ["JC103"] if flagged else [])


BATCH_FIELD = EQX_HEAD + """
class Batch(eqx.Module):
    x: jnp.ndarray
    count: {field}
def make_batch(rng):
    n = int(rng.integers(2, 8))
    return Batch(jnp.ones(8), {count})
@eqx.filter_jit
def fit(w, batch):
    return w * jnp.sum(batch.x) / batch.count
def main(x):
    rng = np.random.default_rng(0)
    for step in range(4):
        batch = make_batch(rng)
        x = fit(x, batch)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("field, count, flagged", [
    ("int", "n", True),  # a Python int field: static, one compile per count
    ("jnp.ndarray", "jnp.asarray(n)", False),
])
def test_a_batch_module_with_a_python_int_field(field, count, flagged):
    source = BATCH_FIELD.format(field=field, count=count)
    assert only(source, head=HEAD + EQX_HEAD) == (["JC103"] if flagged else [])


# --- JC105: rows dropped by a boolean mask, spelled as real code spells it ----------------------

PRUNE = """
@jax.jit
def move(x):
    return x * 0.5
def main(x):
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.random(16))
    xs = jnp.ones((16, 2))
    for stage in range(3):
        keep = {keep}
        xs = xs[keep]
        xs = move(xs)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("keep, flagged", [
    ("np.asarray(w[:xs.shape[0]] > 0.3 * (stage + 1))", True),  # as many as pass
    ("np.arange(16)", False),  # every row, in order
])
def test_rows_kept_by_a_mask_made_an_array(keep, flagged):
    assert only(PRUNE.format(keep=keep)) == (["JC105"] if flagged else [])


ONLINE = {
    "fleet.py": """
import numpy as np
def online(x):
    alive = {alive}
    return x[alive], np.flatnonzero(alive)
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from fleet import online
@jax.jit
def scores(readings):
    return jnp.sum(readings, axis=1)
def main(x):
    rng = np.random.default_rng(0)
    for tick in range(4):
        poll = rng.normal(size=(8, 3))
        poll[rng.random(8) < 0.4] = np.nan
        readings, ids = online(poll)
        scores(readings)
""",
}


@pytest.mark.parametrize("alive, flagged", [
    ("~np.isnan(x).any(axis=1)", True),  # the turbines that reported this tick
    ("np.ones(len(x), bool)", False),
])
def test_rows_that_report_picked_in_a_helper(tmp_path, alive, flagged):
    files = {**ONLINE, "fleet.py": ONLINE["fleet.py"].format(alive=alive)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC108: None on the first passes, and records with a field left None ------------------------

EMA_START = """
class Tracker:
    def __init__(self):
        self.params = None
    def state(self):
        return self.params
    def ready(self, step):
        return step >= 2
@jax.jit
def step_fn(w, ema):
    if ema is None:
        ema = w
    return w * 0.9, 0.5 * ema + 0.5 * w
def main(x):
    tracker = Tracker()
    w = x
    for step in range(4):
        ema_in = {ema_in}
        w, ema = step_fn(w, ema_in)
        tracker.params = ema
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("ema_in, flagged", [
    ("tracker.state() if tracker.ready(step) else None", True),  # None, then a value
    ("tracker.state() if tracker.ready(step) else w", False),  # a value every time
])
def test_an_argument_that_is_none_until_a_step(ema_in, flagged):
    assert only(EMA_START.format(ema_in=ema_in)) == (["JC108"] if flagged else [])


STEP_STATE = {
    "stepper.py": """
from typing import NamedTuple, Optional
import jax
import jax.numpy as jnp
class State(NamedTuple):
    y: jax.Array
    prev_err: Optional[jax.Array] = None
@jax.jit
def attempt(state):
    err = jnp.max(jnp.abs(state.y)) + 1e-6
    if state.prev_err is not None:
        err = 0.5 * (err + state.prev_err)
    return State(state.y * 0.9, err)
""",
    "main.py": """
import jax.numpy as jnp
from stepper import State, attempt
def main(x):
    state = State({start})
    for _ in range(4):
        state = attempt(state)
""",
}


@pytest.mark.parametrize("start, flagged", [
    ("x", True),  # prev_err None at the start, an array from the step
    ("x, jnp.float32(1.0)", False),
])
def test_a_named_tuple_with_a_field_none_at_the_start(tmp_path, start, flagged):
    files = {**STEP_STATE, "main.py": STEP_STATE["main.py"].format(start=start)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


MOMENTUM = {
    "optim.py": """
import jax
import jax.numpy as jnp
from flax import struct
@struct.dataclass
class Momentum:
    velocity: object
    count: jax.Array
def init():
    return Momentum(velocity={velocity}, count=jnp.zeros((), jnp.int32))
""",
    "main.py": """
import jax
import jax.numpy as jnp
from optim import Momentum, init
@jax.jit
def update(w, state):
    v = w if state.velocity is None else 0.9 * state.velocity + w
    return w - 0.1 * v, Momentum(velocity=v, count=state.count + 1)
def main(x):
    state = init()
    w = x
    for _ in range(3):
        w, state = update(w, state)
""",
}


@pytest.mark.parametrize("velocity, flagged", [
    ("None", True),  # no buffer at first, an array after the first update
    ("jnp.zeros(8)", False),
])
def test_an_optimizer_state_whose_buffer_starts_none(tmp_path, velocity, flagged):
    files = {**MOMENTUM, "optim.py": MOMENTUM["optim.py"].format(velocity=velocity)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC104: a ladder of Python numbers read as an attribute of a config module ------------------

LADDER = {
    "config.py": """
TEMPERATURES = {ladder}
""",
    "main.py": """
import jax
import jax.numpy as jnp
import config
@jax.jit
def sample(x, temperature):
    return x / temperature
def main(x):
    for t in config.TEMPERATURES:
        sample(x, t)
""",
}


@pytest.mark.parametrize("ladder, flagged", [
    ("[1, 1.5, 2, 3.0]", True),  # ints and floats: two weak types
    ("[1.0, 1.5, 2.0, 3.0]", False),
])
def test_a_ladder_of_ints_and_floats_in_a_config_module(tmp_path, ladder, flagged):
    files = {**LADDER, "config.py": LADDER["config.py"].format(ladder=ladder)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC104: a weak leaf in a carry the jitted function hands back typed -------------------------

CALIBRATION = """
import optax
tx = optax.adam(0.1)
@jax.jit
def calib_step(calib, opt_state, z):
    loss, grads = jax.value_and_grad(lambda c: jnp.sum((z / c["t"] - c["b"]) ** 2))(calib)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(calib, updates), opt_state, loss
def main(x):
    calib = {{"t": {t}, "b": jnp.zeros(())}}
    opt_state = tx.init(calib)
    for _ in range(3):
        calib, opt_state, loss = calib_step(calib, opt_state, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("t, flagged", [
    ("1.0", True),  # a Python float: weak, typed after the first update
    ("jnp.ones(())", False),
])
def test_a_parameter_started_as_a_python_float(t, flagged):
    assert only(CALIBRATION.format(t=t)) == (["JC104"] if flagged else [])


TOTALS = {
    "stats.py": """
import jax
import jax.numpy as jnp
@jax.jit
def accumulate(totals, x):
    m = jnp.abs(x.mean())
    return {"m": totals["m"] + m, "n": totals["n"] + 1}
""",
    "main.py": """
import jax.numpy as jnp
from stats import accumulate
def start():
    return {"m": {m}, "n": 0}
def main(x):
    totals = start()
    for _ in range(3):
        totals = accumulate(totals, x)
""",
}


@pytest.mark.parametrize("m, flagged", [
    ("0", True),  # a Python int, a float32 mean added: typed after the first call
    ("jnp.zeros(())", False),  # ("n" stays a weak int: a count of Python ints)
])
def test_totals_started_as_python_numbers(tmp_path, m, flagged):
    files = {**TOTALS, "main.py": TOTALS["main.py"].replace("{m}", m)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC103: an nnx module's plain attribute set through a method, or over listed floats ---------

NNX_SETTER = {
    "model.py": """
from flax import nnx
class Net(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 8, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
    def __call__(self, x):
        return self.drop(self.l1(x))
    def set_dropout(self, rate):
        self.drop.rate = rate
""",
    "main.py": """
import jax.numpy as jnp
from flax import nnx
from model import Net
@nnx.jit
def forward(model, x):
    return model(x).sum()
def main(x):
    model = Net(nnx.Rngs(0, dropout=1))
    for epoch in range(3):
        model.set_dropout({rate})
        forward(model, x[None])
""",
}


@pytest.mark.parametrize("rate, flagged", [
    ("0.3 * (1 - epoch / 3)", True),  # a new float each epoch: a new graph definition
    ("0.3", False),
])
def test_an_nnx_attribute_set_through_a_method(tmp_path, rate, flagged):
    files = {**NNX_SETTER, "main.py": NNX_SETTER["main.py"].format(rate=rate)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC102: a new function held inside what is passed, where the jit keeps it static -----------

FOLD_STATE = {
    "state.py": """
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state
TX = optax.sgd(0.1)
def apply(params, x):
    return x @ params["w"]
def create_state():
    params = {"w": jnp.ones((8, 2))}
    return train_state.TrainState.create(apply_fn={apply_fn}, params=params, tx=TX)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from state import create_state
@jax.jit
def train_step(state, x):
    grads = jax.grad(lambda p: jnp.sum(state.apply_fn(p, x)))(state.params)
    return state.apply_gradients(grads=grads)
def main(x):
    for fold in range(3):
        state = create_state()
        for _ in range(2):
            state = train_step(state, x[None])
""",
}


@pytest.mark.parametrize("apply_fn, flagged", [
    ("lambda p, x: apply(p, x)", True),  # a new lambda in a static field, per fold
    ("apply", False),  # one function for every fold
])
def test_a_train_state_per_fold_with_a_new_apply_lambda(tmp_path, apply_fn, flagged):
    files = {**FOLD_STATE, "state.py": FOLD_STATE["state.py"].replace("{apply_fn}", apply_fn)}
    assert project(tmp_path, files) == (["JC102"] if flagged else [])


EQX_ACTIVATION = EQX_HEAD + """
def relu_leaky(x):
    return jax.nn.leaky_relu(x, 0.1)
def build(key):
    return eqx.nn.MLP(8, 1, 4, 1, activation={activation}, key=key)
@eqx.filter_jit
def loss(model, x):
    return jnp.sum(model(x))
def main(x):
    for fold in range(3):
        model = build(jax.random.PRNGKey(fold))
        loss(model, x)
"""


@runs("main(jnp.ones(8))")
@pytest.mark.parametrize("activation, flagged", [
    ("lambda x: jax.nn.leaky_relu(x, 0.1)", True),  # a new lambda, a static leaf, per fold
    ("relu_leaky", False),
])
def test_an_equinox_model_per_fold_with_a_lambda_activation(activation, flagged):
    source = EQX_ACTIVATION.format(activation=activation)
    assert only(source, head=HEAD + EQX_HEAD) == (["JC102"] if flagged else [])


LOSS_FACTORY = {
    "losses.py": """
import functools
import jax.numpy as jnp
def smoothed(x, smoothing):
    return jnp.sum(x) * (1 - smoothing)
SMOOTHED = functools.partial(smoothed, smoothing=0.1)
def get_loss(cfg):
    return {made}
""",
    "main.py": """
import functools
import jax
from losses import get_loss
@functools.partial(jax.jit, static_argnums=1)
def step(x, loss_fn):
    return loss_fn(x)
def main(x):
    for i in range(3):
        step(x, get_loss({{"smoothing": 0.1}}))
""",
}


@pytest.mark.parametrize("made, flagged", [
    ('functools.partial(smoothed, smoothing=cfg["smoothing"])', True),  # new per call
    ("SMOOTHED", False),  # one partial, made once
])
def test_a_loss_partial_made_per_step_by_a_factory(tmp_path, made, flagged):
    files = {"losses.py": LOSS_FACTORY["losses.py"].format(made=made),
             "main.py": LOSS_FACTORY["main.py"].format()}
    assert project(tmp_path, files) == (["JC102"] if flagged else [])


# --- JC105: a short last batch yielded as a dict ------------------------------------------------

DICT_BATCHES = {
    "data.py": """
import numpy as np
def iterate_batches(images, labels, batch_size):
    n = images.shape[0]
    order = np.arange(n)
    for start in range(0, {stop}, batch_size):
        idx = order[start:start + batch_size]
        yield {{"image": images[idx], "label": labels[idx]}}
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from data import iterate_batches
@jax.jit
def step(batch):
    return jnp.sum(batch["image"]) + jnp.sum(batch["label"])
def main(x):
    images, labels = np.ones((10, 2), np.float32), np.zeros(10, np.int32)
    for epoch in range(2):
        for batch in iterate_batches(images, labels, 4):
            step(batch)
""",
}


@pytest.mark.parametrize("stop, flagged", [
    ("n", True),  # 4, 4 and a last batch of 2
    ("n - n % batch_size", False),  # whole batches only
])
def test_a_short_last_batch_yielded_as_a_dict(tmp_path, stop, flagged):
    files = {**DICT_BATCHES, "data.py": DICT_BATCHES["data.py"].format(stop=stop)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: a history on an object that grows with every call -----------------------------------

HISTORY = {
    "hooks.py": """
import jax
import jax.numpy as jnp
@jax.jit
def smoothed(history):
    return jnp.mean(history)
class Plateau:
    def __init__(self):
        self.history = []
    def __call__(self, loss):
        self.history.append(loss)
        {trim}
        return smoothed(jnp.asarray(self.history))
""",
    "main.py": """
from hooks import Plateau
def main(x):
    hook = Plateau()
    for step in range(5):
        hook(float(step))
""",
}


@pytest.mark.parametrize("trim, flagged", [
    ("pass", True),  # one item longer on every call
    ("self.history = self.history[-1:]", False),  # a window of one: one shape
])
def test_a_history_that_grows_with_every_call(tmp_path, trim, flagged):
    files = {**HISTORY, "hooks.py": HISTORY["hooks.py"].format(trim=trim)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: a queue flushed whole, however many were added since the last flush -----------------

FLUSHED = {
    "logger.py": """
import jax
import jax.numpy as jnp
import numpy as np
@jax.jit
def summarize(returns):
    return jnp.mean(returns)
class EpisodeLogger:
    def __init__(self):
        self.pending = []
    def record(self, value):
        self.pending.append(value)
    def flush(self):
        if not self.pending:
            return None
        {batch}
        self.pending.clear()
        return summarize(batch)
""",
    "main.py": """
import numpy as np
from logger import EpisodeLogger
def main(x):
    log = EpisodeLogger()
    rng = np.random.default_rng(0)
    for step in range(4):
        for _ in range(int(rng.integers(1, 4))):
            log.record(float(rng.random()))
        log.flush()
""",
}


@pytest.mark.parametrize("batch, flagged", [
    ("batch = jnp.asarray(self.pending, jnp.float32)", True),  # as many as finished
    ("batch = np.zeros(8, np.float32); batch[:len(self.pending)] = self.pending[:8]", False),
])
def test_a_queue_flushed_whole(tmp_path, batch, flagged):
    files = {**FLUSHED, "logger.py": FLUSHED["logger.py"].format(batch=batch)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC101: a factory memoized with a small cache, asked for more keys than it keeps ------------

THRASHED = {
    "spectral.py": """
import functools
import jax
import jax.numpy as jnp
def _scaled(x, n, hop):
    return jnp.sum(x[::hop]) * n
@functools.lru_cache(maxsize={size})
def feature_fn(n, hop):
    return jax.jit(functools.partial(_scaled, n=n, hop=hop))
""",
    "main.py": """
from spectral import feature_fn
TRAIN = {"n": 4, "hop": 2}
EVAL = {"n": 8, "hop": 1}
def main(x):
    for epoch in range(3):
        feature_fn(**TRAIN)(x)
        feature_fn(**EVAL)(x)
""",
}


@pytest.mark.parametrize("size, flagged", [
    ("1", True),  # train and eval evict each other: a compile per call
    ("4", False),  # both kept
])
def test_a_small_cache_asked_for_two_settings_in_turn(tmp_path, size, flagged):
    files = {**THRASHED, "spectral.py": THRASHED["spectral.py"].format(size=size)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "two settings, one compile each, both kept") == (
        ["JC101", "JC101"] if flagged else [])


# --- JC103: an object passed static as self, replaced by its next version on every pass ---------

EVOLVING = {
    "scaler.py": """
import dataclasses
import functools
import jax
import jax.numpy as jnp
@dataclasses.dataclass(frozen=True)
class Scaler:
    mean: float = 0.0
    n_seen: int = 0
    def partial_fit(self, batch):
        total = self.n_seen + len(batch)
        mean = (self.mean * self.n_seen + float(batch.sum())) / total
        return {returned}
    @functools.partial(jax.jit, static_argnums=0)
    def transform(self, batch):
        return batch - self.mean
""",
    "main.py": """
import numpy as np
from scaler import Scaler
def main(x):
    scaler = Scaler()
    rng = np.random.default_rng(0)
    for b in range(3):
        batch = rng.normal(size=4).astype(np.float32)
        scaler = scaler.partial_fit(batch)
        scaler.transform(batch)
""",
}


@pytest.mark.parametrize("returned, flagged", [
    ("dataclasses.replace(self, n_seen=total, mean=mean)", True),  # new statistics: new self
    ("self", False),  # (one object: one compile)
])
def test_a_static_self_replaced_by_its_next_version(tmp_path, returned, flagged):
    files = {**EVOLVING, "scaler.py": EVOLVING["scaler.py"].format(returned=returned)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC107: parameters kept in half precision and restored as kept ------------------------------

HALF_CKPT = """
import flax.linen as nn
model = nn.Dense(2)
@jax.jit
def evaluate(params, x):
    return jnp.sum(model.apply({"params": params}, x))
def main(x):
    params = model.init(jax.random.PRNGKey(0), x[None])["params"]
    for epoch in range(3):
        evaluate(params, x[None])
        if epoch == 1:
            params = jax.tree.map(lambda p: p.astype({dtype}), params)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("dtype, flagged", [
    ("jnp.bfloat16", True),  # float32 from init, bfloat16 after the round trip
    ("jnp.float32", False),
])
def test_parameters_cast_to_half_precision_and_fed_back(dtype, flagged):
    assert only(HALF_CKPT.replace("{dtype}", dtype)) == (["JC107"] if flagged else [])


# --- JC105 silent: a helper's data of a literal size its batch size divides ---------------------

HELPER_ROWS = """
def make_data(n={n}, d=4, seed=0):
    rng = np.random.default_rng(seed)
    x = (1.0 + rng.normal(size=(n, d))).astype(np.float32)
    return x, (x.sum(1) > 0).astype(np.int32)
@jax.jit
def step(x, y):
    return jnp.sum(x) + jnp.sum(y)
def main(x0):
    x, y = make_data()
    for epoch in range(2):
        for i in range(0, len(x), 32):
            step(x[i:i + 32], y[i:i + 32])
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("n, flagged", [
    ("100", True),  # three batches of 32 and one of 4
    ("96", False),  # three of 32: the helper's default divides
])
def test_a_helpers_data_whose_default_size_the_batch_divides(n, flagged):
    assert only(HELPER_ROWS.format(n=n)) == (["JC105"] if flagged else [])


BATCH_CLASSES = """
@functools.partial(jax.jit, static_argnames="k")
def counts(y, k):
    return jnp.zeros(k).at[y].add(1.0)
def main(x):
    y = np.array([0, 1, 2, 0, 1, 0, 0, 1], np.int32)
    for i in range(0, 8, 4):
        yb = y[i:i + 4]
        k = {k}
        counts(yb, k=k)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("k, flagged", [
    ("int(yb.max()) + 1", True),  # 3, then 2: each batch's own largest label
    ("int(y.max()) + 1", False),  # the whole set's: one value
])
def test_a_class_count_named_in_the_loop(k, flagged):
    assert only(BATCH_CLASSES.format(k=k)) == (["JC103"] if flagged else [])


# --- neighbours: the same mechanisms in spellings no corpus case used --------------------------

ALIASED_KEYS = """
import jax.random as jrandom
@jax.jit
def noisy(x, key):
    return x + jrandom.normal(key, x.shape)
def evaluate(x):
    return noisy(x, {maker}(7))
def main(x):
    base = jrandom.key(0)
    for step in range(3):
        x = noisy(x, jrandom.fold_in(base, step))
    evaluate(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("maker, flagged", [
    ("jrandom.PRNGKey", True),  # an aliased module, fold_in of a typed key
    ("jrandom.key", False),
])
def test_key_kinds_through_an_alias_and_fold_in(maker, flagged):
    assert only(ALIASED_KEYS.format(maker=maker)) == (["JC107", "JC107"] if flagged else [])


LIST_BACK = """
@jax.jit
def cell(state, x):
    h1, h2 = state
    return {back}
def main(x):
    state = (jnp.zeros(3), jnp.zeros(3))
    for t in range(3):
        state = cell(state, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("back, flagged", [
    ("[jnp.tanh(h1 + x), jnp.tanh(h2 - x)]", True),  # a tuple in, a list literal back
    ("(jnp.tanh(h1 + x), jnp.tanh(h2 - x))", False),
])
def test_a_tuple_state_that_comes_back_a_list(back, flagged):
    assert only(LIST_BACK.format(back=back)) == (["JC108"] if flagged else [])


TUPLE_CARRY = """
@jax.jit
def acc(carry, x):
    total, n = carry
    return total + jnp.sum(x), n + 1
def main(x):
    carry = ({total}, 0)
    for t in range(3):
        carry = acc(carry, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("total, flagged", [
    ("0.0", True),  # a weak float in a tuple carry, typed after one call
    ("jnp.zeros(())", False),  # (the count stays a weak int: a Python int plus one)
])
def test_a_weak_leaf_in_a_tuple_carry(total, flagged):
    assert only(TUPLE_CARRY.format(total=total)) == (["JC104"] if flagged else [])


FROZEN_CTOR = """
import flax.linen as nn
from flax.core import FrozenDict
model = nn.Dense(2)
@jax.jit
def ev(params, x):
    return jnp.sum(model.apply({{"params": params}}, x))
def main(x):
    params = model.init(jax.random.PRNGKey(0), x[None])["params"]
    for epoch in range(3):
        ev(params, x[None])
        if epoch == 1:
            params = {wrap}(params)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("wrap, flagged", [
    ("FrozenDict", True),  # FrozenDict's constructor, not freeze
    ("dict", False),
])
def test_parameters_wrapped_by_the_frozen_dict_constructor(wrap, flagged):
    assert only(FROZEN_CTOR.format(wrap=wrap)) == (["JC108"] if flagged else [])
