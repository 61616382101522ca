"""The heavy step of the benchmark: a 48-layer MLP training step, compiled at three batch
sizes (one first compile, two recompiles), so that the per-compile work of a large program
(its jaxpr has thousands of equations) shows against XLA's own compile time.

    jaxcheck run bench/heavy.py:train       # what bench/bench.py times
"""

import jax
import jax.numpy as jnp
from workload import _init, step  # the same MLP step as workload.py, deeper

LAYERS = 48
WIDTH = 64


def train(batches=(8, 16, 24)):
    """One compile per batch size: a first compile and two recompiles of a large step."""
    params = _init(jax.random.PRNGKey(0), (32,) + (WIDTH,) * LAYERS + (1,))
    for n in batches:
        x = jnp.ones((n, 32))
        y = jnp.ones((n, 1))
        params = step(params, x, y)
    return params
