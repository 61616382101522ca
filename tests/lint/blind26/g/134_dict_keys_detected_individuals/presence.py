import jax
import jax.numpy as jnp


@jax.jit
def roost_presence(rssi_by_tag):
    return {tag: jnp.mean(r > -80.0) for tag, r in rssi_by_tag.items()}
