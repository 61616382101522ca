"""`jaxcheck lint` on the look-alikes corpus 26 flagged, read by class (precision).

* **Padded in the pass that cut it** (JC105): ``a, b = u[s:e], v[s:e]`` then ``b =
  np.concatenate([b, zeros(size - k)])`` does not grow from pass to pass; a slice joined
  to zeros of ``CH - len(part)`` rows is whole; a buffer made with ``count * CH`` rows
  and cut ``buf[i * CH:(i + 1) * CH]`` for ``i in range(count)`` is whole.
* **A test on one item guards its siblings** (JC105): ``for a, b in batches(...): if
  len(a) < BS: break`` leaves ``b`` whole too (one slice cuts both).
* **A scalar made of a data-sized array** (JC105): ``np.float32(np.percentile(kept, 5))``
  is one number, however many items ``kept`` has; ``np.pad(v, (0, MAXN - n))`` returned
  beside ``n`` has one length.
* **A helper that returns one of listed sizes** (JC105): ``for b in SIZES: if n <= b:
  return b`` then ``return SIZES[-1]``: a bucket.
* **A hyperparameter read back and scaled** (JC104): ``state.hyperparams["lr"] =
  state.hyperparams["lr"] * 0.5`` keeps optax's float32 array; ``float(...) * 0.5`` does
  not.
* **A constructor that makes its argument an array** (JC103): ``self.scale =
  jnp.asarray(scale)`` in an equinox module's ``__init__``: a traced leaf, not a static
  Python value.
* **A helper read with its call's arguments** (JC104): ``opts["gain"]`` in a helper,
  read as the caller's listed dicts under that key (those without it never reach the
  read).

Each flagged case has a clean twin, and JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

HEAD = """
import numpy as np
import jax
import jax.numpy as jnp
"""

# --- JC105: padded in the pass that cut it -------------------------------------------------

PAIRS = HEAD + """
@jax.jit
def score(a, b):
    return a.sum() * b.sum()
def windows(u, v, size):
    b = v[:0]
    for s in range(0, len(u), size):
        {cut}
        if len(a) < size:
            b = np.concatenate([b, np.zeros(size - len(a), b.dtype)])
            a = np.concatenate([a, np.zeros(size - len(a), a.dtype)])
        yield a, b
def main(x):
    u = np.arange(11, dtype=np.float32)
    for a, b in windows(u, u + 1, 4):
        score(a, b)
"""


@pytest.mark.parametrize("cut, flagged", [
    ("a, b = u[s:s + size], v[s:s + size]", False),
    ("a, b = u[s:s + size], np.concatenate([b, v[s:s + size]])", True),
])
def test_a_pair_padded_in_the_pass_that_cut_it(tmp_path, cut, flagged):
    assert project(tmp_path, {"main.py": PAIRS.format(cut=cut)}) == (["JC105"] if flagged else [])


FILLED = HEAD + """
CH = 4
@jax.jit
def column_sums(p):
    return p.sum(0)
def main(x):
    table = np.ones((10, 3), np.float32)
    for s in range(0, len(table), CH):
        part = table[s:s + CH]
        k = len(part)
        part = np.concatenate([part, np.zeros(({rows}, 3), part.dtype)])
        column_sums(part)
"""


@pytest.mark.parametrize("rows, flagged", [("CH - k", False), ("1", True)])
def test_a_slice_joined_to_its_fill(tmp_path, rows, flagged):
    files = {"main.py": FILLED.format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


BUFFER = HEAD + """
CH = 4
@jax.jit
def head(p):
    return p.max(0)
