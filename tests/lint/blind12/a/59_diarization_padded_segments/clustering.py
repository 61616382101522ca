import jax
import jax.numpy as jnp
import numpy as np

MAX_SEGMENTS = 32


@jax.jit
def masked_affinity(segment_embs, valid):
    x = segment_embs / jnp.maximum(jnp.linalg.norm(segment_embs, axis=-1, keepdims=True), 1e-6)
    affinity = jnp.clip(x @ x.T, 0.0, 1.0)
    return affinity * valid[:, None] * valid[None, :]


def pad_segments(embs):
    n = len(embs)
    if n > MAX_SEGMENTS:
        raise ValueError(f"{n} segments > MAX_SEGMENTS={MAX_SEGMENTS}")
    padded = np.zeros((MAX_SEGMENTS, embs.shape[1]), dtype=np.float32)
    padded[:n] = embs
    valid = np.zeros(MAX_SEGMENTS, dtype=np.float32)
    valid[:n] = 1.0
    return padded, valid


def spectral_embedding(embs, n_dims=2):
    padded, valid = pad_segments(embs)
    affinity = np.asarray(masked_affinity(padded, valid))[: len(embs), : len(embs)]
    degree = affinity.sum(-1)
    lap = np.eye(len(embs)) - affinity / np.sqrt(degree[:, None] * degree[None, :])
    _, vecs = np.linalg.eigh(lap)
    return vecs[:, :n_dims]
