"""`jaxcheck lint` on the silences read from corpus 21's flagged look-alikes.

Sizes (JC105):

* a generator yields what a helper pads to one of a few listed buckets
  (``bucket_size(n)`` returning ``b`` for ``b in BUCKETS``); its flagged twin pads to
  ``n`` itself;
* the inverse ``np.unique(..., return_inverse=True)`` gives is as long as its input;
  its flagged twin passes the unique values;
* rows padded by ``np.concatenate`` with ``-n % chunk`` zero rows, then chunked; its
  flagged twin pads none;
* a loader class that breaks on a short batch when ``drop_last``, built with
  ``drop_last=True``; its flagged twin builds it with False.

Statics (JC103):

* the second item a helper returns, computed from its default and a module constant
  (``onset, n = response_window(rt)``); its flagged twin computes it from ``rt``;
* a field every class declares ``bool`` (a flag, two values at most); its flagged twin
  declares an ``int`` that counts clients;
* a generator that yields the keys of a table (``names[step % len(names)]`` with
  ``names = sorted(TABLE)``), read under ``enumerate``; its flagged twin yields a new
  name per step;
* ``len(users)`` with ``users, idx = np.unique(ids, return_inverse=True)`` in a function
  a loop calls with each batch; its clean twin passes a fixed capacity.

Others: a jitted function made on first use and kept on ``self`` (JC101), whose flagged
twin is reset at the start of each session; an attribute that starts as a typed array
and is updated from itself (JC104), whose flagged twin starts as a Python float.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC105 ---------------------------------------------------------------------------------

BUCKETED = {
    "series.py": """
import numpy as np
BUCKETS = (16, 32)
def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)
def pad_to(values, n):
    size = {size}
    return {{"v": np.pad(values, (0, size - n)), "mask": np.arange(size) < n}}
