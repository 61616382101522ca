import jax
import jax.numpy as jnp


@jax.jit
def adapt_writer(embeddings, writer, style_vec, rate):
    current = embeddings[writer]
    return embeddings.at[writer].set((1 - rate) * current + rate * style_vec)
