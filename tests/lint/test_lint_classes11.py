"""`jaxcheck lint` on the two kinds of change no rule modelled before corpus 14: an
argument's dtype (JC107) and its pytree structure (JC108), each followed to where its
values come from.

JC107: a helper that returns an ``int32`` mask on one path and a ``bool`` one on another;
a reader whose two paths cast to two dtypes; a state that starts ``int32`` and comes back
``float32`` from the jit that promotes it. Their twins: every path one dtype, a cast at
the call, a value replaced before the loop (``X = (X > 0).astype(jnp.float32)``), and a
loop over dtypes, which compiles once per dtype on purpose.

JC108: a key stored under a test that changes per call (``if step % 2``, a random draw in
a generator of another module); parameters given new keys between stages; a carry that
is ``None`` on the first call. Their twins: the key always set, a key under a flag that
does not change, a state made anew before the inner loop, a helper's ``None`` that the
caller skips.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    only,
    project,
    runs,
)

# --- JC107: a helper whose paths return two dtypes ----------------------------------------------

TOKENIZER = {
    "tokenizer.py": """
import numpy as np
class Tokenizer:
    def encode(self, rows, length=6):
        ids = np.zeros((len(rows), length), dtype=np.int32)
        for i, row in enumerate(rows):
            ids[i, :len(row)] = row[:length]
        if all(len(r) >= length for r in rows):
            return ids, {full}
        return ids, ids != 0
""",
    "main.py": """
import jax
import jax.numpy as jnp
from tokenizer import Tokenizer
tok = Tokenizer()
@jax.jit
def masked_sum(ids, mask):
    return jnp.sum(jnp.where(mask, ids, 0))
def main(x):
    shards = [[[1, 2, 3, 4, 5, 6], [2, 3, 4, 5, 6, 7]], [[1, 2], [3]], [[4, 4, 4], [5]]]
    for rows in shards:
        ids, mask = tok.encode(rows)
        masked_sum(ids, mask)
""",
}


@pytest.mark.parametrize("full, flagged", [
    ("np.ones_like(ids)", True),  # int32 when no row is padded, bool otherwise
    ("np.ones_like(ids, dtype=bool)", False),  # bool on both paths
    ("np.ones(ids.shape, bool)", False),
])
def test_a_helper_that_returns_two_dtypes_on_two_paths(tmp_path, full, flagged):
    files = {**TOKENIZER, "tokenizer.py": TOKENIZER["tokenizer.py"].format(full=full)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


WINDOWS = """
def read_window(i):
    if i % 3 == 0:
        return np.arange(8, dtype=np.int32) + i
    return {other}
@jax.jit
def window_stats(w):
    return jnp.stack([w.mean(), w.max()])
def main(x):
    for i in range(6):
        window_stats({arg})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("other, arg, flagged", [
    ("np.linspace(0, 1, 8).astype(np.float32) * i", "read_window(i)", True),
    ("np.linspace(0, 1, 8) * i", "read_window(i)", True),  # float64: float32 as traced
    ("np.arange(8, dtype=np.int32) * 2", "read_window(i)", False),  # int32 on both
    ("np.linspace(0, 1, 8) * i", "read_window(i).astype(np.float32)", False),  # cast
])
def test_a_reader_whose_paths_cast_to_two_dtypes(other, arg, flagged):
    assert only(WINDOWS.format(other=other, arg=arg)) == (["JC107"] if flagged else [])


WALK = """
def initial_positions(n):
    return jnp.zeros((n, 2), dtype={dtype})
@jax.jit
def drift(pos, key):
    return pos + 0.1 * jax.random.normal(key, pos.shape)
def main(x):
    key = jax.random.PRNGKey(0)
    pos = initial_positions(4)
    for _ in range(3):
        key, sub = jax.random.split(key)
        pos = drift(pos, sub)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("dtype, flagged", [
    ("jnp.int32", True),  # int32 on the first call, the float32 drift returns after
    ("jnp.float32", False),
])
def test_a_state_fed_back_through_a_jit_that_promotes_it(dtype, flagged):
    assert only(WALK.format(dtype=dtype)) == (["JC107"] if flagged else [])


REPLACED = """
@jax.jit
def score(x):
    return jnp.sum(x * 2.0)