def series(count, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(count):
        n = 9 + 5 * i
        values = rng.normal(size=n).astype(np.float32)
        yield pad_to(values, n)
""",
    "main.py": """
import jax
from series import series
@jax.jit
def level(v, mask):
    return (v * mask).sum() / mask.sum()
def main(x):
    for s in series(4):
        level(s["v"], s["mask"])
""",
}


@pytest.mark.parametrize("size, flagged, why", [
    ("n", True, None),  # 9, 14, 19, 24 rows: four shapes
    ("bucket_size(n)", False, "one compile per bucket, by design"),
])
def test_a_helper_pads_to_a_listed_bucket(tmp_path, size, flagged, why):
    files = {**BUCKETED, "series.py": BUCKETED["series.py"].format(size=size)}
    assert project(tmp_path, files, deliberate=why) == (["JC105"] if flagged else [])


INVERSE = {
    "main.py": """
import jax
import numpy as np
@jax.jit
def counts(codes):
    return codes.sum()
def main(x):
    rng = np.random.default_rng(0)
    for _ in range(4):
        accounts = rng.integers(0, 40, size=12)
        uniq, idx = np.unique(accounts, return_inverse=True)
        counts({passed}.astype(np.int32))
""",
}


@pytest.mark.parametrize("passed, flagged", [
    ("uniq", True),  # as many as the draw holds distinct values
    ("idx", False),  # one per account: 12
])
def test_the_inverse_of_unique_is_as_long_as_its_input(tmp_path, passed, flagged):
    files = {"main.py": INVERSE["main.py"].format(passed=passed)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


CHUNKED = {
    "main.py": """
import jax
import numpy as np
@jax.jit
def errors(x):
    return (x ** 2).mean(axis=1)
def holdout_errors(x, chunk=16):
    n = x.shape[0]
    n_pad = {n_pad}
    padded = np.concatenate([x, np.zeros((n_pad, x.shape[1]), x.dtype)])
    return [errors(padded[i:i + chunk]) for i in range(0, padded.shape[0], chunk)]
def main(x):
    for rows in (40, 40):
        holdout_errors(np.ones((rows, 3), np.float32))
""",
}


@pytest.mark.parametrize("n_pad, flagged", [
    ("0", True),  # 40 rows: chunks of 16, 16 and 8
    ("-n % chunk", False),  # 48 rows: three whole chunks
])
def test_rows_padded_by_minus_n_mod_chunk(tmp_path, n_pad, flagged):
    files = {"main.py": CHUNKED["main.py"].format(n_pad=n_pad)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


DROPPING = {
    "loader.py": """
import numpy as np
class Loader:
    def __init__(self, x, batch_size, drop_last=False):
        self.x = x
        self.batch_size = batch_size
        self.drop_last = drop_last
    def __iter__(self):
        for start in range(0, len(self.x), self.batch_size):
            sel = self.x[start:start + self.batch_size]
            if self.drop_last and len(sel) < self.batch_size:
                break
            yield sel
""",
    "main.py": """
import jax
import numpy as np
from loader import Loader
@jax.jit
def step(b):
    return b.sum()
def main(x):
    loader = Loader(np.ones((50, 2), np.float32), batch_size=16, drop_last={flag})
    for epoch in range(2):
        for b in loader:
            step(b)
""",
}


@pytest.mark.parametrize("flag, flagged", [
    ("False", True),  # a last batch of 2
    ("True", False),  # three batches of 16, the rest dropped
])
def test_a_loader_built_to_drop_its_last_batch(tmp_path, flag, flagged):
    files = {**DROPPING, "main.py": DROPPING["main.py"].format(flag=flag)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC103 ---------------------------------------------------------------------------------

WINDOWS = {
    "epochs.py": """
import functools
import jax
import jax.numpy as jnp
FS = 20
@functools.partial(jax.jit, static_argnames=("n",))
def window_power(trial, onset, n):
    seg = jax.lax.dynamic_slice_in_dim(trial, onset, n)
    return (seg ** 2).mean()
def response_window(rt, pre=0.25):
    stop = int(round(rt * FS))
    return jnp.int32(stop - int(round(pre * FS))), {n}
""",
    "main.py": """
import jax.numpy as jnp
from epochs import response_window, window_power
def main(x):
    trial = jnp.ones(40)
    for rt in (0.5, 0.75, 0.9):
        onset, n = response_window(rt)
        window_power(trial, onset, n=n)
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("stop", True),  # 10, 15, 18: a new static per trial
    ("int(round(pre * FS))", False),  # 5 every time
])
def test_an_item_a_helper_fixes_from_its_default(tmp_path, n, flagged):
    files = {**WINDOWS, "epochs.py": WINDOWS["epochs.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


TIERS = {
    "tiers.py": """
from dataclasses import dataclass
@dataclass
class Tier:
    cid: int
    private: {kind}
def build_tiers(n):
    return [Tier(c, private={value}) for c in range(n)]
""",
    "main.py": """
import functools
import jax
from tiers import build_tiers
@functools.partial(jax.jit, static_argnames=("private",))
def update(w, private):
    return w * 0.5 if private else w
def main(x):
    tiers = build_tiers(6)
    for rnd in range(2):
        for t in tiers:
            update(x, private=t.private)
""",
}


@pytest.mark.parametrize("kind, value, flagged, why", [
    ("int", "c", True, None),  # six clients, six values
    ("bool", "c % 3 == 0", False, "two tiers, one compile each, by design"),
])
def test_a_field_declared_bool(tmp_path, kind, value, flagged, why):
    files = {**TIERS, "tiers.py": TIERS["tiers.py"].format(kind=kind, value=value)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


HEADS = {
    "robots.py": """
import numpy as np
ROBOTS = {"arm": 3, "gripper": 2}
def batches(steps):
    names = sorted(ROBOTS)
    for step in range(steps):
        name = {name}
        yield name, np.ones(4, np.float32)
""",
    "main.py": """
import functools
import jax
from robots import batches
@functools.partial(jax.jit, static_argnames=("robot",))
def step(obs, robot):
    return obs.sum() * len(robot)
def main(x):
    for i, (name, obs) in enumerate(batches(6)):
        step(obs, robot=name)
""",
}


@pytest.mark.parametrize("name, flagged, why", [
    ('f"robot-{step}"', True, None),  # a new name per step
    ("names[step % len(names)]", False, "one compile per robot, by design"),
])
def test_a_generator_yields_a_tables_keys_under_enumerate(tmp_path, name, flagged, why):
    files = {**HEADS, "robots.py": HEADS["robots.py"].replace("{name}", name)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


ROLLUP = {
    "rollup.py": """
import functools
import jax
import numpy as np
MAX_USERS = 64
@functools.partial(jax.jit, static_argnames=("n",))
def totals(values, idx, n):
    return jax.ops.segment_sum(values, idx, num_segments=n)
def rollup(ids, values):
    users, idx = np.unique(ids, return_inverse=True)
    return totals(values, idx.astype(np.int32), n={n})
""",
    "main.py": """
import numpy as np
from rollup import rollup
def main(x):
    rng = np.random.default_rng(0)
    for _ in range(4):
        ids = rng.integers(0, 40, size=24)
        rollup(ids, np.ones(24, np.float32))
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("len(users)", True),  # as many users as each batch holds
    ("MAX_USERS", False),  # one capacity
])
def test_the_count_of_unique_values_in_a_function_a_loop_calls(tmp_path, n, flagged):
    files = {**ROLLUP, "rollup.py": ROLLUP["rollup.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC101: made on first use and kept --------------------------------------------------

LAZY = {
    "scoring.py": """
import jax
class Scorer:
    def __init__(self, w):
        self.w = w
        self._fn = None
    def start_session(self):
        {reset}
    def _compiled(self):
        if self._fn is None:
            self._fn = jax.jit(lambda w, x: (w * x).sum())
        return self._fn
    def score(self, x):
        return self._compiled()(self.w, x)
""",
    "main.py": """
from scoring import Scorer
def main(x):
    scorer = Scorer(x)
    for session in range(3):
        scorer.start_session()
        scorer.score(x)
""",
}


@pytest.mark.parametrize("reset, flagged", [
    ("self._fn = None", True),  # dropped each session: a new jit, a new compile
    ("pass", False),  # made once, kept
])
def test_a_jit_made_on_first_use_and_kept(tmp_path, reset, flagged):
    files = {**LAZY, "scoring.py": LAZY["scoring.py"].format(reset=reset)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


# --- JC104: an attribute that starts typed and is updated from itself ---------------------

RELABEL = {
    "control.py": """
import jax.numpy as jnp
class Controller:
    def __init__(self, p=0.5, gain=0.2):
        self.p = {start}
        self.gain = gain
    def update(self, rate):
        self.p = {update}
""",
    "main.py": """
import jax
from control import Controller
@jax.jit
def step(x, p):
    return x * p
def main(x):
    c = Controller()
    for it in range(3):
        step(x, c.p)
        c.update(0.25)
""",
}


@pytest.mark.parametrize("start, update, flagged", [
    # a Python float first (weak), then a float32 array
    ("p", "jnp.asarray(self.p + self.gain * (0.5 - rate), jnp.float32)", True),
    # float32 throughout: clip of a float32 array and a Python float stays float32
    ("jnp.asarray(p, dtype=jnp.float32)", "jnp.clip(self.p + self.gain * (0.5 - rate), "
     "0.1, 0.9)", False),
])
def test_an_attribute_updated_from_its_typed_start(tmp_path, start, update, flagged):
    files = {**RELABEL, "control.py": RELABEL["control.py"].format(start=start,
                                                                   update=update)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])
