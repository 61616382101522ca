import jax
import jax.numpy as jnp

N_BINS = 24


@jax.jit
def semitone_profile(f0, lo, hi):
    voiced = f0 > 0
    semis = 12 * jnp.log2(jnp.where(voiced, f0, lo) / lo)
    top = 12 * jnp.log2(hi / lo)
    bins = jnp.clip((semis / top * N_BINS).astype(jnp.int32), 0, N_BINS - 1)
    return jnp.zeros(N_BINS).at[bins].add(voiced.astype(jnp.float32))
