import jax
import jax.numpy as jnp


@jax.jit
def simulate_season(key, params):
    def day(carry, k):
        wet_prev = carry
        k1, k2 = jax.random.split(k)
        p_wet = jnp.where(wet_prev, params["p11"], params["p01"])
        wet = jax.random.uniform(k1) < p_wet
        amount = jnp.where(wet, params["scale"] * jax.random.gamma(k2, params["shape"]), 0.0)
        return wet, amount

    keys = jax.random.split(key, 90)
    _, rain = jax.lax.scan(day, jnp.array(False), keys)
    return rain
