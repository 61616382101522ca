import numpy as np

from ranker import TOP_N, rerank


def offline_precision(w, dataset):
    hits = []
    for query, cands, relevant in dataset:
        _, idx = rerank(w, query, cands, TOP_N)
        hits.append(len(set(np.asarray(idx).tolist()) & relevant) / TOP_N)
    return float(np.mean(hits))
