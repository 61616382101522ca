import jax
import jax.numpy as jnp


@jax.jit
def encode_page(line_embeddings, line_mask, proj):
    pooled = jnp.tanh(line_embeddings @ proj).mean(axis=1)
    weights = line_mask / jnp.maximum(line_mask.sum(), 1.0)
    return (pooled * weights[:, None]).sum(axis=0)
