from functools import partial

import jax
import jax.numpy as jnp

MAX_YEARS = 10


@partial(jax.jit, static_argnums=2)
def project(leslie, n0, years):
    def step(n, _):
        n = leslie @ n
        return n, n.sum()

    _, totals = jax.lax.scan(step, n0, None, length=years)
    return totals
