import jax
import jax.numpy as jnp


def wmean(x, w):
    return jnp.sum(x * w) / jnp.maximum(jnp.sum(w), 1.0)


@jax.jit
def comfort_kpis(temp, co2, occupied):
    w = occupied.astype(jnp.float32)
    pmv_proxy = jnp.abs(temp - 22.5) / 1.5
    hot_tail = jnp.max(jnp.where(occupied, temp, -jnp.inf))
    return jnp.stack([wmean(pmv_proxy < 1.0, w), wmean(co2 < 1000.0, w), hot_tail])
