"""`jaxcheck lint` on the mechanisms corpus 12's misses and look-alikes showed missing
(docs/lint.md, "Corpus 12"): a memoized factory keyed on one of a few values; a short
chunk padded under a name given its length; a loop stop rounded up to a multiple; a pad
joined once; a build kept in the object's table by key; a warm-up over listed bucket
sizes; an optax schedule of the state's count; a count read off an instance; the length
of a buffer the loop grows; NumPy's elementwise functions; a jit made and called once in a
callback handed to scipy; a static flag left out on one call and given a test on another;
however many are queued, up to a cap; an attribute computed from the object's others.
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

# --- JC101: a memoized factory keyed on one of a few values ---------------------------------

VARIANTS = {
    "variants.py": """
import functools
import jax
@functools.lru_cache(maxsize=None)
def get_scorer(variant, n):
    scale = 2.0 if variant == "treatment" else 1.0
    def score(x):
        return x * scale * n
    return jax.jit(score)
""",
    "main.py": """
from variants import get_scorer
def assign(user_id):
    return {assign}
def main(x):
    for user_id in range(6):
        get_scorer(assign(user_id), 3)(x)
""",
}


@pytest.mark.parametrize("assign, flagged", [
    ('"treatment" if user_id % 2 else "control"', False),  # two keys: two jits, made once
    ("f'user{user_id}'", True),  # a key per user: a jit per user
])
def test_a_memoized_factory_keyed_on_one_of_a_few_values(tmp_path, assign, flagged):
    files = {k: v.format(assign=assign) for k, v in VARIANTS.items()}
    deliberate = None if flagged else "one jit per variant, two variants, by design"
    assert project(tmp_path, files, deliberate=deliberate) == (["JC101"] if flagged else [])


# --- JC105: a short chunk padded under a name given its length -----------------------------

STREAM = """
CHUNK = 8
def chunks(wav):
    for start in range(0, len(wav), CHUNK):
        yield wav[start:start + CHUNK]
@jax.jit
def encode(chunk, valid):
    return chunk.sum() * valid
def main(x):
    for chunk in chunks(np.ones(30, np.float32)):
        valid = len(chunk)
        {pad}
        encode(chunk, np.int32(valid))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pad, flagged", [
    ("if valid < CHUNK:\n            chunk = np.pad(chunk, (0, CHUNK - valid))", False),
    ("pass", True),  # the last chunk holds six
])
def test_a_short_chunk_padded_under_a_name_given_its_length(pad, flagged):
    assert only(STREAM.format(pad=pad)) == (["JC105"] if flagged else [])


BLOCKS = """
import itertools
def chunked(rows, size):
    it = iter(rows)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        block = np.stack(chunk)
        n_valid = len(chunk)
        {pad}
        yield block, n_valid
@jax.jit
def density(block):
    return block.sum()
def main(x):
    rows = [np.ones(3, np.float32) for _ in range(37)]
    for block, n_valid in chunked(rows, 16):
        density(block)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pad, flagged", [
    ("if n_valid < size:\n            block = np.concatenate([block, np.zeros((size - n_valid, "
     "3), np.float32)])", False),  # the stacked block padded by its chunk's length
    ("pass", True),  # the last block holds five
])
def test_a_stacked_block_padded_by_its_chunks_length(pad, flagged):
    assert only(BLOCKS.format(pad=pad)) == (["JC105"] if flagged else [])


# --- JC105: a loop stop rounded up to a multiple, after a pad joined once -------------------

FIXED = """
def fixed_chunks(windows, chunk):
    n = len(windows)
    pad = (-n) % chunk
    {pad}
    for start in range(0, {stop}, chunk):
        yield windows[start:start + chunk], min(chunk, n - start)
@jax.jit
def stats(w):
    return w.mean(-1)
def main(x):
    for n in (20, 26, 31):
        for chunk, n_real in fixed_chunks(np.ones((n, 4), np.float32), 8):
            stats(chunk)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pad, stop, flagged", [
    ("if pad:\n        windows = np.concatenate([windows, np.zeros((pad, 4), "
     "windows.dtype)])", "n + pad", False),  # rounded up to a multiple, the pad joined once
    ("pass", "n", True),  # the last chunk of each is short
])
def test_a_loop_stop_rounded_up_to_a_multiple_after_a_pad(pad, stop, flagged):
    assert only(FIXED.format(pad=pad, stop=stop)) == (["JC105"] if flagged else [])


# --- JC101: a build kept in the object's table by key ---------------------------------------

CACHE = """
class ModelCache:
    def __init__(self):
        self._compiled = {{}}
    def _build(self, scale):
        def serve(x):
            return x * scale
        return jax.jit(serve)
    def get(self, name):
        key = (name, "v3")
        {get}
def handle(cache, x):
    return cache.get("ranker")(x)
def main(x):
    cache = ModelCache()
    for _ in range(4):
        handle(cache, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("get, flagged", [
    ("if key not in self._compiled:\n            model = self._build(2.0)\n"
     "            self._compiled[key] = model\n        return self._compiled[key]", False),
    ("return self._build(2.0)", True),  # a new jit on every request
])
def test_a_build_kept_in_the_objects_table_by_key_runs_once_per_key(get, flagged):
    assert only(CACHE.format(get=get)) == (["JC101"] if flagged else [])


# --- JC105: a warm-up over listed bucket sizes ---------------------------------------------

BUCKETS = """
@jax.jit
def encode(tokens):
    return tokens.sum()