def chunked(frames):
    n = len(frames)
    count = -(-n // CH)
    buf = np.zeros(({rows}, 3), np.float32)
    buf[:n] = frames
    return [head(buf[i * CH:(i + 1) * CH]) for i in range(count)]
def main(x):
    chunked(np.ones((10, 3), np.float32))
"""


@pytest.mark.parametrize("rows, flagged", [("count * CH", False), ("n", True)])
def test_a_buffer_made_of_whole_chunks(tmp_path, rows, flagged):
    files = {"main.py": BUFFER.format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: a test on one item guards its siblings -----------------------------------------

SIBLINGS = {
    "loader.py": """
import numpy as np
def batches(u, v, size):
    for s in range(0, len(u), size):
        yield u[s:s + size], v[s:s + size]
""",
    "main.py": HEAD + """
from loader import batches
BS = 4
@jax.jit
def fit(a, b):
    return (a - b).mean()
def main(x):
    u = np.ones(10, np.float32)
    for a, b in batches(u, u * 2, BS):
        if {test}:
            break
        fit(a, b)
""",
}


@pytest.mark.parametrize("test, flagged", [("len(a) < BS", False), ("len(u) < BS", True)])
def test_a_length_test_on_one_item_guards_the_others(tmp_path, test, flagged):
    files = dict(SIBLINGS, **{"main.py": SIBLINGS["main.py"].format(test=test)})
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: a scalar made of a data-sized array ---------------------------------------------

RANGE = {
    "stats.py": """
import numpy as np
def bounds(v):
    kept = v[v > 0]
    return {low}, np.float32(kept.max())
""",
    "main.py": HEAD + """
from stats import bounds
@jax.jit
def clipped(v, low, high):
    return v.sum() + jnp.sum(low) + high
def main(x):
    for k in (3, 5, 6):
        v = np.arange(-2, k, dtype=np.float32)
        low, high = bounds(v)
        clipped(v[:2], low, high)
""",
}


@pytest.mark.parametrize("low, flagged", [("np.float32(np.percentile(kept, 5))", False),
                                          ("kept", True)])
def test_a_scalar_made_of_a_masked_array(tmp_path, low, flagged):
    files = dict(RANGE, **{"stats.py": RANGE["stats.py"].format(low=low)})
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


PADDED = HEAD + """
MAXN = 12
def onsets(seed):
    n = 4 + seed
    v = np.linspace(0.0, 1.0, n).astype(np.float32)
    return {value}, n
@jax.jit
def spread(v, n):
    return jnp.where(jnp.arange(v.shape[0]) < n, v, 0.0).sum()
def main(x):
    for seed in range(3):
        v, n = onsets(seed)
        spread(v, n)
"""


@pytest.mark.parametrize("value, flagged", [("np.pad(v, (0, MAXN - n), mode='edge')", False),
                                            ("v", True)])
def test_a_padded_array_returned_beside_its_length(tmp_path, value, flagged):
    files = {"main.py": PADDED.format(value=value)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: a helper that returns one of listed sizes ---------------------------------------

WIDTHS = {
    "sizes.py": """
SIZES = (4, 8)
def width(n):
{body}
""",
    "main.py": HEAD + """
from sizes import width
@jax.jit
def total(m):
    return m.sum()
def rows(counts):
    for c in counts:
        yield np.ones((2, width(c)), np.float32)
def main(x):
    for m in rows((5, 6, 7)):
        total(m)
""",
}


@pytest.mark.parametrize("body, flagged", [
    ("    for b in SIZES:\n        if n <= b:\n            return b\n    return SIZES[-1]", False),
    ("    return n", True),
])
def test_a_helper_that_returns_a_listed_size(tmp_path, body, flagged):
    files = dict(WIDTHS, **{"sizes.py": WIDTHS["sizes.py"].format(body=body)})
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC104: a hyperparameter read back and scaled -------------------------------------------

DECAY = HEAD + """
import optax
tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1)
@jax.jit
def update(w, state):
    g = jax.grad(lambda w: (w ** 2).sum())(w)
    u, state = tx.update(g, state)
    return optax.apply_updates(w, u), state
class Halving:
    def __call__(self, state):
        state.hyperparams["learning_rate"] = {value} * 0.5
        return state
