"""`jaxcheck lint` on the value routes the shared flow reading follows (docs/lint.md, "one
reading of values"): a value reaches a jitted call by whatever route its author chose,
and each route is read once for every rule. Each route in three shapes at least,
flagged, with clean twins of the same shapes silent; JAX's compile log decides both
(``lint_harness.py``)."""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    HEAD,
    jax_agrees,
    only,
    runs,
)

HEAD_EQX = HEAD + "import equinox as eqx\n"

STEP = """
@jax.jit
def step(w, lr):
    return w - lr * w
"""

# --- JC104: a jitted function's own result fed back ----------------------------------------

UPDATE = """
@jax.jit
def update(w, n):
    return w * 0.5, n + (w > 0).sum()
@jax.jit
def tick(w, n):
    return w * 0.5, n + 1
def advance(w, n):
    return update(w, n)
"""
COUNTER = """
class Counter:
    def __init__(self, w):
        self.w, self.n = w, 0
    def run(self):
        for _ in range(3):
            self.w, self.n = update(self.w, self.n)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # the int 0, then the typed int32 the jit returns
    "n = 0\n    for _ in range(3):\n        w, n = update(w, n)",
    # the same through a helper that returns the jit's tuple
    "n = 0\n    for _ in range(3):\n        w, n = advance(w, n)",
    # kept on an object, unpacked into two attributes
    "Counter(w).run()",
])
def test_a_jits_typed_result_fed_back_after_a_python_int(body):
    assert only(UPDATE + (COUNTER if "Counter" in body else "") + f"""
def main(w):
    {body}
""") == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # n + 1 of a weak int stays weakly typed: one compile
    "n = 0\n    for _ in range(3):\n        w, n = tick(w, n)",
    # typed from the start
    "n = jnp.int32(0)\n    for _ in range(3):\n        w, n = update(w, n)",
    # the result is read, not fed back
    "for _ in range(3):\n        w, total = update(w, 0)",
])
def test_a_jits_result_of_the_same_type_is_fine(body):
    assert only(UPDATE + f"""
def main(w):
    {body}
""") == []


# --- JC104: what an instance's __call__ returns ----------------------------------------------

SCHEDULES = STEP + """
class Cosine:
    def __init__(self, base, warm=1):
        self.base = base
        self.warm = warm
    def __call__(self, t):
        if t < self.warm:
            return self.base
        return self.base * np.cos(t / 10)
class CosineFloat(Cosine):
    def __call__(self, t):
        if t < self.warm:
            return self.base
        return float(self.base * np.cos(t / 10))
@dataclass(frozen=True)
class Linear:
    start: float = 1.0
    end: float = 0
    steps: int = 2
    def __call__(self, t):
        if t >= self.steps:
            return self.end
        return self.start + t / self.steps * (self.end - self.start)
class Agent:
    def __init__(self, schedule):
        self.schedule = schedule
        self.t = 0
    def act(self, w):
        lr = self.schedule(self.t)
        self.t += 1
        return step(w, lr)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # a Python float in warm-up, NumPy's typed result after
    "sched = Cosine(0.1)\n    for t in range(3):\n        w = step(w, sched(t))",
    # a dataclass field's int default returned once the decay ends
    "sched = Linear()\n    for t in range(4):\n        w = step(w, sched(t))",
    # the schedule handed to an object that calls it per step
    "agent = Agent(Linear())\n    for _ in range(4):\n        w = agent.act(w)",
])
def test_an_instances_call_returning_two_kinds(body):
    assert only(SCHEDULES + f"""
def main(w):
    {body}
""") == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    "sched = CosineFloat(0.1)\n    for t in range(3):\n        w = step(w, sched(t))",
    "sched = Linear(end=0.0)\n    for t in range(4):\n        w = step(w, sched(t))",
    "agent = Agent(Linear(end=0.0))\n    for _ in range(4):\n        w = agent.act(w)",
])
def test_an_instances_call_returning_one_kind_is_fine(body):
    assert only(SCHEDULES + f"""
def main(w):
    {body}
""") == []


# --- JC104: an attribute of another object, a dict's key ----------------------------------

