import jax
import jax.numpy as jnp


@jax.jit
def linear_probe(emb, w, b):
    return jax.nn.sigmoid(emb.astype(jnp.float32) @ w + b)
