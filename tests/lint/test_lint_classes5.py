"""`jaxcheck lint` on the mechanisms corpus 8's misses and look-alikes showed missing
(docs/lint.md, "Corpus 8"): a method read with its own object's attributes and a
constructor's parameters over every construction; a static entry of a table made once; a
loop item handed on to be transformed; the value of a name that reaches a call when the
loop rebinds it first; evidence of whole batches across a call and ``__init__``; a value
decayed through ``max``; number fields of nnx and equinox modules moved per call; a table
of jits built by a comprehension; a sweep over a module's listed constants. Each flagged
and its clean twin silent; JAX's compile log decides both (``lint_harness.py`` for one
module, :func:`project` for several).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    by_source,
    jax_agrees,
    only,
    project,
    runs,
)
from lint_truth import Driver

# --- JC104: a method of the same class, read with its object's attributes ------------------

RAMP = """
@jax.jit
def augment(x, s):
    return x * s
class Stream:
    def __init__(self, warmup):
        self.warmup = warmup
    def strength(self, step):
        return {ramp}
    def run(self, x):
        for step in range(5):
            x = augment(x, self.strength(step))
        return x
def main(x):
    return Stream(3).run(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("ramp, flagged", [
    ("min(1, step / self.warmup)", True),  # a float while warming up, then the int 1
    ("max(0, 1 - step / self.warmup)", True),  # a float, then the int 0
    ("min(1.0, step / self.warmup)", False),  # a float every time
])
def test_a_method_of_the_same_class_is_read_with_its_attributes(ramp, flagged):
    assert only(RAMP.format(ramp=ramp)) == (["JC104"] if flagged else [])


# --- JC103: an entry of a table made once ------------------------------------------------

TABLE = """
import itertools
class Spec:
    def __init__(self, rate):
        self.rate = rate
SPECS = {{"en": Spec(0.1), "de": Spec(0.2)}}
def spec_for(lang):
    return {entry}
@partial(jax.jit, static_argnums=1)
def mask(x, spec):
    return x * spec.rate
def stream():
    for lang in itertools.cycle(["en", "de"]):
        yield lang
def main(x):
    for lang in itertools.islice(stream(), 6):
        x = mask(x, spec_for(lang))
    return x
"""


@runs(by_source(("Spec(SPECS[lang].rate)", Driver("main(jnp.ones(3))")),
                default=Driver("main(jnp.ones(3))", deliberate="an entry of a table made once")))
@pytest.mark.parametrize("entry, flagged", [
    ("SPECS[lang]", False),  # one of two objects made once: two compiles, by design
    ("SPECS.get(lang)", False),
    ("Spec(SPECS[lang].rate)", True),  # a new object each call, hashed by identity
])
def test_a_static_entry_of_a_table_made_once_is_bounded(entry, flagged):
    # (the new object is reported as hashed by identity, JC102: new whatever it is built
    # from, which says more than that its value changes, JC103)
    assert only(TABLE.format(entry=entry), HEAD5) == (["JC102"] if flagged else [])


# --- JC101: a loop item handed on to be transformed --------------------------------------

BENCH = """
def wave(v):
    return jnp.sin(v)
def bump(v):
    return jnp.cos(v) ** 2
FUNCS = {{"wave": wave, "bump": bump}}
def run(fn, x):
    grad = jax.jit(jax.grad({wrapped}))
    return grad(x)
def main(x):
    for {loop}:
        run(fn, x.sum())
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("wrapped, loop, flagged", [
    ("fn", "name, fn in FUNCS.items()", False),  # each function jitted once, by design
    ("fn", "fn in [wave, bump]", False),
    ("fn", "_ in range(3)", True),  # the same sin, a new grad and jit on every call
])
def test_a_loop_item_handed_on_to_a_transformation_is_one_function_each(wrapped, loop,
                                                                         flagged):
    fixture = BENCH.format(wrapped=wrapped, loop=loop)
    if "range" in loop:
        fixture = fixture.replace("    for _ in range(3):", "    fn = wave\n"
                                  "    for _ in range(3):")
    assert only(fixture) == (["JC101"] if flagged else [])


# --- JC105: the value that reaches the call --------------------------------------------

EPISODES = """
MAX = 8
@jax.jit
def returns(r, mask):
    return (r * mask).cumsum()
def pad(r, size):
    out, mask = np.zeros(size, np.float32), np.zeros(size, np.float32)
    out[:len(r)], mask[:len(r)] = r, 1.0
    return out, mask
def main(x):
    for i in range(3):
        rewards = np.ones(3 + i, np.float32)
        {rebind}
        returns(jnp.asarray(rewards), mask)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("rebind, flagged", [
    ("rewards, mask = pad(rewards, MAX)", False),  # padded before the call, every time
    ("mask = np.ones(len(rewards), np.float32)", True),  # the episode's own length
])
def test_only_the_value_that_reaches_the_call_counts(rebind, flagged):
    assert only(EPISODES.format(rebind=rebind)) == (["JC105"] if flagged else [])


# --- JC105: whole batches, shown across a call and a constructor -------------------------

STORE = {
    "store.py": """
import jax
import numpy as np

@jax.jit
def standardize(block):
    return (block - block.mean()) / (block.std() + 1e-6)

class Store:
    def __init__(self, rows={rows}):
        self.rows = rows

    def offline(self, table):
        out = []
        for start in range(0, len(table), self.rows):
            out.append(standardize(table[start:start + self.rows]))
        return out
""",
    "main.py": """
import numpy as np
from store import Store

def main(x):
    table = np.random.default_rng(0).normal(size=({n}, 4)).astype(np.float32)
    Store().offline(table)
""",
}


@pytest.mark.parametrize("n, rows, flagged", [
    (64, 16, False),  # 64 rows in batches of 16: four whole batches
    (60, 16, True),  # the last batch holds 12
])
def test_whole_batches_are_shown_across_a_call_and_a_constructor(tmp_path, n, rows, flagged):
    files = {k: v.format(n=n, rows=rows) for k, v in STORE.items()}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC103: a value decayed through max ------------------------------------------------

DECAY = """
import equinox as eqx
@eqx.filter_jit
def act(x, eps):
    return x * eps
START, END = 1.0, 0.05
def main(x):
    eps = START
    for _ in range(4):
        x = act(x, {passed})
        eps = max(END, eps * 0.7)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("passed, flagged", [
    ("eps", True),  # a new Python float each step: filter_jit keeps it static
    ("jnp.asarray(eps, jnp.float32)", False),
])
def test_a_value_decayed_through_max_changes_every_iteration(passed, flagged):
    assert only(DECAY.format(passed=passed)) == (["JC103"] if flagged else [])


# --- JC103: number fields of nnx and equinox modules moved per call ------------------------

COUNTER = """
from flax import nnx
class Norm(nnx.Module):
    def __init__(self):
        self.count = {start}
    def update(self, x):
        total = self.count + x.shape[0]
        self.count = total
        return x / total
@nnx.jit
def step(norm, x):
    return norm.update(x)
def main(x):
    norm = Norm()
    for _ in range(4):
        step(norm, x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, flagged", [
    ("0", True),  # a Python int attribute: nnx keeps it in the graph, static
    ("nnx.Variable(jnp.asarray(0))", False),
])
def test_an_nnx_counter_moved_through_a_name(start, flagged):
    fixture = COUNTER.format(start=start)
    if not flagged:
        fixture = fixture.replace("self.count + x.shape[0]", "self.count.value + x.shape[0]"
                                  ).replace("self.count = total", "self.count.value = total")
    assert only(fixture) == (["JC103"] if flagged else [])


