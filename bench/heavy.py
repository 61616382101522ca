"""The heavy step of the benchmark: a 48-layer MLP training step, compiled at three batch
sizes (one first compile, two recompiles), so that the per-compile work of a large program
(its jaxpr has thousands of equations) shows against XLA's own compile time.

    jaxcheck run bench/heavy.py:train       # what bench/bench.py times
"""

import jax
import jax.numpy as jnp

LAYERS = 48
WIDTH = 64


def _init(key, layers=LAYERS):
    sizes = (32,) + (WIDTH,) * layers + (1,)
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:], strict=True):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (n_in, n_out)) / jnp.sqrt(n_in), jnp.zeros(n_out)))
    return params


def _loss(params, x, y):
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return jnp.mean((x @ w + b - y) ** 2)


@jax.jit
def step(params, x, y):
    grads = jax.grad(_loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - 1e-3 * g, params, grads)


def train(batches=(8, 16, 24)):
    """One compile per batch size: a first compile and two recompiles of a large step."""
    params = _init(jax.random.PRNGKey(0))
    for n in batches:
        x = jnp.ones((n, 32))
        y = jnp.ones((n, 1))
        params = step(params, x, y)
    return params
