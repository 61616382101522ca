from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("normalize",))
def encode_items(proj, item_feats, normalize=True):
    z = jnp.tanh(item_feats @ proj)
    if normalize:
        z = z / (jnp.linalg.norm(z, axis=-1, keepdims=True) + 1e-6)
    return z
