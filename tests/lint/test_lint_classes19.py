"""`jaxcheck lint` on the silences read from corpus 20's flagged look-alikes, and on one
class of its misses.

Statics that keep one value, or a few, however the loop moves (JC103):

* a helper that returns one object made once, whatever it is given (``preset(round)``
  returning ``STANDARD``); its flagged twin makes a new preset from the round;
* a flax linen module rebuilt with the same fields (flax hashes a linen module by its
  fields); its flagged twin takes a field from a schedule indexed by the epoch;
* a method that chooses between two fields of a config made once (two compiles, by
  design); its flagged twin adds the step to a field;
* ``dataclasses.replace(base, temperature=...)``: the fields it does not name keep the
  base's value; its flagged twin replaces the field passed static;
* a record with a static field made per pass, of which only the arrays reach the jit
  (``rec.arrays()``); its flagged twin passes the record.

Lengths that batches divide (JC105):

* an array trimmed to whole batches (``x = x[: len(x) // B * B]``); its flagged twin
  trims to 45 rows;
* rays padded to a multiple of the chunk (``pad = (-n) % CHUNK``) and stepped to
  ``n + pad``; its flagged twin pads nothing;
* a dataset class drawing its arrays with a positional size (``rng.exponential(1.0,
  n)``, ``n=96`` by default), batched by 32; its flagged twin has 100 rows;
* a helper stacking one window per ``range(n)`` (``n=256``), batched by a config's
  field default (``batch_size: int = 32``); its flagged twin has 250 windows;
* a size rounded up to a power of two by a budget object's method (a few buckets, by
  design); its flagged twin returns the wanted count itself;
* a generator that yields a dict with a fixed-size array and a filtered list, read by
  key: the fixed one is passed; its flagged twin passes the filtered one.

From its misses (JC108): a generator method of a dataset object yields ``(x, y)``
tuples, and its holdout method returns ``[x, y]``, both to one jit; the clean twin
returns a tuple.

A jitted function handed in (JC106, and every rule): an evaluation hook built with the
jit (``EvalHook(mse, x)``, kept as ``self.metric``) calls it by keyword while the loop
calls it by position, as do a dataclass hook holding the jit in a field and a reporting
function given the jit as a parameter; their clean twins pass by position. A server given
the jit stacks its queue on each flush (JC105), and its clean twin pads each flush to
``max_batch`` rows.

A small memoized factory asked for two keys in turn (JC101): an evaluation function
that runs per checkpoint calls ``rollout_fn(SHORT)`` and then ``rollout_fn(LONG)`` of an
``lru_cache(maxsize=1)``; its clean twin keeps two.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC103 silent: a helper returns one object made once -----------------------------------

PRESETS = {
    "presets.py": """
from dataclasses import dataclass
@dataclass(frozen=True)
class Preset:
    iters: int = 2
STANDARD = Preset()
def preset(round_idx):
    return {value}
""",
    "main.py": """
import functools
import jax
from presets import preset
@functools.partial(jax.jit, static_argnames=("cfg",))
def smooth(v, cfg):
    for _ in range(cfg.iters):
        v = (v + v[::-1]) / 2
    return v
def main(x):
    for r in range(4):
        cfg = preset(r)
        smooth(x, cfg=cfg)
""",
}


@pytest.mark.parametrize("value, flagged", [
    ("Preset(iters=round_idx + 1)", True),  # a new preset per round
    ("STANDARD", False),  # the one object, whatever the round
])
def test_a_helper_returns_one_object_made_once(tmp_path, value, flagged):
    files = {**PRESETS, "presets.py": PRESETS["presets.py"].format(value=value)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC103 silent: a linen module rebuilt with the same fields ------------------------------

HEADS = {
    "heads.py": """
import flax.linen as nn
WIDTHS = (3, 5, 7, 9)
class Head(nn.Module):
    features: int = 4
    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.features)(x)
def head_for(epoch, width=4):
    return Head(features={features})
""",
    "main.py": """
