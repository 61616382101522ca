from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("channels",))
def fdd_first_mode(block, channels):
    """Frequency domain decomposition: first singular value spectrum over healthy channels."""
    x = block[:, jnp.array(channels)]
    seg = x.reshape(-1, 256, len(channels))
    X = jnp.fft.rfft(seg * jnp.hanning(256)[None, :, None], axis=1)
    G = jnp.einsum("sfi,sfj->fij", X, jnp.conj(X)) / seg.shape[0]
    s1 = jnp.linalg.svd(G, compute_uv=False)[:, 0]
    return s1