def main(x):
    images = np.arange(24, dtype=np.uint8).reshape(6, 4)
    images = (images > 3).astype(jnp.float32)
    for i in range(3):
        batch = images[i * 2:(i + 1) * 2]
        score(batch)
"""


@runs("main(jnp.ones(3))")
def test_a_value_replaced_before_the_loop_is_one_dtype():
    assert only(REPLACED) == []


DTYPES = """
@jax.jit
def norm(x):
    return jnp.sqrt(jnp.sum(x * x))
def main(x):
    for dt in (jnp.float32, jnp.bfloat16):
        norm(jnp.ones(4).astype(dt))
"""


@runs("main(jnp.ones(3))", deliberate="one compile per dtype of the loop, on purpose")
def test_a_loop_over_dtypes_is_not_reported():
    assert only(DTYPES) == []


# --- JC108: a dict key under a test that changes per call --------------------------------------

BATCH = """
@jax.jit
def policy_loss(params, batch):
    loss = -jnp.mean(batch["obs"] @ params)
    if "mask" in batch:
        loss = loss * batch["mask"].mean()
    return loss
def make_batch(step, use_mask={use_mask}):
    batch = {{"obs": jnp.ones((4, 3)) * step}}
    if {test}:
        batch["mask"] = jnp.ones(4)
    return batch
def main(x):
    params = jnp.zeros(3)
    for step in range(4):
        policy_loss(params, make_batch(step))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("test, use_mask, flagged", [
    ("step % 2", "False", True),  # a loop's value: the key on odd steps only
    ("use_mask", "True", False),  # a flag every call leaves at its default: every call
    ("step % 2 and use_mask", "True", True),
])
def test_a_key_stored_under_a_test_that_changes_per_call(test, use_mask, flagged):
    assert only(BATCH.format(test=test, use_mask=use_mask)) == (["JC108"] if flagged else [])


STREAM = {
    "data.py": """
import numpy as np
def packed_stream(n_batches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        tokens = rng.integers(1, 9, size=(2, 8)).astype(np.int32)
        batch = {{"input_ids": tokens}}
        n_docs = rng.integers(1, 4)
        if {test}:
            batch["segment_ids"] = np.zeros_like(tokens) + (n_docs > 1)
        yield batch
""",
    "main.py": """
import jax
import jax.numpy as jnp
from data import packed_stream
WITH_SEGMENTS = True
@jax.jit
def train_step(w, batch):
    loss = jnp.sum(batch["input_ids"] * w)
    if "segment_ids" in batch:
        loss = loss + jnp.sum(batch["segment_ids"])
    return loss
def main(x):
    for step, batch in enumerate(packed_stream(6)):
        train_step(1.5, batch)
""",
}


@pytest.mark.parametrize("test, flagged", [
    ("n_docs > 2", True),  # a random draw: the key on some batches only
    ("True", False),  # always: one structure
])
def test_a_generator_of_another_module_yields_an_optional_key(tmp_path, test, flagged):
    files = {**STREAM, "data.py": STREAM["data.py"].format(test=test)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


STAGES = """
@jax.jit
def train_step(params):
    return jax.tree_util.tree_map(lambda p: p - 0.1 * p, params)
def main(x):
    params = {start}
    for stage in range(3):
        for _ in range(2):
            params = train_step(params)
        if stage == 0:
            params = dict(params, offset=jnp.float32(0.0))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ('{"amp": jnp.float32(1.0), "freq": jnp.float32(0.7)}', True),  # a new key at stage 1
    ('{"amp": jnp.float32(1.0), "freq": jnp.float32(0.7), "offset": jnp.float32(0.0)}',
     False),  # the key is there from the start: dict(params, offset=...) keeps the keys
])
def test_parameters_given_a_new_key_between_stages(start, flagged):
    assert only(STAGES.format(start=start)) == (["JC108"] if flagged else [])


CARRY = """
@jax.jit
def accumulate(total, x):
    return x if total is None else total + x
def main(x):
    total = {start}
    for i in range(3):
        total = accumulate(total, jnp.ones(4) * i)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("None", True),  # None on the first call, an array after
    ("jnp.zeros(4)", False),
])
def test_a_carry_that_is_none_on_the_first_call(start, flagged):
    assert only(CARRY.format(start=start)) == (["JC108"] if flagged else [])


