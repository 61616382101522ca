import numpy as np

from metrics import ndcg_at_k


def evaluate(queries, k=10):
    results = []
    for q in queries:
        results.append(float(ndcg_at_k(q["scores"], q["relevance"], k=k)))
    return float(np.mean(results))
