"""`jaxcheck lint` on the silences read from corpus 19's flagged look-alikes: fixed-size
slices of a growing buffer and sizes a helper fixes (JC105), and a static a generator
yields from a few values (JC103); and on the dtypes of listed numbers, read from its
misses (JC107).

A slice to a bound the loop keeps: a generator that joins packets into a buffer and yields
``pending[:chunk]`` while enough are queued, and a rejection sampler that draws until it
has ``n`` points and returns ``kept[:n]``. Their flagged twins yield the whole buffer, or
return every point kept.

A size a project function fixes: ``jax.random.uniform(key, (n_restarts(it), 2))`` with
``n_restarts`` returning 16 whatever it is given. Its flagged twin returns ``4 + it``.

A static a generator yields from a few values: ``frame_type = "I" if i % GOP == 0 else
"P"``, yielded beside each payload and passed as static: two compiles, by design. Its
flagged twin yields a new value per frame. So does a generator that yields a module's
constant as the count (``yield pack(cur), MAX_GRAPHS``): one value. Its flagged twin
yields ``len(cur)``.

A loop's name cut after the call: ``for chunk, n_valid in padded_chunks()`` scores the
padded chunk, then ``chunk = chunk[:n_valid]`` for what follows; the ``for`` gives
``chunk`` anew on each pass, so the cut never reaches the call. Its flagged twin cuts
before the call.

Read from corpus 19's misses (JC107): NumPy arrays of listed numbers, through a loop over
a table: ``np.array(masses)`` for each entry of a dict of lists, and a dict of
``np.array([...])`` states in another module, one written with ints. Their clean twins
write floats everywhere.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC105 silent: a fixed-size slice of a growing buffer -----------------------------------

RECHUNK = {
    "stream.py": """
import numpy as np
def packets(n):
    for i in range(n):
        yield np.ones((3 + i % 4, 2), np.float32)
def rechunk(items, chunk):
    pending = np.zeros((0, 2), np.float32)
    for item in items:
        pending = np.concatenate([pending, item])
        while len(pending) >= chunk:
            yield {block}
            pending = pending[chunk:]
""",
    "main.py": """
import jax
from stream import packets, rechunk
@jax.jit
def process(block):
    return block.sum()
def main(x):
    for block in rechunk(packets(6), 4):
        process(block)
""",
}


@pytest.mark.parametrize("block, flagged", [
    ("pending", True),  # however many rows are queued
    ("pending[:chunk]", False),  # four rows each time
])
def test_a_generator_yields_a_fixed_slice_of_its_buffer(tmp_path, block, flagged):
    files = {**RECHUNK, "stream.py": RECHUNK["stream.py"].format(block=block)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


SAMPLER = {
    "geometry.py": """
import numpy as np
class Annulus:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
    def interior(self, n):
        kept = np.empty((0, 2), np.float32)
        while len(kept) < n:
            pts = self.rng.uniform(-1.0, 1.0, size=(2 * n, 2)).astype(np.float32)
            r = np.linalg.norm(pts, axis=1)
            kept = np.concatenate([kept, pts[(r > 0.3) & (r < 1.0)]])
        return {points}
""",
    "main.py": """
import jax
from geometry import Annulus
@jax.jit
def update(pts):
    return (pts ** 2).sum()
def main(x):
    domain = Annulus(0)
    for epoch in range(4):
        update(domain.interior(16))
""",
}


@pytest.mark.parametrize("points, flagged", [
    ("kept", True),  # every point accepted: a count that follows the draws
    ("kept[:n]", False),  # exactly n
])
def test_a_rejection_sampler_returns_exactly_n(tmp_path, points, flagged):
    files = {**SAMPLER, "geometry.py": SAMPLER["geometry.py"].format(points=points)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105 silent: a size a helper fixes ----------------------------------------------------

RESTARTS = {
    "main.py": """
import jax
import jax.numpy as jnp
def n_restarts(iteration):
    return {count}
@jax.jit
def ascend(x0):
    return (x0 ** 2).sum()
def main(x):
    key = jax.random.PRNGKey(0)
    for it in range(3):
        key, sub = jax.random.split(key)
        ascend(jax.random.uniform(sub, (n_restarts(it), 2)))
""",
}


@pytest.mark.parametrize("count, flagged", [
    ("4 + iteration", True),  # more restarts each round
    ("16", False),  # sixteen, whatever the round
])
def test_a_batch_size_a_helper_fixes(tmp_path, count, flagged):
    files = {"main.py": RESTARTS["main.py"].format(count=count)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC103 silent: a static a generator yields from a few values ----------------------------

FRAMES = {
    "codec.py": """
import numpy as np
GOP = 4
def encoded_stream(n):
    for i in range(n):
        frame_type = {frame_type}
        yield frame_type, np.ones(3, np.float32) * i
