import jax
import jax.numpy as jnp
import numpy as np

MAX_CANDIDATES = 128


@jax.jit
def rerank(user_vec, cand_feats, valid, w):
    scores = jnp.tanh(cand_feats @ w) @ user_vec
    return jnp.where(valid, scores, -jnp.inf)


def pad_candidates(feats, size=MAX_CANDIDATES):
    n = feats.shape[0]
    if n > size:
        feats, n = feats[:size], size
    out = np.zeros((size, feats.shape[1]), np.float32)
    out[:n] = feats
    valid = np.zeros(size, bool)
    valid[:n] = True
    return out, valid


def top_k_items(user_vec, cand_ids, cand_feats, w, k=5):
    padded, valid = pad_candidates(cand_feats)
    scores = np.asarray(rerank(user_vec, jnp.asarray(padded), jnp.asarray(valid), w))
    order = np.argsort(-scores)[:min(k, len(cand_ids))]
    return [int(cand_ids[i]) for i in order]