HOLDERS = STEP + """
CONFIG = {"lr": 1, "decay": 0.5}
class Moments:
    def __init__(self):
        self.mean = 0.0
    def update(self, x):
        self.mean = np.float32(0.9 * self.mean + 0.1 * float(x.mean()))
class FloatMoments(Moments):
    def update(self, x):
        self.mean = float(0.9 * self.mean + 0.1 * float(x.mean()))
class Pipeline:
    def __init__(self, moments):
        self.moments = moments
    def process(self, w):
        w = step(w, self.moments.mean)
        self.moments.update(w)
        return w
@jax.jit
def scale(w, lr):
    return w * lr
def balance(y, scale):
    return {"lr": scale / 2 if scale else 1}
def balance_float(y, scale):
    return {"lr": scale / 2 if scale else 1.0}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # an object's attribute: a float, then NumPy's float32
    "m = Moments()\n    for _ in range(3):\n        w = step(w, m.mean)\n        m.update(w)",
    # the same object kept on another one
    "p = Pipeline(Moments())\n    for _ in range(3):\n        w = p.process(w)",
    # a module dict's int, then a float fed back
    "lr = CONFIG['lr']\n    for _ in range(3):\n        w = step(w, lr)\n"
    "        lr = lr * CONFIG['decay']",
    # keywords spread from a helper's dict: the int 1, or a float
    "for s in range(3):\n        w = scale(w, **balance(w, s))",
])
def test_a_value_held_by_an_object_or_a_dict(body):
    assert only(HOLDERS + f"""
def main(w):
    {body}
""") == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    "m = FloatMoments()\n    for _ in range(3):\n        w = step(w, m.mean)\n        m.update(w)",
    "p = Pipeline(FloatMoments())\n    for _ in range(3):\n        w = p.process(w)",
    "lr = CONFIG['decay']\n    for _ in range(3):\n        w = step(w, lr)\n"
    "        lr = lr * CONFIG['decay']",
    "for s in range(3):\n        w = scale(w, **balance_float(w, s))",
])
def test_a_value_held_by_an_object_or_a_dict_of_one_kind_is_fine(body):
    assert only(HOLDERS + f"""
def main(w):
    {body}
""") == []


# --- JC104: JAX's own functions of an unknown array are no Python float ---------------------

@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # 1e-3 / jnp.maximum(peak, 0.5): typed, like the jnp.float32 it starts as
    "dt = jnp.float32(1e-3)\n    for _ in range(3):\n        w = step(w, dt)\n"
    "        dt = 1e-3 / jnp.maximum(jnp.max(w), 0.5)",
    # a count kept weak by the jit it goes through
    "n = 0\n    for _ in range(3):\n        w = step(w, 0.1)\n        n = jnp.add(n, 1)",
    # a weak float array from a Python float, fed back as one
    "lr = jnp.asarray(0.1)\n    for _ in range(3):\n        w = step(w, lr)\n        lr = lr * 0.5",
    # a random draw scaled by a Python float is a typed array, then the jit's typed result
    "v = jax.random.normal(jax.random.PRNGKey(0), (3,)) * 0.1\n    for _ in range(3):\n"
    "        v = step(v, 0.5)",
    # an array indexed with a tuple, scaled by a float, then fed back
    "m = jnp.ones((3, 2))\n    v = m[:, 0] * 0.5\n    for _ in range(3):\n        v = step(v, 0.5)",
])
def test_arrays_of_unknown_typing_make_no_claim(body):
    assert only(STEP + f"""
def main(w):
    {body}
""") == []


# --- JC105: sizes that follow the data, by other routes ------------------------------------

SHAPES = """
import itertools
@jax.jit
def step(x):
    return x.sum()
def flushed(items, size):
    buf = []
    for item in items:
        buf.append(item)
        if len(buf) == size:
            yield np.stack(buf)
            buf = []
    if buf:
        yield np.stack(buf)
def chunks(items, size):
    it = iter(items)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        xs, ys = zip(*chunk)
        yield np.stack(xs), np.asarray(ys)
