import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("lineup",))
def lineup_chemistry(pair_minutes, lineup):
    idx = jnp.array(lineup)
    sub = pair_minutes[idx][:, idx]
    return jnp.log1p(sub).sum() / (len(lineup) * (len(lineup) - 1))
