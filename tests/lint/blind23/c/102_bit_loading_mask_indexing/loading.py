import jax
import jax.numpy as jnp


@jax.jit
def waterfill_rates(gain_to_noise, total_power):
    # bisection for the water level on the usable tones
    def body(_, bounds):
        lo, hi = bounds
        mu = 0.5 * (lo + hi)
        used = jnp.sum(jnp.maximum(mu - 1.0 / gain_to_noise, 0.0))
        return jnp.where(used > total_power, lo, mu), jnp.where(used > total_power, mu, hi)
    lo, hi = jax.lax.fori_loop(0, 40, body, (0.0, total_power + jnp.max(1.0 / gain_to_noise)))
    p = jnp.maximum(lo - 1.0 / gain_to_noise, 0.0)
    return jnp.floor(jnp.log2(1 + p * gain_to_noise / 1.5))
