import jax
import jax.numpy as jnp


@jax.jit
def emergence_probability(tmax, tmin, base=10.0, required=250.0):
    dd = jnp.clip((tmax + tmin) / 2.0 - base, 0.0, None)
    return jax.nn.sigmoid((dd.sum() - required) / 25.0)
