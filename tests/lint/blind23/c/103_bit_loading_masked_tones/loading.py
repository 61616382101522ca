import jax
import jax.numpy as jnp


@jax.jit
def waterfill_rates(gnr, usable, total_power):
    inv = jnp.where(usable, 1.0 / gnr, jnp.inf)

    def body(_, bounds):
        lo, hi = bounds
        mu = 0.5 * (lo + hi)
        used = jnp.sum(jnp.maximum(mu - inv, 0.0))
        return jnp.where(used > total_power, lo, mu), jnp.where(used > total_power, mu, hi)
    hi0 = total_power + jnp.max(jnp.where(usable, inv, 0.0))
    lo, hi = jax.lax.fori_loop(0, 40, body, (0.0, hi0))
    p = jnp.maximum(lo - inv, 0.0)
    return jnp.floor(jnp.log2(1 + p * gnr / 1.5))
