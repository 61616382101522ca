"""`jaxcheck lint` on the mechanisms corpus 3's misses showed missing (docs/lint.md, "after
reading corpus 3's misses"), each a general way a batch's length or a value reaches a
jitted call, never one case's pattern: a loader's items made arrays or used as row
indices, boolean masks made by NumPy's logical calls, and comprehensions read as the
loops they are. Each in three shapes at least, flagged, and its clean twins silent; JAX's
compile log decides both (``lint_harness.py``)."""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    only,
    runs,
)

STEP = """
import itertools
@jax.jit
def step(x):
    return x.sum()
"""

# --- JC105: a loader's item, made an array or used to pick rows ----------------------------

LOADERS = STEP + """
class Rows:
    def __init__(self, x, bs):
        self.x, self.bs = x, bs
    def __iter__(self):
        for start in range(0, len(self.x), self.bs):
            yield self.x[start:start + self.bs]
class WholeRows(Rows):
    def __iter__(self):
        for start in range(0, len(self.x) - self.bs + 1, self.bs):
            yield self.x[start:start + self.bs]
def index_batches(n, bs):
    order = np.arange(n)
    for start in range(0, n, bs):
        yield order[start:start + bs]
def chunked(items, size):
    it = iter(items)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield chunk
"""


@runs("main(np.arange(10.0))")
@pytest.mark.parametrize("body", [
    # a class's batches, each made a JAX array at the call
    "for b in Rows(x, 4):\n        step(jnp.asarray(b))",
    # a generator's index slices, picking the rows
    "for idx in index_batches(len(x), 4):\n        step(x[idx])",
    # islice chunks of scalars, stacked into one array
    "for chunk in chunked(list(x), 4):\n        step(jnp.stack(chunk))",
])
def test_a_loaders_item_made_an_array_or_picking_rows(body):
    assert only(LOADERS + f"""
def main(x):
    {body}
""") == ["JC105"]


@runs("main(np.arange(12.0))")
@pytest.mark.parametrize("body", [
    # a loader that drops the short tail: one shape
    "for b in WholeRows(x, 5):\n        step(jnp.asarray(b))",
    # the item reduced to one number before the jit
    "for chunk in chunked(list(x), 5):\n        step(jnp.asarray(sum(chunk)))",
    # a fixed index, not the loader's
    "for b in Rows(x, 5):\n        step(x[np.arange(4)])",
])
def test_a_loaders_item_of_one_length_or_not_passed_is_fine(body):
    assert only(LOADERS + f"""
def main(x):
    {body}
""") == []


# --- JC105: a boolean mask made by NumPy's logical calls -----------------------------------


@runs("main(np.linspace(-3.0, 3.0, 12).reshape(6, 2))")
@pytest.mark.parametrize("keep", [
    # the rows whose every coordinate is inside a box
    "np.all(np.abs(x) < limit, axis=1)",
    # the rows with any value beyond a threshold
    "np.any(np.abs(x) > 3.0 - limit, axis=-1)",
    # a logical combination of two comparisons
    "np.logical_and(x[:, 0] > -limit, x[:, 1] < limit)",
])
def test_rows_picked_by_a_logical_mask(keep):
    assert only(STEP + f"""
def main(x):
    for limit in (3.5, 2.5, 1.5):
        inside = {keep}
        x = x[inside]
        step(x)
""") == ["JC105"]


@runs("main(np.linspace(-3.0, 3.0, 12).reshape(6, 2))")
@pytest.mark.parametrize("body", [
    # the mask zeroes the rows out: the shape stays
    "inside = np.all(np.abs(x) < limit, axis=1)\n        step(np.where(inside[:, None], x, 0.0))",
    # a whole-array test, one bool, chooses what to pass
    "ok = np.all(np.isfinite(x))\n        step(x if ok else np.zeros_like(x))",
    # the mask multiplied in
    "step(x * np.logical_and(x > -limit, x < limit))",
])
def test_a_logical_mask_that_keeps_the_shape_is_fine(body):
    assert only(STEP + f"""
def main(x):
    for limit in (3.5, 2.5, 1.5):
        {body}
""") == []


# --- JC105: a comprehension is a loop ------------------------------------------------------


@runs("main(np.arange(10.0))")
@pytest.mark.parametrize("expr", [
    # a list of results over a range's ragged slices
    "[step(x[i:i + 4]) for i in range(0, len(x), 4)]",
    # a generator summed, over a loader's islice chunks
    "sum(float(step(np.asarray(c))) for c in chunked(list(x), 3))",
    # a dict per prefix length
    "{t: step(x[:t]) for t in range(1, 4)}",
])
def test_a_comprehension_over_ragged_batches(expr):
    assert only(LOADERS + f"""
def main(x):
    return {expr}
""") == ["JC105"]


@runs("main(np.arange(12.0))")
@pytest.mark.parametrize("expr", [
    # the length divides
    "[step(x[i:i + 4]) for i in range(0, 12, 4)]",
    # each chunk reduced before the jit
    "sum(float(step(np.asarray(sum(c)))) for c in chunked(list(x), 5))",
    # one prefix length, new values
    "{t: step(x[:4] * t) for t in range(1, 4)}",
])
def test_a_comprehension_over_one_shape_is_fine(expr):
    assert only(LOADERS + f"""
def main(x):
    return {expr}
""") == []
