"""`jaxcheck lint` on the mechanisms corpus 10's misses and look-alikes showed missing
(docs/lint.md, "Corpus 10"): a result kept on the object under an is-None guard; a range
capped at a multiple; an int factor of ``itertools.product``; a factory method of an
identity-hashed class; an optimizer a caller makes per iteration; a ``@property`` read as
a call; the items of a helper's tuple starred into a call; a static of a few values the
source fixes; a slice ``x[top:top + size]``; a comprehension over a drained queue. Each
flagged and its clean twin silent; JAX's compile log decides both (``lint_harness.py``).
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

# --- JC101: a result kept on the object under an is-None guard ------------------------------

SAMPLER = """
class Sampler:
    def __init__(self, scale):
        self.scale = scale
        self._direction = None
    def _build(self):
        scale = self.scale
        @jax.jit
        def direction(x):
            return x * scale
        return direction
    def step(self, x):
        {get}
def main(x):
    sampler = Sampler(0.5)
    for i in range(4):
        x = sampler.step(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("get, flagged", [
    ("if self._direction is None:\n            self._direction = self._build()\n"
     "        return self._direction(x)", False),  # built once per sampler
    ("return self._build()(x)", True),  # a new closure on every step
])
def test_a_result_kept_on_the_object_under_an_is_none_guard_runs_once(get, flagged):
    assert only(SAMPLER.format(get=get)) == (["JC101"] if flagged else [])


# --- JC105: a range capped at a multiple --------------------------------------------------

LOADER = """
class Loader:
    def __init__(self, data, batch_size):
        self.data, self.batch_size = data, batch_size
    def __len__(self):
        return len(self.data) // self.batch_size
    def __iter__(self):
        stop = {stop}
        for start in range(0, min(stop, len(self.data)), self.batch_size):
            yield self.data[start:start + self.batch_size]
@jax.jit
def step(batch):
    return batch.sum()
def main(x):
    for batch in Loader(np.ones((10, 2), np.float32), 4):
        step(batch)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("stop, flagged", [
    ("len(self) * self.batch_size", False),  # whole batches only: the tail is dropped
    ("len(self.data) + 1", True),  # the last batch holds two
])
def test_a_range_capped_at_a_multiple_is_whole(stop, flagged):
    assert only(LOADER.format(stop=stop)) == (["JC105"] if flagged else [])


# --- JC103: an int factor of itertools.product; a static of a few fixed values -------------

PRODUCT = """
import itertools
ECC = (0.1, 0.3)
STEPS = {steps}
@partial(jax.jit, static_argnames=("substeps",))
def orbit(x, substeps):
    return x * substeps
def main(x):
    for e, n in itertools.product(ECC, STEPS):
        orbit(x * e, substeps=n)
"""


@runs(by_source(("(100, 200)", Driver("main(jnp.ones(3))", deliberate="a listed int sweep")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("steps, flagged", [
    ("(100, 200)", False),  # counts: one compile each, by design
    ("(0.5, 1.5)", True),  # floats a jit could trace
])
def test_a_static_over_an_int_factor_of_a_product_is_a_sweep(steps, flagged):
    assert only(PRODUCT.format(steps=steps)) == (["JC103"] if flagged else [])


PULSE = """
@dataclass(frozen=True)
class Inflow:
    amplitude: float
def pulse(t, period=0.04):
    return {pulse}
@partial(jax.jit, static_argnames=("inflow",))
def advect(u, inflow):
    return u + inflow.amplitude
def main(x):
    t = 0.0
    for step in range(6):
        inflow = Inflow(pulse(t))
        x = advect(x, inflow=inflow)
        t += 0.01
"""


@runs(by_source(("0.2", Driver("main(jnp.ones(3))", deliberate="two pulse levels")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("pulse, flagged", [
    ("1.0 if (t % period) < 0.5 * period else 0.2", False),  # one of two levels
    ("1.0 + t", True),  # a new level every step
])
def test_a_static_of_a_few_values_the_source_fixes_is_by_design(pulse, flagged):
    assert only(PULSE.format(pulse=pulse)) == (["JC103"] if flagged else [])


# --- JC102: a factory method of an identity-hashed class; an optimizer handed per fold ------

CONFIG = """
{decorator}
class TrainConfig:
    lr: float = 0.1
    def with_updates(self, **kw):
        return TrainConfig(**{{**self.__dict__, **kw}})
@partial(jax.jit, static_argnums=1)
def update(x, cfg):
    return x * cfg.lr
class Trainer:
    def __init__(self):
        self.cfg = TrainConfig()
    def on_epoch_end(self):
        self.cfg = self.cfg.with_updates(lr=0.1)
    def run_epoch(self, x):
        for i in range(2):
            x = update(x, self.cfg)
        return x
def main(x):
    trainer = Trainer()
    for epoch in range(4):
        x = trainer.run_epoch(x)
        trainer.on_epoch_end()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("decorator, flagged", [
    ("@dataclass(eq=False)", True),  # hashed by identity: a new object each epoch
    ("@dataclass(frozen=True)", False),  # equal values hash equal: one compile
])
def test_a_factory_method_of_an_identity_hashed_class_makes_a_new_static(decorator, flagged):
    assert only(CONFIG.format(decorator=decorator)) == (["JC102"] if flagged else [])


FOLDS = {
    "train.py": """
from functools import partial
import jax
import optax

@partial(jax.jit, static_argnames=("tx",))
def train_step(params, opt_state, tx):
    updates, opt_state = tx.update(params, opt_state, params)
    return optax.apply_updates(params, updates), opt_state

def fit(params, tx):
    opt_state = tx.init(params)
    for _ in range(2):
        params, opt_state = train_step(params, opt_state, tx=tx)
    return params
""",
    "main.py": """
import optax
from train import fit

def main(x):
    {once}
    for fold in range(3):
        {per_fold}
        fit(x, tx)
""",
}


@pytest.mark.parametrize("once, per_fold, flagged", [
    ("pass", "tx = optax.adam(0.1)", True),  # a new optimizer per fold
    ("tx = optax.adam(0.1)", "pass", False),  # one optimizer for every fold
])
def test_an_optimizer_a_caller_makes_per_iteration_is_a_new_static(tmp_path, once, per_fold,
                                                                   flagged):
    files = {k: v.format(once=once, per_fold=per_fold) for k, v in FOLDS.items()}
    assert project(tmp_path, files) == (["JC102"] if flagged else [])


# --- JC104: a @property read as a call -----------------------------------------------------

CANARY = """
@jax.jit
def blend(x, weight):
    return x * weight
class Rollout:
    def __init__(self, ramp):
        self.ramp, self.tick = ramp, 0
    @property
    def weight(self):
        return {weight}
    def serve(self, x):
        self.tick += 1
        return blend(x, self.weight)
def main(x):
    rollout = Rollout(3)
    for i in range(6):
        rollout.serve(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("weight, flagged", [
    ("min(1, self.tick / self.ramp)", True),  # a float while ramping, then the int 1
    ("min(1.0, self.tick / self.ramp)", False),  # a float every time
])
def test_a_property_is_read_as_a_call(weight, flagged):
    assert only(CANARY.format(weight=weight)) == (["JC104"] if flagged else [])


# --- JC105: a helper's tuple starred in; a slice x[top:top + size]; a drained queue --------

TRAJ = """
def pad(trajs):
    width = {width}
    out = np.zeros((len(trajs), width), np.float32)
    for i, t in enumerate(trajs):
        out[i, :len(t)] = t
    return out, (out != 0).astype(np.float32)
@jax.jit
def pg_step(rewards, mask):
    return (rewards * mask).sum()
def main(x):
    rng = np.random.default_rng(0)
    for it in range(5):
        trajs = [np.ones(int(rng.integers(3, 12)), np.float32) for _ in range(4)]
        pg_step(*pad(trajs))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("width, flagged", [
    ("max(len(t) for t in trajs)", True),  # padded to each batch's longest
    ("16", False),  # one width for every batch
])
def test_the_items_of_a_helpers_tuple_starred_in_are_judged(width, flagged):
    assert only(TRAJ.format(width=width)) == (["JC105"] if flagged else [])


CROP = """
def crop(batch, rng):
    n, h, w = batch.shape
    size = {size}
    top = int(rng.integers(0, h - size + 1))
    return batch[:, top:top + size, top:top + size]
@jax.jit
def stats(images):
    return images.mean()
def main(x):
    rng = np.random.default_rng(0)
    for step in range(5):
        stats(crop(np.ones((2, 32, 32), np.float32), rng))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("size, flagged", [
    ("max(8, int(round(h * rng.uniform(0.5, 1.0))))", True),  # a new side each batch
    ("16", False),
])
def test_a_slice_from_a_start_to_start_plus_size_is_as_long_as_size(size, flagged):
    assert only(CROP.format(size=size)) == (["JC105"] if flagged else [])


QUEUE = """
import collections
import itertools
class Batcher:
    def __init__(self, cap):
        self.cap, self.queue = cap, collections.deque()
    def drain(self):
        batch = list(itertools.islice(self.queue, self.cap))
        for _ in batch:
            self.queue.popleft()
        return batch
@jax.jit
def embed(counts):
    return counts.sum(axis=0)
def main(x):
    rng = np.random.default_rng(0)
    batcher = Batcher(8)
    for tick in range(5):
        for _ in range(int(rng.integers(1, 12))):
            batcher.queue.append(np.ones(3, np.float32))
        requests = batcher.drain()
        {fill}
        embed(np.stack([r for r in requests]))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("fill, flagged", [
    ("pass", True),  # however many were queued, up to eight
    ("if len(requests) < 8:\n            requests = requests + [np.zeros(3, np.float32)] * "
     "(8 - len(requests))", False),  # filled up to eight
])
def test_a_comprehension_over_a_drained_queue_has_its_count(fill, flagged):
    assert only(QUEUE.format(fill=fill)) == (["JC105"] if flagged else [])


# --- neighbours of this round's mechanisms the corpora did not name -------------------------

COUNTED = """
@jax.jit
def fade(x, seen):
    return x * jnp.clip(seen / 100, 0.0, 1.0)
def main(x):
    seen = 0
    for step in range(4):
        x = fade(x, seen)
        seen = seen + {counted}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("counted, flagged", [
    ("jnp.count_nonzero(x > 0.5)", True),  # another reduction: an int32 array after an int
    ("int(jnp.count_nonzero(x > 0.5))", False),  # brought back to a Python int
])
def test_another_reduction_of_data_is_a_typed_array(counted, flagged):
    assert only(COUNTED.format(counted=counted)) == (["JC104"] if flagged else [])


PICKED = """
@jax.jit
def score(ids):
    return ids.sum()
def requests(rng):
    for _ in range(5):
        yield rng.choice(100, size={size})
def main(x):
    for ids in requests(np.random.default_rng(0)):
        score(ids)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("size, flagged", [
    ("int(rng.integers(3, 9))", True),  # a choice of a size drawn per request
    ("5", False),
])
def test_a_choice_of_a_drawn_size_is_data_sized(size, flagged):
    assert only(PICKED.format(size=size)) == (["JC105"] if flagged else [])


STATEFUL = {
    "net.py": """
import haiku as hk
import jax

def forward(x):
    return hk.Linear(2)(x)

def serve(params, state, x):
    {made}
    out, state = jax.jit(model.apply)(params, state, None, x)
    return out
{module_level}
""",
    "main.py": """
import haiku as hk
import jax
from net import forward, serve

def main(x):
    x = x.reshape(1, 8)
    params, state = hk.transform_with_state(forward).init(jax.random.PRNGKey(0), x)
    for i in range(4):
        serve(params, state, x)
""",
}


@pytest.mark.parametrize("made, module_level, flagged", [
    ("model = hk.transform_with_state(forward)", "", True),  # a new transform per request
    ("model = MODEL", "MODEL = hk.transform_with_state(forward)", False),
])
def test_a_stateful_haiku_transform_made_per_call_is_a_new_function(tmp_path, made,
                                                                   module_level, flagged):
    files = {k: v.format(made=made, module_level=module_level) for k, v in STATEFUL.items()}
    assert project(tmp_path, files, library=("apply_fn",)) == (["JC101"] if flagged else [])