""",
    "main.py": """
import functools
import jax
from codec import encoded_stream
@functools.partial(jax.jit, static_argnames=("frame_type",))
def reconstruct(ref, payload, frame_type):
    return payload if frame_type == "I" else ref + payload * len(frame_type)
def main(x):
    ref = x[:3]
    for frame_type, payload in encoded_stream(6):
        ref = reconstruct(ref, payload, frame_type=frame_type)
""",
}


@pytest.mark.parametrize("frame_type, flagged, why", [
    ('"P" * (i + 1)', True, None),  # a new value per frame
    ('"I" if i % GOP == 0 else "P"', False, "one compile per frame type, by design"),
])
def test_a_static_a_generator_yields_from_a_few_values(tmp_path, frame_type, flagged, why):
    files = {**FRAMES, "codec.py": FRAMES["codec.py"].format(frame_type=frame_type)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


# --- JC105 silent: a loop's name cut after the call -----------------------------------------

PADDED = {
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
def padded_chunks(n_total=30, n_chunks=4):
    x = np.ones((n_total, 2), np.float32)
    size = -(-n_total // n_chunks)
    for chunk in np.array_split(x, n_chunks):
        pad = np.zeros((size - len(chunk), 2), np.float32)
        yield np.concatenate([chunk, pad]), len(chunk)
@jax.jit
def score(xb):
    return xb.sum(axis=1)
def main(x):
    for chunk, n_valid in padded_chunks():
{body}
""",
}

AFTER = """\
        d = np.asarray(score(jnp.asarray(chunk)))[:n_valid]
        chunk = chunk[:n_valid]"""
BEFORE = """\
        chunk = chunk[:n_valid]
        d = np.asarray(score(jnp.asarray(chunk)))"""


@pytest.mark.parametrize("body, flagged", [
    (BEFORE, True),  # cut to the valid rows, then scored: 8 and 7 rows
    (AFTER, False),  # scored padded, cut after
])
def test_a_loops_name_cut_after_the_call(tmp_path, body, flagged):
    files = {"main.py": PADDED["main.py"].format(body=body)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


BUDGET = {
    "batching.py": """
import numpy as np
MAX_GRAPHS = 4
def budget_batches(sizes):
    cur = []
    for s in sizes:
        cur.append(s)
        if len(cur) == 3 or s > 5:
            yield np.zeros(MAX_GRAPHS, np.float32), {count}
            cur = []
""",
    "main.py": """
import functools
import jax
import jax.numpy as jnp
from batching import budget_batches
@functools.partial(jax.jit, static_argnames=("num_graphs",))
def train_step(y, num_graphs):
    return y[:num_graphs].sum()
def main(x):
    for epoch in range(2):
        for y, num_graphs in budget_batches([1, 2, 7, 1, 1, 1, 9]):
            train_step(y, num_graphs=num_graphs)
""",
}


@pytest.mark.parametrize("count, flagged", [
    ("len(cur)", True),  # 3, 1, then 3 graphs
    ("MAX_GRAPHS", False),  # the padded count, always
])
def test_a_static_count_a_generator_yields_as_a_constant(tmp_path, count, flagged):
    files = {**BUDGET, "batching.py": BUDGET["batching.py"].format(count=count)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC107: NumPy arrays of listed numbers, through a loop over a table ---------------------

STATES = {
    "scenarios.py": """
import numpy as np
INITIAL_STATES = {{
    "kick": np.array([0.0, 1.5]),
    "upright": np.array({upright}),
}}
""",
    "main.py": """
import jax
import jax.numpy as jnp
from scenarios import INITIAL_STATES
@jax.jit
def rollout(s0):
    return (s0 * 2).sum()
def main(x):
    for name, s0 in INITIAL_STATES.items():
        rollout(s0)
""",
}


@pytest.mark.parametrize("upright, flagged", [
    ("[3, 0]", True),  # written with ints: an int array beside float ones
    ("[3.0, 0.0]", False),
])
def test_initial_states_a_table_writes_with_ints(tmp_path, upright, flagged):
    files = {**STATES, "scenarios.py": STATES["scenarios.py"].format(upright=upright)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


MASSES = {
    "main.py": """
import jax
import numpy as np
MOLECULES = {{"water": [16.0, 1.0, 1.0], "hcn": {hcn}}}
@jax.jit
def kinetic(m):
    return (m * 0.5).sum()
def main(x):
    for name, masses in MOLECULES.items():
        kinetic(np.array(masses))
""",
}


@pytest.mark.parametrize("hcn, flagged", [
    ("[1, 12, 14]", True),  # int masses: an int array
    ("[1.0, 12.0, 14.0]", False),
])
def test_np_array_of_each_listed_masses(tmp_path, hcn, flagged):
    files = {"main.py": MASSES["main.py"].format(hcn=hcn)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])
