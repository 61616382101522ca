import numpy as np


def simulate_clicks(rng, num_queries, num_docs, positions):
    true_attr = rng.uniform(0.05, 0.9, size=(num_queries, num_docs))
    true_exam = 1.0 / (1.0 + np.arange(positions))
    q = rng.integers(0, num_queries, size=4096)
    ranking = np.stack([rng.permutation(num_docs)[:positions] for _ in range(q.shape[0])])
    p = true_attr[q[:, None], ranking] * true_exam[None, :]
    clicks = (rng.uniform(size=p.shape) < p).astype(np.float32)
    return q.astype(np.int32), ranking.astype(np.int32), clicks
