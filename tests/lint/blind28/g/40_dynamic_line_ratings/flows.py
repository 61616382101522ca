from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def overload_margin(ptdf, injections, ratings):
    flows = ptdf @ injections
    limits = jnp.asarray(ratings)
    return jnp.min(limits - jnp.abs(flows)), jnp.argmax(jnp.abs(flows) / limits)
