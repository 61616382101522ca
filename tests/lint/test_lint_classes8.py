"""`jaxcheck lint` on the mechanisms corpus 11's misses and look-alike showed missing
(docs/lint.md, "Corpus 11"): a short chunk left under an ``or`` or a flag on by default;
a helper that stacks one window per ``range(len(series) ...)``; a list of arrays of drawn
sizes; ``TABLE.get(name, DEFAULT)``; a pad to ``max(x.shape[0] ...)``; a loader stacking
a comprehension over a batch of indices; a helper that hands its argument back; a
helper whose result's size follows its argument's values; an optax state's ``count``; a
memoized factory keyed on a value computed per pass. Each flagged and its clean twin
silent; JAX's compile log decides both (``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    only,
    project,
    runs,
)

# --- JC105: a short chunk left under an `or`, or under a flag on by default ----------------

CHUNKS = """
import itertools
def chunks(rows, size, drop_last={default}):
    it = iter(rows)
    while True:
        block = list(itertools.islice(it, size))
        if not block or (drop_last and len(block) < size):
            return
        yield np.array(block, dtype=np.float32)
@jax.jit
def loglik(block):
    return (block ** 2).sum()
def main(x):
    rows = [float(i) for i in range(50)]
    for sweep in range(3):
        for block in chunks(rows, 16):
            loglik(block)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("default, flagged", [
    ("True", False),  # the short tail is left: every block holds 16
    ("False", True),  # the last block holds 2
])
def test_a_short_chunk_left_under_an_or_and_a_flag_on_by_default(default, flagged):
    assert only(CHUNKS.format(default=default)) == (["JC105"] if flagged else [])


# --- JC105: one window per range(len(series) ...), over series of drawn lengths -------------

WINDOWS = {
    "windows.py": """
import numpy as np
def make_windows(series, width, stride):
    n = (len(series) - width) // stride + 1
    return np.stack([series[i * stride:i * stride + width] for i in range(n)])
def load(rng, n_files=4):
    return [rng.normal(size=({length},)).astype(np.float32) for _ in range(n_files)]
""",
    "main.py": """
import jax
import numpy as np
from windows import load, make_windows
@jax.jit
def features(w):
    return w.mean(-1)
def main(x):
    rng = np.random.default_rng(4)
    for series in load(rng):
        features(make_windows(series, 16, 4))
""",
}


@pytest.mark.parametrize("length, flagged", [
    ("int(rng.integers(40, 90))", True),  # each series its own length: its own count
    ("64", False),  # every series as long: as many windows each time
])
def test_a_helper_stacking_one_window_per_range_of_len_has_its_count(tmp_path, length,
                                                                     flagged):
    files = {k: v.format(length=length) for k, v in WINDOWS.items()}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC104: TABLE.get(name, DEFAULT) ------------------------------------------------------

THRESHOLDS = """
CALIBRATION = {{"spam": np.float32(0.62), "toxicity": np.float32(0.4)}}
def threshold_for(name):
    return CALIBRATION.get(name, {default})
@jax.jit
def flag(probs, threshold):
    return (probs > threshold).sum()
def main(x):
    for name in ["spam", "lang", "toxicity", "lang"]:
        flag(x, threshold_for(name))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("default, flagged", [
    ("0.5", True),  # a NumPy float32 for two models, a Python float for the rest
    ("np.float32(0.5)", False),  # a NumPy float32 for every model
])
def test_a_tables_get_with_a_default_is_either(default, flagged):
    assert only(THRESHOLDS.format(default=default)) == (["JC104"] if flagged else [])


# --- JC105: a pad to max(x.shape[0] ...) ---------------------------------------------------

GRAPHS = """
def collate(mols):
    n_max = {n_max}
    x = np.zeros((len(mols), n_max, 4), np.float32)
    for i, m in enumerate(mols):
        x[i, :m.shape[0]] = m
    return x
@jax.jit
def step(x):
    return x.sum()
def main(x):
    rng = np.random.default_rng(0)
    mols = [np.ones((int(rng.integers(3, 20)), 4), np.float32) for _ in range(24)]
    for b in range(0, 24, 6):
        step(collate(mols[b:b + 6]))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("n_max, flagged", [
    ("max(m.shape[0] for m in mols)", True),  # padded to each batch's largest graph
    ("20", False),  # padded to the largest any graph can be
])
def test_a_pad_to_the_largest_shape_of_a_batch_is_data_sized(n_max, flagged):
    assert only(GRAPHS.format(n_max=n_max)) == (["JC105"] if flagged else [])


# --- JC105: a loader that stacks a comprehension over a batch of indices -------------------