def pad_longest(rows):
    width = max(len(r) for r in rows)
    out = np.zeros((len(rows), width))
    for i, r in enumerate(rows):
        out[i, :len(r)] = r
    return out, width
def by_pairs(rows, size):
    for i in range(0, len(rows), size):
        yield pad_longest(rows[i:i + size])
def pad_fixed(rows, width):
    out = np.zeros((len(rows), width))
    for i, r in enumerate(rows):
        out[i, :len(r)] = r
    return out
def predict(x):
    return step(x)
class Model:
    def __init__(self):
        self._f = jax.jit(lambda x: x.sum())
    def __call__(self, x):
        return self._f(x)
def keep(x):
    return x[x > 0.5]
"""

ROWS = "[np.ones(n) for n in (3, 5, 4, 2, 6)]"


@runs("main(np.linspace(0.0, 1.0, 10))")
@pytest.mark.parametrize("body", [
    # a buffer flushed when full, and what is left after the loop
    "for b in flushed(list(x), 4):\n        step(b)",
    # islice chunks unzipped into two arrays
    "for xs, ys in chunks([(v, v) for v in x], 4):\n        step(xs)",
    # each batch padded to its own longest row, by a helper the generator calls
    f"for b, _ in by_pairs({ROWS}, 2):\n        step(b)",
    # a ragged batch handed to a function that hands it to the jit
    "for b in flushed(list(x), 4):\n        predict(b)",
    # ... or to an instance whose __call__ runs a jit kept on self
    "m = Model()\n    for b in flushed(list(x), 4):\n        m(b)",
    # a name given twice in the loop body, the second time filtered by a mask
    "p = x\n    for _ in range(3):\n        p = p * 1.3\n        p = p[p < 1.0]\n        step(p)",
    # filtered by a helper
    "for k in range(3):\n        step(keep(x * k))",
])
def test_a_size_read_from_the_data_by_another_route(body):
    assert only(SHAPES + f"""
def main(x):
    {body}
""") == ["JC105"]


@runs("main(np.linspace(0.0, 1.0, 12))")
@pytest.mark.parametrize("body", [
    # the short one padded before the call
    "for b in flushed(list(x), 5):\n        if len(b) < 5:\n"
    "            b = np.concatenate([b, np.zeros(5 - len(b))])\n        step(b)",
    # a fixed width, not the longest
    "for i in range(0, 4, 2):\n        step(pad_fixed([np.ones(3)] * 5, 8))",
    # a wrapper given one shape
    "for _ in range(3):\n        predict(x)",
    # a name given twice, neither from the data
    "p = x\n    for _ in range(3):\n        p = p * 1.3\n"
    "        p = np.clip(p, 0, 1)\n        step(p)",
])
def test_a_size_that_does_not_follow_the_data_is_fine(body):
    assert only(SHAPES + f"""
def main(x):
    {body}
""") == []


# --- JC105: a function that runs per iteration sizes what it passes ------------------------

PER_CALL = """
@jax.jit
def pool(x):
    return x.sum(0)
def detect(x, t):
    boxes = [r for r in x if r[0] > t]
    return pool(np.stack(boxes))
def active(x, mask):
    cols = np.flatnonzero(mask)
    return pool(x[:, cols])
def detect_fixed(x, t):
    boxes = [r if r[0] > t else np.zeros_like(r) for r in x]
    return pool(np.stack(boxes))
def all_cols(x, mask):
    cols = np.arange(x.shape[1])
    return pool(x[:, cols])
def collect(rows, max_rows=4):
    got = []
    for r in rows:
        got.append(r)
        if len(got) >= max_rows:
            break
    return pool(np.stack(got))
"""
SIM = """
class Sim:
    def __init__(self, x):
        self.x = x
        self._f = jax.jit(lambda p: p.sum())
    def step(self):
        self._f(self.x)
        self.x = self.x[self.x[:, 0] < 0.8] * 1.1
"""
FIXED_SIM = """
class Sim:
    def __init__(self, x):
        self.x = x
        self._f = jax.jit(lambda p: p.sum())
    def step(self):
        self._f(self.x)
        self.x = np.where(self.x < 0.8, self.x, 0.0) * 1.1
