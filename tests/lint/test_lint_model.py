"""`jaxcheck lint` through the project model and its value lattice: the pitfalls whose
story crosses a function, a method, a property or a callback, state kept on objects,
shapes that follow the data, Python scalar types that alternate, and a default left out
on one call. Each shape flagged and its clean twin silent, and JAX's compile log decides
both (``lint_harness.py``)."""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    by_source,
    codes,
    jax_agrees,
    only,
    runs,
)
from lint_truth import Driver

STEP = """
@jax.jit
def step(w, s):
    return w * s
"""

# --- JC104: Python scalar types that alternate ---------------------------------------------


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # a warm-up scale: 0.5 on the first step, then min's int 1
    "for i in range(1, 4):\n        w = step(w, min(1, i / 2))",
    "for i in range(1, 4):\n        scale = min(1, i / 2)\n        w = step(w, scale)",
    # a running baseline: the int 0, then a float fed back
    "baseline = 0\n    for i in range(3):\n        w = step(w, baseline)\n"
    "        baseline = 0.9 * baseline + 0.1 * float(i)",
    # a Python float, then NumPy's typed scalar
    "eps = 1.0\n    for _ in range(3):\n        w = step(w, eps)\n"
    "        eps = max(0.1, eps * np.float32(0.9))",
])
def test_scalar_types_that_alternate(body):
    assert only(STEP + f"""
def main(w):
    {body}
""") == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    "for i in range(1, 4):\n        w = step(w, min(1.0, i / 2))",
    "baseline = 0.0\n    for i in range(3):\n        w = step(w, baseline)\n"
    "        baseline = 0.9 * baseline + 0.1 * float(i)",
    "eps = np.float32(1.0)\n    for _ in range(3):\n        w = step(w, eps)\n"
    "        eps = max(np.float32(0.1), eps * np.float32(0.9))",
])
def test_one_scalar_type_is_fine(body):
    assert only(STEP + f"""
def main(w):
    {body}
""") == []


# --- JC105: shapes that follow the data ----------------------------------------------------


BATCHED = """
@jax.jit
def step(x):
    return x.sum()
"""


@runs(by_source(
    ("lengths", Driver("main([3, 5, 2])")),
    ("islice", Driver("main(list(range(10)), 4)")),
    ("perm", Driver("main(np.ones((50, 2)), 50, 16)")),
    default=Driver("main([[[1, 2], [1]], [[1, 2, 3]], [[1]]])")))
@pytest.mark.parametrize("body", [
    # padded to the longest sequence of each batch
    "def main(batches):\n    for batch in batches:\n"
    "        maxlen = max(len(s) for s in batch)\n"
    "        x = np.zeros((2, maxlen), np.float32)\n        step(x)",
    "def main(batches):\n    for batch in batches:\n"
    "        maxlen = max(map(len, batch))\n"
    "        step(np.array([s + [0] * (maxlen - len(s)) for s in batch]))",
    # chunks cut with islice: the last is shorter
    "def main(data, bs):\n    it = iter(data)\n    while True:\n"
    "        chunk = list(itertools.islice(it, bs))\n        if not chunk:\n"
    "            break\n        step(np.array(chunk))",
    # an episode's rewards: as long as the episode
    "def main(lengths):\n    for n in lengths:\n        rewards = []\n        t = 0\n"
    "        while True:\n            rewards.append(1.0)\n            t += 1\n"
    "            if t >= n:\n                break\n        step(np.array(rewards))",
    # items picked by a slice of a permutation
    "def main(data, n, bs):\n    perm = np.random.permutation(n)\n"
    "    for i in range(0, n, bs):\n        idx = perm[i:i + bs]\n        step(data[idx])",
    "def main(data, n, bs):\n    perm = np.random.permutation(n)\n"
    "    for i in range(0, n, bs):\n        step(data[perm[i:i + bs]])",
])
def test_shapes_that_follow_the_data(body):
    assert only("import itertools\n" + BATCHED + body + "\n") == ["JC105"]


@runs(by_source(
    ("lengths", Driver("main([3, 5, 2])")),
    ("islice", Driver("main(list(range(12)), 4)")),
    ("perm", Driver("main(np.ones((50, 2)), 50, 16)")),
    default=Driver("main([[[1, 2], [1]], [[1, 2, 3], [2]], [[1], [3]]])")))
