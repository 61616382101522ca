from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


def dct_matrix(n=8):
    k = np.arange(n)
    m = np.cos(np.pi * (2 * k[None, :] + 1) * k[:, None] / (2 * n)) * np.sqrt(2 / n)
    m[0] /= np.sqrt(2)
    return jnp.asarray(m, jnp.float32)


D = dct_matrix()


@partial(jax.jit, static_argnums=(1,))
def encode_blocks(blocks, qp):
    step = 2.0 ** ((qp - 4) / 6.0)
    coeffs = D @ blocks @ D.T
    q = jnp.round(coeffs / step)
    recon = D.T @ (q * step) @ D
    bits = jnp.sum(jnp.log2(1.0 + jnp.abs(q)))
    return recon, bits