def main(x):
    w = jnp.ones(3)
    state = tx.init(w)
    halve = Halving()
    for epoch in range(3):
        w, state = update(w, state)
        state = halve(state)
"""


@pytest.mark.parametrize("value, flagged", [
    ('state.hyperparams["learning_rate"]', False),
    ('float(state.hyperparams["learning_rate"])', True),
])
def test_a_hyperparameter_read_back_and_scaled(tmp_path, value, flagged):
    files = {"main.py": DECAY.format(value=value)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC103: a constructor that makes its argument an array ----------------------------------

FIELD = {
    "model.py": """
import jax
import jax.numpy as jnp
import equinox as eqx
class Scaled(eqx.Module):
    w: jax.Array
    scale: object
    def __init__(self, scale, key):
        self.w = jax.random.normal(key, (8,))
        self.scale = {store}
    def __call__(self, x):
        return (self.w * x * self.scale).sum()
@eqx.filter_jit
def evaluate(model, x):
    return model(x)
""",
    "main.py": """
import jax
from model import Scaled, evaluate
def main(x):
    for s in (0.5, 1.0, 2.0):
        evaluate(Scaled(s, jax.random.PRNGKey(0)), x)
""",
}


@pytest.mark.parametrize("store, flagged", [("jnp.asarray(scale, jnp.float32)", False),
                                            ("scale", True)])
def test_a_constructor_that_makes_its_argument_an_array(tmp_path, store, flagged):
    files = dict(FIELD, **{"model.py": FIELD["model.py"].format(store=store)})
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC104: a helper read with its call's arguments -----------------------------------------

GAINS = {
    "options.py": """
import jax.numpy as jnp
def gain_of(opts):
    if "gain" in opts:
        return jnp.asarray(opts["gain"])
    return 1.0
""",
    "main.py": HEAD + """
from options import gain_of
OPTS = [{{"id": 1}}, {{"id": 2, "gain": {gain}}}, {{"id": 3}}]
@jax.jit
def amplify(x, g):
    return (x * g).sum()
def main(x):
    for o in OPTS:
        amplify(x, gain_of(o))
""",
}


@pytest.mark.parametrize("gain, flagged", [("0.5", False), ("np.float32(0.5)", True)])
def test_a_helper_read_with_its_calls_arguments(tmp_path, gain, flagged):
    files = dict(GAINS, **{"main.py": GAINS["main.py"].format(gain=gain)})
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- From corpus 27 (read after its blind measurement) --------------------------------------

FOLDS = {
    "cv.py": """
import numpy as np
def folds_of(n, k):
    order = np.random.default_rng(0).permutation(n)
    parts = np.array_split(order, k)
    for i in range(k):
        rest = np.concatenate([parts[j] for j in range(k) if j != i])
        yield rest, parts[i]
""",
    "main.py": HEAD + """
from cv import folds_of
@jax.jit
def fit(x):
    return x.mean(0)
def main(x):
    data = np.ones(({rows}, 2), np.float32)
    for tr, va in folds_of(len(data), 4):
        fit(data[tr])
""",
}


@pytest.mark.parametrize("rows, flagged", [("40", False), ("42", True)])
def test_a_fold_of_an_uneven_split_indexes_the_data(tmp_path, rows, flagged):
    files = dict(FOLDS, **{"main.py": FOLDS["main.py"].format(rows=rows)})
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


RECORDS = {
    "table.py": """
import numpy as np
LIMITS = np.array([("a", 3), ("b", 3)], dtype=[("name", "U4"), ("k", "i8")])
def limit_for(name):
    hit = LIMITS[LIMITS["name"] == name]
    if len(hit) == 0:
        return 3
    return {value}
""",
    "main.py": HEAD + """
from functools import partial
from table import limit_for
@partial(jax.jit, static_argnums=(1,))
def top(x, k):
    return jax.lax.top_k(x, k)[0].sum()
def main(x):
    for name in ("a", "z", "b"):
        top(x, limit_for(name))
