"""`jaxcheck lint` on the silences read from corpus 18's flagged look-alikes, and on a
project helper read with the defaults its call leaves (JC103): statics that
take a few values by construction (JC103), a batch size a command-line default gives (JC105)
and a dict key both branches store (JC108).

Truth values: a static given a comparison, a ``not``, a predicate's call
(``math.isnan(nodata)``) or a project method that returns one (``cfg.frozen(epoch)``) has
two settings at most, compiled once each by design. Their flagged twins: the number itself
(``nodata``), or a method that returns a float per epoch.

Draws from a listed sequence: ``int(rng.choice(sizes))`` with ``sizes`` a module constant
its callers hand in: one compile per listed size. Its flagged twin: NumPy's draw left
unconverted, a NumPy scalar whose static key differs from the equal Python int a training
loop passes, so every size compiles twice.

Command-line batch sizes: ``range(0, len(data), args.batch_size)`` with ``--batch-size``
defaulting to 16 in a parser of another module, over 64 rows. Its flagged twin: 60 rows.

Helpers read with their defaults: ``beta = kl_weight(epoch)`` returning ``min(1.0, (epoch +
1) / warmup)`` with ``warmup=4`` left to its default is a Python float per epoch, static
under ``eqx.filter_jit``. Its clean twin: the weight made an array.

Keys on both branches: a sampler that stores ``batch["weights"]`` under ``if beta > 0:``
and under its ``else:``, so every batch has the key. Its flagged twin: the key stored under
the ``if`` only, or stored on both branches of an ``if`` that is itself under a test that
changes per call (odd steps only).

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC103 silent: a truth value, two settings at most ------------------------------------

NODATA = {
    "main.py": """
import functools
import math
import jax
import jax.numpy as jnp
@functools.partial(jax.jit, static_argnums=2)
def fill(tile, nodata, flag):
    return jnp.where(jnp.isnan(tile) if flag else tile == nodata, 0.0, tile)
def main(x):
    for nodata in (float("nan"), -9999.0, -32768.0, float("nan")):
        fill(x, nodata, {flag})
""",
}


@pytest.mark.parametrize("flag, flagged", [
    ("nodata", True),  # each nodata value (and NaN never equals itself)
    ("math.isnan(nodata)", False),  # True or False
])
def test_a_static_truth_value_of_the_loops_value(tmp_path, flag, flagged):
    files = {"main.py": NODATA["main.py"].format(flag=flag)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "a truth value: two settings, compiled once each") == (
        ["JC103"] if flagged else [])


PHASES = {
    "config.py": """
class Finetune:
    def __init__(self, freeze_epochs=2):
        self.freeze_epochs = freeze_epochs
    def frozen(self, epoch):
        return epoch < self.freeze_epochs
    def scale(self, epoch):
        return 1.0 / (epoch + 1)
""",
    "main.py": """
import functools
import jax
import jax.numpy as jnp
from config import Finetune
@functools.partial(jax.jit, static_argnums=1)
def step(x, setting):
    return x * 2.0 if setting else x * 0.5
def main(x):
    cfg = Finetune()
    for epoch in range(4):
        step(x, cfg.{method}(epoch))
""",
}


@pytest.mark.parametrize("method, flagged", [
    ("scale", True),  # a new float per epoch
    ("frozen", False),  # frozen, then not: two settings
])
def test_a_static_a_config_method_returns(tmp_path, method, flagged):
    files = {**PHASES, "main.py": PHASES["main.py"].format(method=method)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "a truth value per phase: two settings, compiled once each") == (
        ["JC103"] if flagged else [])


# --- JC103: a size drawn from a listed sequence -------------------------------------------

SIZES = {
    "check.py": """
import numpy as np
from features import encode
def spot_check(rng, sizes, checks=4):
    for _ in range(checks):
        size = {draw}
        encode(np.ones(3, np.float32), size=size)
""",
    "features.py": """
import functools
import jax
import jax.numpy as jnp
@functools.partial(jax.jit, static_argnames="size")
def encode(x, size):
    return jnp.zeros((size,)).at[:3].set(x)
""",
    "main.py": """
import numpy as np
from check import spot_check
from features import encode
TRAIN_SIZES = [5, 7]
def main(x):
    rng = np.random.default_rng(0)
    for it in range(4):
        encode(np.ones(3, np.float32), size=TRAIN_SIZES[it % 2])
    spot_check(rng, TRAIN_SIZES)
