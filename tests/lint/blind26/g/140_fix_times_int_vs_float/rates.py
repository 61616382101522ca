import jax
import jax.numpy as jnp


@jax.jit
def fix_interval_stats(t):
    dt = jnp.diff(t).astype(jnp.float32)
    return dt.mean() / 60.0, (dt > 2 * jnp.median(dt)).sum()
