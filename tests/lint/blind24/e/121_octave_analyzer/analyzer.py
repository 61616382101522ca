from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_bands",))
def octave_band_levels(power, freqs, n_bands):
    edges = 31.25 * 2.0 ** jnp.arange(n_bands + 1)
    band = jnp.clip(jnp.searchsorted(edges, freqs) - 1, 0, n_bands - 1)
    levels = jax.ops.segment_sum(power, band, num_segments=n_bands)
    return 10 * jnp.log10(levels + 1e-12)


def bands_for(sample_rate):
    return int(np.floor(np.log2((sample_rate / 2) / 31.25)))