TEMPERATURE = {
    "model.py": """
import jax
import jax.numpy as jnp
from flax import nnx

class Head(nnx.Module):
    def __init__(self):
        self.temperature = {init}

    def __call__(self, x):
        return jax.nn.softmax(x / self.temperature{read})

@nnx.jit
def score(head, x):
    return head(x)
""",
    "service.py": """
from model import Head, score

class Service:
    def __init__(self):
        self.head = Head()

    def classify(self, x, temperature):
        self.head.temperature{write} = temperature
        return score(self.head, x)
""",
    "main.py": """
from service import Service

def main(x):
    svc = Service()
    for t in [1.0, 0.7, 1.3, 0.5]:
        svc.classify(x, t)
""",
}


@pytest.mark.parametrize("init, read, write, flagged", [
    ("1.0", "", "", True),  # a plain float attribute, set on each request
    ("nnx.Variable(jnp.asarray(1.0))", ".value", ".value", False),
])
def test_an_nnx_float_attribute_set_on_each_call(tmp_path, init, read, write, flagged):
    files = {k: v.format(init=init, read=read, write=write) for k, v in TEMPERATURE.items()}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


EMA = """
import equinox as eqx
class EMA(eqx.Module):
    shadow: jax.Array
    decay: {kind}
    def with_decay(self, step):
        return eqx.tree_at(lambda e: e.decay, self, {value})
@eqx.filter_jit
def update(ema, x):
    return ema.decay * ema.shadow + (1 - ema.decay) * x
def main(x):
    ema = EMA(x, {first})
    for step in range(4):
        update(ema.with_decay(step), x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("kind, value, first, flagged", [
    ("float", "min(0.999, (1 + step) / (10 + step))", "0.0", True),
    ("jax.Array", "jnp.asarray(min(0.999, (1 + step) / (10 + step)), jnp.float32)",
     "jnp.asarray(0.0)", False),
])
def test_an_equinox_float_field_replaced_per_call(kind, value, first, flagged):
    assert only(EMA.format(kind=kind, value=value, first=first)) == (
        ["JC103"] if flagged else [])


# --- JC101: a table of jits built by a comprehension -------------------------------------

ACCURACY = """
def topk(x, k):
    return jnp.sort(x)[-k:].sum()
