import math
from functools import partial

import jax
import jax.numpy as jnp


def iterations_for(e, tol=1e-10):
    # fixed-point convergence is linear with rate e
    return max(3, math.ceil(math.log(tol) / math.log(max(e, 1e-3))))


@partial(jax.jit, static_argnums=2)
def eccentric_anomaly(M, e, n_iter):
    E = M
    for _ in range(n_iter):
        E = M + e * jnp.sin(E)
    return E
