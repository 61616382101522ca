"""`jaxcheck lint` on the classes of pitfall that corpus 2's misses belong to (docs/lint.md,
"after reading corpus 2's misses"), each as a mechanism of the model, never one case's
pattern: scalars taken from NumPy's grids, attributes whose type flips between methods, a
static default given on one call and left out on another, an optimizer made on each call
of a function a sweep runs, sizes that change every iteration and episodes cut by a
``break``. Each class in several shapes, flagged, and its clean twins silent; JAX's
compile log decides both (``lint_harness.py``)."""

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
import itertools
@jax.jit
def step(w, s):
    return w * s
"""

# --- JC104: the items of a NumPy grid are typed scalars -------------------------------------


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # a Python float first, then np.float64 items of a grid
    "w = step(w, 1e-3)\n    for tol in np.geomspace(1e-2, 1e-6, 3):\n        w = step(w, tol)",
    # under enumerate, the grid named first
    "grid = np.linspace(0.1, 0.5, 3)\n    w = step(w, 0.1)\n"
    "    for i, lr in enumerate(grid):\n        w = step(w, lr)",
    # a sweep's product of a NumPy grid and listed floats
    "w = step(w, 0.5)\n    for lr, wd in itertools.product(np.logspace(-3, -1, 2), [0.0, 0.1]):\n"
    "        w = step(w, lr)",
    # the typed scalars first, the Python float after
    "for s in np.arange(0.5, 2.0, 0.5):\n        w = step(w, s)\n    w = step(w, 1.0)",
    # an item picked from the grid by its index
    "lrs = np.linspace(0.1, 0.5, 3)\n    w = step(w, 0.05)\n    for i in range(3):\n"
    "        w = step(w, lrs[i])",
])
def test_a_numpy_grid_after_a_python_float(body):
    assert only(STEP + f"""
def main(w):
    {body}
""") == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # Python floats both ways: the grid made a list
    "w = step(w, 1e-3)\n    for tol in np.geomspace(1e-2, 1e-6, 3).tolist():\n"
    "        w = step(w, tol)",
    "w = step(w, 1e-3)\n    for tol in [1e-2, 1e-4]:\n        w = step(w, tol)",
    # each item made a Python float at the call
    "w = step(w, 1e-3)\n    for tol in np.geomspace(1e-2, 1e-6, 3):\n"
    "        w = step(w, float(tol))",
    # typed scalars only
    "for lr, wd in itertools.product(np.logspace(-3, -1, 2), [0.0]):\n"
    "        w = step(w, lr)",
])
def test_one_scalar_type_over_a_grid_is_fine(body):
    assert only(STEP + f"""
def main(w):
    {body}
""") == []


# --- JC104: an attribute whose type flips between methods -----------------------------------


AGENT = STEP + """
class Agent:
    decay = 1
    def __init__(self):
        {init}
    def update(self, w, r):
        w = step(w, {passed})
        {update}
        return w
def main(w):
    agent = Agent()
    for i in range(3):
        w = agent.update(w, float(i))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("init,passed,update", [
    # a running baseline: the int 0, then a float fed back
    ("self.baseline = 0", "self.baseline",
     "self.baseline = 0.9 * self.baseline + 0.1 * r"),
    # an int scale halved in place
    ("self.scale = 1", "self.scale", "self.scale *= 0.5"),
    # a Python float, then NumPy's typed result
    ("self.eps = 1.0", "self.eps", "self.eps = np.maximum(0.1, self.eps * 0.9)"),
    # a class-level int default, replaced by a float on the instance
    ("pass", "self.decay", "self.decay = 0.5 * r"),
])
def test_an_attribute_whose_type_flips(init, passed, update):
    assert only(AGENT.format(init=init, passed=passed, update=update)) == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("init,passed,update", [
    ("self.baseline = 0.0", "self.baseline",
     "self.baseline = 0.9 * self.baseline + 0.1 * r"),
    ("self.scale = 1.0", "self.scale", "self.scale *= 0.5"),
    ("self.eps = np.float64(1.0)", "self.eps", "self.eps = np.maximum(0.1, self.eps * 0.9)"),
    # an int attribute that is never passed
    ("self.calls = 0\n        self.lr = 0.5", "self.lr", "self.calls += 1"),
    # a typed array decayed by a Python float: jnp of a typed array stays typed (its own
    # earlier value is read as what it was first given, not as a Python number)
    ("self.eps = jnp.asarray(1.0, dtype=jnp.float32)", "self.eps",
     "self.eps = jnp.maximum(0.05, self.eps * 0.7)"),
    ("self.eps = jnp.float32(1.0)", "self.eps", "self.eps = jnp.clip(self.eps * 0.5, 0.1)"),
])
def test_an_attribute_of_one_type_is_fine(init, passed, update):
    assert only(AGENT.format(init=init, passed=passed, update=update)) == []


