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
from lint_truth import Driver

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


@runs(Driver("main(jnp.ones(3))", deliberate="one closure per listed function, each once"))
@pytest.mark.parametrize("expr", [
    "{name: make(f) for name, f in [('sin', jnp.sin), ('cos', jnp.cos)]}",
    "[make(f) for f in (jnp.sin, jnp.cos)]",
    "list(make(f) for f in [jnp.sin, jnp.cos])",
])
def test_a_comprehension_of_one_closure_per_listed_function_is_by_design(expr):
    made = "made.values()" if expr.startswith("{") else "made"
    assert only(f"""
def make(f):
    @jax.jit
    def run(x):
        return f(x)
    return run
def main(x):
    made = {expr}
    return [r(x) for r in {made}]
""") == []


# --- JC105: padded to the longest by a method of an object the function is handed ----------

PADDERS = STEP + """
class Tokens:
    width = 4
    def pad_longest(self, seqs):
        longest = max(len(s) for s in seqs)
        return [s + [0] * (longest - len(s)) for s in seqs]
    def pad_with_mask(self, seqs):
        longest = max(len(s) for s in seqs)
        ids = [s + [0] * (longest - len(s)) for s in seqs]
        mask = [[1] * len(s) + [0] * (longest - len(s)) for s in seqs]
        return ids, mask
    def pad_to_width(self, seqs):
        return [s + [0] * (self.width - len(s)) for s in seqs]
def pad_all(seqs):
    longest = max(map(len, seqs))
    return [list(s) + [0] * (longest - len(s)) for s in seqs]
"""
BATCHES = "main(Tokens(), [[[1, 2], [3]], [[1, 2, 3], [4]], [[1], [2]]])"


@runs(BATCHES)
@pytest.mark.parametrize("body", [
    # a method of the object handed in (one class of the project defines it)
    "step(jnp.array(tok.pad_longest(b)))",
    # its ids and mask, unpacked
    "ids, mask = tok.pad_with_mask(b)\n        step(jnp.asarray(mask))",
    # a function of the module
    "step(np.asarray(pad_all(b)))",
])
def test_padded_to_each_batchs_longest_by_a_helper(body):
    assert only(PADDERS + f"""
def main(tok, batches):
    for b in batches:
        {body}
""") == ["JC105"]


@runs(BATCHES)
@pytest.mark.parametrize("body", [
    # padded to one width, whatever the batch
    "step(jnp.array(tok.pad_to_width(b)))",
    # the longest, reduced to a count before the jit
    "step(jnp.asarray(len(tok.pad_longest(b))))",
    # every batch padded to the width, then the helper's result cut to it
    "step(np.asarray([s[:1] for s in pad_all(b)]))",
])
def test_padded_to_one_width_is_fine(body):
    assert only(PADDERS + f"""
def main(tok, batches):
    for b in batches:
        {body}
""") == []


# --- JC105: a loader handed to the function that iterates it -------------------------------

TOTALS = LOADERS + """
def spans(x, bs):
    for i in range(0, len(x), bs):
        end = i + bs
        yield x[i:end]
def whole_spans(x, bs):
    for i in range(0, len(x) - bs + 1, bs):
        end = i + bs
        yield x[i:end]
def total(loader):
    out = 0.0
    for batch in loader:
        out += float(step(batch))
    return out
"""


@runs("main(np.arange(10.0))")
@pytest.mark.parametrize("call", [
    # a loader class's instance, handed by position
    "total(Rows(x, 4))",
    # by keyword
    "total(loader=Rows(x, 3))",
    # a generator whose slice ends at a name given `i + bs`
    "total(spans(x, 4))",
])
def test_a_ragged_loader_handed_to_the_loop(call):
    assert only(TOTALS + f"""
def main(x):
    return {call}
""") == ["JC105"]


@runs("main(np.arange(10.0))")
@pytest.mark.parametrize("call", [
    # the loaders that drop the short tail
    "total(WholeRows(x, 4))",
    "total(whole_spans(x, 3))",
    # a list of equal halves
    "total([x[:5], x[5:]])",
])
def test_a_loader_of_whole_batches_handed_to_the_loop_is_fine(call):
    assert only(TOTALS + f"""
def main(x):
    return {call}
""") == []


