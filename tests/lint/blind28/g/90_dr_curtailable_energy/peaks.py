from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def curtailable_energy(load, n_hours, share):
    top, idx = jax.lax.top_k(load, n_hours)
    return share * top.sum(), idx