class Batcher:
    BUCKETS = (4, 8, 16)
    def {name}(self):
        for b in self.BUCKETS:
            encode(np.zeros((b, 12), np.int32))
def main(x):
    Batcher().{name}()
"""


@runs(Driver("main(jnp.ones(3))", deliberate="one compile per listed bucket, ahead of time"))
@pytest.mark.parametrize("name", ["warmup", "precompile"])
def test_a_warm_up_over_listed_bucket_sizes_is_by_design(name):
    assert only(BUCKETS.format(name=name)) == []


@runs("main(jnp.ones(3))")
def test_a_sweep_over_listed_sizes_elsewhere_is_reported():
    assert only(BUCKETS.format(name="evaluate")) == ["JC105"]


# --- JC104: an optax schedule of the state's count; a count read off an instance ------------

SCHEDULE = """
import optax
opt = optax.adam(0.1)
tf_schedule = optax.linear_schedule(init_value=1.0, end_value=0.5, transition_steps=12)
@jax.jit
def train_step(w, opt_state, ratio):
    updates, opt_state = opt.update(w * ratio, opt_state)
    return optax.apply_updates(w, updates), opt_state
def main(x):
    w = jnp.ones(3)
    opt_state = opt.init(w)
    ratio = {start}
    for epoch in range(4):
        w, opt_state = train_step(w, opt_state, ratio)
        ratio = tf_schedule(opt_state[0].count)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("1.0", True),  # a Python float, then a float32 array
    ("jnp.float32(1.0)", False),  # a float32 array every time
])
def test_an_optax_schedule_of_the_states_count_is_a_typed_array(start, flagged):
    assert only(SCHEDULE.format(start=start)) == (["JC104"] if flagged else [])


LEARNER = """
import optax
opt = optax.adam(1e-2)
@jax.jit
def update(w, opt_state):
    updates, opt_state = opt.update(w, opt_state)
    return optax.apply_updates(w, updates), opt_state
@jax.jit
def epsilon(q, step):
    return q * jnp.clip(step / 10, 0.0, 1.0)
class Learner:
    def __init__(self):
        self.w = jnp.ones(3)
        self.opt_state = opt.init(self.w)
        self.step = {start}
    def learn(self):
        self.w, self.opt_state = update(self.w, self.opt_state)
        self.step = self.opt_state[0].count
def main(x):
    learner = Learner()
    for it in range(4):
        epsilon(x, learner.step)
        learner.learn()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("0", True),  # a Python int, then the state's int32 count
    ("jnp.zeros((), jnp.int32)", False),
])
def test_a_count_read_off_an_instance_is_a_typed_array(start, flagged):
    assert only(LEARNER.format(start=start)) == (["JC104"] if flagged else [])


# --- JC105: the length of a buffer the loop grows --------------------------------------------

REPLAY = """
class Replay:
    def __init__(self, capacity):
        self.data = {{"obs": np.zeros((capacity, 3), np.float32)}}
        self.size, self.rng = 0, np.random.default_rng(0)
    def __len__(self):
        return self.size
    def extend(self, n):
        self.size = min(self.size + n, len(self.data["obs"]))
    def sample(self, batch_size):
        idx = self.rng.choice(self.size, size=batch_size, replace=False)
        return {{k: v[idx] for k, v in self.data.items()}}
@jax.jit
def critic_update(batch):
    return batch["obs"].sum()
def main(x):
    replay = Replay(100)
    for t in range(6):
        replay.extend(4)
        {take}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("take, flagged", [
    ("critic_update(replay.sample(min(16, len(replay))))", True),  # 4, 8, 12, then 16
    ("if len(replay) < 16:\n            continue\n        critic_update(replay.sample(16))",
     False),  # sixteen once the buffer holds them
])
def test_the_length_of_a_buffer_the_loop_grows_changes(take, flagged):
    assert only(REPLAY.format(take=take)) == (["JC105"] if flagged else [])


# --- JC105: NumPy's elementwise functions keep the size ------------------------------------

