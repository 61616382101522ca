import jax
import jax.numpy as jnp


@jax.jit
def spectral_embedding(segment_embs, n_dims=2):
    x = segment_embs / jnp.linalg.norm(segment_embs, axis=-1, keepdims=True)
    affinity = jnp.clip(x @ x.T, 0.0, 1.0)
    degree = affinity.sum(-1)
    lap = jnp.eye(affinity.shape[0]) - affinity / jnp.sqrt(degree[:, None] * degree[None, :])
    _, vecs = jnp.linalg.eigh(lap)
    return vecs[:, :n_dims]
