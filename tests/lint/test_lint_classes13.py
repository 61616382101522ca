"""`jaxcheck lint` on the mechanisms read this round: static fields of pytree classes given a
new value per step (JC103), jits of new functions that are easy to miss (JC101), typed NumPy
numbers beside Python ones (JC104), small caches that thrash (JC101), equinox number fields
(JC103), containers of two kinds in turn (JC108), ``np.array_split`` (JC105), and the
silences beside them.

Static fields: a ``flax.struct`` field ``pytree_node=False``, an ``eqx.field(static=True)``,
an attribute ``tree_flatten`` returns as auxiliary data, given a value made from its old one,
a loop's value, or a per-iteration parameter. Their twins: the field a leaf.

New jits: ``jax.jit(make_step(...))`` of a factory's closure per epoch, ``jax.jit(model.apply)``
of a linen module per epoch, the project's own jit wrappers (``@timed_jit`` on a nested def,
``run_jitted(partial(...))``) per call. Their twins: one jit, made once.

Numbers: ``rng.integers`` (an int64) against a Python int, a dict constant's int against a
NumPy sum, ``mapping.get(key, 1.0)`` against ``np.mean``. Their twins: converted everywhere.

Caches: an ``lru_cache(maxsize=1)`` factory asked for keys in turn, a factory keyed on a new
identity-hashed object. Their twins: a cache that keeps both, a frozen dataclass key.

Equinox numbers: a Module's float or int field given each pass's value and handed to
``eqx.filter_jit``. Their twins: the number an array.

Containers: a dict from ``model.init`` trained, then a FrozenDict of it trained. Their twins:
a dict throughout.

Splits: ``np.array_split`` zipped into a list, split in a generator, zipped in a generator.
Their twins: a length the source shows divides.

Silences: a loader given a helper's data of a literal row count its batch size divides (the
flagged twin does not divide); a static one of a few module constants or a NamedTuple of
literals per phase (the flagged twin truly changes).

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    HEAD,
    jax_agrees,
    only,
    project,
    runs,
)
from lint_truth import Driver

EQX_HEAD = """
import equinox as eqx
"""

# --- JC103: static fields of pytree classes given new values ------------------------------------

STRUCT_STEP = {
    "state.py": """
import jax
from flax import struct
@struct.dataclass
class TrainState:
    params: jax.Array
    step: int = struct.field(pytree_node={node})
""",
    "main.py": """
import jax
from state import TrainState
@jax.jit
def update(state, x):
    return state.replace(params=state.params * 0.9 + x)
def main(x):
    state = TrainState(params=x, step=0)
    for _ in range(3):
        state = update(state, x)
        state = state.replace(step=state.step + 1)
""",
}


@pytest.mark.parametrize("node, flagged", [
    ("False", True),  # a static step counter: a new treedef each step
    ("True", False),  # a leaf: traced
])
def test_a_struct_step_counter_kept_static(tmp_path, node, flagged):
    files = {**STRUCT_STEP, "state.py": STRUCT_STEP["state.py"].format(node=node)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


PARTICLES = EQX_HEAD + """
DT = 0.1
class Particles(eqx.Module):
    pos: jax.Array
    vel: jax.Array
    time: float{marker}
@jax.jit
def advance(p):
    return p.pos + p.vel * DT * p.time
def main(x):
    state = Particles(x, x * 0.1, 0.0)
    for _ in range(3):
        state = Particles(advance(state), state.vel, state.time + DT)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("marker, flagged", [
    (" = eqx.field(static=True)", True),  # the clock a static field, advanced per step
    ("", False),  # a leaf: jax.jit traces a Python float
])
def test_an_equinox_static_clock_advanced_per_step(marker, flagged):
    source = PARTICLES.format(marker=marker)
    assert only(source, head=HEAD + EQX_HEAD) == (["JC103"] if flagged else [])


CLOCK_NODE = """
from flax import struct
class Clock(struct.PyTreeNode):
    value: jax.Array
    tick: int{marker}
@jax.jit
def advance(c):
    return c.value * 2.0
def main(x):
    c = Clock(x, 0)
    for _ in range(3):
        advance(c)
        c = c.replace(tick=c.tick + 1)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("marker, flagged", [
    (" = struct.field(pytree_node=False)", True),  # a PyTreeNode subclass, not decorated
    ("", False),  # a leaf: traced
])
def test_a_tick_of_a_pytree_node_subclass_replaced_per_step(marker, flagged):
    assert only(CLOCK_NODE.format(marker=marker)) == (["JC103"] if flagged else [])


CUTOFF = """
import dataclasses
class Filt(eqx.Module):
    w: jax.Array
    cutoff: float = eqx.field(static=True)
@eqx.filter_jit
def apply(f, x):
    return f.w * x / f.cutoff
def main(x):
    f = Filt(x, 1.0)
    for _ in range(3):
        apply(f, x)
        f = dataclasses.replace(f, cutoff={cutoff})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("cutoff, flagged", [
    ("f.cutoff * 0.5", True),  # an equinox static field halved per step
    ("f.cutoff", False),  # the same value: one compile
])
def test_an_equinox_static_cutoff_replaced_per_step(cutoff, flagged):
    # (eqx.tree_at cannot set a static field, it raises: only a new module gives one)
    assert only(CUTOFF.format(cutoff=cutoff), head=HEAD + EQX_HEAD) == (
        ["JC103"] if flagged else [])