"""


@runs("main(np.linspace(0.0, 1.0, 12).reshape(6, 2))")
@pytest.mark.parametrize("body", [
    # state on self filtered by a mask in the method that runs per step
    "s = Sim(x)\n    for _ in range(3):\n        s.step()",
    # the rows a comprehension's filter keeps, in a function called per threshold
    "for t in (0.1, 0.4, 0.7):\n        detect(x, t)",
    # the columns np.flatnonzero picks
    "for k in range(1, 3):\n        active(x, np.arange(2) < k)",
])
def test_a_function_run_per_iteration_sizes_its_jits_argument(body):
    assert only(PER_CALL + SIM + f"""
def main(x):
    {body}
""") == ["JC105"]


@runs("main(np.linspace(0.0, 1.0, 12).reshape(6, 2))")
@pytest.mark.parametrize("body", [
    "s = Sim(x)\n    for _ in range(3):\n        s.step()",
    "for t in (0.1, 0.4, 0.7):\n        detect_fixed(x, t)",
    "for k in range(3):\n        all_cols(x, np.arange(2) < k)",
    # rows gathered until a fixed count, in a function called per round
    "for k in range(3):\n        collect(list(x * k))",
])
def test_a_function_run_per_iteration_with_one_shape_is_fine(body):
    assert only(PER_CALL.replace("def active", "def _active") + FIXED_SIM + f"""
def main(x):
    {body}
""") == []


# --- JC103: a static value that changes, by other routes -------------------------------------

STATICS = """
import math
@partial(jax.jit, static_argnums=1)
def head(x, n):
    return x[:n].sum()
@eqx.filter_jit
def scaled(x, t):
    return x * t
class Anneal:
    def __init__(self, start):
        self.start = start
    def at(self, t):
        return float(self.start * 0.5 ** t)
class Swarm:
    def __init__(self, x):
        self.x = x
        self.alive = np.ones(len(x), bool)
    def step(self, k):
        self.alive = self.alive & (np.arange(len(self.x)) < len(self.x) - k)
def rollout(k):
    return np.ones(8), 2 + k
class Trainer:
    def __init__(self, x):
        self.x = x
        self.cur = 1
    def prepare(self, lengths):
        self.cur = int(lengths.max())
    def step(self):
        return head(self.x, self.cur)
