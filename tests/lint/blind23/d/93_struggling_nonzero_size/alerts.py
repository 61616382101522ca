from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def struggling_students(recent_correct, hint_rate, k):
    flags = (recent_correct < 0.5) & (hint_rate > 0.4)
    idx = jnp.nonzero(flags, size=k)[0]
    severity = (1 - recent_correct[idx]) + hint_rate[idx]
    return idx[jnp.argsort(-severity)]