""",
}


@pytest.mark.parametrize("value, flagged", [('int(hit["k"][0])', False),
                                            ('hit["k"][0]', True)])
def test_a_record_arrays_field_beside_a_python_int(tmp_path, value, flagged):
    files = dict(RECORDS, **{"table.py": RECORDS["table.py"].format(value=value)})
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


MULTIPLE = {
    "sizes.py": """
def padded_size(n, multiple=16):
    return {body}
""",
    "main.py": HEAD + """
from sizes import padded_size
@jax.jit
def share(v):
    return v.sum() / v.shape[0]
def main(x):
    for n in (20, 25, 30):
        share(np.ones(padded_size(n), np.float32))
""",
}


@pytest.mark.parametrize("body, flagged", [("-(-n // multiple) * multiple", False),
                                           ("n + multiple", True)])
def test_a_size_rounded_up_to_a_multiple(tmp_path, body, flagged):
    files = dict(MULTIPLE, **{"sizes.py": MULTIPLE["sizes.py"].format(body=body)})
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


KEPT = {
    "scorers.py": """
import jax
_MADE = {}
def scorer(scale):
    if scale in _MADE:
        return _MADE[scale]
    @jax.jit
    def score(v):
        return (v * scale).sum()
    _MADE[scale] = score
    return score
""",
    "main.py": """
from scorers import scorer
def main(x):
    for step in range(3):
        scorer({key})(x)
""",
}


@pytest.mark.parametrize("key, flagged", [("0.5", False), ("0.5 + step", True)])
def test_a_factory_that_keeps_its_jits_by_key(tmp_path, key, flagged):
    files = dict(KEPT, **{"main.py": KEPT["main.py"].format(key=key)})
    # (flagged twice: where the loop calls the factory, and where it jits the closure)
    assert set(project(tmp_path, files)) == ({"JC101"} if flagged else set())


ROWS = HEAD + """
@jax.jit
def step(b):
    return b.sum()
def epoch(data):
    for s in range(0, data.shape[0], 50):
        step(data[s:s + 50])
def main(x):
    data = jnp.asarray(np.ones(({rows}, 3)), jnp.float32)
    epoch(data)
"""


@pytest.mark.parametrize("rows, flagged", [("200", False), ("210", True)])
def test_rows_read_through_jnp_asarray_at_the_caller(tmp_path, rows, flagged):
    assert project(tmp_path, {"main.py": ROWS.format(rows=rows)}) == (
        ["JC105"] if flagged else [])


CAST = HEAD + """
@jax.jit
def total(v):
    return v.sum()
def main(x):
    for group in range(4):
        v = np.ones(6, np.float32)
        if group % 2:
            v = {cast}
        total(v)
"""


@pytest.mark.parametrize("cast, flagged", [("jnp.asarray(v)", False),
                                           ("v.astype(np.float16)", True)])
def test_a_cast_on_some_passes_to_the_dtype_it_has(tmp_path, cast, flagged):
    assert project(tmp_path, {"main.py": CAST.format(cast=cast)}) == (
        ["JC107"] if flagged else [])


REGISTRY = {
    "scorers.py": """
import jax
class Registry:
    def __init__(self):
        self._fns = {}
    def scorer(self, scale):
        if scale not in self._fns:
            @jax.jit
            def score(v):
                return (v * scale).sum()
            self._fns[scale] = score
        return self._fns[scale]
""",
    "main.py": """
from scorers import Registry
def main(x):
    reg = Registry()
    for step in range(3):
        reg.scorer({key})(x)
""",
}


@pytest.mark.parametrize("key, flagged", [("0.5", False), ("0.5 + step", True)])
def test_a_method_that_keeps_its_jits_by_key(tmp_path, key, flagged):
    # a neighbour of the factory above: a method, a table on self, `not in` then the store
    files = dict(REGISTRY, **{"main.py": REGISTRY["main.py"].format(key=key)})
    assert set(project(tmp_path, files)) == ({"JC101"} if flagged else set())
