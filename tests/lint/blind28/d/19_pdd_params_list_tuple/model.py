import jax
import jax.numpy as jnp


@jax.jit
def misfit_and_grad(ddf, temp, snowfall, observed):
    def misfit(p):
        ddf_snow, ddf_ice = p
        pdd = jnp.cumsum(jnp.maximum(temp, 0.0), axis=-1)
        snow_left = jnp.sum(snowfall, axis=-1, keepdims=True) - ddf_snow * pdd
        melt_rate = jnp.where(snow_left > 0, ddf_snow, ddf_ice)
        melt = jnp.sum(melt_rate * jnp.maximum(temp, 0.0), axis=-1)
        return jnp.mean((jnp.sum(snowfall, -1) - melt - observed) ** 2)
    return jax.value_and_grad(misfit)(ddf)
