from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def strongest_resonances(freq, amp, k):
    is_peak = (amp[1:-1] > amp[:-2]) & (amp[1:-1] > amp[2:])
    score = jnp.where(is_peak, amp[1:-1], 0.0)
    _, idx = jax.lax.top_k(score, k)
    return jnp.sort(freq[1:-1][idx])
