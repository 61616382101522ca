import jax
import jax.numpy as jnp


@jax.jit
def encode_page(line_embeddings, proj):
    pooled = [jnp.tanh(line @ proj).mean(axis=0) for line in line_embeddings]
    return jnp.stack(pooled).mean(axis=0)