# --- JC106: a static default given on one call and left out on another ----------------------


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("head,given", [
    ('@partial(jax.jit, static_argnames=("deterministic",))\n'
     "def forward(x, deterministic=True):", "deterministic=True"),
    ("@partial(jax.jit, static_argnums=(1,))\ndef forward(x, n=2):", "2"),
    ('@partial(jax.jit, static_argnames="mode")\ndef forward(x, *, mode="eval"):',
     'mode="eval"'),
])
def test_a_static_default_given_on_one_call_left_out_on_another(head, given):
    assert [c for _, c in codes(f"""
{head}
    return x * 2
def evaluate(x):
    return forward(x)
def predict(x):
    return forward(x, {given})
def main(x):
    evaluate(x)
    predict(x)
""")] == ["JC106"]


@runs(by_source(
    ("deterministic=False", Driver(
        "main(jnp.ones(3))", deliberate="a static flag given another value is another "
        "configuration: one compile each, by design")),
    default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("first,second", [
    ("forward(x)", "forward(x, deterministic=False)"),  # train / eval: by design
    ("forward(x, deterministic=True)", "forward(x, deterministic=True)"),
    ("forward(x)", "forward(x * 2)"),
])
def test_a_static_default_one_way_or_another_value_is_fine(first, second):
    assert only(f"""
@partial(jax.jit, static_argnames=("deterministic",))
def forward(x, deterministic=True):
    return x * 2 if deterministic else x
def main(x):
    {first}
    {second}
""") == []


# --- JC102: an optimizer made on each call of a function a sweep runs -----------------------


TRAIN = """
import itertools
import optax
from flax.training.train_state import TrainState
@jax.jit
def train_step(state, g):
    return state.apply_gradients(grads=g)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("source", [
    # a TrainState made per point of a product, stepped in the trial's own loop
    """
def run_trial(p, lr, wd):
    state = TrainState.create(apply_fn=None, params={"w": p}, tx=optax.adamw(lr, weight_decay=wd))
    for _ in range(2):
        state = train_step(state, {"w": p})
    return state
def main(p):
    for lr, wd in itertools.product([1e-2, 3e-2], [0.0]):
        run_trial(p, lr, wd)
""",
    # the optimizer named first, a chain, one call deeper
    """
def run_fold(p, lr):
    tx = optax.chain(optax.clip(1.0), optax.sgd(lr))
    state = TrainState.create(apply_fn=None, params={"w": p}, tx=tx)
    return train_step(state, {"w": p})
def cross_validate(p, lr):
    return [run_fold(p, lr) for _ in range(3)]
def main(p):
    cross_validate(p, 0.1)
""",
    # equinox: the optimizer itself passed, static under filter_jit
    """
import equinox as eqx
@eqx.filter_jit
def update(p, opt_state, tx):
    updates, opt_state = tx.update(p, opt_state)
    return optax.apply_updates(p, updates), opt_state
def fit(p, lr):
    tx = optax.sgd(lr)
    opt_state = tx.init(p)
    return update(p, opt_state, tx)
def main(p):
    for lr in (0.1, 0.2, 0.3):
        fit(p, lr)
""",
])
def test_an_optimizer_made_on_each_call_of_a_function_run_per_point(source):
    assert only(TRAIN + source) == ["JC102"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("source", [
    # one optimizer, made once, handed to each trial
    """
TX = optax.adamw(1e-2)
def run_trial(p, tx):
    state = TrainState.create(apply_fn=None, params={"w": p}, tx=tx)
    for _ in range(2):
        state = train_step(state, {"w": p})
    return state
def main(p):
    for _ in range(3):
        run_trial(p, TX)
""",
    # the trial run once
    """
def run_trial(p, lr):
    state = TrainState.create(apply_fn=None, params={"w": p}, tx=optax.adamw(lr))
    for _ in range(2):
        state = train_step(state, {"w": p})
    return state
def main(p):
    run_trial(p, 1e-2)
""",
    # only the optimizer's state (arrays) reaches the jit
    """
@jax.jit
def sgd_step(p, opt_state):
    return p - 0.1, opt_state
def fit(p, lr):
    opt_state = optax.sgd(lr).init(p)
    return sgd_step(p, opt_state)
def main(p):
    for lr in (0.1, 0.2, 0.3):
        fit(p, lr)
""",
])
def test_an_optimizer_made_once_or_its_state_only_is_fine(source):
    assert only(TRAIN + source) == []


# --- JC105: a size that changes every iteration ---------------------------------------------


SUM = """
@jax.jit
def step(x):
    return jax.tree_util.tree_reduce(lambda a, b: a + b.sum(), x, 0.0)
"""
GRID = """
def make_grid(horizon):
    ts = np.arange(0, horizon + 1, 1.0)
    return jnp.asarray(ts)
def total(horizon):
    return np.ones(horizon + 1).sum()
"""


@runs("main(jnp.arange(8.0), jax.random.PRNGKey(0))")
@pytest.mark.parametrize("body", [
    # a save grid as long as the horizon
    "for horizon in [4, 6, 8]:\n        ts = jnp.asarray(np.arange(0, horizon + 1, 1.0))\n"
    "        step(ts)",
    # as many points as the resolution asks
    "for level in range(1, 4):\n        n = 2 ** level\n        step(jnp.linspace(0.0, 1.0, n))",
    # the first t steps
    "for t in range(1, 4):\n        step(x[:t])",
    # a random draw of a growing shape
    "for n in (2, 3, 4):\n        step(jax.random.normal(key, (n, 2)))",
    # the first t columns
    "for t in range(1, 4):\n        step(x.reshape(2, 4)[:, :t])",
    # a grid made by a helper, from a horizon that changes
    "for horizon in [4, 6, 8]:\n        step(make_grid(horizon))",
    # inside a container handed to the jit
    "for horizon in [4, 6, 8]:\n        step(dict(ts=jnp.arange(horizon)))",
])
def test_a_size_that_changes_every_iteration(body):
    assert only(SUM + GRID + f"""
def main(x, key):
    {body}
""") == ["JC105"]


@runs("main(jnp.arange(8.0), jax.random.PRNGKey(0))")
@pytest.mark.parametrize("body", [
    # a grid of one length over each horizon
    "for horizon in [4, 6, 8]:\n        step(np.linspace(0.0, horizon, 11))",
    # both ends move together
    "for i in range(3):\n        step(np.arange(i, i + 4))",
    # a fixed prefix, and a mask over the first t steps
    "for t in range(1, 4):\n        step(x[:4])\n        m = np.zeros(4)\n        m[:t] = 1.0\n"
    "        step(x[:4] * m)",
    # one shape, new values
    "for n in (2, 3, 4):\n        step(jax.random.normal(key, (4, 2)) * n)",
    # the helper's grid has one length whatever the horizon
    "for horizon in [4, 6, 8]:\n        step(make_grid(4) * horizon)",
    "for horizon in [4, 6, 8]:\n        step(dict(ts=jnp.linspace(0.0, horizon, 5)))",
    # a helper's array of that size, summed to one number
    "for horizon in [4, 6, 8]:\n        step(jnp.ones(4) * total(horizon))",
])
def test_a_size_fixed_over_the_iterations_is_fine(body):
    assert only(SUM + GRID + f"""
def main(x, key):
    {body}
""") == []


# --- JC105: an episode cut by a break, made an array ----------------------------------------


ROLLOUT = SUM + """
def rollout(limit, max_steps=6):
    rewards = []
    for t in range(max_steps):
        rewards.append(1.0)
        if t + 1 >= limit:
            break
    return {returned}
"""


@runs("main([2, 4, 3])")
@pytest.mark.parametrize("source", [
    # a function's episode, its length the episode's
    ROLLOUT.format(returned="np.asarray(rewards, dtype=np.float32)") + """
def main(limits):
    for limit in limits:
        step(jnp.asarray(rollout(limit)))
""",
    # the episode in the loop body
    SUM + """
def main(limits):
    for limit in limits:
        rewards = []
        for t in range(6):
            rewards.append(1.0)
            if t + 1 >= limit:
                break
        step(np.array(rewards))
""",
    # a method's episode, read through self
    SUM + """
class Runner:
    def rollout(self, limit):
        buf = []
        while True:
            buf.append(1.0)
            if len(buf) >= limit:
                break
        return np.stack(buf)
    def run(self, limits):
        for limit in limits:
            step(self.rollout(limit))
def main(limits):
    Runner().run(limits)
""",
])
def test_an_episode_cut_by_a_break(source):
    assert only(source) == ["JC105"]


@runs("main([2, 4, 3])")
@pytest.mark.parametrize("source", [
    # padded back to the limit
    ROLLOUT.format(returned="np.pad(np.asarray(rewards), (0, max_steps - len(rewards)))") + """
def main(limits):
    for limit in limits:
        step(rollout(limit))
""",
    # no break: as many steps every time
    SUM + """
def main(limits):
    for limit in limits:
        rewards = []
        for t in range(6):
            rewards.append(float(t < limit))
        step(np.array(rewards))
""",
    # written into a buffer of the limit's size
    ROLLOUT.format(returned="rewards") + """
def main(limits):
    for limit in limits:
        buf = np.zeros(6)
        r = rollout(limit)
        buf[:len(r)] = r
        step(buf)
""",
])
def test_an_episode_padded_or_of_fixed_length_is_fine(source):
    assert only(source) == []


@runs("main(jnp.arange(8.0))")
def test_a_wrapper_over_the_jit_that_pads_is_trusted():
    # the call reaches the jit through a decorator applied over it, which may pad what it
    # is given (as flax's pad_shard_unpad does): the shape the jit sees is not the source's
    assert only("""
def padded(f):
    def run(x):
        return f(jnp.pad(x, (0, 8 - x.shape[0])))
    return run
@padded
@jax.jit
def step(x):
    return x.sum()
def main(x):
    for t in range(1, 4):
        step(x[:t])
""") == []


# --- JC104: a parameter's type over the calls of its function ---------------------------------


WRAPPED = STEP + """
def evaluate(w, scale=1):
    return step(w, scale)
class Runner:
    def run(self, w, lr=0.1):
        return step(w, lr)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # an int default left out, a float given
    "evaluate(w)\n    evaluate(w, 0.5)",
    # an int given by keyword, a NumPy grid's items
    "evaluate(w, scale=2)\n    for s in np.linspace(0.5, 1.0, 2):\n        evaluate(w, s)",
    # a method's float default, an int given
    "r = Runner()\n    r.run(w)\n    r.run(w, 1)",
])
def test_a_parameter_that_its_callers_pass_as_int_and_float(body):
    assert only(WRAPPED + f"""
def main(w):
    {body}
""") == ["JC104"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    "evaluate(w)\n    evaluate(w, 2)",
    "evaluate(w, 0.5)\n    evaluate(w, scale=2.0)",
    "r = Runner()\n    r.run(w)\n    r.run(w, 0.5)",
])
def test_a_parameter_of_one_type_over_its_callers_is_fine(body):
    assert only(WRAPPED + f"""
def main(w):
    {body}
""") == []


