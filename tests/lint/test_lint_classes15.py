"""`jaxcheck lint` on arrays and lists an object of another module accrues across calls of
its methods (JC105), on caches cleared where a loop runs a jit (JC101), and on one argument
given two container types by two modules that run together (JC108), and on a Python number
written into ``inject_hyperparams`` by a script's top-level loop (JC104), read this round.

Accrued attributes: a loop calls a method of an object of a project class, and passes a
jitted function that object's attribute (``store.table``), or what a method returns of it
(``session.push(x)`` returning ``self.history``; ``xs, ys = buf.training_set()`` returning
``np.stack(self.rows), ...``). The method joins the attribute to its own value
(``np.concatenate([self.table, rows])``), appends to a list nothing empties, or joins and
caps an array that starts empty: the jit sees a longer array on every pass, and compiles
for each length. Their clean twins: a window that starts full and is capped (one length),
a preallocated table written in place, an object made anew on each pass (each holds what
one pass gave it).

Cleared caches: ``jax.clear_caches()`` in a training loop, in an epoch callback of another
module, in a server's hot swap between requests (imported as ``from jax import
clear_caches``), in an evaluator's ``__call__`` per step: the jit the loop calls compiles
again after each clearing. Their clean twins: cleared once after the loop, or a callback,
swap or evaluator that does not clear.

Containers across modules: a training loop passes ``(x, y)`` (or a named tuple) and an
evaluation module ``[x, y]`` (or a plain tuple); a helper's returned tuple of views, and a
list comprehension of views in a probe module. Their clean twins: one container type in
both.

Neighbours in spellings no corpus case used: a property over a list a method grows (JC105),
``jax.clear_caches`` imported under another name (JC101), a ``FrozenDict`` an export module
passes where training passed a dict (JC108).

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC105: what a method returns of an attribute it joins to itself ------------------------------

SESSION = {
    "session.py": """
import jax.numpy as jnp
class Session:
    def __init__(self):
        self.history = {start}
    def push(self, item):
        self.history = jnp.concatenate([self.history, jnp.array([item], jnp.float32)]){cap}
        return self.history
""",
    "main.py": """
import jax
import jax.numpy as jnp
from session import Session
@jax.jit
def score(history):
    return jnp.sum(history * 0.5)
def main(x):
    session = Session()
    for event in range(4):
        history = session.push(float(event))
        score(history)
""",
}


@pytest.mark.parametrize("start, cap, flagged", [
    ("jnp.zeros((0,), jnp.float32)", "", True),  # one item longer on each push
    ("jnp.zeros((3,), jnp.float32)", "[-3:]", False),  # the last three, always three
])
def test_a_history_a_method_returns(tmp_path, start, cap, flagged):
    files = {**SESSION, "session.py": SESSION["session.py"].format(start=start, cap=cap)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: an attribute passed as it is, grown by a method the loop calls ----------------------

TABLE = {
    "table.py": """
import numpy as np
class IdTable:
    def __init__(self, dim=4):
        self.index = {{}}
        self.dim = dim
        self.table = np.zeros(({rows}, dim), np.float32)
        self.n = 0
    def lookup(self, keys):
        new = [k for k in keys if k not in self.index]
        if new:
            for k in new:
                self.index[k] = len(self.index)
{grow}
        return np.array([self.index[k] for k in keys], np.int32)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from table import IdTable
@jax.jit
def pooled(table, ids):
    return jnp.mean(table[ids], axis=0)
def main(x):
    store = IdTable()
    for day in range(3):
        ids = store.lookup([f"k{day}", f"k{day + 1}"])
        pooled(store.table, ids)
""",
}

JOINED = """\
            rows = np.ones((len(new), self.dim), np.float32)
            self.table = np.concatenate([self.table, rows])"""
IN_PLACE = """\
            self.table[self.n:self.n + len(new)] = 1.0
            self.n += len(new)"""


@pytest.mark.parametrize("rows, grow, flagged", [
    ("0", JOINED, True),  # rows joined for each new key: 2, 3, 4
    ("16", IN_PLACE, False),  # sixteen rows, written in place
])
def test_a_table_a_lookup_method_grows(tmp_path, rows, grow, flagged):
    files = {**TABLE, "table.py": TABLE["table.py"].format(rows=rows, grow=grow)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: a list a method extends, stacked by another and unpacked ----------------------------

POOL = {
    "pool.py": """