@pytest.mark.parametrize("body", [
    # padded to one fixed length
    "MAXLEN = 8\ndef main(batches):\n    for batch in batches:\n"
    "        step(np.array([s + [0] * (MAXLEN - len(s)) for s in batch]))",
    # whole chunks only
    "def main(data, bs):\n    it = iter(data)\n    while True:\n"
    "        chunk = list(itertools.islice(it, bs))\n        if len(chunk) < bs:\n"
    "            break\n        step(np.array(chunk))",
    # every episode padded to its limit
    "def main(lengths):\n    for n in lengths:\n        rewards = np.zeros(8)\n"
    "        rewards[:n] = 1.0\n        step(rewards)",
    # whole batches of the permutation
    "def main(data, n, bs):\n    perm = np.random.permutation(n)\n"
    "    for i in range(0, n - bs + 1, bs):\n        step(data[perm[i:i + bs]])",
])
def test_fixed_shapes_are_fine(body):
    assert only("import itertools\n" + BATCHED + body + "\n") == []


# --- JC106: a default left out on one call --------------------------------------------------


ACT = """
@jax.jit
def act(x, temperature=1.0):
    return x / temperature
"""


@runs("main(jnp.ones(3))")
def test_a_default_left_out_then_given():
    assert codes(ACT + """
def main(x):
    act(x)
    act(x, temperature=0.5)
""") == [(8, "JC106")]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("calls", ["act(x, temperature=1.0)\n    act(x, temperature=0.5)",
                                   "act(x)\n    act(x * 2)"])
def test_a_default_given_every_time_or_never_is_fine(calls):
    assert only(ACT + f"""
def main(x):
    {calls}
""") == []


# --- JC102: an optimizer made in a function called per fold ---------------------------------


TRAIN = """
import optax
from flax.training.train_state import TrainState
@jax.jit
def train_step(state, g):
    return state.apply_gradients(grads=g)
"""


@runs("main(jnp.ones(3))")
def test_a_train_state_made_per_fold_by_a_function():
    assert only(TRAIN + """
def create(params, lr):
    return TrainState.create(apply_fn=None, params=params, tx=optax.sgd(lr))
def main(p):
    for _fold in range(3):
        state = create({"w": p}, 0.1)
        state = train_step(state, {"w": p})
""") == ["JC102"]


@runs("main(jnp.ones(3))")
def test_a_train_state_made_per_fold_around_one_optimizer_is_fine():
    assert only(TRAIN + """
TX = optax.sgd(0.1)
def create(params, tx):
    return TrainState.create(apply_fn=None, params=params, tx=tx)
def main(p):
    for _fold in range(3):
        state = create({"w": p}, TX)
        state = train_step(state, {"w": p})
""") == []


