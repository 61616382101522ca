import jax
import jax.numpy as jnp


@jax.jit
def load_profile_stats(wh):
    kw = wh * 4 / 1000.0
    peak = jnp.max(kw)
    load_factor = jnp.mean(kw) / peak
    ramp = jnp.max(jnp.abs(jnp.diff(kw)))
    return jnp.stack([peak, load_factor, ramp])