import functools
import jax
from heads import head_for
@functools.partial(jax.jit, static_argnums=(0,))
def forward(head, params, x):
    return head.apply(params, x)
def main(x):
    for epoch in range(3):
        head = head_for(epoch)
        params = head.init(jax.random.PRNGKey(0), x[None])
        forward(head, params, x[None])
""",
}


@pytest.mark.parametrize("features, flagged", [
    ("WIDTHS[epoch]", True),  # a new width per epoch
    ("width", False),  # the same fields each time: hashed equal
])
def test_a_linen_module_rebuilt_with_the_same_fields(tmp_path, features, flagged):
    files = {**HEADS, "heads.py": HEADS["heads.py"].format(features=features)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC103 silent: a method chooses between two fields of a config made once ---------------

PHASES = {
    "main.py": """
import functools
from dataclasses import dataclass
import jax
@dataclass
class Phases:
    shallow: int = 1
    deep: int = 3
    switch: int = 2
    def depth_at(self, step):
        return {depth}
PLAN = Phases()
@functools.partial(jax.jit, static_argnames=("depth",))
def refine(v, depth):
    for _ in range(depth):
        v = v * 0.5 + 1.0
    return v
def main(x):
    for step in range(5):
        refine(x, depth=PLAN.depth_at(step))
""",
}


@pytest.mark.parametrize("depth, flagged, why", [
    ("self.shallow + step", True, None),  # a new depth per step
    ("self.shallow if step < self.switch else self.deep", False,
     "two depths, one compile each, by design"),
])
def test_a_method_chooses_between_two_fields(tmp_path, depth, flagged, why):
    files = {"main.py": PHASES["main.py"].format(depth=depth)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


# --- JC103 silent: replace() keeps the fields it does not name -----------------------------

ANNEAL = {
    "main.py": """
import dataclasses
import functools
import jax
@dataclasses.dataclass(frozen=True)
class Run:
    steps: int = 3
    temperature: float = 1.0
@functools.partial(jax.jit, static_argnames=("steps",))
def anneal(v, t, steps):
    for _ in range(steps):
        v = v * t
    return v
def main(x):
    base = Run()
    for k in range(4):
        run = dataclasses.replace(base, {field}=0.5 * k + 1)
        anneal(x, jax.numpy.float32(run.temperature), steps=run.steps)
""",
}


@pytest.mark.parametrize("field, flagged", [
    ("steps", True),  # steps replaced each pass (a float too: a new static value)
    ("temperature", False),  # steps stays the base's
])
def test_replace_keeps_the_fields_it_does_not_name(tmp_path, field, flagged):
    files = {"main.py": ANNEAL["main.py"].format(field=field)}
    if flagged:
        files = {"main.py": files["main.py"].replace("0.5 * k + 1", "k + 1")}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC103 silent: a record's static field made per pass, only its arrays passed -----------

RECORDS = {
    "records.py": """
import jax.numpy as jnp
from flax import struct
@struct.dataclass
class Shot:
    image: jnp.ndarray
    tag: str = struct.field(pytree_node=False)
    def arrays(self):
        return {"image": self.image}
""",
    "main.py": """
import jax
import jax.numpy as jnp
from records import Shot
@jax.jit
def brightness(shot):
    return jax.tree_util.tree_reduce(lambda a, b: a + b.sum(), shot, 0.0)
def shots(n):
    for i in range(n):
        yield Shot(image=jnp.ones((4, 4)) * i, tag=f"shot-{i}")
def main(x):
    for shot in shots(3):
        brightness({passed})
        print(shot.tag)
""",
}


@pytest.mark.parametrize("passed, flagged", [
    ("shot", True),  # the record, its tag part of the tree's structure
    ("shot.arrays()", False),  # only its image
])
def test_only_the_arrays_of_a_record_reach_the_jit(tmp_path, passed, flagged):
    files = {**RECORDS, "main.py": RECORDS["main.py"].replace("{passed}", passed)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC105 silent: lengths that batches divide ----------------------------------------------

TRIMMED = {
    "main.py": """
