import numpy as np

from retrieval import rank_items


def recall_at_k(params, user_ids, candidate_ids, positives, k=3, temperature=1.0):
    probs = np.asarray(rank_items(params, user_ids, candidate_ids, temperature=temperature))
    top = np.argsort(-probs, axis=1)[:, :k]
    return float(np.mean([positives[i] in top[i] for i in range(len(positives))]))