# --- a jitted def returned by a factory, called through the name it is given ----------------

FACTORIES = """
def make_scale():
    @jax.jit
    def scale(w, s):
        return w * s
    return scale
def make_power():
    @partial(jax.jit, static_argnames="n")
    def power(w, n):
        return w ** n
    return power
def make_total():
    @jax.jit
    def total(x):
        return x.sum()
    return total
"""


@runs("main(jnp.arange(10.0))")
@pytest.mark.parametrize(("body", "code"), [
    # a Python int, then floats: two weak types
    ("scale = make_scale()\n    for t in range(4):\n        w = scale(w, min(1, (t + 1) / 2))",
     "JC104"),
    # a static argument that changes every iteration
    ("power = make_power()\n    for t in range(1, 4):\n        w = power(w, n=t)", "JC103"),
    # a ragged last batch
    ("total = make_total()\n    for i in range(0, len(w), 4):\n        total(w[i:i + 4])",
     "JC105"),
])
def test_a_jit_returned_by_a_factory(body, code):
    assert only(FACTORIES + f"""
def main(w):
    {body}
""") == [code]


@runs("main(jnp.arange(12.0))")
@pytest.mark.parametrize("body", [
    "scale = make_scale()\n    for t in range(4):\n"
    "        w = scale(w, float(min(1, (t + 1) / 2)))",
    "power = make_power()\n    for t in range(1, 4):\n        w = power(w, n=2) + t",
    "total = make_total()\n    for i in range(0, 12, 4):\n        total(w[i:i + 4])",
])
def test_a_jit_returned_by_a_factory_called_one_way_is_fine(body):
    assert only(FACTORIES + f"""
def main(w):
    {body}
""") == []


# --- JC103: an equinox Module's int field grown into the module a jitted function returns --

STATS = """
import equinox as eqx
class Stats(eqx.Module):
    total: jax.Array
    count: int
class Moments(eqx.Module):
    total: jax.Array
    count: jax.Array
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("update", [
    # by position
    "return Stats(s.total + x.sum(), s.count + x.shape[0])",
    # through a name given the grown value
    "n = s.count + 1\n    return Stats(s.total + x.sum(), n)",
    # by keyword
    "return Stats(count=s.count + 1, total=s.total + x.sum())",
])
def test_an_int_field_grown_into_the_returned_module(update):
    assert only(STATS + f"""
@eqx.filter_jit
def merge(s, x):
    {update}
def main(x):
    s = Stats(jnp.zeros(()), 0)
    for _ in range(3):
        s = merge(s, x)
""") == ["JC103"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize(("make", "update"), [
    # the count held in an array: traced
    ("Moments(jnp.zeros(()), jnp.asarray(0))",
     "return Moments(s.total + x.sum(), s.count + x.shape[0])"),
    # the int passed on unchanged
    ("Stats(jnp.zeros(()), 0)", "return Stats(s.total + x.sum(), s.count)"),
    # the array field grows, the int does not
    ("Stats(jnp.zeros(()), 3)", "n = s.total + 1\n    return Stats(n, s.count)"),
])
def test_an_int_field_kept_or_an_array_grown_is_fine(make, update):
    assert only(STATS + f"""
@eqx.filter_jit
def merge(s, x):
    {update}
def main(x):
    s = {make}
    for _ in range(3):
        s = merge(s, x)
""") == []


# --- JC105: a length the source writes out, in the shape the data is made with -------------

BATCH = 32


@runs("main(np.random.default_rng(0), jax.random.PRNGKey(0))")
@pytest.mark.parametrize(("make", "rows"), [
    # a random draw's size, then its length
    ("rng.normal(size=({n}, 4)).astype(np.float32)", "len(x)"),
    # zeros of a written shape, and its first dimension
    ("np.zeros(({n}, 3))", "x.shape[0]"),
    # a JAX draw's shape
    ("jax.random.normal(key, ({n},))", "len(x)"),
])
@pytest.mark.parametrize("n", [96, 100])
def test_a_written_shape_shows_whether_the_batches_are_whole(make, rows, n):
    found = only(STEP + f"""