# --- JC102: an optimizer made once per object, the object made per sweep point ----------------


TRAINER = TRAIN + """
class Trainer:
    def __init__(self, p, lr):
        {init}
    def fit(self, p):
        for _ in range(2):
            {step}
        return self.state
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("init,step,loop", [
    # a TrainState with its optimizer, one Trainer per learning rate
    ('self.state = TrainState.create(apply_fn=None, params={"w": p}, tx=optax.adam(lr))',
     'self.state = train_step(self.state, {"w": p})',
     "for lr in (0.1, 0.2, 0.3):\n        Trainer(p, lr).fit(p)"),
    # the optimizer on self first, the state made from it
    ('self.tx = optax.sgd(lr)\n        '
     'self.state = TrainState.create(apply_fn=None, params={"w": p}, tx=self.tx)',
     'self.state = train_step(self.state, {"w": p})',
     "for lr in (0.1, 0.2, 0.3):\n        t = Trainer(p, lr)\n        t.fit(p)"),
    # a list of trainers built by a comprehension, one per fold
    ('tx = optax.chain(optax.clip(1.0), optax.sgd(lr))\n        '
     'self.state = TrainState.create(apply_fn=None, params={"w": p}, tx=tx)',
     'self.state = train_step(self.state, {"w": p})',
     "trainers = [Trainer(p, 0.1) for _ in range(3)]\n    for t in trainers:\n        t.fit(p)"),
])
def test_an_optimizer_made_per_object_made_per_point(init, step, loop):
    assert only(TRAINER.format(init=init, step=step) + f"""
def main(p):
    {loop}
""") == ["JC102"]


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("init,step,loop", [
    # one Trainer, stepped many times
    ('self.state = TrainState.create(apply_fn=None, params={"w": p}, tx=optax.adam(lr))',
     'self.state = train_step(self.state, {"w": p})', "Trainer(p, 0.1).fit(p)"),
    # one optimizer shared by every Trainer
    ('self.state = TrainState.create(apply_fn=None, params={"w": p}, tx=TX)',
     'self.state = train_step(self.state, {"w": p})',
     "for lr in (0.1, 0.2, 0.3):\n        Trainer(p, lr).fit(p)"),
    # only the optimizer's state reaches the jit
    ("self.tx = optax.sgd(lr)\n        self.state = self.tx.init(p)",
     "self.state = sgd_state(self.state)",
     "for lr in (0.1, 0.2, 0.3):\n        Trainer(p, lr).fit(p)"),
])
def test_an_optimizer_per_object_made_once_or_its_state_only_is_fine(init, step, loop):
    assert only(TRAINER.format(init=init, step=step) + f"""
TX = optax.adam(0.1)
@jax.jit
def sgd_state(s):
    return s
def main(p):
    {loop}
""") == []