import numpy as np
class Pool:
    def __init__(self):
        self.rows = []
        self.labels = []
    def add(self, x, y):
        self.rows.extend(x)
        self.labels.extend(y)
    def training_set(self):
        return np.stack(self.rows), np.asarray(self.labels, np.float32)
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from pool import Pool
@jax.jit
def fit(xs, ys):
    return jnp.sum(xs) + jnp.sum(ys)
def main(x):
{made}
    for rnd in range(3):
{made_here}
        pool.add(np.ones((2, 3), np.float32), [1.0, 0.0])
        xs, ys = pool.training_set()
        fit(xs, ys)
""",
}


@pytest.mark.parametrize("made, made_here, flagged", [
    ("    pool = Pool()", "", True),  # two rows more each round
    ("", "        pool = Pool()", False),  # a new pool each round: two rows
])
def test_a_pool_extended_and_stacked(tmp_path, made, made_here, flagged):
    files = {**POOL, "main.py": POOL["main.py"].format(made=made, made_here=made_here)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105: a capped buffer that starts empty, read as an attribute ------------------------------

BUFFER = {
    "buffer.py": """
import numpy as np
class Feedback:
    def __init__(self, dim=2, cap=8):
        self.cap = cap
        self.x = np.zeros(({start}, dim), np.float32)
    def add(self, x):
        self.x = np.concatenate([self.x, x])[-self.cap:]
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from buffer import Feedback
@jax.jit
def refit(xs):
    return jnp.mean(xs)
def main(x):
    buf = Feedback()
    for hour in range(4):
        buf.add(np.ones((3, 2), np.float32))
        refit(buf.x)
""",
}


@pytest.mark.parametrize("start, flagged", [
    ("0", True),  # 3, 6, 8, 8 rows: longer until full
    ("8", False),  # full from the start: eight rows
])
def test_a_capped_buffer_that_starts_empty(tmp_path, start, flagged):
    files = {**BUFFER, "buffer.py": BUFFER["buffer.py"].format(start=start)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC101: jax.clear_caches() where a loop runs a jit ---------------------------------------

CLEAR_IN_LOOP = {
    "main.py": """
import jax
import jax.numpy as jnp
@jax.jit
def step(w, x):
    return w - 0.1 * jnp.sum(x) * w
def main(x):
    w = jnp.ones(3)
    for epoch in range(3):
        w = step(w, x)
{inside}
{after}
    return w
""",
}


@pytest.mark.parametrize("inside, after, flagged", [
    ("        jax.clear_caches()", "", True),  # step compiles on each epoch
    ("", "    jax.clear_caches()", False),  # once, when training is over
])
def test_caches_cleared_in_the_training_loop(tmp_path, inside, after, flagged):
    files = {"main.py": CLEAR_IN_LOOP["main.py"].format(inside=inside, after=after)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


CALLBACK = {
    "callbacks.py": """
import gc
import jax
class MemoryCallback:
    def on_epoch_end(self, epoch):
        gc.collect()
{clear}
""",
    "main.py": """
import jax
import jax.numpy as jnp
from callbacks import MemoryCallback
@jax.jit
def train_step(w, x):
    return w * 0.9 + jnp.mean(x)
def main(x):
    w = jnp.ones(2)
    hooks = MemoryCallback()
    for epoch in range(3):
        for i in range(2):
            w = train_step(w, x)
        hooks.on_epoch_end(epoch)
""",
}


@pytest.mark.parametrize("clear, flagged", [
    ("        jax.clear_caches()", True),  # train_step compiles again every epoch
    ("", False),  # the garbage collector only
])
def test_an_epoch_callback_of_another_module_that_clears(tmp_path, clear, flagged):
    files = {**CALLBACK, "callbacks.py": CALLBACK["callbacks.py"].format(clear=clear)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


SERVER = {
    "server.py": """
import jax
import jax.numpy as jnp
from jax import clear_caches
@jax.jit
def rank(params, items):
    return jnp.argsort(items @ params)
