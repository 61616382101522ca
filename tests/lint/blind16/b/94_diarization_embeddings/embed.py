import jax
import jax.numpy as jnp
import numpy as np

MAX_SEGMENTS, MAX_FRAMES = 4, 64


def pack_segments(segments, n_feats):
    feats = np.zeros((MAX_SEGMENTS, MAX_FRAMES, n_feats), np.float32)
    mask = np.zeros((MAX_SEGMENTS, MAX_FRAMES), np.float32)
    for i, seg in enumerate(segments[:MAX_SEGMENTS]):
        n = min(len(seg), MAX_FRAMES)
        feats[i, :n] = seg[:n]
        mask[i, :n] = 1.0
    return feats, mask


@jax.jit
def embed_utterances(params, feats, mask):
    """feats: [S, T, F] padded segments, mask: [S, T] -> [S, D] normalised embeddings."""
    h = jnp.tanh(feats @ params["w"]) * mask[..., None]
    h = h.sum(axis=1) / jnp.maximum(mask.sum(axis=1, keepdims=True), 1.0)
    return h / (jnp.linalg.norm(h, axis=-1, keepdims=True) + 1e-6)
