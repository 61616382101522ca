from functools import partial

import jax
import jax.numpy as jnp

WIN = 256


@partial(jax.jit, static_argnums=1)
def window_features(signal, start):
    seg = signal[start:start + WIN]
    return jnp.stack([seg.mean(), seg.std(), jnp.abs(jnp.diff(seg)).sum()])
