from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_valid",))
def antecedent_precip_index(precip, n_valid, k=0.9):
    recent = precip[-n_valid:]
    weights = k ** jnp.arange(n_valid)[::-1]
    return jnp.sum(weights * recent)