class Server:
    def __init__(self, params):
        self.params = params
    def swap(self, params):
        self.params = params
{clear}
    def serve(self, items):
        return rank(self.params, items)
""",
    "main.py": """
import jax.numpy as jnp
from server import Server
def main(x):
    server = Server(jnp.ones(8))
    for tick in range(4):
        if tick % 2:
            server.swap(jnp.full(8, tick, jnp.float32))
        server.serve(jnp.ones((3, 8)))
""",
}


@pytest.mark.parametrize("clear, flagged", [
    ("        clear_caches()", True),  # rank compiles again after each swap
    ("        self.swaps = getattr(self, 'swaps', 0) + 1", False),  # a swap keeps rank's cache
])
def test_a_hot_swap_that_clears_between_requests(tmp_path, clear, flagged):
    files = {**SERVER, "server.py": SERVER["server.py"].format(clear=clear)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


EVALUATOR = {
    "evaluate.py": """
import jax
import jax.numpy as jnp
class Evaluator:
    def __init__(self, every):
        self.every = every
    def __call__(self, step, w):
        if step % self.every == 0:
            score = float(jnp.sum(w))
{clear}
            return score
        return None
""",
    "main.py": """
import jax
import jax.numpy as jnp
from evaluate import Evaluator
@jax.jit
def update(w):
    return w * 0.5
def main(x):
    w = jnp.ones(4)
    evaluator = Evaluator(every=2)
    for step in range(5):
        w = update(w)
        evaluator(step, w)
""",
}


@pytest.mark.parametrize("clear, flagged", [
    ("            jax.clear_caches()", True),  # update compiles again after each evaluation
    ("            jax.block_until_ready(w)", False),  # waits, keeps the caches
])
def test_an_evaluator_called_per_step_that_clears(tmp_path, clear, flagged):
    files = {**EVALUATOR, "evaluate.py": EVALUATOR["evaluate.py"].format(clear=clear)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


# --- JC108: two container types for one argument, from two modules that run together -------

EVAL_BATCH = {
    "model.py": """
import jax
import jax.numpy as jnp
from typing import NamedTuple
class Batch(NamedTuple):
    x: jax.Array
    y: jax.Array
@jax.jit
def batch_loss(w, batch):
    x, y = batch
    return jnp.mean((x * w - y) ** 2)
""",
    "evaluate.py": """
from model import Batch, batch_loss
def validation_loss(w, x, y):
    batch = {made}
    return float(batch_loss(w, batch))
""",
    "main.py": """
import jax.numpy as jnp
from model import Batch, batch_loss
from evaluate import validation_loss
def main(x):
    w = jnp.ones(8)
    for epoch in range(2):
        batch_loss(w, {train})
        validation_loss(w, x, x * 2.0)
""",
}


@pytest.mark.parametrize("train, made, flagged", [
    ("(x, x * 2.0)", "[x, y]", True),  # a tuple in training, a list in evaluation
    ("(x, x * 2.0)", "(x, y)", False),  # a tuple in both
    ("Batch(x, x * 2.0)", "(x, y)", True),  # a named tuple, then a plain tuple
    ("Batch(x, x * 2.0)", "Batch(x, y)", False),  # the named tuple in both
])
def test_a_batch_container_of_an_evaluation_module(tmp_path, train, made, flagged):
    files = {**EVAL_BATCH, "main.py": EVAL_BATCH["main.py"].format(train=train),
             "evaluate.py": EVAL_BATCH["evaluate.py"].format(made=made)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


VIEWS = {
    "augment.py": """
import numpy as np
def pair(x, rng):
    return (x + rng.normal(size=x.shape).astype(np.float32), x * 0.5)
""",
    "losses.py": """
import jax
import jax.numpy as jnp
@jax.jit
def view_loss(w, views):
    a, b = views
    return jnp.sum((a - b) * w)
""",
    "probe.py": """
import numpy as np
from losses import view_loss
def probe(w, x):
    views = {views}
    return float(view_loss(w, views))
""",
    "main.py": """
import numpy as np
from augment import pair
from losses import view_loss
from probe import probe
def main(x):
    rng = np.random.default_rng(0)
    w = np.ones(8, np.float32)
    for step in range(2):
        view_loss(w, pair(np.asarray(x), rng))
    probe(w, np.asarray(x))