WINDOW_LOADER = """
class WindowLoader:
    def __init__(self, series, context, batch_size):
        self.series, self.context, self.batch_size = series, context, batch_size
        self.starts = np.arange(len(series) - context)
        self.rng = np.random.default_rng(0)
    def __iter__(self):
        order = self.rng.permutation(self.starts)
        for b in range(0, {stop}, self.batch_size):
            idx = order[b:b + self.batch_size]
            yield np.stack([self.series[s:s + self.context] for s in idx]), \\
                self.series[idx + self.context]
@jax.jit
def train_step(x, y):
    return (x.sum(-1) - y).mean()
def main(x):
    series = np.arange(118, dtype=np.float32)
    for epoch in range(2):
        for xb, yb in WindowLoader(series, 8, 16):
            train_step(xb, yb)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("stop, flagged", [
    ("len(order)", True),  # 110 windows: six batches of 16 and one of 14
    ("len(order) - self.batch_size + 1", False),  # whole batches only: the tail is left
])
def test_a_loader_stacking_a_comprehension_over_a_batch_of_indices(stop, flagged):
    assert only(WINDOW_LOADER.format(stop=stop)) == (["JC105"] if flagged else [])


# --- JC105: a helper that hands its argument back -------------------------------------------

SAMPLER = """
import itertools
def chunked(items, size):
    it = iter(items)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        {fill}
        yield np.asarray(chunk, dtype=np.int32)
class NeighborSampler:
    def __init__(self, fanout):
        self.fanout = fanout
    def sample(self, seeds):
        neigh = np.stack([np.full(self.fanout, s, np.int32) for s in seeds])
        return seeds, neigh
@jax.jit
def sage_step(feats, seeds, neigh):
    return feats[seeds].sum() + feats[neigh].sum()
def main(x):
    feats = jnp.ones((150, 4))
    sampler = NeighborSampler(3)
    for epoch in range(2):
        for seeds in chunked(np.arange(120), 32):
            sage_step(feats, *sampler.sample(seeds))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("fill, flagged", [
    ("pass", True),  # three chunks of 32 and one of 24
    ("chunk += [chunk[-1]] * (size - len(chunk))", False),  # the last one filled up to 32
])
def test_a_helper_that_hands_its_argument_back_keeps_its_size(fill, flagged):
    assert only(SAMPLER.format(fill=fill)) == (["JC105"] if flagged else [])


# --- JC105: a helper whose result's size follows its argument's values ---------------------

FILTER = """
@jax.jit
def propagate(particles, log_w):
    particles = 0.95 * particles + 0.1
    return particles, log_w - jax.scipy.special.logsumexp(log_w)
def resample(rng, particles, log_w, lo=16, hi=128):
    w = np.exp(np.asarray(log_w))
    w = w / w.sum()
    n_new = {n_new}
    idx = rng.choice(len(w), size=n_new, p=w)
    return np.asarray(particles)[idx], np.full(n_new, -np.log(n_new), np.float32)
def main(x):
    rng = np.random.default_rng(0)
    particles = rng.normal(size=64).astype(np.float32)
    log_w = rng.normal(size=64).astype(np.float32)
    for t in range(5):
        particles, log_w = propagate(particles, log_w)
        particles, log_w = resample(rng, particles, log_w)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("n_new, flagged", [
    ("int(np.clip(2.0 / np.sum(w ** 2), lo, hi))", True),  # twice the effective size
    ("len(w)", False),  # as many as before
])
def test_a_helper_whose_size_follows_its_arguments_values(n_new, flagged):
    assert only(FILTER.format(n_new=n_new)) == (["JC105"] if flagged else [])


# --- JC104: an optax state's count -----------------------------------------------------------

AGENT = """
import optax
opt = optax.adam(1e-2)
@jax.jit
def noisy(params, step):
    return params * jnp.exp(-step / 10.0)
@jax.jit
def update(params, opt_state):
    updates, opt_state = opt.update(params, opt_state)
    return optax.apply_updates(params, updates), opt_state
class Agent:
    def __init__(self):
        self.params = jnp.ones(3)
        self.opt_state = opt.init(self.params)
        self.step = {start}
    def act(self):
        return noisy(self.params, self.step)
    def learn(self):
        self.params, self.opt_state = update(self.params, self.opt_state)
        self.step = self.opt_state[0].count
def main(x):
    agent = Agent()
    for it in range(4):
        agent.act()
        agent.learn()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("0", True),  # a Python int, then the state's int32 count
    ("jnp.zeros((), jnp.int32)", False),  # an int32 array from the start
])
def test_an_optax_states_count_is_a_typed_array(start, flagged):
    assert only(AGENT.format(start=start)) == (["JC104"] if flagged else [])


# --- JC101: a memoized factory keyed on a value computed per pass --------------------------

CACHED = {
    "learner.py": """
import functools
import jax
@functools.lru_cache(maxsize=None)
def make_step(gamma, lr):
    def step(w, g):
        return w - lr * gamma * g
    return jax.jit(step)
""",
    "main.py": """
import jax.numpy as jnp
from learner import make_step
def learning_rate(it, base=1e-3):
    return base * 0.9 ** it
def main(x):
    w = jnp.ones(3)
    for it in range(5):
        {loop}
""",
}


@pytest.mark.parametrize("loop, flagged", [
    ("w = make_step(0.97, learning_rate(it))(w, w)", True),  # a new key on every pass
    ("lr = learning_rate(it)\n        w = make_step(0.97, lr)(w, w)", True),  # the same
    ("w = make_step(0.97, 1e-3)(w, w)", False),  # one key: one jit, made once
    ("for name in ('a', 'b', 'a'):\n            w = make_step(0.97, 1e-3)(w, w)", False),
])
def test_a_memoized_factory_keyed_on_a_value_computed_per_pass(tmp_path, loop, flagged):
    files = {k: v.format(loop=loop) for k, v in CACHED.items()}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])
