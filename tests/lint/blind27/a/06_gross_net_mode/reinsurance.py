from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def layer_losses(losses, retention, limit, basis):
    ceded = jnp.clip(losses - retention, 0.0, limit)
    if basis == "net":
        return losses - ceded
    return losses
