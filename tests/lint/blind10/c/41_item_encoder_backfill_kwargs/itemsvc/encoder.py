import jax
import jax.numpy as jnp
import numpy as np

N_ATTRS, DIM = 20, 8


def load_params(seed=0):
    rng = np.random.default_rng(seed)
    return {"proj": jnp.asarray(rng.normal(size=(N_ATTRS, DIM)) / np.sqrt(N_ATTRS), jnp.float32)}


@jax.jit
def encode_items(params, attrs, attr_mask):
    x = jnp.where(attr_mask, attrs, 0.0) @ params["proj"]
    return x / jnp.maximum(jnp.linalg.norm(x, axis=-1, keepdims=True), 1e-6)