FOLDS = """
@jax.jit
def train_step(state, x):
    return jax.tree_util.tree_map(lambda s: s + x.sum(), state)
def fresh_state(key, template=None):
    return {"w": jax.random.normal(key, (3,))}
def main(x):
    state = None
    for k in range(3):
        state = fresh_state(jax.random.PRNGKey(k), template=state)
        for _ in range(2):
            state = train_step(state, jnp.ones(3))
"""


@runs("main(jnp.ones(3))")
def test_a_state_made_anew_before_the_inner_loop_is_one_structure():
    assert only(FOLDS) == []


SENTINEL = """
def next_batch(queue):
    return np.stack(queue[:2]) if queue else None
@jax.jit
def score(x):
    return jnp.sum(x)
def main(x):
    queue = [np.ones(3, np.float32) for _ in range(6)]
    for _ in range(3):
        batch = next_batch(queue)
        if batch is None:
            continue
        score(batch)
        del queue[:2]
"""


@runs("main(jnp.ones(3))")
def test_a_helpers_none_that_the_caller_skips_is_not_reported():
    assert only(SENTINEL) == []


# --- JC108: a list the loop appends to, passed as it is -----------------------------------------

HISTORY = """
@jax.jit
def smooth(history):
    return sum(history) / len(history)
def main(x):
    history = []
    for step in range(4):
        history.append(jnp.ones(3) * step)
        {after}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("after, flagged", [
    ("smooth(history)", True),  # one more item, one more compile, each pass
    ("smooth(jnp.stack(history[-1:]))", False),  # one array of one shape
    ("if len(history) == 2:\n            smooth(history)\n            history.clear()",
     False),  # two items every time it is called
])
def test_a_list_the_loop_appends_to_passed_as_it_is(after, flagged):
    assert only(HISTORY.format(after=after)) == (["JC108"] if flagged else [])


OPTIONAL = """
@jax.jit
def loss(x, mask):
    return jnp.sum(x if mask is None else x * mask)
def main(x, use_mask={use_mask}):
    for step in range(4):
        loss(jnp.ones(3), jnp.ones(3) if {test} else None)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("test, use_mask, flagged", [
    ("step >= 2", "True", True),  # None for the first two steps, an array after
    ("use_mask", "True", False),  # one setting for the whole run
])
def test_none_or_a_value_by_a_test_that_changes_per_call(test, use_mask, flagged):
    assert only(OPTIONAL.format(test=test, use_mask=use_mask)) == (
        ["JC108"] if flagged else [])


# --- both: in a function that runs once per iteration, and through a generator ---------------

PER_CALL = {
    "step.py": """
import jax
import jax.numpy as jnp
import numpy as np
@jax.jit
def update(w, batch):
    return w + jnp.sum(batch["x"]) * 0.1
def host_step(w, i):
    batch = {{"x": {x}}}
    if i % 2:
        batch["{key}"] = np.ones(3, np.float32)
    return update(w, batch)
""",
    "main.py": """
import jax.numpy as jnp
from step import host_step
def main(x):
    w = jnp.float32(0.0)
    for i in range(4):
        w = host_step(w, i)
""",
}


@pytest.mark.parametrize("x, key, flagged", [
    ("np.ones(3, np.float32) if i % 2 else np.ones(3, np.int32)", "x", True),  # dtypes
    ("np.ones(3, np.float32)", "extra", True),  # a key on odd steps
    ("np.ones(3, np.float32)", "x", False),  # the same key replaced: one structure
])
def test_a_function_that_runs_once_per_iteration(tmp_path, x, key, flagged):
    files = {**PER_CALL, "step.py": PER_CALL["step.py"].format(x=x, key=key)}
    assert sorted(set(project(tmp_path, files))) == (
        (["JC107"] if key == "x" else ["JC108"]) if flagged else [])


WINDOWS_STREAM = {
    "etl.py": """
import numpy as np
def windows(n):
    for i in range(n):
        if i % 3 == 0:
            yield np.array([1, 2, 3, 4])
        else:
            yield np.array({other})
""",
    "main.py": """
import jax
import jax.numpy as jnp
from etl import windows
@jax.jit
def stats(w):
    return jnp.stack([w.sum(), w.max()])
def main(x):
    for w in windows(5):
        stats(w)
""",
}


