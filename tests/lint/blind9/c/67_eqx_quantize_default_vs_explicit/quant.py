import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def quantize_embeddings(emb, n_bits=8):
    """Symmetric per-row int quantisation for the ANN index."""
    qmax = 2 ** (n_bits - 1) - 1
    scale = jnp.max(jnp.abs(emb), axis=1, keepdims=True) / qmax
    q = jnp.round(emb / jnp.maximum(scale, 1e-12)).astype(jnp.int8)
    return q, scale[:, 0]
