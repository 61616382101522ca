import jax
import jax.numpy as jnp


@jax.jit
def order_notional(targets, current, prices, nav):
    return jnp.round((targets * nav - current) / prices)