import jax
import numpy as np
B = 8
@jax.jit
def fit(chunk):
    return chunk.mean()
def main(x):
    signal = np.ones((50, 2), np.float32)
    signal = signal[:{bound}]
    for start in range(0, len(signal), B):
        fit(signal[start:start + B])
""",
}


@pytest.mark.parametrize("bound, flagged", [
    ("45", True),  # 45 rows: a last batch of 5
    ("len(signal) // B * B", False),  # 48 rows: six whole batches
])
def test_an_array_trimmed_to_whole_batches(tmp_path, bound, flagged):
    files = {"main.py": TRIMMED["main.py"].format(bound=bound)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


PADDED = {
    "main.py": """
import jax
import numpy as np
CHUNK = 16
@jax.jit
def shade(rays):
    return rays.sum(axis=1)
def render(rays):
    n = rays.shape[0]
    pad = {pad}
    rays = np.pad(rays, ((0, pad), (0, 0)))
    return [shade(rays[s:s + CHUNK]) for s in range(0, n + pad, CHUNK)]
def main(x):
    for side in (5, 7, 9):
        render(np.ones((side * side, 3), np.float32))
""",
}


@pytest.mark.parametrize("pad, flagged", [
    ("0", True),  # unpadded: 25 rays, a last chunk of 9
    ("(-n) % CHUNK", False),  # every chunk whole
])
def test_rays_padded_to_a_multiple_of_the_chunk(tmp_path, pad, flagged):
    files = {"main.py": PADDED["main.py"].format(pad=pad)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


ARRIVALS = {
    "queueing.py": """
import numpy as np
class ArrivalLog:
    def __init__(self, n={rows}, seed=0):
        rng = np.random.default_rng(seed)
        self.gaps = rng.exponential(1.0, n).astype(np.float32)
        self.sizes = rng.poisson(3.0, n).astype(np.float32)
    def batches(self, batch_size):
        for i in range(0, len(self.gaps), batch_size):
            yield self.gaps[i:i + batch_size], self.sizes[i:i + batch_size]
""",
    "main.py": """
import jax
from queueing import ArrivalLog
@jax.jit
def load(gaps, sizes):
    return (sizes / (gaps + 1.0)).mean()
def main(x):
    log = ArrivalLog()
    for epoch in range(2):
        for gaps, sizes in log.batches(32):
            load(gaps, sizes)
""",
}


@pytest.mark.parametrize("rows, flagged", [
    ("100", True),  # a last batch of 4
    ("96", False),  # three whole batches
])
def test_a_dataset_drawn_with_a_positional_size(tmp_path, rows, flagged):
    files = {**ARRIVALS, "queueing.py": ARRIVALS["queueing.py"].format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


WINDOWS = {
    "config.py": """
from dataclasses import dataclass
@dataclass
class Settings:
    epochs: int = 2
    batch_size: int = 32
""",
    "main.py": """
import jax
import numpy as np
from config import Settings
cfg = Settings()
def windows(n={rows}, width=6):
    series = np.sin(np.arange(n + width) / 5.0)
    return np.stack([series[i:i + width] for i in range(n)]).astype(np.float32)
@jax.jit
def score(w):
    return w.var(axis=1).mean()
def main(x):
    data = windows()
    for epoch in range(cfg.epochs):
        for i in range(0, len(data), cfg.batch_size):
            score(data[i:i + cfg.batch_size])
""",
}


@pytest.mark.parametrize("rows, flagged", [
    ("250", True),  # a last batch of 26
    ("256", False),  # eight whole batches
])
def test_stacked_windows_batched_by_a_config_field(tmp_path, rows, flagged):
    files = {**WINDOWS, "main.py": WINDOWS["main.py"].format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


BUDGET = {
    "budget.py": """
import numpy as np
class SampleBudget:
    def __init__(self, target=1024):
        self.target = target
        self.count = 64
    def update(self, per_item):
        wanted = self.target // per_item
        self.count = {count}
        return self.count
""",
    "main.py": """
