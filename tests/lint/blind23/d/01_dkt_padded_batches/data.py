import numpy as np


def make_interactions(n_students=48, n_skills=12, seed=0):
    rng = np.random.default_rng(seed)
    seqs = []
    for _ in range(n_students):
        length = int(rng.integers(5, 30))
        skills = rng.integers(0, n_skills, size=length)
        correct = (rng.random(length) < 0.6).astype(np.int32)
        seqs.append((skills, correct))
    return seqs


def batches(seqs, batch_size, n_skills):
    for start in range(0, len(seqs), batch_size):
        chunk = seqs[start:start + batch_size]
        max_len = max(len(s) for s, _ in chunk)
        x = np.zeros((len(chunk), max_len), dtype=np.int32)
        y = np.zeros((len(chunk), max_len), dtype=np.int32)
        q = np.zeros((len(chunk), max_len), dtype=np.int32)
        mask = np.zeros((len(chunk), max_len), dtype=np.float32)
        for i, (s, c) in enumerate(chunk):
            n = len(s)
            x[i, :n] = s + n_skills * c
            q[i, :n - 1] = s[1:]
            y[i, :n - 1] = c[1:]
            mask[i, :n - 1] = 1.0
        yield x, q, y, mask
