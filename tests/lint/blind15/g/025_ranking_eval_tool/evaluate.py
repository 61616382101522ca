import numpy as np

from metrics import ndcg_at_k


def evaluate(queries, max_k=10):
    results = []
    for q in queries:
        n_relevant = int((q["relevance"] > 0).sum())
        k = max(1, min(max_k, n_relevant))
        results.append(float(ndcg_at_k(q["scores"], q["relevance"], k=k)))
    return float(np.mean(results))
