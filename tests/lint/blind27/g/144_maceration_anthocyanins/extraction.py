import jax
import jax.numpy as jnp

HORIZON = 30


@jax.jit
def anthocyanin_curve(k20, temp, days):
    k = k20 * 1.07 ** (temp - 20.0)

    def day(c, d):
        active = d < days
        c_new = c + k * (600.0 - c) - 0.02 * c
        c = jnp.where(active, c_new, c)
        return c, c

    _, curve = jax.lax.scan(day, jnp.float32(0.0), jnp.arange(HORIZON))
    return curve