class Metrics:
    def __init__(self, ks):
        self.fns = {{k: jax.jit(partial(topk, k=k)) for k in ks}}
    def __call__(self, x):
        return {{k: f(x) for k, f in self.fns.items()}}
def build(ks):
    return {{k: jax.jit(partial(topk, k=k)) for k in ks}}
def main(x):
    metrics = Metrics((1, 2))
    for _ in range(3):
        {call}
"""


@runs(by_source(("build((1, 2))[1](x)", Driver("main(jnp.ones(3))")),
                default=Driver("main(jnp.ones(3))", deliberate="one jit per k, kept")))
@pytest.mark.parametrize("call, flagged", [
    ("metrics(x)", False),  # one jit per k, made once and kept
    ("build((1, 2))[1](x)", True),  # the table made again on each pass
])
def test_a_comprehension_that_keeps_its_jits_is_a_table(call, flagged):
    assert only(ACCURACY.format(call=call), HEAD5) == (["JC101"] if flagged else [])


# --- JC103 and JC101: sweeps over a module's listed constants --------------------------------

SWEEP = """
METHODS = ("periodogram", "welch")
LRS = [0.1, 0.05, 0.01]
@partial(jax.jit, static_argnames="method")
def spectrum(x, method):
    return jnp.abs(jnp.fft.rfft(x)) if method == "welch" else x ** 2
def fit(x, lr):
    return x - lr * x
def main(x):
    {body}
