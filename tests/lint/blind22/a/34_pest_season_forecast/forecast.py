import jax
import jax.numpy as jnp

SEASON_DAYS = 40


@jax.jit
def emergence_probability(tmax, tmin, observed, base=10.0, required=250.0):
    dd = jnp.clip((tmax + tmin) / 2.0 - base, 0.0, None) * observed
    return jax.nn.sigmoid((dd.sum() - required) / 25.0)