import jax
import numpy as np
from budget import SampleBudget
POOL = np.ones((600, 3), np.float32)
@jax.jit
def estimate(points):
    return points.mean(axis=0)
def main(x):
    budget = SampleBudget()
    count = budget.count
    for per_item in (5, 6, 7, 9, 11, 13):
        estimate(POOL[:count])
        count = budget.update(per_item)
""",
}


@pytest.mark.parametrize("count, flagged, why", [
    ("wanted", True, None),  # 204, 170, 146, ...: a new size each pass
    ("1 << (wanted - 1).bit_length()", False, "one compile per power of two, by design"),
])
def test_a_size_rounded_up_to_a_power_of_two(tmp_path, count, flagged, why):
    files = {**BUDGET, "budget.py": BUDGET["budget.py"].format(count=count)}
    assert project(tmp_path, files, deliberate=why) == (["JC105"] if flagged else [])


FORMS = {
    "forms.py": """
import numpy as np
FIELDS = ("name", "date", "amount", "total")
def forms(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        present = [i for i, f in enumerate(FIELDS) if rng.random() < 0.6]
        yield {"pixels": np.ones((8, 8), np.float32), "present": present}
""",
    "main.py": """
import jax
import numpy as np
from forms import forms
@jax.jit
def encode(a):
    return a.sum()
def main(x):
    for form in forms(5):
        encode(np.asarray(form["{key}"], np.float32))
""",
}


@pytest.mark.parametrize("key, flagged", [
    ("present", True),  # as many fields as the draw keeps
    ("pixels", False),  # 8 x 8 each time
])
def test_a_yielded_dict_read_by_key(tmp_path, key, flagged):
    files = {**FORMS, "main.py": FORMS["main.py"].replace("{key}", key)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC108: a generator method's tuples, a holdout method's list ---------------------------

SPLITS = {
    "data.py": """
import numpy as np
class Readings:
    def __init__(self):
        self.x = np.ones((64, 3), np.float32)
        self.y = np.zeros(64, np.float32)
    def train(self, bs):
        for i in range(0, 64, bs):
            yield self.x[i:i + bs], self.y[i:i + bs]
    def holdout(self):
        return {holdout}
""",
    "main.py": """
import jax
from data import Readings
@jax.jit
def loss(batch):
    xb, yb = batch
    return ((xb.sum(axis=1) - yb) ** 2).mean()
def main(x):
    data = Readings()
    for epoch in range(2):
        for batch in data.train(16):
            loss(batch)
        loss(data.holdout())
""",
}


@pytest.mark.parametrize("holdout, flagged", [
    ("[self.x[-16:], self.y[-16:]]", True),  # a list after the tuples
    ("self.x[-16:], self.y[-16:]", False),  # a tuple, like the batches
])
def test_a_holdout_list_after_a_generator_method_tuples(tmp_path, holdout, flagged):
    files = {**SPLITS, "data.py": SPLITS["data.py"].format(holdout=holdout)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- a jitted function handed in: a callback's attribute, a function's parameter -----------

HOOK = {
    "hooks.py": """
class EvalHook:
    def __init__(self, metric, data, every=2):
        self.metric = metric
        self.data = data
        self.every = every
    def __call__(self, step, w):
        if step % self.every == 0:
            return self.metric({call})
""",
    "main.py": """
import jax
from hooks import EvalHook
@jax.jit
def mse(w, data):
    return ((data * w - 1.0) ** 2).mean()
def main(x):
    hook = EvalHook(mse, x)
    w = x[0]
    for step in range(4):
        mse(w, x)
        hook(step, w)
""",
}


@pytest.mark.parametrize("call, flagged", [
    ("w, data=self.data", True),  # by keyword here, by position in the loop
    ("w, self.data", False),  # by position on both
])
def test_a_callback_object_calls_the_jit_it_was_given(tmp_path, call, flagged):
    files = {**HOOK, "hooks.py": HOOK["hooks.py"].format(call=call)}
    assert project(tmp_path, files) == (["JC106"] if flagged else [])


FIELD_HOOK = {
    "hooks.py": """
from dataclasses import dataclass
from typing import Callable
@dataclass
class EvalHook:
    metric: Callable
    data: object
    def __call__(self, w):
        return self.metric({call})
""",
    "main.py": """
import jax
from hooks import EvalHook
@jax.jit
def mse(w, data):
    return ((data * w - 1.0) ** 2).mean()
def main(x):
    hook = EvalHook(mse, x)
    for step in range(3):
        mse(x[0], x)
        hook(x[0])
""",
}


@pytest.mark.parametrize("call, flagged", [
    ("w, data=self.data", True),
    ("w, self.data", False),
])
def test_a_dataclass_field_holds_the_jit_it_calls(tmp_path, call, flagged):
    files = {**FIELD_HOOK, "hooks.py": FIELD_HOOK["hooks.py"].format(call=call)}
    assert project(tmp_path, files) == (["JC106"] if flagged else [])


REPORT = {
    "reporting.py": """
def report(score_fn, w, data):
    return score_fn({call})
""",
    "main.py": """
import jax
from reporting import report
@jax.jit
def score(w, data):
    return (data * w).sum()
def main(x):
    w = x[0]
    for epoch in range(3):
        score(w, x)
        report(score, w, x)
""",
}


@pytest.mark.parametrize("call, flagged", [
    ("w, data=data", True),
    ("w, data", False),
])
def test_a_function_calls_the_jit_handed_to_it(tmp_path, call, flagged):
    files = {**REPORT, "reporting.py": REPORT["reporting.py"].format(call=call)}
    assert project(tmp_path, files) == (["JC106"] if flagged else [])


# --- JC105 in a handed-in server: padded per flush, preallocated to a bucket ---------------

SERVER = {
    "serving.py": """
import numpy as np
class Server:
    def __init__(self, forward, max_batch=4):
        self.forward = forward
        self.max_batch = max_batch
        self.queue = []
    def submit(self, item):
        self.queue.append(item)
    def flush(self):
        n = len(self.queue)
        batch = np.stack(self.queue)
        self.queue = []
        {padding}
        return self.forward(batch)[:n]
""",
    "main.py": """
import jax
import numpy as np
from serving import Server
@jax.jit
def forward(batch):
    return batch.sum(axis=1)
def main(x):
    server = Server(forward)
    for burst in (1, 3, 2, 4):
        for _ in range(burst):
            server.submit(np.ones(3, np.float32))
        server.flush()
""",
}


@pytest.mark.parametrize("padding, flagged", [
    ("batch = batch * 1.0", True),  # as many as were queued: 1, 3, 2, 4
    ("batch = np.concatenate([batch, np.zeros((self.max_batch - n, 3), batch.dtype)])",
     False),  # four rows on every flush
])
def test_a_server_pads_each_flush(tmp_path, padding, flagged):
    files = {**SERVER, "serving.py": SERVER["serving.py"].format(padding=padding)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC101: one run asks a small memoized factory for more keys than it keeps -------------

HORIZONS = {
    "dynamics.py": """
import functools
import jax
def rollout(x, horizon):
    for _ in range(horizon):
        x = x * 0.9
    return x
@functools.lru_cache(maxsize={size})
def rollout_fn(horizon):
    return jax.jit(functools.partial(rollout, horizon=horizon))
""",
    "main.py": """
from dynamics import rollout_fn
SHORT, LONG = 2, 5
def evaluate(x):
    near = rollout_fn(SHORT)(x)
    far = rollout_fn(LONG)(x)
    return near, far
def main(x):
    for ckpt in range(3):
        evaluate(x)
""",
}


@pytest.mark.parametrize("size, flagged, why", [
    ("1", True, None),  # each key evicts the other: a new jit on every call
    ("2", False, "two horizons, one compile each, kept"),
])
def test_one_run_asks_a_small_cache_for_two_keys(tmp_path, size, flagged, why):
    files = {**HORIZONS, "dynamics.py": HORIZONS["dynamics.py"].format(size=size)}
    assert project(tmp_path, files, deliberate=why) == (["JC101"] if flagged else [])