UTTERANCES = """
def load(n):
    rng = np.random.default_rng(0)
    for i in range(n):
        duration = {duration}
        t = np.arange(int(duration * 100)) / 100
        yield 0.3 * np.sin(2 * np.pi * 5.0 * t) + 0.01 * rng.standard_normal(t.shape)
@jax.jit
def log_power(wav):
    return jnp.log(wav ** 2 + 1e-6).mean()
def main(x):
    for wav in load(4):
        log_power(jnp.asarray(wav))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("duration, flagged", [
    ("rng.uniform(0.4, 1.2)", True),  # a new length for each utterance
    ("0.8", False),  # eighty samples each
])
def test_numpys_elementwise_functions_keep_the_size(duration, flagged):
    assert only(UTTERANCES.format(duration=duration)) == (["JC105"] if flagged else [])


# --- JC101: a jit made and called once in a callback handed to scipy -------------------------

JAC = """
from scipy import optimize
def nll(t, x):
    return jnp.sum((x * t - 1.0) ** 2)
{module_level}
def fit(x):
    def objective(t):
        return float(nll(t, x))
    def gradient(t):
        {make}
        return np.asarray(grad_fn(t, x), dtype=np.float64)
    return optimize.minimize(objective, x0=np.array([0.5]), jac=gradient, method="BFGS")
def main(x):
    fit(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("module_level, make, flagged", [
    ("", "grad_fn = jax.jit(jax.grad(nll))", True),  # a new jit on every evaluation
    ("GRAD = jax.jit(jax.grad(nll))", "grad_fn = GRAD", False),  # one jit, made once
])
def test_a_jit_made_and_called_once_in_a_callback_handed_to_scipy(module_level, make,
                                                                  flagged):
    assert only(JAC.format(module_level=module_level, make=make)) == (
        ["JC101"] if flagged else [])


# --- JC106: a static flag left out on one call and given a test on another -------------------

ACT = """
@partial(jax.jit, static_argnames=("deterministic",))
def act(obs, deterministic=False):
    return obs * (1.0 if deterministic else 0.5)
def collect(obs):
    return act(obs{collect})
def evaluate(obs, explore):
    return act(obs, deterministic=explore is False)
def main(x):
    collect(x)
    evaluate(x, True)
    evaluate(x, False)
"""


@runs(by_source(("return act(obs, deterministic=False)", Driver(
    "main(jnp.ones(3))", deliberate="a greedy and a sampling policy, by design")),
    default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("collect, flagged", [
    ("", True),  # left out, then given False: two entries for one configuration
    (", deterministic=False", False),  # given on every call: one entry per value
])
def test_a_static_flag_left_out_and_given_a_test_elsewhere(collect, flagged):
    assert only(ACT.format(collect=collect)) == (["JC106"] if flagged else [])


# --- JC105: however many are queued, up to a cap ----------------------------------------------

BATCHER = """
import collections
@jax.jit
def encode(tokens):
    return tokens.sum(-1)
class Batcher:
    def __init__(self, max_batch=8):
        self.max_batch, self.pending = max_batch, collections.deque()
    def enqueue(self, tokens):
        self.pending.append(tokens)
    def step(self):
        take = min(len(self.pending), self.max_batch)
        reqs = [self.pending.popleft() for _ in range(take)]
        {batch}
        return encode(tokens)
def main(x):
    batcher = Batcher()
    for tick in range(5):
        for _ in range(tick + 1):
            batcher.enqueue(np.ones(4, np.float32))
        batcher.step()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("batch, flagged", [
    ("tokens = np.stack(reqs)", True),  # one, two, ... five rows
    ("tokens = np.zeros((self.max_batch, 4), np.float32)\n        tokens[:take] = "
     "np.stack(reqs)", False),  # always eight rows, the rest padding
])
def test_however_many_are_queued_up_to_a_cap_is_a_count(batch, flagged):
    assert only(BATCHER.format(batch=batch)) == (["JC105"] if flagged else [])


# --- JC104: an attribute computed from the object's other attributes -------------------------

DECAY = """
class NoiseDecay:
    def __init__(self, start, end, steps):
        self.value, self.end = start, end
        self.rate = {rate}
    def step(self):
        self.value = max(self.end, self.value * self.rate)
@jax.jit
def explore(obs, noise_std):
    return obs + noise_std
def main(x):
    noise = NoiseDecay(start=0.3, end=0.05, steps=6)
    for t in range(4):
        explore(x, noise.value)
        noise.step()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("rate, flagged", [
    ("np.exp(np.log(end / start) / steps)", True),  # a Python float, then NumPy float64
    ("float(np.exp(np.log(end / start) / steps))", False),  # a Python float every time
])
def test_an_attribute_computed_from_the_objects_other_attributes(rate, flagged):
    assert only(DECAY.format(rate=rate)) == (["JC104"] if flagged else [])


# --- JC104: a `count` that is a Python int of the project's own class --------------------------

RUN_STATE = """
class RunState:
    def __init__(self):
        self.count = 0
    def tick(self):
        self.count += 1
@jax.jit
def scale(x, step):
    return x * step
def main(x):
    run_state = RunState()
    for it in range(4):
        scale(x, {step})
        run_state.tick()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("step, flagged", [
    ("run_state.count", False),  # a Python int every time (a weak int32, one compile)
    ("run_state.count if it else jnp.int32(0)", True),  # a typed int32, then Python ints
])
def test_a_count_of_the_projects_own_class_is_what_its_class_gives(step, flagged):
    assert only(RUN_STATE.format(step=step)) == (["JC104"] if flagged else [])
