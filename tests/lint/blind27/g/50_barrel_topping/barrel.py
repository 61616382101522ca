import equinox as eqx
import jax
import jax.numpy as jnp

MAX_MONTHS = 36


@eqx.filter_jit
def topping_needed(volume_l, humidity, n_months):
    def month(v, i):
        loss = v * 0.0015 * (1.2 - humidity)
        active = i < n_months
        return jnp.where(active, v - loss, v), jnp.where(active, loss, 0.0)

    v, losses = jax.lax.scan(month, volume_l, jnp.arange(MAX_MONTHS))
    return v, losses.sum()
