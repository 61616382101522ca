import functools

import jax
import jax.numpy as jnp

TARGETS = {
    "coxiella": (0.0125, 4.4),   # D(72 C) in s... simplified reference, z in C
    "listeria": (0.9, 6.5),
}


@functools.lru_cache(maxsize=None)
def lethality_fn(organism):
    d_ref, z = TARGETS[organism]

    @jax.jit
    def htst_log_reduction(temps_c, hold_s):
        d_t = d_ref * 10.0 ** ((72.0 - temps_c) / z)
        return jnp.mean(hold_s / d_t)

    return htst_log_reduction