BATCH = {BATCH}
def main(rng, key):
    x = {make.format(n=n)}
    for i in range(0, {rows}, BATCH):
        step(x[i:i + BATCH])
""")
    assert found == ([] if n % BATCH == 0 else ["JC105"])


# --- JC102: a class of another module of the project, hashed by identity -------------------

CONFIGS = """
from dataclasses import dataclass
class Plain:
    def __init__(self, scale=2.0):
        self.scale = scale
@dataclass(frozen=True)
class Frozen:
    scale: float = 2.0
"""
SCALE = """
import jax
import jax.numpy as jnp
from functools import partial
import configs
from configs import Frozen, Plain
@partial(jax.jit, static_argnames="cfg")
def scale(x, cfg):
    return x * cfg.scale
"""


def lint_project(tmp_path, main: str, driver: str) -> list[str]:
    """Lint ``configs.py`` and ``main.py`` as one project; then run them as one module
    under JAX's compile log (the recompiles do not depend on where a class is defined),
    which must agree with lint's findings."""
    from lint_truth import disagreement, execute

    from jaxcheck._src.lint import LintConfig, lint_files
    (tmp_path / "configs.py").write_text(CONFIGS)
    (tmp_path / "main.py").write_text(SCALE + main)
    found = lint_files([tmp_path / "configs.py", tmp_path / "main.py"],
                       LintConfig(root=tmp_path))
    merged = CONFIGS + "\n".join(line for line in (SCALE + main).splitlines()
                                 if not line.startswith(("import configs", "from configs")))
    merged = merged.replace("configs.", "") + "\n"
    outcome = execute(merged, driver)
    problem = disagreement(found, outcome, Driver(driver))
    assert problem is None, problem
    return [f.code for f in found]


@pytest.mark.parametrize(("kind", "clean"), [("Plain", False), ("Frozen", True)])
@pytest.mark.parametrize("main", [
    # made in a function the loop calls, imported by name
    """
def handle(x):
    cfg = {kind}()
    return scale(x, cfg=cfg)
def main(x):
    for _ in range(3):
        x = handle(x)
""",
    # made in the loop, through the module's name
    """
def main(x):
    for _ in range(3):
        x = scale(x, cfg=configs.{kind}())
""",
    # kept on self by a method the loop calls, passed by another
    """
class Model:
    def reset(self):
        self.cfg = {kind}()
    def run(self, x):
        return scale(x, cfg=self.cfg)
def main(x):
    m = Model()
    for _ in range(3):
        m.reset()
        x = m.run(x)
""",
])
def test_an_identity_hashed_class_of_another_module(tmp_path, main, kind, clean):
    found = lint_project(tmp_path, main.format(kind=kind), "main(jnp.ones(3))")
    assert found == ([] if clean else ["JC102"])


# --- JC104: an attribute set from a parameter's default, updated with another attribute ----

SCALED = """
@jax.jit
def step(w, s):
    return w * s
class Solver:
    def __init__(self, d={default}, down=0.5):
        self.d = {init}
        self.down = down
    def run(self, w):
        for _ in range(3):
            w = step(w, self.d)
            self.d = {update}
        return w
def main(w):
    return Solver().run(w)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize(("default", "init", "update"), [
    # a Python float default, then NumPy's typed scalar
    ("1.0", "d", "self.d * np.float32(0.5)"),
    # max of another attribute and a NumPy ratio
    ("1.0", "d", "self.d * max(self.down, np.float64(2.0) / np.float64(3.0))"),
    # an int default, then a Python float
    ("1", "d", "float(self.d) / 2"),
])
def test_an_attribute_from_a_parameters_default_that_flips(default, init, update):
    assert only(SCALED.format(default=default, init=init, update=update)) == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize(("default", "init", "update"), [
    ("1.0", "float(d)", "self.d * 0.5"),
    ("1.0", "np.float32(d)", "self.d * max(self.down, np.float32(0.5))"),
    ("1", "d", "self.d + 1"),
])
def test_an_attribute_of_one_kind_from_its_default_is_fine(default, init, update):
    assert only(SCALED.format(default=default, init=init, update=update)) == []