""",
}


@pytest.mark.parametrize("views, flagged", [
    ("[x * s for s in (1.0, 0.5)]", True),  # a list here, the helper's tuple there
    ("tuple(x * s for s in (1.0, 0.5))", False),  # a tuple in both
])
def test_views_from_a_helper_and_from_a_comprehension(tmp_path, views, flagged):
    files = {**VIEWS, "probe.py": VIEWS["probe.py"].format(views=views)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC104: a Python number written into inject_hyperparams at a script's top level ---------

SCRIPT_LR = {
    "schedule.py": """
import math
def cosine_lr(epoch, total, base=0.1):
    return 0.5 * base * (1 + math.cos(math.pi * epoch / total))
""",
    "main.py": """
import jax
import jax.numpy as jnp
import optax
from schedule import cosine_lr
tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1)
params = jnp.ones(3)
opt_state = tx.init(params)
@jax.jit
def train_step(params, opt_state):
    grads = jax.grad(lambda p: jnp.sum(p ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state
for epoch in range(3):
    opt_state.hyperparams["learning_rate"] = {value}
    for step in range(2):
        params, opt_state = train_step(params, opt_state)
def main(x):
    return params
""",
}


@pytest.mark.parametrize("value, flagged", [
    ("cosine_lr(epoch, 3)", True),  # a weak Python float where optax keeps a float32 array
    ("jnp.asarray(cosine_lr(epoch, 3), jnp.float32)", False),  # the array it keeps
])
def test_a_scripts_schedule_written_into_inject_hyperparams(tmp_path, value, flagged):
    files = {**SCRIPT_LR, "main.py": SCRIPT_LR["main.py"].format(value=value)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- neighbours in spellings the corpus cases did not use ----------------------------------

PROPERTY = {
    "session.py": """
import numpy as np
class Session:
    def __init__(self):
        self._items = [np.float32(0.0)] * 3
    def add(self, x):
{add}
    @property
    def history(self):
        return np.stack(self._items)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from session import Session
@jax.jit
def score(h):
    return jnp.sum(h)
def main(x):
    s = Session()
    for t in range(4):
        s.add(t)
        score(s.history)
""",
}


@pytest.mark.parametrize("add, flagged", [
    ("        self._items.append(np.float32(x))", True),  # a property over a growing list
    ("        self._items = self._items[1:] + [np.float32(x)]", False),  # the last three
])
def test_a_property_over_a_list_a_method_grows(tmp_path, add, flagged):
    files = {**PROPERTY, "session.py": PROPERTY["session.py"].format(add=add)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


ALIASED = """
import jax
import jax.numpy as jnp
from jax import clear_caches as drop_compiled
@jax.jit
def step(w):
    return w * 0.5
def main(x):
    w = jnp.ones(3)
    for epoch in range(3):
        w = step(w)
{inside}
{after}
"""


@pytest.mark.parametrize("inside, after, flagged", [
    ("        drop_compiled()", "", True),  # JAX's call under another name, per epoch
    ("", "    drop_compiled()", False),  # once, after the loop
])
def test_caches_cleared_under_an_alias(tmp_path, inside, after, flagged):
    files = {"main.py": ALIASED.format(inside=inside, after=after)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


FROZEN = {
    "model.py": """
import jax
@jax.jit
def apply(params, x):
    return x @ params["w"]
""",
    "export.py": """
import flax
from model import apply
def export_check(params, x):
    ready = {ready}
    return apply(ready, x)
""",
    "main.py": """
import jax.numpy as jnp
from model import apply
from export import export_check
def main(x):
    params = {"w": jnp.ones((8, 2))}
    for step in range(2):
        apply(params, x)
    export_check(params, x)
""",
}


@pytest.mark.parametrize("ready, flagged", [
    ("flax.core.freeze(params)", True),  # a FrozenDict where training passed a dict
    ("dict(params)", False),  # a dict in both
])
def test_a_frozen_export_of_the_training_parameters(tmp_path, ready, flagged):
    files = {**FROZEN, "export.py": FROZEN["export.py"].format(ready=ready)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])