""",
}


@pytest.mark.parametrize("draw, flagged", [
    ("rng.choice(sizes)", True),  # a NumPy int: another key than the training loop's int
    ("int(rng.choice(sizes))", False),  # the listed ints themselves
])
def test_a_static_size_drawn_from_the_training_sizes(tmp_path, draw, flagged):
    files = {**SIZES, "check.py": SIZES["check.py"].format(draw=draw)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "one compile per listed size, by design") == (
        ["JC103"] if flagged else [])


# --- JC108 silent: a key stored on both branches -----------------------------------------

SAMPLER = {
    "replay.py": """
import numpy as np
def sample(rng, n, beta):
    batch = {{}}
    if beta > 0:
        batch["weights"] = rng.uniform(size=n).astype(np.float32)
{orelse}
    batch.update(obs=np.ones((n, 2), np.float32))
    return batch
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from replay import sample
@jax.jit
def update(batch):
    return sum(jnp.sum(v) for v in batch.values())
def main(x):
    rng = np.random.default_rng(0)
    for step in range(4):
        beta = 0.2 * (step - 1)
        update(sample(rng, 8, beta))
""",
}

UNIFORM = """\
    else:
        batch["weights"] = np.ones(n, np.float32)"""


@pytest.mark.parametrize("orelse, flagged", [
    ("", True),  # no weights while beta is 0
    (UNIFORM, False),  # unit weights while beta is 0
])
def test_a_key_a_sampler_stores_on_both_branches(tmp_path, orelse, flagged):
    files = {**SAMPLER, "replay.py": SAMPLER["replay.py"].format(orelse=orelse)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC105 silent: a batch size an option's default gives, dividing the rows -------------

OPTIONS = {
    "options.py": """
import argparse
def get_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--epochs", type=int, default=2)
    return parser
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from options import get_parser
@jax.jit
def train_step(w, xb):
    return w - 0.1 * jnp.mean(xb) * w
def main(x, argv=()):
    args = get_parser().parse_args(list(argv))
    data = np.ones(({rows}, 4), np.float32)
    w = jnp.ones(4)
    for epoch in range(args.epochs):
        for i in range(0, len(data), args.batch_size):
            w = train_step(w, data[i:i + args.batch_size])
""",
}


@pytest.mark.parametrize("rows, flagged", [
    ("60", True),  # three of 16 and a last batch of 12
    ("64", False),  # four of 16
])
def test_a_batch_size_from_a_command_line_default(tmp_path, rows, flagged):
    files = {**OPTIONS, "main.py": OPTIONS["main.py"].format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC103: a Python number a helper returns, read with the helper's defaults ------------

ANNEAL = {
    "schedules.py": """
def kl_weight(epoch, warmup=4):
    return min(1.0, (epoch + 1) / warmup)
""",
    "main.py": """
import equinox as eqx
import jax.numpy as jnp
from schedules import kl_weight
@eqx.filter_jit
def train_step(x, beta):
    return x * beta
def main(x):
    for epoch in range(3):
        beta = {beta}
        for start in range(2):
            x = train_step(x, beta)
""",
}


@pytest.mark.parametrize("beta, flagged", [
    ("kl_weight(epoch)", True),  # 0.25, 0.5, 0.75: a static float per epoch
    ("jnp.asarray(kl_weight(epoch), jnp.float32)", False),  # traced, one compile
])
def test_an_annealed_weight_a_helper_returns_with_its_default(tmp_path, beta, flagged):
    files = {**ANNEAL, "main.py": ANNEAL["main.py"].format(beta=beta)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


NESTED = {
    "replay.py": """
import numpy as np
def sample(n, beta):
    batch = {{"obs": np.ones((n, 2), np.float32)}}
    if {outer}:
        if beta > 2:
            batch["weights"] = np.full(n, 0.5, np.float32)
        else:
            batch["weights"] = np.ones(n, np.float32)
    return batch
""",
    "main.py": """
import jax
import jax.numpy as jnp
from replay import sample
@jax.jit
def update(batch):
    return sum(jnp.sum(v) for v in batch.values())
def main(x):
    for step in range(4):
        update(sample(8, step))
""",
}


@pytest.mark.parametrize("outer, flagged", [
    ("beta % 2", True),  # both branches store it, but only on odd steps
    ("True", False),  # every step
])
def test_a_key_both_branches_store_under_an_outer_test(tmp_path, outer, flagged):
    files = {**NESTED, "replay.py": NESTED["replay.py"].format(outer=outer)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])
