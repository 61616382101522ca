import jax
import jax.numpy as jnp


@jax.jit
def replay_season(h0, t_air):
    # re-run the column from freeze-up through all days observed so far
    def day(h, ta):
        h = jnp.maximum(h + 2.03 * jnp.maximum(-1.8 - ta, 0.0) / jnp.maximum(h, 0.1) * 0.000282 - 0.004 * jnp.maximum(ta, 0.0), 0.0)
        return h, h
    return jax.lax.scan(day, h0, t_air)[1]