@pytest.mark.parametrize("other, flagged", [
    ("[0.5, 1.0, 1.5, 2.0]", True),  # int32 every third window, float32 otherwise
    ("[5, 6, 7, 8]", False),  # int32 always
])
def test_a_generator_that_yields_two_dtypes(tmp_path, other, flagged):
    files = {**WINDOWS_STREAM, "etl.py": WINDOWS_STREAM["etl.py"].format(other=other)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


# --- JC105: an array joined with more on each pass of an outer loop ----------------------------

PARTICLES = """
def inject(pos, k):
    return np.concatenate([pos, np.zeros((k, 2), np.float32)])
@jax.jit
def step(pos):
    return pos * 0.99
def main(x):
    pos = np.ones((4, 2), np.float32)
    for epoch in range(3):
        for _ in range(2):
            pos = step(pos)
        pos = {after}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("after, flagged", [
    ("inject(np.asarray(pos), 2)", True),  # two more particles each epoch
    ("inject(np.asarray(pos), 2)[:4]", False),  # cut back to four
])
def test_an_array_joined_with_more_on_each_pass_of_an_outer_loop(after, flagged):
    assert only(PARTICLES.format(after=after)) == (["JC105"] if flagged else [])


# --- JC103: a static read from a parameter a caller passes from a loop ---------------------------

SERVICE = """
@functools.partial(jax.jit, static_argnums=(1,))
def generate(prompt, max_new_tokens):
    return jnp.tile(prompt, max_new_tokens)
class Service:
    def handle(self, request):
        return generate(jnp.asarray(request["prompt"]), {static})
def main(x):
    service = Service()
    requests = [{{"prompt": [1, 2], "max_tokens": n}} for n in (3, 5, 8)]
    for req in requests:
        service.handle(req)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("static, flagged", [
    ('request["max_tokens"]', True),  # each request's own value
    ("4", False),  # one value for every request
])
def test_a_static_taken_from_each_request(static, flagged):
    assert only(SERVICE.format(static=static)) == (["JC103"] if flagged else [])


SWEEP = """
@functools.partial(jax.jit, static_argnums=2)
def sgd_step(w, x, lr):
    return w - lr * jnp.mean(x) * w
def run(lr):
    w = jnp.ones(3)
    for _ in range(2):
        w = sgd_step(w, jnp.ones(3), lr)
    return w
def main(x):
    results = {{v: run(v) for v in {values}}}
"""


@pytest.mark.parametrize("values, flagged", [
    ("[1e-3, 3e-3, 1e-2]", True),  # listed floats: parameters a jit could trace
])
@runs("main(jnp.ones(3))")
def test_a_swept_float_handed_to_a_static(values, flagged):
    assert only(SWEEP.format(values=values)) == (["JC103"] if flagged else [])


@runs("main(jnp.ones(3))", deliberate="one compile per listed size or mode, by design")
@pytest.mark.parametrize("values", ["[16, 32, 64]", '["train", "eval"]'])
def test_a_swept_int_or_mode_handed_to_a_static_is_by_design(values):
    source = SWEEP.format(values=values).replace("lr * jnp.mean(x)", "jnp.mean(x)")
    assert only(source) == []


# --- JC104: the items of a generator's tuples; a listed schedule of another module -------------

SCALES = {
    "etl.py": """
import jax
import numpy as np
@jax.jit
def normalize(x, scale):
    return x / scale
def chunk_scales(chunks):
    for c in chunks:
        m = c.max()
        yield c, {scale}
""",
    "main.py": """
import numpy as np
from etl import chunk_scales, normalize
def main(x):
    chunks = [np.array([1.0, 2.0, 4.0]), np.array([0.5, 1.5, 2.5])]
    for c, s in chunk_scales(chunks):
        normalize(c, s)
""",
}


@pytest.mark.parametrize("scale, flagged", [
    ("(int(m) if m.is_integer() else m)", True),  # a Python int, then NumPy's float64
    ("np.float32(m)", False),  # typed every time
])
def test_the_items_of_a_generators_tuples(tmp_path, scale, flagged):
    files = {**SCALES, "etl.py": SCALES["etl.py"].format(scale=scale)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


SCHEDULE = {
    "config.py": "SCHEDULE = [1, 1, 0.5, 0.25]\n",
    "main.py": """
import jax
import jax.numpy as jnp
from config import SCHEDULE
@jax.jit
def ula_step(x, eps):
    return x - eps * x
x = jnp.ones(3)
for eps in SCHEDULE:
    {cast}
    for _ in range(2):
        x = ula_step(x, eps)
""",
}


@pytest.mark.parametrize("cast, flagged", [
    ("pass", True),  # the listed ints, then the floats
    ("eps = jnp.asarray(eps, dtype=jnp.float32)", False),  # one typed array each pass
])
def test_a_listed_schedule_of_another_module(tmp_path, cast, flagged):
    files = {**SCHEDULE, "main.py": SCHEDULE["main.py"].format(cast=cast)}
    assert project(tmp_path, files, driver="import main") == (["JC104"] if flagged else [])


# --- JC101: a memoized factory keyed on an object hashed by identity ----------------------------

MEMOIZED = """
@dataclass({options})
class AdapterConfig:
    scale: float = 2.0
@functools.lru_cache(maxsize=None)
def build_step(cfg):
    @jax.jit
    def step(w, x):
        return w + cfg.scale * x
    return step
def main(x):
    w = jnp.zeros(3)
    for i in range(3):
        cfg = AdapterConfig(scale=2.0)
        step = build_step(cfg)
        w = step(w, jnp.ones(3))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("options, flagged", [
    ("eq=False", True),  # hashed by identity: a new key on every pass
    ("frozen=True", False),  # equal configs hash equal: one entry, one compile
])
def test_a_memoized_factory_keyed_on_an_object_hashed_by_identity(options, flagged):
    assert only(MEMOIZED.format(options=options)) == (["JC101"] if flagged else [])


# --- JC105: a list a loop appends to under a test, made an array --------------------------------

BEAMS = """
@jax.jit
def expand(scores):
    return scores[:, None] + jnp.arange(4.0)
def main(x):
    beams = [0.0, -1.0, -0.6]
    for _ in range(4):
        cand = np.asarray(expand(np.array(beams, dtype=np.float32)))
        kept = []
        for score in cand[:, 0]:
            {keep}
        beams = kept
        if not beams:
            break
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("keep, flagged", [
    ("if score > -1.5:\n                kept.append(float(score) - 1.0)", True),  # 3, 3, 1
    ("if score <= -1.5:\n                continue\n            kept.append(float(score) - 1.0)",
     True),  # the same filter, written with continue
    ("kept.append(float(score) - 1.0 if score > -1.5 else -1e9)", False),  # masked: 3 always
])
def test_a_list_appended_to_under_a_test_then_made_an_array(keep, flagged):
    assert only(BEAMS.format(keep=keep)) == (["JC105"] if flagged else [])


# --- JC107: a cast on some passes only ------------------------------------------------------------

WARMUP = """
@jax.jit
def forward(w, x):
    return jnp.sum(x * w)
def main(x):
    w = jnp.ones(4)
    for step, x in enumerate([jnp.ones(4)] * 4):
        {cast}
        forward(w, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("cast, flagged", [
    ("if step >= 2:\n            x = x.astype(jnp.bfloat16)", True),  # float32, then bf16
    ("x = x.astype(jnp.bfloat16) if step % 2 else x", True),
    ("x = x.astype(jnp.bfloat16)", False),  # every pass
    ("if x.dtype != jnp.float32:\n            x = x.astype(jnp.float32)", False),
])
def test_a_cast_on_some_passes_only(cast, flagged):
    assert only(WARMUP.format(cast=cast)) == (["JC107"] if flagged else [])


# --- JC105: what is left of a buffer, handed to a helper with the full size --------------------

BUFFERED = """
@jax.jit
def score(x):
    return jnp.tanh(x).sum(axis=-1)
def pad(buf, size):
    x = np.zeros((size, buf[0].shape[0]), np.float32)
    x[:len(buf)] = np.stack(buf)
    return x
def batches(requests, max_batch=4):
    buf = []
    for r in requests:
        buf.append(r)
        if len(buf) == max_batch:
            yield pad(buf, max_batch)
            buf = []
    if buf:
        yield {left}
def main(x):
    reqs = [np.ones(3, np.float32) for _ in range(10)]
    for b in batches(reqs):
        score(b)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("left, flagged", [
    ("np.stack(buf)", True),  # two rows left of ten: a shorter batch
    ("pad(buf, max_batch)", False),  # filled up to four rows
])
def test_what_is_left_of_a_buffer_handed_to_a_helper_with_the_full_size(left, flagged):
    assert only(BUFFERED.format(left=left)) == (["JC105"] if flagged else [])


# --- JC108: None as a dict's value, a tuple by a test, keys a filter picks ----------------------

DICT_VALUES = """
@jax.jit
def loss(batch):
    out = jnp.sum(batch["x"])
    return out if batch["mask"] is None else out * jnp.sum(batch["mask"])
def main(x):
    for step in range(4):
        batch = {{"x": jnp.ones(3), "mask": {mask}}}
        loss(batch)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("mask, flagged", [
    ("jnp.ones(3) if step >= 2 else None", True),  # None, then an array
    ("jnp.ones(3) if step >= 2 else jnp.zeros(3)", False),  # an array every time
])
def test_none_as_a_dicts_value_on_some_calls(mask, flagged):
    assert only(DICT_VALUES.format(mask=mask)) == (["JC108"] if flagged else [])


TUPLES = """
@jax.jit
def total(parts):
    return sum(jnp.sum(p) for p in parts)
def main(x, single=True):
    for step in range(4):
        total({parts})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("parts, flagged", [
    ("(x,) if step % 2 else (x, x)", True),  # one item, then two
    ("(x,) if single else (x, x)", False),  # one setting for the run
])
def test_a_tuple_of_two_lengths_by_a_test(parts, flagged):
    assert only(TUPLES.format(parts=parts)) == (["JC108"] if flagged else [])


PICKED_KEYS = """
@jax.jit
def loss(batch):
    return sum(jnp.sum(v) for v in batch.values())
def main(x):
    for step in range(4):
        raw = {{"x": jnp.ones(3), "aux": jnp.ones(2) if step % 2 else None}}
        loss({batch})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("batch, flagged", [
    ("{k: v for k, v in raw.items() if v is not None}", True),  # one key, then two
    ('{k: v for k, v in raw.items() if k == "x"}', False),  # always the one key
])
def test_the_keys_a_filter_picks_by_the_values(batch, flagged):
    assert only(PICKED_KEYS.format(batch=batch)) == (["JC108"] if flagged else [])


# --- JC104: a Python number written into optax's inject_hyperparams state ----------------------

PLATEAU = {
    "callbacks.py": """
import jax.numpy as jnp
class ReduceOnPlateau:
    def __init__(self, factor=0.5):
        self.factor = factor
    def __call__(self, opt_state, loss):
        lr = float(opt_state.hyperparams["learning_rate"]) * self.factor
        opt_state.hyperparams["learning_rate"] = {lr}
        return opt_state
""",
    "main.py": """
import jax
import jax.numpy as jnp
import optax
from callbacks import ReduceOnPlateau
tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1)
@jax.jit
def train_step(w, opt_state):
    updates, opt_state = tx.update(w, opt_state, w)
    return optax.apply_updates(w, updates), opt_state
def main(x):
    w = jnp.ones(3)
    opt_state = tx.init(w)
    plateau = ReduceOnPlateau()
    for _ in range(3):
        w, opt_state = train_step(w, opt_state)
        opt_state = plateau(opt_state, 0.0)
""",
}


@pytest.mark.parametrize("lr, flagged", [
    ("lr", True),  # a Python float where a float32 array was
    ("jnp.asarray(lr, jnp.float32)", False),
])
def test_a_python_number_written_into_inject_hyperparams(tmp_path, lr, flagged):
    files = {**PLATEAU, "callbacks.py": PLATEAU["callbacks.py"].format(lr=lr)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC107: an attribute given two dtypes by the class's methods --------------------------------

WALKER = """
@jax.jit
def drift(pos, key):
    return pos + 0.1 * jax.random.normal(key, pos.shape)
class Walker:
    def __init__(self, n):
        self.pos = jnp.zeros((n, 2), dtype={dtype})
        self.key = jax.random.PRNGKey(0)
    def step(self):
        self.key, sub = jax.random.split(self.key)
        self.pos = drift(self.pos, sub)
def main(x):
    walker = Walker(4)
    for _ in range(3):
        walker.step()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("dtype, flagged", [
    ("jnp.int32", True),  # int32 from __init__, the float32 drift returns after
    ("jnp.float32", False),
])
def test_an_attribute_given_two_dtypes_by_the_classs_methods(dtype, flagged):
    assert only(WALKER.format(dtype=dtype)) == (["JC107"] if flagged else [])


# --- JC107: a permutation of an array has the array's dtype -------------------------------------

SHUFFLED = """
@jax.jit
def total(x):
    return jnp.sum(x * 2)
def main(x):
    data = jnp.arange(4.0)
    key = jax.random.PRNGKey(0)
    for i in range(3):
        key, sub = jax.random.split(key)
        batch = data if i == 0 else jax.random.permutation(sub, {pool})
        total(batch)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pool, flagged", [
    ("data", False),  # the float32 rows, shuffled: float32 every time
    ("4", True),  # a permutation of a count: int32 indices after float32 rows
])
def test_a_permutation_has_the_dtype_of_what_it_permutes(pool, flagged):
    assert only(SHUFFLED.format(pool=pool)) == (["JC107"] if flagged else [])


LOOPED_KEY = """
@jax.jit
def loss(batch):
    return sum(jnp.sum(v) for v in batch.values())
def make_batch(step, n_views):
    batch = {{"x": jnp.ones(3) * step}}
    for _ in range(n_views):
        batch["views"] = jnp.ones(2)
    return batch
def main(x):
    for step in range(3):
        loss(make_batch(step, {views}))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("views", ["2", "step + 1"])
def test_a_key_a_loop_stores_is_there_after_it(views):
    # (the loop runs at least once here: one structure; lint takes a loop to run)
    assert only(LOOPED_KEY.format(views=views)) == []


# --- JC107: a cache that returns its cast copy on a hit and the value as it came on a miss ------

CACHE = {
    "teacher.py": """
import jax
import jax.numpy as jnp
import numpy as np
class LogitCache:
    def __init__(self, fn):
        self.fn = jax.jit(fn)
        self.store = {{}}
    def get(self, key, x):
        if key in self.store:
            return self.store[key]
        logits = self.fn(x)
        self.store[key] = np.asarray(logits, dtype=np.float16)
        return {miss}
""",
    "main.py": """
import jax
import jax.numpy as jnp
from teacher import LogitCache
@jax.jit
def distill(w, t):
    return jnp.sum(w * t.astype(jnp.float32))
def main(x):
    cache = LogitCache(lambda v: v * 2.0)
    w = jnp.ones(3)
    for epoch in range(2):
        for i in range(2):
            distill(w, cache.get(i, jnp.ones(3) * i))
""",
}


@pytest.mark.parametrize("miss, flagged", [
    ("logits", True),  # float32 on a miss, the float16 copy on a hit
    ("self.store[key]", False),  # the float16 copy both times
])
def test_a_cache_that_returns_its_cast_copy_on_a_hit(tmp_path, miss, flagged):
    files = {**CACHE, "teacher.py": CACHE["teacher.py"].format(miss=miss)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


# --- neighbours of the two routes above, in other spellings -----------------------------------

DECAY = """
import optax
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=0.1, weight_decay=1e-4)
@jax.jit
def train_step(w, opt_state):
    updates, opt_state = tx.update(w, opt_state, w)
    return optax.apply_updates(w, updates), opt_state
def set_decay(opt_state, step):
    opt_state.hyperparams["weight_decay"] = {value}
def main(x):
    w = jnp.ones(3)
    opt_state = tx.init(w)
    for step in range(3):
        w, opt_state = train_step(w, opt_state)
        set_decay(opt_state, step)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("value, flagged", [
    ("1e-4 * 0.5 ** (step // 2)", True),  # a Python float in a plain function
    ("jnp.float32(1e-4 * 0.5 ** (step // 2))", False),  # typed as the state keeps it
])
def test_a_python_number_written_into_another_hyperparameter(value, flagged):
    assert only(DECAY.format(value=value)) == (["JC104"] if flagged else [])


REQUESTS = """
@dataclass(frozen=True)
class Request:
    prompt: tuple
    max_tokens: int
@functools.partial(jax.jit, static_argnames="n")
def generate(prompt, n):
    return jnp.tile(prompt, n)
def handle(request):
    return generate(jnp.asarray(request.prompt), n={static})
def main(x):
    requests = [Request((1, 2), n) for n in (3, 5, 8)]
    replies = [handle(r) for r in requests]
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("static, flagged", [
    ("request.max_tokens", True),  # an attribute of each request, in a comprehension
    ("8", False),
])
def test_a_static_from_each_request_another_spelling(static, flagged):
    assert only(REQUESTS.format(static=static)) == (["JC103"] if flagged else [])
