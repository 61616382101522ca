import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def detector_for(impact_g, still_s, fs=50):
    still_n = int(still_s * fs)

    @jax.jit
    def detect(acc):
        mag = jnp.linalg.norm(acc, axis=-1)
        impact = jnp.argmax(mag)
        after = jax.lax.dynamic_slice(jnp.pad(mag, (0, still_n)), (impact + 10,), (still_n,))
        still = jnp.std(after) < 0.05
        return (mag[impact] > impact_g) & still

    return detect
