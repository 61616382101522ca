import jax
import jax.numpy as jnp


@jax.jit
def mastery_reached(p_known, cut):
    reached = p_known >= cut
    first = jnp.argmax(reached)
    return jnp.any(reached), jnp.where(jnp.any(reached), first, -1)
