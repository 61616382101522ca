from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("f0_range",))
def pitch_histogram(f0, f0_range):
    lo, hi = f0_range
    voiced = f0 > 0
    semis = 12 * jnp.log2(jnp.where(voiced, f0, lo) / lo)
    top = 12 * jnp.log2(hi / lo)
    bins = jnp.clip((semis / top * 24).astype(jnp.int32), 0, 23)
    return jnp.zeros(24).at[bins].add(voiced.astype(jnp.float32))