# --- JC103: a Python int counter on a module object -----------------------------------------


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("source", [
    """
import equinox as eqx
class Model(eqx.Module):
    w: jax.Array
    step: int
@eqx.filter_jit
def apply(m, x):
    return m.w * x
def main(x):
    m = Model(jnp.ones(3), 0)
    for _ in range(3):
        apply(m, x)
        m = eqx.tree_at(lambda t: t.step, m, m.step + 1)
""",
])
def test_an_int_counter_on_a_module(source):
    assert only(source) == ["JC103"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("source", [
    """
import equinox as eqx
class Model(eqx.Module):
    w: jax.Array
    step: jax.Array
@eqx.filter_jit
def apply(m, x):
    return m.w * x
def main(x):
    m = Model(jnp.ones(3), jnp.asarray(0))
    for _ in range(3):
        apply(m, x)
        m = eqx.tree_at(lambda t: t.step, m, m.step + 1)
""",
])
def test_an_array_counter_on_a_module_is_fine(source):
    assert only(source) == []


# --- JC101: a jit made inside a callback -----------------------------------------------------


@runs("main(np.zeros(3))")
def test_a_jit_made_in_a_callback_a_solver_calls():
    assert only("""
import scipy.optimize
def loss(w):
    return jnp.sum((w - 1.0) ** 2)
def grad_np(w):
    g = jax.jit(jax.grad(loss))
    return np.asarray(g(w), dtype=np.float64)
def main(w0):
    scipy.optimize.minimize(lambda w: float(loss(w)), w0, jac=grad_np, method="L-BFGS-B")
""") == ["JC101"]


@runs("main(np.zeros(3))")
def test_a_jit_made_once_for_the_callback_is_fine():
    assert only("""
import scipy.optimize
def loss(w):
    return jnp.sum((w - 1.0) ** 2)
GRAD = jax.jit(jax.grad(loss))
def grad_np(w):
    return np.asarray(GRAD(w), dtype=np.float64)
def main(w0):
    scipy.optimize.minimize(lambda w: float(loss(w)), w0, jac=grad_np, method="L-BFGS-B")
""") == []


@runs("main(jnp.ones(3))")
def test_an_int_counter_on_an_nnx_module():
    assert only("""
from flax import nnx
class Counter(nnx.Module):
    def __init__(self):
        self.w = nnx.Param(jnp.ones(3))
        self.calls = 0
    def __call__(self, x):
        self.calls += 1
        return x * self.w
@nnx.jit
def apply(m, x):
    return m(x)
def main(x):
    m = Counter()
    for _ in range(3):
        apply(m, x)
""") == ["JC103"]


@runs("main(jnp.ones(3))")
def test_a_variable_counter_on_an_nnx_module_is_fine():
    assert only("""
from flax import nnx
class Count(nnx.Variable):
    pass
class Counter(nnx.Module):
    def __init__(self):
        self.w = nnx.Param(jnp.ones(3))
        self.calls = Count(jnp.asarray(0))
    def __call__(self, x):
        self.calls.value += 1
        return x * self.w
@nnx.jit
def apply(m, x):
    return m(x)
def main(x):
    m = Counter()
    for _ in range(3):
        apply(m, x)
""") == []


# --- JC102, JC103: a config kept on self, replaced each epoch ------------------------------


CFG = """
@dataclass(frozen=True)
class Config:
    lr: float
@partial(jax.jit, static_argnames="cfg")
def train_step(w, cfg):
    return w * cfg.lr
class Plain:
    def __init__(self, lr):
        self.lr = lr
"""


@runs("Trainer().fit(jnp.ones(3))")
@pytest.mark.parametrize("line", [
    "self.cfg = dataclasses.replace(self.cfg, lr=self.cfg.lr * 0.5)",
    "self.cfg = Config(lr=0.1 * 0.5 ** epoch)",
])
def test_a_config_on_self_replaced_each_epoch(line):
    assert only("import dataclasses\n" + CFG + f"""
class Trainer:
    def __init__(self):
        self.cfg = Config(0.1)
    def fit(self, w):
        for epoch in range(3):
            {line}
            w = train_step(w, cfg=self.cfg)
        return w
""") == ["JC103"]


@runs("Trainer().fit(jnp.ones(3))")
def test_an_identity_hashed_config_on_self_made_each_epoch():
    assert only(CFG.replace("static_argnames=\"cfg\"", "static_argnames=\"cfg\"") + """
class Trainer:
    def fit(self, w):
        for _epoch in range(3):
            self.cfg = Plain(0.1)
            w = train_step(w, cfg=self.cfg)
        return w
""") == ["JC102"]


@runs("Trainer().fit(jnp.ones(3))")
@pytest.mark.parametrize("line", [
    "self.cfg = Config(lr=0.1)",  # an equal value each epoch: one cache entry
    "self.epoch = epoch",  # not what is passed
])
def test_a_config_on_self_equal_each_epoch_is_fine(line):
    assert only(CFG + f"""
class Trainer:
    def __init__(self):
        self.cfg = Config(0.1)
    def fit(self, w):
        for epoch in range(3):
            {line}
            w = train_step(w, cfg=self.cfg)
        return w
""") == []


# --- a list of distinct functions, each jitted and called once -------------------------------


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("items", ["(jax.nn.relu, jnp.tanh, square)", "[square, cube]"])
def test_each_function_of_a_list_jitted_once_is_fine(items):
    assert only(f"""
def square(v):
    return v * v
def cube(v):
    return v * v * v
def main(x):
    for act in {items}:
        jax.jit(jax.vmap(act))(x)
""") == []


@runs("main(jnp.ones(3), [jnp.ones(3), jnp.zeros(3)])")
def test_a_closure_over_each_array_of_a_list_is_still_new_every_iteration():
    assert only("""
def main(x, shifts):
    a, b = shifts
    for s in [a, b]:
        jax.jit(lambda v: v + s)(x)
""") == ["JC101"]


# --- JC101: a hook kept by a trainer and run every step ---------------------------------------


HOOKED = """
class Trainer:
    def __init__(self):
        self.hooks = []
    def add_hook(self, fn):
        self.hooks.append(fn)
    def fit(self, xs):
        for x in xs:
            for hook in self.hooks:
                hook(x)
def log_norm(x):
{body}
def main(xs):
    t = Trainer()
    t.add_hook(log_norm)
    t.fit(xs)
"""


@runs("main([jnp.ones(3)] * 3)")
def test_a_hook_that_jits_inside_runs_every_step():
    assert only(HOOKED.format(body="    norm = jax.jit(lambda v: jnp.sqrt((v * v).sum()))\n"
                                   "    return norm(x)")) == ["JC101"]


@runs("main([jnp.ones(3)] * 3)")
def test_a_hook_that_calls_a_jit_made_once_is_fine():
    assert only("NORM = jax.jit(lambda v: jnp.sqrt((v * v).sum()))\n" + HOOKED.format(
        body="    return NORM(x)")) == []
