import jax
import jax.numpy as jnp


@jax.jit
def front_gradient(sst):
    valid = ~jnp.isnan(sst)
    x = jnp.where(valid, sst, jnp.nanmean(sst))
    gy, gx = jnp.gradient(x)
    g = jnp.hypot(gx, gy)
    both = valid & jnp.roll(valid, 1, 0) & jnp.roll(valid, 1, 1)
    return jnp.where(both, g, jnp.nan), valid.mean()
