"""A compile-heavy workload for the benchmark: a deep MLP step at many batch sizes."""

import jax
import jax.numpy as jnp


def _init(key, sizes):
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


def main(batches=(8, 16, 24, 32, 40, 48)):
    params = _init(jax.random.PRNGKey(0), (32,) + (64,) * 8 + (1,))
    for n in batches:  # one compile per batch size: compile-heavy on purpose
        x = jnp.ones((n, 32))
        y = jnp.ones((n, 1))
        params = step(params, x, y)
    return params


def small():
    """A cheap target, for the many-targets measurement."""
    return step(_init(jax.random.PRNGKey(1), (32, 8, 1)), jnp.ones((4, 32)), jnp.ones((4, 1)))
