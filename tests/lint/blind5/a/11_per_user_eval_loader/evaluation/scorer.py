import jax
import jax.numpy as jnp
import numpy as np

from .loader import CandidateLoader


@jax.jit
def score_candidates(user_vec, item_feats, w_item):
    return jnp.tanh(item_feats @ w_item) @ user_vec


def recall_at_k(user_vec, candidate_ids, positives, item_feats, w_item, k=10):
    scores = []
    for ids, feats in CandidateLoader(candidate_ids, item_feats):
        scores.append(np.asarray(score_candidates(user_vec, jnp.asarray(feats), w_item)))
    scores = np.concatenate(scores)
    top = np.asarray(candidate_ids)[np.argsort(-scores)[:k]]
    return len(set(top.tolist()) & set(positives)) / max(1, min(k, len(positives)))
