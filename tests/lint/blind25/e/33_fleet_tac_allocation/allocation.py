import jax
import jax.numpy as jnp

@jax.jit
def allocate_tac(tac, fleet_catches):
    hist = jnp.stack([jnp.sum(c) for c in fleet_catches])
    share = hist / jnp.sum(hist)
    return tac * share