"""


@runs(by_source(("for method in METHODS",
                 Driver("main(jnp.ones(3))", deliberate="one compile per mode")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("body, found", [
    # one compile per listed mode, by design
    ("for method in METHODS:\n        spectrum(x, method=method)", []),
    # a partial of each listed float: one jit each, where a traced lr compiles once
    ("for lr in LRS:\n        jax.jit(partial(fit, lr=lr))(x)", ["JC101"]),
])
def test_a_sweep_over_module_constants(body, found):
    assert only(SWEEP.format(body=body), HEAD5) == found


HEAD5 = "from functools import partial\nimport jax\nimport jax.numpy as jnp\n" \
    "import numpy as np\n"


# --- JC105: a value joined to itself, and a mask inverted ---------------------------------

GROWING = """
@jax.jit
def logits(tokens):
    return tokens.sum(axis=1)
def widen(nodes):
    return np.sort(np.concatenate([nodes, nodes[:-1] + 0.5])).astype(np.float32)
def same(nodes):
    return np.sort(nodes).astype(np.float32)
def main(x):
    tokens = jnp.zeros((2, 3))
    nodes = np.linspace(0.0, 1.0, 4).astype(np.float32)
    for i in range(4):
        {body}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body, flagged", [
    # one column longer on every step
    ("logits(tokens)\n        tokens = jnp.concatenate([tokens[jnp.array([1, 0])], "
     "tokens[:, :1]], axis=1)", True),
    # a helper that returns its argument joined with more
    ("logits(jnp.asarray(nodes)[None])\n        nodes = widen(nodes)", True),
    # other spellings of a join: np.append of a row, jnp.vstack of a tuple
    ("logits(jnp.asarray(nodes)[None])\n        nodes = np.append(nodes, np.float32(i))",
     True),
    ("logits(tokens)\n        tokens = jnp.vstack((tokens, tokens[:1]))", True),
    # a fixed buffer written in place
    ("logits(tokens)\n        tokens = tokens.at[:, i % 3].set(1.0)", False),
    # a join of fixed parts, not of itself
    ("logits(jnp.concatenate([jnp.ones((2, 1)), jnp.zeros((2, 2))], axis=1))", False),
    # a helper that keeps the size
    ("logits(jnp.asarray(nodes)[None])\n        nodes = same(nodes)", False),
])
def test_a_value_joined_to_itself_grows_every_pass(body, flagged):
    assert only(GROWING.format(body=body)) == (["JC105"] if flagged else [])


SURVIVORS = """
@jax.jit
def collide(x):
    return x * 1.5
def main(x):
    x = np.linspace(0.0, 1.0, 16).astype(np.float32)
    for _ in range(4):
        x = np.asarray(collide(x))
        dead = x > 1.2
        {keep}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("keep, flagged", [
    ("x = x[~dead]", True),  # as many as survive
    ("x = np.where(dead, 0.0, x).astype(np.float32)", False),  # every slot kept, zeroed
])
def test_an_inverted_mask_keeps_as_many_as_pass(keep, flagged):
    assert only(SURVIVORS.format(keep=keep)) == (["JC105"] if flagged else [])


STEPS = {
    "model.py": """
import equinox as eqx
import jax
import jax.numpy as jnp

class Sampler(eqx.Module):
    w: jax.Array
    steps: {kind}

    def with_steps(self, n):
        return eqx.tree_at(lambda s: s.steps, self, {value})

@eqx.filter_jit
def run(sampler, x):
    return x * sampler.w * sampler.steps
""",
    "main.py": """
import jax.numpy as jnp
from model import Sampler, run

def serve(sampler, x, n):
    return run(sampler.with_steps(n), x)

def main(x):
    sampler = Sampler(jnp.ones(8), {first})
    for n in (2, 3, 4, 5):
        serve(sampler, x, n)
""",
}


@pytest.mark.parametrize("kind, value, first, flagged", [
    # an int field set per request, in another module than the loop
    ("int", "n", "1", True),
    ("jax.Array", "jnp.asarray(n)", "jnp.asarray(1)", False),
])
def test_an_equinox_int_field_set_per_call_across_modules(tmp_path, kind, value, first,
                                                          flagged):
    files = {k: v.format(kind=kind, value=value, first=first) for k, v in STEPS.items()}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])
