from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_dev",))
def project_triangle(cum, factors, n_dev):
    cols = [cum[:, 0]]
    for j in range(1, n_dev):
        observed = cum[:, j]
        cols.append(jnp.where(jnp.isnan(observed), cols[-1] * factors[j - 1], observed))
    return jnp.stack(cols, axis=1)