class RoundedTrainer:
    def __init__(self, x):
        self.x = x
        self.width = 8
    def prepare(self, lengths):
        self.width = min(-(-int(lengths.max()) // 8) * 8, 8)
    def step(self):
        return head(self.x, self.width)
"""


@runs("main(jnp.arange(8.0))")
@pytest.mark.parametrize("body", [
    # a function of the loop's value
    "for s in range(3):\n        head(x, int(8 * math.cos(s / 4)))",
    # a random draw per iteration
    "rng = np.random.default_rng(0)\n    for _ in range(4):\n"
    "        head(x, int(rng.integers(1, 8)))",
    # a length unpacked from what a helper returns
    "for k in range(3):\n        r, length = rollout(k)\n        head(x, length)",
    # kept on an object by the method a loop calls, and read by another
    "t = Trainer(x)\n    for n in (2, 3, 4):\n        t.prepare(np.arange(n))\n        t.step()",
])
def test_a_static_value_that_changes_by_another_route(body):
    assert only(STATICS + f"""
def main(x):
    {body}
""", head=HEAD_EQX) == ["JC103"]


@runs("main(jnp.arange(8.0))")
@pytest.mark.parametrize("body", [
    # rounded up to a multiple and capped: a bucket
    "for n in (3, 5, 6):\n        head(x, min(-(-n // 8) * 8, 8))",
    # the object's state rounded the same way
    "t = RoundedTrainer(x)\n    for n in (2, 3, 4):\n        t.prepare(np.arange(n))\n"
    "        t.step()",
])
def test_a_static_value_that_stays_in_a_few_buckets_is_fine(body):
    assert only(STATICS + f"""
def main(x):
    {body}
""", head=HEAD_EQX) == []


@runs("main(jnp.arange(8.0))")
@pytest.mark.parametrize("body", [
    # a method of an instance returning a Python float per episode
    "a = Anneal(2.0)\n    for ep in range(3):\n        scaled(x, a.at(ep))",
    # a count of an object's state that a method changes each step
    "s = Swarm(x)\n    for k in range(3):\n        s.step(k)\n"
    "        scaled(x, int(s.alive.sum()))",
])
def test_filter_jit_gets_a_python_number_that_changes(body):
    assert only(STATICS + f"""
def main(x):
    {body}
""", head=HEAD_EQX) == ["JC103"]


@runs("main(jnp.arange(8.0))")
@pytest.mark.parametrize("body", [
    "a = Anneal(2.0)\n    for ep in range(3):\n        scaled(x, jnp.asarray(a.at(ep)))",
    "s = Swarm(x)\n    for k in range(3):\n        s.step(k)\n"
    "        scaled(x, jnp.asarray(s.alive.sum()))",
])
def test_filter_jit_gets_an_array_that_changes_is_fine(body):
    assert only(STATICS + f"""
def main(x):
    {body}
""", head=HEAD_EQX) == []


# --- JC101: each item of a table of functions, jitted once; a property computed once --------

TABLE = """
def square(r):
    return r * r
def cube(r):
    return r * r * r
POTS = {"square": square, "cube": cube}
"""
SOLVER = """
class Solver:
    def __init__(self, k):
        self.k = k
    def _step(self, u):
        return u * self.k
    @{decorator}
    def step(self):
        return jax.jit(self._step)
    def run(self, u):
        for _ in range(3):
            u = self.step(u)
        return u
"""


@runs("main(jnp.linspace(0.5, 1.5, 4))")
@pytest.mark.parametrize("body", [
    # a transformation of one same function, made each iteration
    "for _ in range(3):\n        jax.jit(jax.vmap(square))(r)",
    # each item, but again on every pass of an inner loop
    "for pot in (square, cube):\n        for _ in range(2):\n"
    "            jax.jit(jax.vmap(pot))(r)",
    # a property that jits on every read, read per step
    "Solver(2.0).run(r)",
])
def test_a_new_jit_per_iteration_of_a_function(body):
    solver = SOLVER.format(decorator="property") if "Solver" in body else ""
    assert only(TABLE + solver + f"""
def main(r):
    {body}
""") == ["JC101"]


@runs("main(jnp.linspace(0.5, 1.5, 4))")
@pytest.mark.parametrize("body", [
    # each function of a table, transformed and jitted once
    "for name, pot in POTS.items():\n        jax.jit(jax.vmap(pot))(r)",
    "for pot in POTS.values():\n        jax.jit(jax.vmap(jax.vmap(pot)))(r[None])",
    # a cached property: one jit per object
    "Solver(2.0).run(r)",
])
def test_one_jit_per_item_of_a_table_or_per_object_is_fine(body):
    solver = SOLVER.format(decorator="functools.cached_property") if "Solver" in body else ""
    assert only(TABLE + solver + f"""
def main(r):
    {body}
""") == []


# --- JC105: a wrapper that makes its argument an array before the jit ---------------------

SCORER = """
class Scorer:
    def __init__(self):
        self._fn = jax.jit(lambda x: (x ** 2).sum())
    def score(self, rows):
        return self._fn(jnp.asarray(rows))
    def score_padded(self, rows):
        return self._fn(jnp.zeros((4,) + rows.shape[1:]).at[:len(rows)].set(rows))
def flushed(items, size):
    buf = []
    for item in items:
        buf.append(item)
        if len(buf) >= size:
            yield np.stack(buf)
            buf = []
    if buf:
        yield np.stack(buf)
"""


@runs("main(np.ones((10, 3)))")
@pytest.mark.parametrize("method,codes", [
    # the method makes the ragged batch an array and hands it to the jit kept on self
    ("score", ["JC105"]),
    # the method pads it to one size first
    ("score_padded", []),
])
def test_a_method_that_makes_its_argument_an_array_for_the_jit(method, codes):
    assert only(SCORER + f"""
def main(x):
    s = Scorer()
    for b in flushed(list(x), 4):
        s.{method}(b)
""") == codes
