from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("bands",))
def band_occupancy(spec, freqs, bands):
    occ = []
    for lo, hi in bands:
        sel = (freqs >= lo) & (freqs < hi)
        level = jnp.sum(jnp.where(sel[:, None], spec, 0.0), axis=0) / sel.sum()
        occ.append(jnp.mean(level > jnp.median(level)))
    return jnp.stack(occ) if occ else jnp.zeros(0)
