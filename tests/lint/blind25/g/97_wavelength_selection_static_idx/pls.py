from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("bands",))
def subset_rmsecv(x, y, bands):
    xs = x[:, list(bands)]
    xs = xs - xs.mean(0)
    yc = y - y.mean()
    w = jnp.linalg.solve(xs.T @ xs + 1e-2 * jnp.eye(len(bands)), xs.T @ yc)
    return jnp.sqrt(jnp.mean((xs @ w - yc) ** 2))