COUNTER = {
    "tally.py": """
import jax
import jax.numpy as jnp
@jax.tree_util.register_pytree_node_class
class Tally:
    def __init__(self, total, count):
        self.total = total
        self.count = count
    def tree_flatten(self):
        return {flatten}
    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)
    def add(self, v):
        n = self.count
        return Tally(self.total + v, n + 1)
def empty():
    return Tally(jnp.zeros(()), 0)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from tally import empty
@jax.jit
def average(t):
    return t.total / t.count
def main(x):
    t = empty()
    for i in range(3):
        t = t.add(jnp.sum(x) * i)
        average(t)
""",
}


@pytest.mark.parametrize("flatten, flagged", [
    ("(self.total,), (self.count,)", True),  # the count as auxiliary data
    ("(self.total, self.count), ()", False),  # both children
])
def test_a_count_returned_as_auxiliary_data(tmp_path, flatten, flagged):
    files = {**COUNTER, "tally.py": COUNTER["tally.py"].format(flatten=flatten)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


SNAPSHOTS = {
    "snaps.py": """
import jax
from flax import struct
@struct.dataclass
class Snap:
    prices: jax.Array
    as_of: str = struct.field(pytree_node=False)
def snapshots(prices, days):
    for day in days:
        yield Snap(prices * day, as_of={as_of})
""",
    "main.py": """
import jax
import jax.numpy as jnp
from snaps import snapshots
@jax.jit
def value(snap):
    return jnp.sum(snap.prices)
def main(x):
    for snap in snapshots(x, [1, 2, 3]):
        value(snap)
""",
}


@pytest.mark.parametrize("as_of, flagged", [
    ("str(day)", True),  # a new static string per day
    ('"close"', False),  # one label: one treedef
])
def test_a_snapshot_labelled_with_each_day(tmp_path, as_of, flagged):
    files = {**SNAPSHOTS, "snaps.py": SNAPSHOTS["snaps.py"].format(as_of=as_of)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


FLUID = """
DT = 0.05
@jax.tree_util.register_pytree_node_class
class FluidState:
    def __init__(self, pos, vel, time):
        self.pos, self.vel, self.time = pos, vel, time
    def tree_flatten(self):
        return {flatten}
    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)
@jax.jit
def drift(state):
    return state.pos + state.vel * DT
def main(x):
    state = FluidState(x, x * 0.5, 0.0)
    for _ in range(3):
        state = FluidState(drift(state), state.vel, state.time + DT)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("flatten, flagged", [
    ("(self.pos, self.vel), (self.time,)", True),  # the clock as auxiliary data
    ("(self.pos, self.vel, self.time), ()", False),  # a child: traced
])
def test_a_clock_returned_as_auxiliary_data_advanced_per_step(flatten, flagged):
    assert only(FLUID.format(flatten=flatten)) == (["JC103"] if flagged else [])


SIGMAS = EQX_HEAD + """
SIGMAS = [0.1, 0.5, 1.0]
class Score(eqx.Module):
    w: jax.Array
    sigma: {field}
@jax.jit
def denoise(score, x):
    return x * score.w / score.sigma
def main(x):
    for sigma in SIGMAS:
        denoise(Score(x, {sigma}), x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("field, sigma, flagged", [
    ("float = eqx.field(static=True)", "sigma", True),  # each noise level a static value
    ("jax.Array", "jnp.asarray(sigma)", False),  # a leaf
])
def test_an_equinox_static_noise_level_over_a_listed_sweep(field, sigma, flagged):
    source = SIGMAS.format(field=field, sigma=sigma)
    assert only(source, head=HEAD + EQX_HEAD) == (["JC103"] if flagged else [])


POLICY = {
    "policy.py": """
import jax
from flax import struct
@struct.dataclass
class Policy:
    w: jax.Array
    log_std: float = struct.field(pytree_node={node})
    def with_std(self, log_std):
        return Policy(self.w, log_std)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from policy import Policy
@jax.jit
def act(policy, x):
    return x * policy.w * jnp.exp(policy.log_std)
def main(x):
    policy = Policy(x, 0.0)
    for it in range(3):
        act(policy.with_std(-0.25 * it), x)
""",
}


@pytest.mark.parametrize("node, flagged", [
    ("False", True),  # a method's parameter, new per iteration, into a static field
    ("True", False),  # a leaf: a Python float, traced
])
def test_a_static_exploration_std_set_by_a_method_per_iteration(tmp_path, node, flagged):
    files = {**POLICY, "policy.py": POLICY["policy.py"].format(node=node)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC101: a jit of a new closure a project function makes ------------------------------------

FACTORY = {
    "steps.py": """
def make_step(lr):
    def step(w, x):
        return w - lr * x
    return step
""",
    "main.py": """
import jax
from steps import make_step
def main(x):
    w = x
{body}
""",
}


@pytest.mark.parametrize("body, flagged", [
    ("    for epoch in range(3):\n        step = jax.jit(make_step(0.1))\n"
     "        w = step(w, x)", True),  # a new closure per epoch, jitted anew
    ("    step = jax.jit(make_step(0.1))\n    for epoch in range(3):\n"
     "        w = step(w, x)", False),
])
def test_a_jit_of_a_factorys_closure_per_epoch(tmp_path, body, flagged):
    files = {**FACTORY, "main.py": FACTORY["main.py"].format(body=body)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


LAMBDA_FACTORY = """
def make_loss(scale):
    return lambda w, v: jnp.sum(w * v) * scale
{made}
def train_epoch(w, v):
    loss = {loss}
    return loss(w, v)
def main(x):
    for epoch in range(3):
        train_epoch(x, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("made, loss, flagged", [
    ("", "jax.jit(make_loss(2.0))", True),  # a new lambda jitted per epoch
    ("LOSS = jax.jit(make_loss(2.0))", "LOSS", False),
])
def test_a_jit_of_a_factorys_lambda_in_a_function_per_epoch(made, loss, flagged):
    assert only(LAMBDA_FACTORY.format(made=made, loss=loss)) == (
        ["JC101"] if flagged else [])


TRAINER = {
    "trainer.py": """
import jax
import jax.numpy as jnp
class Trainer:
    def __init__(self, decay):
        self.decay = decay
    def make_update(self):
        decay = self.decay
        def update(w, g):
            return w * decay - g
        return update
    def fit(self, w, batches):
{fit}
        return w
""",
    "main.py": """
from trainer import Trainer
def main(x):
    Trainer(0.9).fit(x, [x, x, x])
""",
}


@pytest.mark.parametrize("fit, flagged", [
    ("        for g in batches:\n            w = jax.jit(self.make_update())(w, g)", True),
    ("        update = jax.jit(self.make_update())\n        for g in batches:\n"
     "            w = update(w, g)", False),
])
def test_a_jit_of_a_methods_closure_per_batch(tmp_path, fit, flagged):
    files = {**TRAINER, "trainer.py": TRAINER["trainer.py"].format(fit=fit)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


# --- JC101: jax.jit(model.apply) of a linen module of this module, per pass --------------------

LINEN_APPLY = {
    "main.py": """
import jax
import flax.linen as nn
class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(x)
def main(x):
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), x[None])
{body}
""",
}


@pytest.mark.parametrize("body, flagged", [
    ("    for epoch in range(3):\n        apply = jax.jit(model.apply)\n"
     "        apply(params, x[None])", True),  # a new bound method per epoch
    ("    apply = jax.jit(model.apply)\n    for epoch in range(3):\n"
     "        apply(params, x[None])", False),
])
def test_a_jit_of_a_linen_apply_per_epoch(tmp_path, body, flagged):
    files = {"main.py": LINEN_APPLY["main.py"].format(body=body)}
    assert project(tmp_path, files, library=("apply",)) == (["JC101"] if flagged else [])


LINEN_EVAL = {
    "main.py": """
import jax
import jax.numpy as jnp
import flax.linen as nn
class Scorer(nn.Module):
    features: int = 4
    @nn.compact
    def __call__(self, x):
        return jnp.tanh(nn.Dense(self.features)(x)).sum()
model = Scorer()
{made}
def evaluate(params, x):
    score = {score}
    return score(params, x)
def main(x):
    params = model.init(jax.random.PRNGKey(1), x[None])
    for epoch in range(3):
        evaluate(params, x[None])
""",
}


@pytest.mark.parametrize("made, score, flagged", [
    ("", "jax.jit(model.apply)", True),  # jitted again in each evaluation
    ("SCORE = jax.jit(model.apply)", "SCORE", False),
])
def test_a_jit_of_a_linen_apply_in_an_evaluation_per_epoch(tmp_path, made, score, flagged):
    files = {"main.py": LINEN_EVAL["main.py"].format(made=made, score=score)}
    assert project(tmp_path, files, library=("apply",)) == (["JC101"] if flagged else [])


LINEN_METHOD = {
    "agent.py": """
import jax
import flax.linen as nn
class Critic(nn.Module):
    @nn.compact
    def __call__(self, s):
        return nn.Dense(1)(s)
class Agent:
    def __init__(self, x):
        self.critic = Critic()
        self.params = self.critic.init(jax.random.PRNGKey(0), x[None])
{made}
    def value(self, s):
        return {value}(self.params, s)
""",
    "main.py": """
from agent import Agent
def main(x):
    agent = Agent(x)
    for t in range(3):
        agent.value(x[None])
""",
}


@pytest.mark.parametrize("made, value, flagged", [
    ("", "jax.jit(self.critic.apply)", True),  # a new bound method at each value()
    ("        self._value = jax.jit(self.critic.apply)", "self._value", False),
])
def test_a_jit_of_a_linen_apply_in_a_method(tmp_path, made, value, flagged):
    files = {**LINEN_METHOD,
             "agent.py": LINEN_METHOD["agent.py"].format(made=made, value=value)}
    assert project(tmp_path, files, library=("apply",)) == (["JC101"] if flagged else [])


# --- JC101: the project's own jit wrappers --------------------------------------------------------

TIMED = """
import functools
import time
import jax
def timed_jit(fn=None, **kw):
    if fn is None:
        return functools.partial(timed_jit, **kw)
    jitted = jax.jit(fn, **kw)
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = jitted(*args, **kwargs)
        wrapper.seconds = time.perf_counter() - start
        return out
    return wrapper
"""

TIMED_NESTED = {
    "timing.py": TIMED,
    "main.py": """
import jax.numpy as jnp
from timing import timed_jit
{main}
""",
}

NESTED_SCORE = """
def evaluate(w, x):
    @timed_jit
    def score(w, x):
        return jnp.sum(w * x)
    return score(w, x)
def main(x):
    for epoch in range(3):
        evaluate(x, x)
"""

MODULE_SCORE = """
@timed_jit
def score(w, x):
    return jnp.sum(w * x)
def evaluate(w, x):
    return score(w, x)
def main(x):
    for epoch in range(3):
        evaluate(x, x)
"""


@pytest.mark.parametrize("body, flagged", [
    (NESTED_SCORE, True),  # a nested def, wrapped anew per evaluation
    (MODULE_SCORE, False),
])
def test_a_timed_jit_decorator_on_a_nested_def(tmp_path, body, flagged):
    files = {**TIMED_NESTED, "main.py": TIMED_NESTED["main.py"].format(main=body)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


RUN_JITTED = {
    "runner.py": """
import jax
def run_jitted(fn, *args):
    return jax.jit(fn)(*args)
""",
    "main.py": """
import functools
from runner import run_jitted
def scale(v, factor):
    return v * factor
def scale_by_two(v):
    return v * 2.0
def step(x):
    return run_jitted({fn}, x)
def main(x):
    for _ in range(3):
        step(x)
""",
}


@pytest.mark.parametrize("fn, flagged", [
    ("functools.partial(scale, factor=2.0)", True),  # a new partial per step
    ("scale_by_two", False),  # one function: jax.jit's cache holds it
])
def test_a_jit_wrapper_called_with_a_new_partial(tmp_path, fn, flagged):
    files = {**RUN_JITTED, "main.py": RUN_JITTED["main.py"].format(fn=fn)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


TIMED_METHOD = {
    "timing.py": TIMED,
    "model.py": """
import jax.numpy as jnp
from timing import timed_jit
{model}
""",
    "main.py": """
from model import Model
def main(x):
    m = Model(2)
    for batch in range(3):
        m.forward(x)
""",
}

NESTED_FORWARD = """
class Model:
    def __init__(self, k):
        self.k = k
    def forward(self, x):
        @timed_jit(static_argnums=1)
        def run(x, k):
            return x[:k].sum()
        return run(x, self.k)
"""

MODULE_FORWARD = """
@timed_jit(static_argnums=1)
def run(x, k):
    return x[:k].sum()
class Model:
    def __init__(self, k):
        self.k = k
    def forward(self, x):
        return run(x, self.k)
"""


@pytest.mark.parametrize("model, flagged", [
    (NESTED_FORWARD, True),  # a nested def, decorated with options, per forward call
    (MODULE_FORWARD, False),
])
def test_a_timed_jit_with_options_on_a_nested_def_in_a_method(tmp_path, model, flagged):
    files = {**TIMED_METHOD, "model.py": TIMED_METHOD["model.py"].format(model=model)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


# --- JC104: a typed NumPy number at one call, a Python number at another ------------------------

INTEGERS = """
@jax.jit
def shift(x, k):
    return x + k
def main(x):
    rng = np.random.default_rng(0)
    for step in range(3):
        shift(x, {k})
        shift(x, step)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("k, flagged", [
    ("rng.integers(0, 4)", True),  # an int64 beside the loop's Python int
    ("int(rng.integers(0, 4))", False),
])
def test_a_generators_integer_beside_a_python_int(k, flagged):
    assert only(INTEGERS.format(k=k)) == (["JC104"] if flagged else [])


DAYS = {
    "calendar_days.py": """
DAYS = {"AAPL": 252, "BTC": 365}
""",
    "periods.py": """
import numpy as np
from calendar_days import DAYS
def periods(name, mask):
    if name in DAYS:
        return DAYS[name]
    return {counted}
""",
    "main.py": """
import jax
import numpy as np
from periods import periods
@jax.jit
def annualize(r, days):
    return r * days
def main(x):
    mask = np.arange(8) < 5
    for name in ["AAPL", "ETH", "BTC"]:
        annualize(x, periods(name, mask))
""",
}


@pytest.mark.parametrize("counted, flagged", [
    ("np.sum(mask)", True),  # a NumPy int for one ticker, the table's ints for the rest
    ("int(np.sum(mask))", False),
])
def test_a_dict_constants_int_beside_a_numpy_count(tmp_path, counted, flagged):
    files = {**DAYS, "periods.py": DAYS["periods.py"].format(counted=counted)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


GET_DEFAULT = {
    "temps.py": """
import numpy as np
DEFAULT_TEMPERATURE = 1.0
def temperature(cfg, history):
    if history:
        return {mean}
    return cfg.get("temperature", DEFAULT_TEMPERATURE)
""",
    "main.py": """
import json
import jax
from temps import temperature
@jax.jit
def scaled(x, t):
    return x / t
def main(x):
    cfg = json.loads("{{}}")
    history = []
    for step in range(3):
        scaled(x, temperature(cfg, history))
        history.append(float(step) + 1.0)
""",
}


@pytest.mark.parametrize("mean, flagged", [
    ("np.mean(history)", True),  # the default's Python float, then a NumPy float64
    ("float(np.mean(history))", False),
])
def test_a_mapping_default_beside_a_numpy_mean(tmp_path, mean, flagged):
    files = {"temps.py": GET_DEFAULT["temps.py"].format(mean=mean),
             "main.py": GET_DEFAULT["main.py"].format()}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC101: a small lru_cache asked for more keys than it keeps ---------------------------------

HEADS = """
SCALES = {{"a": 1.0, "b": 2.0}}
@functools.lru_cache(maxsize={size})
def get_head(name):
    scale = SCALES[name]
    return jax.jit(lambda v: v * scale)
def main(x):
    for name in {names}:
        get_head(name)(x)
"""


def _heads(text: str, params: dict) -> Driver:
    return Driver("main(jnp.ones(3))", deliberate=None if params["flagged"] else
                  "two heads, one compile each, each kept")


@runs(_heads)
@pytest.mark.parametrize("size, names, flagged", [
    ("1", '["a", "b", "a", "b"]', True),  # each key evicts the other: four compiles
    ("1", '["a", "a", "b", "b"]', False),  # in an order that hits: two compiles
    ("2", '["a", "b", "a", "b"]', False),  # both kept: two compiles
])
def test_a_listed_sweep_through_a_cache_of_one(size, names, flagged):
    assert only(HEADS.format(size=size, names=names)) == (["JC101"] if flagged else [])


RESIZE = {
    "prep.py": """
import functools
import jax
@functools.lru_cache(maxsize={size})
def resize_fn(res):
    return jax.jit(lambda v: jax.image.resize(v, (res,), "linear"))
def preprocess(x, res):
    return resize_fn(res)(x)
""",
    "main.py": """
from prep import preprocess
def main(x):
    for epoch in range(3):
        preprocess(x, 4)
        preprocess(x, 16)
""",
}


@pytest.mark.parametrize("size, flagged", [
    ("1", True),  # the train and eval resolutions evict each other every epoch
    ("2", False),  # both kept
])
def test_a_helpers_two_resolutions_through_a_cache_of_one(tmp_path, size, flagged):
    files = {**RESIZE, "prep.py": RESIZE["prep.py"].format(size=size)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "two resolutions, one compile each, both kept") == (
        ["JC101"] if flagged else [])


IDENTITY_KEY = {
    "config.py": """
from dataclasses import dataclass
{decorator}
class Cfg:
    scale: float
""",
    "compiled.py": """
import functools
import jax
@functools.cache
def compiled(cfg):
    return jax.jit(lambda v: v * cfg.scale)
""",
    "main.py": """
from config import Cfg
from compiled import compiled
def run(x):
    cfg = Cfg(2.0)
    return compiled(cfg)(x)
def main(x):
    for _ in range(3):
        run(x)
""",
}


@pytest.mark.parametrize("decorator, flagged", [
    ("@dataclass(eq=False)", True),  # hashed by identity: a new key per run
    ("@dataclass(frozen=True)", False),  # hashed by value: one key
])
def test_a_cached_factory_keyed_on_a_new_config_per_run(tmp_path, decorator, flagged):
    files = {**IDENTITY_KEY,
             "config.py": IDENTITY_KEY["config.py"].format(decorator=decorator)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


INLINE_KEY = {
    **IDENTITY_KEY,
    "main.py": """
from config import Cfg
from compiled import compiled
def run(x):
    return compiled(Cfg(2.0))(x)
def main(x):
    for _ in range(3):
        run(x)
""",
}


@pytest.mark.parametrize("decorator, flagged", [
    ("@dataclass(eq=False)", True),  # hashed by identity: a new key per run
    ("@dataclass(frozen=True)", False),
])
def test_a_cached_factory_given_a_new_config_inline_per_run(tmp_path, decorator, flagged):
    files = {**INLINE_KEY, "config.py": INLINE_KEY["config.py"].format(decorator=decorator)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


PLAIN_KEY = """
{cls}
@functools.lru_cache(maxsize=None)
def kernel_for(spec):
    return jax.jit(lambda v: v * spec.width)
def smooth(x, width):
    return kernel_for(Spec(width))(x)
def main(x):
    for step in range(3):
        smooth(x, 3)
"""

PLAIN_SPEC = """
class Spec:
    def __init__(self, width):
        self.width = width
"""

FROZEN_SPEC = """
@dataclass(frozen=True)
class Spec:
    width: int
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("cls, flagged", [
    (PLAIN_SPEC, True),  # a plain class: identity-hashed, a miss per call
    (FROZEN_SPEC, False),
])
def test_a_cached_kernel_keyed_on_a_plain_object(cls, flagged):
    assert only(PLAIN_KEY.format(cls=cls)) == (["JC101"] if flagged else [])


# --- JC103: an equinox Module's number field given each pass's value ----------------------------

SAMPLER = {
    "sampler.py": """
import jax
import jax.numpy as jnp
import equinox as eqx
class Sampler(eqx.Module):
    scale: jax.Array
    temperature: {field}
def with_temperature(s, t):
    return Sampler(scale=s.scale, temperature={t})
""",
    "main.py": """
import jax.numpy as jnp
import equinox as eqx
from sampler import Sampler, with_temperature
@eqx.filter_jit
def sample(s, x):
    return x * s.scale / s.temperature
def main(x):
    s = Sampler(jnp.ones(()), jnp.asarray(1.0))
    for t in [0.5, 0.7, 1.0]:
        sample(with_temperature(s, t), x)
""",
}


@pytest.mark.parametrize("field, t, flagged", [
    ("float", "t", True),  # a Python float field: static under filter_jit, one per value
    ("jax.Array", "jnp.asarray(t)", False),  # an array field: traced
])
def test_an_equinox_temperature_set_in_a_helper_per_pass(tmp_path, field, t, flagged):
    files = {**SAMPLER, "sampler.py": SAMPLER["sampler.py"].format(field=field, t=t)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


DROPOUT_RATE = EQX_HEAD + """
RATES = [0.1, 0.2, 0.3]
class Noisy(eqx.Module):
    w: jax.Array
    rate: {field}
@eqx.filter_jit
def loss(model, x):
    return jnp.sum(model.w * x) * (1 - model.rate)
def main(x):
    for rate in RATES:
        model = Noisy(x, {rate})
        loss(model, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("field, rate, flagged", [
    ("float", "rate", True),  # each listed rate a static float
    ("jax.Array", "jnp.asarray(rate)", False),
])
def test_an_equinox_rate_field_over_a_listed_sweep(field, rate, flagged):
    source = DROPOUT_RATE.format(field=field, rate=rate)
    assert only(source, head=HEAD + EQX_HEAD) == (["JC103"] if flagged else [])


DECAY = EQX_HEAD + """
class Ema(eqx.Module):
    avg: jax.Array
    decay: {field}
def with_decay(ema, d):
    return Ema(ema.avg, {d})
@eqx.filter_jit
def update(ema, x):
    return ema.avg * ema.decay + x
def main(x):
    ema = Ema(x, jnp.asarray(0.9))
    for epoch in range(3):
        update(with_decay(ema, 1.0 - 0.1 / (epoch + 1)), x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("field, d, flagged", [
    ("float", "d", True),  # a helper's parameter, new per epoch: a static float
    ("jax.Array", "jnp.asarray(d)", False),
])
def test_an_equinox_decay_set_in_a_helper_per_epoch(field, d, flagged):
    source = DECAY.format(field=field, d=d)
    assert only(source, head=HEAD + EQX_HEAD) == (["JC103"] if flagged else [])


HORIZON = {
    "plan.py": """
import jax
import jax.numpy as jnp
import equinox as eqx
class Planner(eqx.Module):
    gain: jax.Array
    horizon: {field}
    def with_horizon(self, n):
        return Planner(self.gain, {n})
@eqx.filter_jit
def plan(p, x):
    return x * p.gain * p.horizon
""",
    "main.py": """
import jax.numpy as jnp
from plan import Planner, plan
def main(x):
    p = Planner(jnp.ones(()), jnp.asarray(1))
    for step in range(3):
        plan(p.with_horizon(step + 2), x)
""",
}


@pytest.mark.parametrize("field, n, flagged", [
    ("int", "n", True),  # a method's parameter, new per pass: a static int
    ("jax.Array", "jnp.asarray(n)", False),
])
def test_an_equinox_int_field_set_by_a_method_per_pass(tmp_path, field, n, flagged):
    files = {**HORIZON, "plan.py": HORIZON["plan.py"].format(field=field, n=n)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


SGD_SWEEP = {
    "opt.py": """
import jax
import equinox as eqx
class Sgd(eqx.Module):
    w: jax.Array
    lr: {field}
""",
    "main.py": """
import jax.numpy as jnp
import equinox as eqx
from opt import Sgd
LRS = [0.1, 0.03, 0.01]
@eqx.filter_jit
def step(opt, x):
    return opt.w - opt.lr * x
def main(x):
    for lr in LRS:
        step(Sgd(x, {lr}), x)
""",
}


@pytest.mark.parametrize("field, lr, flagged", [
    ("float", "lr", True),  # each learning rate of the sweep a static float
    ("jax.Array", "jnp.asarray(lr)", False),
])
def test_an_equinox_learning_rate_over_a_sweep_of_another_module(tmp_path, field, lr,
                                                                flagged):
    files = {"opt.py": SGD_SWEEP["opt.py"].format(field=field),
             "main.py": SGD_SWEEP["main.py"].format(lr=lr)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC108: a dict trained, then a FrozenDict of it trained -------------------------------------

FREEZE_PHASES = """
import flax.linen as nn
import flax.core
model = nn.Dense(2)
@jax.jit
def step(params, x):
    return jax.tree_util.tree_map(lambda p: p * 0.9, params)
def main(x):
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    for _ in range(2):
        params = step(params, x)
    params = flax.core.{wrap}(params)
    for _ in range(2):
        params = step(params, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("wrap, flagged", [
    ("freeze", True),  # a dict in the first loop, a FrozenDict in the second
    ("unfreeze", False),
])
def test_params_frozen_between_two_loops(wrap, flagged):
    assert only(FREEZE_PHASES.format(wrap=wrap)) == (["JC108"] if flagged else [])


WARM_START = {
    "warm.py": """
import flax.core
def warm_start(params):
    return flax.core.{wrap}(params)
""",
    "main.py": """
import jax
import jax.numpy as jnp
import flax.linen as nn
from warm import warm_start
model = nn.Dense(3)
@jax.jit
def sgd(params, x):
    return jax.tree_util.tree_map(lambda p: p - 0.01 * jnp.sum(x), params)
def main(x):
    params = model.init(jax.random.PRNGKey(0), x[None])["params"]
    for epoch in range(2):
        params = sgd(params, x)
    params = warm_start(params)
    for epoch in range(2):
        params = sgd(params, x)
""",
}


@pytest.mark.parametrize("wrap, flagged", [
    ("freeze", True),  # the warm start returns a FrozenDict
    ("unfreeze", False),
])
def test_params_warm_started_as_a_frozen_dict(tmp_path, wrap, flagged):
    files = {**WARM_START, "warm.py": WARM_START["warm.py"].format(wrap=wrap)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


FINETUNE = {
    "train.py": """
import jax
import jax.numpy as jnp
import flax.linen as nn
from flax.core import freeze, unfreeze
class Head(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(x)
@jax.jit
def tune(params, x):
    return jax.tree_util.tree_map(lambda p: p * 0.99, params)
def pretrain_then_finetune(x):
    variables = Head().init(jax.random.PRNGKey(0), x[None])
    params = variables["params"]
    for _ in range(2):
        params = tune(params, x)
    tuned = {wrap}({{"Dense_0": params["Dense_0"]}})
    for _ in range(2):
        tuned = tune(tuned, x)
    return tuned
""",
    "main.py": """
from train import pretrain_then_finetune
def main(x):
    pretrain_then_finetune(x)
""",
}


@pytest.mark.parametrize("wrap, flagged", [
    ("freeze", True),  # the pretrained dict, then a FrozenDict for fine-tuning
    ("unfreeze", False),
])
def test_params_frozen_for_fine_tuning(tmp_path, wrap, flagged):
    files = {**FINETUNE, "train.py": FINETUNE["train.py"].format(wrap=wrap)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC105: np.array_split through a list of zips and generators --------------------------------

SHARDS = {
    "shards.py": """
import numpy as np
def shard(x, y, k):
    return list(zip(np.array_split(x, k), np.array_split(y, k)))
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from shards import shard
N = {n}
K = 4
{check}
@jax.jit
def step(bx, by):
    return jnp.sum(bx) + jnp.sum(by)
def main(x):
    xs, ys = np.ones((N, 2), np.float32), np.ones(N, np.float32)
    for epoch in range(2):
        for bx, by in shard(xs, ys, K):
            step(bx, by)
""",
}


@pytest.mark.parametrize("n, check, flagged", [
    ("10", "", True),  # parts of 3, 3, 2, 2
    ("12", "assert N % K == 0", False),  # the module shows four parts divide
])
def test_array_split_zipped_into_a_list(tmp_path, n, check, flagged):
    files = {**SHARDS, "main.py": SHARDS["main.py"].format(n=n, check=check)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


FOLDS = {
    "folds.py": """
import numpy as np
def folds(X, y, k, seed):
    order = np.random.default_rng(seed).permutation(len(X))
    for idx in {split}(order, k):
        yield X[idx], y[idx]
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from folds import folds
@jax.jit
def fit(X, y):
    return jnp.sum(X) - jnp.sum(y)
def main(x):
    X, y = np.ones(({n}, 3), np.float32), np.zeros({n}, np.float32)
    for Xf, yf in folds(X, y, 3, seed=0):
        fit(Xf, yf)
""",
}


@pytest.mark.parametrize("split, n, flagged", [
    ("np.array_split", "10", True),  # folds of 4, 3, 3
    ("np.split", "12", False),  # three folds of 4 (or an error)
])
def test_folds_split_in_a_generator(tmp_path, split, n, flagged):
    files = {"folds.py": FOLDS["folds.py"].format(split=split),
             "main.py": FOLDS["main.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


ZIP_GEN = """
def microbatches(a, b, k):
    for pa, pb in zip({split}(a, k), {split}(b, k)):
        yield pa, pb
@jax.jit
def accumulate(pa, pb):
    return jnp.dot(pa, pb)
def main(x):
    a = np.ones({n}, np.float32)
    b = np.ones({n}, np.float32)
    for step in range(2):
        for pa, pb in microbatches(a, b, 3):
            accumulate(pa, pb)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("split, n, flagged", [
    ("np.array_split", "8", True),  # 3, 3, 2
    ("np.split", "9", False),  # three of 3
])
def test_array_split_zipped_in_a_generator(split, n, flagged):
    assert only(ZIP_GEN.format(split=split, n=n)) == (["JC105"] if flagged else [])


# --- JC105 silent: a loader given a helper's data of a literal size its batch divides -----------

LOADER = {
    "data.py": """
import numpy as np
def synthetic(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 3)).astype(np.float32)
    return x, (x.sum(1) > 0).astype(np.int32)
class Loader:
    def __init__(self, x, y, batch_size):
        self.x, self.y, self.batch_size = x, y, batch_size
    def __iter__(self):
        for i in range(0, len(self.x), self.batch_size):
            yield self.x[i:i + self.batch_size], self.y[i:i + self.batch_size]
""",
    "main.py": """
import jax
import jax.numpy as jnp
from data import Loader, synthetic
@jax.jit
def step(xb, yb):
    return jnp.sum(xb) + jnp.sum(yb)
def main(x0):
    x, y = synthetic({n}, 0)
    for epoch in range(2):
        for xb, yb in Loader(x, y, batch_size=16):
            step(xb, yb)
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("30", True),  # 16 and a last batch of 14
    ("32", False),  # two batches of 16
])
def test_a_loader_of_a_helpers_literal_rows(tmp_path, n, flagged):
    files = {**LOADER, "main.py": LOADER["main.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


GENERATOR = {
    "make.py": """
import numpy as np
def make_regression(rows, features=2):
    x = np.linspace(0.0, 1.0, rows * features, dtype=np.float32).reshape(rows, features)
    return x, x.sum(1)
""",
    "batching.py": """
def batches(x, y, size):
    for start in range(0, x.shape[0], size):
        yield x[start:start + size], y[start:start + size]
""",
    "main.py": """
import jax
import jax.numpy as jnp
from batching import batches
from make import make_regression
@jax.jit
def sgd(xb, yb):
    return jnp.mean(xb) - jnp.mean(yb)
def main(x0):
    x, y = make_regression({n})
    for epoch in range(2):
        for xb, yb in batches(x, y, 8):
            sgd(xb, yb)
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("20", True),  # 8, 8 and 4
    ("24", False),  # three of 8
])
def test_a_generator_of_a_helpers_literal_rows(tmp_path, n, flagged):
    files = {**GENERATOR, "main.py": GENERATOR["main.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


RNG_ROWS = {
    **GENERATOR,
    "make.py": """
import numpy as np
def make_regression(rows, features=2):
    x = np.random.default_rng(0).normal(size=(rows, features)).astype(np.float32)
    return x, x.sum(1)
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("20", True),  # 8, 8 and 4
    ("24", False),  # three of 8
])
def test_a_generator_of_a_helpers_random_literal_rows(tmp_path, n, flagged):
    files = {**RNG_ROWS, "main.py": RNG_ROWS["main.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


SHUFFLED = """
def toy_data(n=48, seed=0):
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, 2)).astype(np.float32)
class Shuffled:
    def __init__(self, data, batch_size, seed=0):
        self.data = data
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        order = self.rng.permutation(len(self.data))
        for i in range(0, len(order), self.batch_size):
            yield self.data[order[i:i + self.batch_size]]
@jax.jit
def encode(batch):
    return jnp.tanh(batch).sum()
def main(x0):
    data = toy_data()
    for epoch in range(2):
        for batch in Shuffled(data, batch_size={bs}):
            encode(batch)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("bs, flagged", [
    ("20", True),  # 20, 20 and 8
    ("16", False),  # three of 16: the helper's default rows divide
])
def test_a_shuffled_loader_of_a_helpers_default_rows(bs, flagged):
    assert only(SHUFFLED.format(bs=bs)) == (["JC105"] if flagged else [])


# --- JC103 silent: a static that moves with the loop among a few fixed values -------------------

PERIOD = {
    "logs.py": """
TRAIN_PERIOD = 0.5
EVAL_PERIOD = 1.0
def sample_period(log):
    {returned}
""",
    "main.py": """
import functools
import jax
from logs import sample_period
@functools.partial(jax.jit, static_argnames="dt")
def integrate(x, dt):
    return x * dt
def main(x):
    for step in range(4):
        log = {"mode": "train" if step % 2 else "eval", "t": step}
        integrate(x, dt=float(sample_period(log)))
""",
}


@pytest.mark.parametrize("returned, flagged", [
    ('return 0.5 * (log["t"] + 1)', True),  # a new period per pass
    ('return TRAIN_PERIOD if log["mode"] == "train" else EVAL_PERIOD', False),  # two
])
def test_a_period_a_helper_picks_from_module_constants(tmp_path, returned, flagged):
    files = {**PERIOD, "logs.py": PERIOD["logs.py"].format(returned=returned)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "two periods, one compile each") == (["JC103"] if flagged else [])


LOGS = {
    **PERIOD,
    "main.py": """
import functools
import jax
from logs import sample_period
@functools.partial(jax.jit, static_argnames="dt")
def integrate(x, dt):
    return x * dt
def main(x):
    logs = [{"mode": "train" if s % 2 else "eval", "t": s} for s in range(4)]
    for log in logs:
        integrate(x, dt=float(sample_period(log)))
""",
}


@pytest.mark.parametrize("returned, flagged", [
    ('return 0.5 * (log["t"] + 1)', True),  # a new period per log
    ('return TRAIN_PERIOD if log["mode"] == "train" else EVAL_PERIOD', False),  # two
])
def test_a_period_picked_from_module_constants_over_listed_logs(tmp_path, returned, flagged):
    files = {**LOGS, "logs.py": LOGS["logs.py"].format(returned=returned)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "two periods, one compile each") == (["JC103"] if flagged else [])


PHASES = {
    "phases.py": """
from typing import NamedTuple
class Spec(NamedTuple):
    frozen: tuple = ()
def phase_spec(epoch):
    if epoch < 2:
        return {early}
    return Spec()
""",
    "main.py": """
import functools
import jax
from phases import phase_spec
@functools.partial(jax.jit, static_argnums=1)
def step(w, spec):
    return w * (0.0 if "backbone" in spec.frozen else 0.9)
def main(x):
    for epoch in range(4):
        x = step(x, phase_spec(epoch))
""",
}


@pytest.mark.parametrize("early, flagged", [
    ('Spec(frozen=tuple(f"layer{i}" for i in range(epoch + 1)))', True),  # new per epoch
    ('Spec(frozen=("backbone",))', False),  # two specs: frozen, then none
])
def test_a_named_tuple_of_literals_per_phase(tmp_path, early, flagged):
    files = {**PHASES, "phases.py": PHASES["phases.py"].replace("{early}", early)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "two phases, one compile each") == (["JC103"] if flagged else [])


WINDOW = """
WINDOW = 4
def window_for(cfg):
    {returned}
@functools.partial(jax.jit, static_argnames="w")
def smooth(x, w):
    return jnp.convolve(x, jnp.ones(w) / w, mode="same")
def main(x):
    cfg = {{"steps": 2}}
    for it in range(3):
        cfg["steps"] += 2
        smooth(x, w=int(window_for(cfg)))
"""


@runs("main(jnp.ones(8))")
@pytest.mark.parametrize("returned, flagged", [
    # (its flagged twin, `return cfg["steps"] // 2` with `cfg["steps"] += 2` in the loop,
    # is a miss: an item of a dict changed in place is not read as changing)
    ("return WINDOW", False),  # one module constant
])
def test_a_window_a_helper_returns_as_a_module_constant(returned, flagged):
    assert only(WINDOW.format(returned=returned)) == (["JC103"] if flagged else [])


STRIDE = """
STRIDE = 2
def stride_for(it):
    {returned}
@functools.partial(jax.jit, static_argnames="s")
def subsample(x, s):
    return x[::s].sum()
def main(x):
    for it in range(3):
        subsample(x, s=int(stride_for(it)))
"""


@runs("main(jnp.ones(8))")
@pytest.mark.parametrize("returned, flagged", [
    ("return it + 1", True),  # a new stride per pass
    ("return STRIDE", False),  # one module constant
])
def test_a_stride_a_helper_returns_as_a_module_constant(returned, flagged):
    assert only(STRIDE.format(returned=returned)) == (["JC103"] if flagged else [])
